import {
  CART_ATTRIBUTE,
  FitEstimateSchema,
  OrderSchema,
  type FitAnswers,
  type PieceSizing,
  type PieceWarning,
  type ProductConfig,
  type SizeMeasurement,
} from '@selvedge/contract';
import { AdminOrderSchema, type StaffSession } from '@selvedge/contract/admin';
import { startingValues } from '@selvedge/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock.js';
import { cartCalls, newReference, pieceInput, readCatalogue, type CartCatalogue } from '../../test/cart-kit.js';
import { paidOrder } from '../../test/checkout-kit.js';
import { staffSession, TEST_OWNER } from '../../test/staff-kit.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** The cart's side of the fit estimate and the measurement warnings (issue 29), and what the order keeps of them. */
const clock = fixedClock(new Date('2026-03-02T09:00:00Z'));
let shop: TestApp;
let catalogue: CartCatalogue;
let workroom: StaffSession;

beforeAll(async () => {
  shop = await createTestApp({ clock, config: { admin: TEST_OWNER, authRateLimitScale: 100 } });
  catalogue = await readCatalogue(shop, ['shirt', 'trousers']);
  workroom = await staffSession(shop, 'workroom');
});
afterAll(async () => shop.close());

type Refusal = { code: string; error: string; problems?: { path: string; message: string }[]; warnings?: PieceWarning[] };

/** A plausible shirt body (inches) with `overrides`, every field the body track shows. */
function shirtBody(overrides: Record<string, number> = {}): SizeMeasurement[] {
  const values: Record<string, number> = {
    collar: 15.5,
    chest: 40,
    waist: 34,
    hips: 39,
    shoulder: 18,
    'sleeve-length': 33.5,
    bicep: 13.5,
    cuff: 7.75,
    'shirt-length': 30,
    height: 70,
    ...overrides,
  };
  const draft = startingValues(catalogue.configs.shirt.measurements, 'body', { size: null, fit: 'Tailored' });
  return Object.entries(draft).map(([id, start]) => ({ id, fitting_size: values[id] ?? start! }));
}
const bodySizing = (measurements: SizeMeasurement[], extra: Partial<PieceSizing> = {}): PieceSizing => ({
  method: 'body',
  track: 'body',
  size: null,
  fit: 'Tailored',
  sizeName: null,
  measurements,
  ...extra,
});

/** A standard size of the table, as the measurement step fills it. */
function standardOf(config: ProductConfig, size: string, fit: string, extra: Partial<PieceSizing> = {}): PieceSizing {
  const draft = startingValues(config.measurements, 'standard', { size, fit });
  return {
    method: 'standard',
    track: 'standard',
    size,
    fit,
    sizeName: null,
    measurements: Object.entries(draft).flatMap(([id, value]) => (value === null ? [] : [{ id, fitting_size: value }])),
    ...extra,
  };
}

async function estimateFor(productType: string, answers: FitAnswers) {
  const answer = await shop.call({ method: 'POST', url: '/api/fit-estimate', payload: { productType, ...answers } });
  expect(answer.status, answer.raw).toBe(200);
  return FitEstimateSchema.parse(answer.body);
}

const answers: FitAnswers = { heightCm: 178, weightKg: 78, age: 35 };

describe('a body-measured piece whose measurements look mistaken', () => {
  it('is refused with measurement_warnings naming each warning, listed with its piece, until the customer confirms them', async () => {
    const carts = cartCalls(shop);
    const reference = newReference();
    // A collar above half the chest, and a chest far from what 178 cm and 78 kg suggest.
    const sizing = bodySizing(shirtBody({ collar: 17, chest: 32.5, waist: 34 }), { fitAnswers: answers });
    const refused = await carts.create({ lineItems: [pieceInput(catalogue, { type: 'shirt', reference, sizing })] });
    expect(refused.status, refused.raw).toBe(400);
    const body = refused.body as unknown as Refusal;
    expect(body.code).toBe('measurement_warnings');
    const ids = body.warnings!.map((warning) => warning.id).sort();
    expect(ids).toEqual(['above-share:collar', 'far-from-estimate:chest']);
    for (const warning of body.warnings!) {
      expect(body.error).toContain(warning.message);
      expect(warning).toMatchObject({ reference, path: `lineItems.0.attributes.${CART_ATTRIBUTE.sizing}` });
    }
    expect(body.problems?.map((problem) => problem.message).sort()).toEqual(body.warnings!.map((warning) => warning.message).sort());

    // One confirmed is not enough: the other is still asked about.
    const half = await carts.create({
      lineItems: [pieceInput(catalogue, { type: 'shirt', reference, sizing: { ...sizing, confirmedWarnings: ['above-share:collar'] } })],
    });
    expect(half.status).toBe(400);
    expect((half.body as unknown as Refusal).warnings!.map((warning) => warning.id)).toEqual(['far-from-estimate:chest']);

    const kept = await carts.create({
      lineItems: [
        pieceInput(catalogue, {
          type: 'shirt',
          reference,
          sizing: { ...sizing, confirmedWarnings: ['far-from-estimate:chest', 'above-share:collar', 'unit-slip:waist'] },
        }),
      ],
    });
    expect(kept.status, kept.raw).toBe(200);
    const piece = kept.body.items.find((item) => item.reference === reference)!;
    // Only the confirmations of warnings the piece has are kept; its measurements are as sent.
    expect([...(piece.sizing.confirmedWarnings ?? [])].sort()).toEqual(['above-share:collar', 'far-from-estimate:chest']);
    expect(piece.sizing.measurements.find((entry) => entry.id === 'chest')?.fitting_size).toBe(32.5);
  });

  it('is taken at once when nothing looks mistaken, and a standard size is never questioned', async () => {
    const carts = cartCalls(shop);
    const plain = await carts.create({
      lineItems: [pieceInput(catalogue, { type: 'shirt', sizing: bodySizing(shirtBody(), { fitAnswers: answers }) })],
    });
    expect(plain.status, plain.raw).toBe(200);
    expect(plain.body.items[0]!.sizing.confirmedWarnings).toBeUndefined();
  });

  it('reports a warning of one piece and a bad field of another as the bad field first (a 400 naming it)', async () => {
    const carts = cartCalls(shop);
    const odd = pieceInput(catalogue, { type: 'shirt', sizing: bodySizing(shirtBody({ collar: 19, chest: 36, waist: 32 })) });
    const broken = pieceInput(catalogue, {
      type: 'shirt',
      sizing: bodySizing(shirtBody(), { fitAnswers: { ...answers, usualSize: 'XXXXXL' } }),
    });
    const answer = await carts.create({ lineItems: [odd, broken] });
    expect(answer.status).toBe(400);
    expect((answer.body as unknown as Refusal).code).toBe('invalid_piece');
    expect((answer.body as unknown as Refusal).problems).toEqual([
      {
        path: `lineItems.1.attributes.${CART_ATTRIBUTE.sizing}`,
        message: expect.stringMatching(/^fitAnswers\.usualSize: must be one of /) as string,
      },
    ]);
  });
});

describe('an estimated size', () => {
  it('needs the answers it was estimated from, and a standard size of the table', async () => {
    const carts = cartCalls(shop);
    const config = catalogue.configs.shirt;
    const missing = await carts.create({
      lineItems: [
        pieceInput(catalogue, {
          sizing: standardOf(config, config.measurements.sizes[2]!, config.measurements.fits[0]!, { estimated: true }),
        }),
      ],
    });
    expect(missing.status).toBe(400);
    expect((missing.body as unknown as Refusal).error).toBe(
      `lineItems.0.attributes.${CART_ATTRIBUTE.sizing}: fitAnswers: is missing: an estimated size keeps the answers it was estimated from`,
    );
    const body = await carts.create({
      lineItems: [pieceInput(catalogue, { sizing: bodySizing(shirtBody(), { estimated: true, fitAnswers: answers }) })],
    });
    expect(body.status).toBe(400);
    expect((body.body as unknown as Refusal).error).toContain('estimated: only a standard size of the table is estimated');
  });

  it('is kept with its answers, and the order says where it came from, with what the customer changed', async () => {
    const carts = cartCalls(shop);
    const shirt = catalogue.configs.shirt;
    const trousers = catalogue.configs.trousers;
    const shirtEstimate = await estimateFor('shirt', answers);
    const trousersEstimate = await estimateFor('trousers', answers);
    const sizes = trousers.measurements.sizes;
    const larger = sizes[Math.min(sizes.indexOf(trousersEstimate.size) + 1, sizes.length - 1)]!;
    expect(larger).not.toBe(trousersEstimate.size);
    const references = { estimated: newReference(), changed: newReference(), confirmed: newReference() };
    const cart = await carts.create({
      lineItems: [
        pieceInput(catalogue, {
          type: 'shirt',
          reference: references.estimated,
          sizing: standardOf(shirt, shirtEstimate.size, shirtEstimate.fit, { estimated: true, fitAnswers: answers }),
        }),
        pieceInput(catalogue, {
          type: 'trousers',
          reference: references.changed,
          sizing: standardOf(trousers, larger, trousersEstimate.fit, { estimated: true, fitAnswers: answers }),
        }),
        pieceInput(catalogue, {
          type: 'shirt',
          fabricIndex: 1,
          reference: references.confirmed,
          sizing: bodySizing(shirtBody({ collar: 19, chest: 36, waist: 32 }), { confirmedWarnings: ['above-share:collar'] }),
        }),
      ],
    });
    expect(cart.status, cart.raw).toBe(200);
    expect(cart.body.items.find((item) => item.reference === references.estimated)?.sizing).toMatchObject({
      estimated: true,
      fitAnswers: answers,
    });

    const { number, key } = await paidOrder(shop, { cart: cart.body.encodedId, email: 'grace@example.com' });
    const order = OrderSchema.parse((await shop.call({ url: `/api/orders/${number}?key=${key}` })).body);
    const piece = (reference: string) => order.pieces.find((candidate) => candidate.reference === reference)!;
    expect(piece(references.estimated).sizeSource).toBe(
      `Estimated from answers: Size ${shirtEstimate.size}, ${shirtEstimate.fit} fit (${shirtEstimate.confidence.level} confidence)`,
    );
    expect(piece(references.changed).sizeSource).toBe(
      `Estimated from answers: Size ${larger}, ${trousersEstimate.fit} fit (changed from the estimate's ${trousersEstimate.size})`,
    );
    expect(piece(references.confirmed).sizeSource).toBe('Body measurements');
    expect(piece(references.confirmed).fitWarnings).toEqual([
      'Collar (19 in) is more than half your chest (36 in), which is rare. Please check both.',
    ]);
    expect(piece(references.estimated).fitWarnings).toEqual([]);

    // The workroom sees the same flags.
    const staff = await shop.call({ url: `/api/admin/orders/${number}`, headers: { authorization: `Bearer ${workroom.token}` } });
    expect(staff.status, staff.raw).toBe(200);
    const seen = AdminOrderSchema.parse(staff.body).pieces.find((candidate) => candidate.reference === references.confirmed)!;
    expect(seen.fitWarnings).toEqual(piece(references.confirmed).fitWarnings);
  });
});

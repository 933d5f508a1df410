import type { PieceSizing, ProductConfig } from '@selvedge/contract';
import { AdminOrderSchema, type StaffSession } from '@selvedge/contract/admin';
import { visibleFields } from '@selvedge/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartCalls, pieceInput, readCatalogue, type CartCatalogue } from '../../test/cart-kit.js';
import { paidOrder } from '../../test/checkout-kit.js';
import { staffSession, TEST_OWNER } from '../../test/staff-kit.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let shop: TestApp;
let catalogue: CartCatalogue;
let workroom: StaffSession;

beforeAll(async () => {
  shop = await createTestApp({ config: { admin: TEST_OWNER, authRateLimitScale: 100 } });
  catalogue = await readCatalogue(shop, ['shirt', 'trousers']);
  workroom = await staffSession(shop, 'workroom');
});
afterAll(async () => shop.close());

/** Body measurements of every field the body method shows: each field's starting value, in the configuration's last fit. */
function bodySizing(config: ProductConfig): PieceSizing {
  const fit = config.measurements.fits.at(-1)!;
  return {
    method: 'body',
    track: 'body',
    size: null,
    fit,
    sizeName: null,
    measurements: visibleFields(config.measurements, 'body').map((field) => ({
      id: field.key,
      fitting_size: field.type === 'dropdown' ? String(field.default ?? field.options[0]) : field.value!,
    })),
  };
}

describe('the production sheet’s finished garment', () => {
  it('adds the configuration’s ease for the fit to body measurements, and reads a standard size as the garment already', async () => {
    const shirtConfig = catalogue.configs.shirt;
    const sizing = bodySizing(shirtConfig);
    const cart = await cartCalls(shop).create({
      lineItems: [pieceInput(catalogue, { type: 'shirt', sizing }), pieceInput(catalogue, { type: 'trousers' })],
    });
    expect(cart.status, cart.raw).toBe(200);
    const { number } = await paidOrder(shop, { cart: cart.body.encodedId, email: 'cutter-test@example.com' });
    const answer = await shop.call({ url: `/api/admin/orders/${number}`, headers: { authorization: `Bearer ${workroom.token}` } });
    expect(answer.status, answer.raw).toBe(200);
    const order = AdminOrderSchema.parse(answer.body);
    const [shirt, trousers] = order.pieces;

    const garment = order.garments?.[shirt!.reference];
    expect(garment).toMatchObject({ basis: 'body', fit: sizing.fit });
    const ease = shirtConfig.fitModel.ease[sizing.fit]!;
    expect(Object.keys(ease).length).toBeGreaterThan(0);
    for (const [key, inches] of Object.entries(ease)) {
      const body = Number(shirt!.measurements.find((measurement) => measurement.key === key)!.inches);
      const row = garment!.measurements.find((measurement) => measurement.key === key);
      expect(row?.ease?.inches, key).toBe(String(inches));
      expect(Number(row?.finished?.inches), key).toBeCloseTo(body + inches, 2);
      expect(Number(row?.finished?.centimetres), key).toBeCloseTo((body + inches) * 2.54, 1);
    }
    // A length has no ease in the configuration: cut as measured, no finished figure made up.
    const length = garment!.measurements.find((measurement) => !Object.hasOwn(ease, measurement.key));
    expect(length).toMatchObject({ ease: null, finished: null });
    expect(length?.body.inches).toBe(shirt!.measurements.find((measurement) => measurement.key === length?.key)?.inches);

    expect(order.garments?.[trousers!.reference]).toEqual({ basis: 'table', fit: expect.any(String), measurements: [] });
  });
});

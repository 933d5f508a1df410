import {
  CART_ATTRIBUTE,
  OrderAgainSchema,
  PRODUCT_TYPES,
  type CartLineInput,
  type OrderAgain,
  type OrderPiece,
  type ProductConfig,
  type ProductType,
} from '@selvedge/contract';
import {
  accessoryItems,
  acceptableText,
  chooseStyle,
  defaultDesign,
  designFromSearchParams,
  repairDesign,
  type Design,
} from '@selvedge/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderPieces, orders, products, variants } from '../../db/schema.js';
import { attributeOf, cartCalls, newReference, pieceInput, readCatalogue, type CartCatalogue } from '../../test/cart-kit.js';
import { paidOrder } from '../../test/checkout-kit.js';
import { createCustomer } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { nearestFabric } from './order-again.service.js';
import type { PaidSnapshot } from './orders.service.js';

let shop: TestApp;
let catalogue: CartCatalogue;

beforeAll(async () => {
  shop = await createTestApp({ config: { authRateLimitScale: 1000 } });
  catalogue = await readCatalogue(shop, [...PRODUCT_TYPES]);
});
afterAll(async () => shop.close());

type Answer = Partial<OrderAgain> & { code?: string; error?: string };
const again = (number: string, reference: string, { key, token, cc = 'SGD' }: { key?: string | null; token?: string; cc?: string } = {}) =>
  shop.call<Answer>({
    url: `/api/orders/${number}/pieces/${reference}/again?cc=${cc}${key ? `&key=${key}` : ''}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

/** A text every text accessory of the configurations takes (initials and notes alike). */
function textFor(config: ProductConfig, key: string): string | null {
  const item = accessoryItems(config).find((candidate) => candidate.key === key);
  if (item?.kind !== 'text') return null;
  return ['AL', 'A.L', 'A', 'Pressed gently, please'].find((text) => acceptableText(item, text) === text) ?? null;
}

/**
 * Designs of `type` that between them choose every option of every style group and every accessory
 * (each choice's options, each toggle, each text): design k takes each group's k-th option and each
 * choice's k-th, settled as the exceptions ask; any option still not chosen then gets a design of its own.
 */
function designsCoveringEverything(config: ProductConfig, fabric: string): Design[] {
  const designs: Design[] = [];
  const chosen = new Set<string>();
  const note = (design: Design) => {
    for (const [group, option] of Object.entries(design.styles)) chosen.add(`${group}=${option}`);
    for (const [key, value] of Object.entries(design.accessories))
      chosen.add(`${key}=${value === true ? '1' : typeof value === 'string' && textFor(config, key) === value ? '*' : value}`);
    designs.push(design);
  };
  const items = accessoryItems(config);
  const rounds = Math.max(
    1,
    ...config.stylesOrder.map((group) => config.styles[group]?.options.length ?? 0),
    ...items.map((item) => (item.kind === 'choice' ? item.options.length : 1)),
  );
  for (let round = 0; round < rounds; round += 1) {
    const styles: Record<string, string> = {};
    for (const group of config.stylesOrder) {
      const options = config.styles[group]?.options ?? [];
      const option = options[round % options.length];
      if (option) styles[group] = option.key;
    }
    const accessories: Record<string, string | true> = {};
    for (const item of items) {
      if (item.kind === 'choice') {
        const option = item.options[round % item.options.length];
        if (option) accessories[item.key] = option.key;
      } else if (item.kind === 'toggle') {
        if (round % 2 === 0) accessories[item.key] = true;
      } else if (round === 0) {
        const text = textFor(config, item.key);
        if (text) accessories[item.key] = text;
      }
    }
    note(repairDesign(config, { fabric, styles, accessories }).design);
  }
  for (const group of config.stylesOrder) {
    for (const option of config.styles[group]?.options ?? []) {
      if (chosen.has(`${group}=${option.key}`)) continue;
      // Ruled out by a default elsewhere: start from each other choice of each other group until one suits.
      const starts = [
        defaultDesign(config, fabric),
        ...config.stylesOrder.flatMap((other) =>
          (config.styles[other]?.options ?? []).map((each) => chooseStyle(config, defaultDesign(config, fabric), other, each.key).design),
        ),
      ];
      const picked = starts
        .map((start) => chooseStyle(config, start, group, option.key).design)
        .find((design) => design.styles[group] === option.key);
      if (picked) note(picked);
    }
  }
  return designs;
}

/** A guest's paid order of these pieces. */
async function guestOrder(lines: CartLineInput[]) {
  const created = await cartCalls(shop).create({ lineItems: lines });
  if (created.status !== 200 && created.status !== 201) throw new Error(`cart: ${created.raw}`);
  const { number, key } = await paidOrder(shop, { cart: created.body.encodedId, email: `again-${newReference().slice(0, 6)}@example.com` });
  return { number, key };
}

describe('Order again', () => {
  it.each(PRODUCT_TYPES)(
    'gives back exactly the %s designs that were ordered, every option of every group, with no notices',
    async (type: ProductType) => {
      const config = catalogue.configs[type];
      const fabric = catalogue.fabrics[type][0];
      if (!fabric) throw new Error(`no ${type} fabric`);
      const designs = designsCoveringEverything(config, fabric.handle);
      // The set really covers every option: each group's every option is chosen by some design.
      for (const group of config.stylesOrder) {
        const seen = new Set(designs.map((design) => design.styles[group]));
        const ruledOutAlways = (config.styles[group]?.options ?? []).filter((option) => !seen.has(option.key));
        expect(ruledOutAlways, `${type} ${group}`).toEqual([]);
      }
      const texts = accessoryItems(config).filter((item) => item.kind === 'text' && textFor(config, item.key) !== null);
      for (const item of texts)
        expect(
          designs.some((design) => typeof design.accessories[item.key] === 'string'),
          `${type} ${item.key}`,
        ).toBe(true);

      const lines = designs.map((design) => pieceInput(catalogue, { type, design: () => design }));
      for (let start = 0; start < lines.length; start += 40) {
        const batch = lines.slice(start, start + 40);
        const { number, key } = await guestOrder(batch);
        for (const line of batch) {
          const reference = attributeOf(line, CART_ATTRIBUTE.reference);
          const answer = await again(number, reference, { key });
          expect(answer.status, answer.raw).toBe(200);
          const body = OrderAgainSchema.parse(answer.body);
          expect(body.productType).toBe(type);
          expect(body.query).toBe(attributeOf(line, CART_ATTRIBUTE.design));
          expect(body.notices).toEqual([]);
          expect(body.sizing).toMatchObject(JSON.parse(attributeOf(line, CART_ATTRIBUTE.sizing)) as object);
        }
      }
    },
  );

  it('replaces a withdrawn fabric with the nearest on sale of the same type and says so, keeping the rest of the design', async () => {
    const config = catalogue.configs.shirt;
    const line = pieceInput(catalogue, { type: 'shirt', fabricIndex: 1 });
    const { number, key } = await guestOrder([line]);
    const reference = attributeOf(line, CART_ATTRIBUTE.reference);
    const fabric = catalogue.fabrics.shirt[1]!;
    const { db } = shop.database.handle;
    await db.update(products).set({ saleStatus: 'withdrawn' }).where(eq(products.id, fabric.id));
    try {
      const answer = await again(number, reference, { key });
      expect(answer.status, answer.raw).toBe(200);
      const body = OrderAgainSchema.parse(answer.body);
      const params = new URLSearchParams(body.query);
      const now = params.get('fabric');
      expect(now).not.toBeNull();
      expect(now).not.toBe(fabric.handle);
      const [replacement] = await db.select().from(products).where(eq(products.handle, now!));
      expect(replacement?.productType).toBe('shirt');
      expect(replacement?.saleStatus).toBe('on_sale');
      expect(body.notices).toEqual([`${fabric.title} is no longer offered: the nearest is ${replacement?.title}.`]);
      // A colour of the ordered fabric is shared by the one chosen (the seed has several colourways of each colour).
      const colours = (fabric.attributes as Record<string, string[]>).colour ?? [];
      expect((replacement?.attributes as Record<string, string[]>).colour?.some((colour) => colours.includes(colour))).toBe(true);
      params.set('fabric', fabric.handle);
      expect(params.toString()).toBe(attributeOf(line, CART_ATTRIBUTE.design));
      expect(designFromSearchParams(config, new URLSearchParams(body.query)).notices).toEqual([]);
    } finally {
      await db.update(products).set({ saleStatus: 'on_sale' }).where(eq(products.id, fabric.id));
    }
  });

  it('puts a removed option back to its group default and names it, and answers every piece even when every fabric is gone (never a 500)', async () => {
    const config = catalogue.configs.shirt;
    const group = config.stylesOrder[0]!;
    const line = pieceInput(catalogue, { type: 'shirt' });
    const { number, key } = await guestOrder([line]);
    const reference = attributeOf(line, CART_ATTRIBUTE.reference);
    const { db } = shop.database.handle;
    // The catalogue moved on: the option this piece was made with is no longer in the configuration.
    const [row] = await db.select().from(orders).where(eq(orders.number, number));
    const snapshot = row!.snapshot as PaidSnapshot;
    const ordered = new URLSearchParams(snapshot.items[0]!.design);
    ordered.set(group, 'retired-option');
    snapshot.items[0]!.design = ordered.toString();
    await db.update(orders).set({ snapshot }).where(eq(orders.id, row!.id));

    const answer = await again(number, reference, { key });
    expect(answer.status, answer.raw).toBe(200);
    const body = OrderAgainSchema.parse(answer.body);
    expect(new URLSearchParams(body.query).get(group)).toBe(config.styles[group]!.default);
    expect(body.notices).toHaveLength(1);
    expect(body.notices[0]).toContain('"retired-option" is not one of our options');

    // No shirt fabric at all on sale: no fabric, and the notice says so.
    await db.update(products).set({ saleStatus: 'withdrawn' }).where(eq(products.productType, 'shirt'));
    try {
      const bare = await again(number, reference, { key });
      expect(bare.status, bare.raw).toBe(200);
      const parsed = OrderAgainSchema.parse(bare.body);
      expect(new URLSearchParams(parsed.query).has('fabric')).toBe(false);
      expect(parsed.notices[0]).toMatch(/is no longer offered, and we have no fabric like it for shirts now/);
      expect(parsed.price).toBeNull();
    } finally {
      await db.update(products).set({ saleStatus: 'on_sale' }).where(eq(products.productType, 'shirt'));
    }
  });

  it('settles a choice an exception now rules out, with its sentence, keeping the initials', async () => {
    const type = PRODUCT_TYPES.find((candidate) =>
      catalogue.configs[candidate].exceptions.some((rule) =>
        rule.notSuitable.some((target) => target.group !== rule.when.group && target.options.length > 0),
      ),
    );
    if (!type) throw new Error('no configuration has an exception');
    const config = catalogue.configs[type];
    const rule = config.exceptions.find((candidate) =>
      candidate.notSuitable.some((target) => target.group !== candidate.when.group && target.options.length > 0),
    )!;
    const target = rule.notSuitable.find((candidate) => candidate.group !== rule.when.group && candidate.options.length > 0)!;
    const initials = accessoryItems(config).find((item) => item.kind === 'text' && textFor(config, item.key) !== null);
    const line = pieceInput(catalogue, {
      type,
      design: (design) => ({
        ...design,
        accessories: initials ? { ...design.accessories, [initials.key]: textFor(config, initials.key)! } : design.accessories,
      }),
    });
    const { number, key } = await guestOrder([line]);
    const { db } = shop.database.handle;
    // Since the order, the shop ruled this pair out: the design as kept now breaks the exception.
    const [row] = await db.select().from(orders).where(eq(orders.number, number));
    const snapshot = row!.snapshot as PaidSnapshot;
    const ordered = new URLSearchParams(snapshot.items[0]!.design);
    ordered.set(rule.when.group, rule.when.option);
    ordered.set(target.group, target.options[0]!);
    snapshot.items[0]!.design = ordered.toString();
    await db.update(orders).set({ snapshot }).where(eq(orders.id, row!.id));

    const answer = await again(number, attributeOf(line, CART_ATTRIBUTE.reference), { key });
    expect(answer.status, answer.raw).toBe(200);
    const body = OrderAgainSchema.parse(answer.body);
    const params = new URLSearchParams(body.query);
    expect(params.get(rule.when.group)).toBe(rule.when.option);
    expect(params.get(target.group)).not.toBe(target.options[0]);
    expect(body.notices).toHaveLength(1);
    expect(body.notices[0]).toContain('is not suitable for');
    if (initials) expect(params.get(initials.key)).toBe(textFor(config, initials.key));
    expect(designFromSearchParams(config, params).notices).toEqual([]);
  });

  it("orders a remake as its original's design at the remake's adjusted measurements, and a trial as the full piece", async () => {
    const line = pieceInput(catalogue, { type: 'shirt' });
    const trial = pieceInput(catalogue, { type: 'shirt', category: 'trial', fabricIndex: 1 });
    const { number, key } = await guestOrder([line, trial]);
    const original = attributeOf(line, CART_ATTRIBUTE.reference);
    const { db } = shop.database.handle;
    const [row] = await db.select().from(orders).where(eq(orders.number, number));
    const [piece] = await db
      .select()
      .from(orderPieces)
      .where(and(eq(orderPieces.orderId, row!.id), eq(orderPieces.reference, original)));
    // A remake as a fit claim adds it: the original's snapshot, adjusted measurements, `remakeOf`.
    const sold = piece!.snapshot as OrderPiece;
    const adjusted = sold.measurements.map((measurement, index) =>
      index === 0 ? { ...measurement, value: String(Number(measurement.value) + 0.5) } : measurement,
    );
    const remake = 'remake_test0000001';
    await db.insert(orderPieces).values({
      ...piece!,
      reference: remake,
      position: 2,
      status: 'measurements_confirmed',
      snapshot: {
        ...sold,
        reference: remake,
        measurements: adjusted,
        sizeSource: 'Remake of the shirt, adjusted measurements',
        remakeOf: original,
      },
    });

    const answer = await again(number, remake, { key });
    expect(answer.status, answer.raw).toBe(200);
    const body = OrderAgainSchema.parse(answer.body);
    expect(body.query).toBe(attributeOf(line, CART_ATTRIBUTE.design));
    expect(body.notices).toEqual([]);
    expect(body.sizing.source).toBe('Remake of the shirt, adjusted measurements');
    expect(body.sizing.sizeName).toBeNull();
    expect(body.sizing.method).toBe(body.sizing.track);
    const first = adjusted[0]!;
    expect(body.sizing.measurements.find((measurement) => measurement.id === first.key)?.fitting_size).toBe(Number(first.value));

    const trialAnswer = await again(number, attributeOf(trial, CART_ATTRIBUTE.reference), { key });
    expect(trialAnswer.status, trialAnswer.raw).toBe(200);
    const trialBody = OrderAgainSchema.parse(trialAnswer.body);
    expect(trialBody.query).toBe(attributeOf(trial, CART_ATTRIBUTE.design));
    expect(trialBody.notices).toEqual(['This was a trial piece: this time it is the full piece, made to the same size.']);
  });

  it('opens only for the order’s customer or the right key: anyone else gets 404, and bad input a 400', async () => {
    const owner = await createCustomer(shop);
    const stranger = await createCustomer(shop);
    const line = pieceInput(catalogue, { type: 'trousers' });
    const cart = Buffer.from(owner.activeCart).toString('base64url');
    await cartCalls(shop).update(cart, [line], owner.token);
    const { number } = await paidOrder(shop, { cart, token: owner.token });
    const reference = attributeOf(line, CART_ATTRIBUTE.reference);
    expect((await again(number, reference, { token: owner.token })).status).toBe(200);
    expect((await again(number, reference, { token: stranger.token })).status).toBe(404);
    expect((await again(number, reference)).status).toBe(404);
    expect((await again(number, reference, { key: 'x'.repeat(43) })).status).toBe(404);
    expect((await again(number, newReference(), { token: owner.token })).status).toBe(404);
    expect((await again('SV-999999', reference, { token: owner.token })).status).toBe(404);
    const bad = await again(number, 'no', { token: owner.token });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('reference');
    expect((await again(number, reference, { token: owner.token, cc: 'BTC' })).status).toBe(400);

    const guest = await guestOrder([pieceInput(catalogue, { type: 'trousers' })]);
    expect((await again(guest.number, reference, { key: guest.key })).status).toBe(404);
    expect((await again(number, reference, { key: guest.key })).status).toBe(404);
  });

  it('prices the piece today, in the currency asked for, never at the price it was sold', async () => {
    const line = pieceInput(catalogue, { type: 'shirt', fabricIndex: 2 });
    const { number, key } = await guestOrder([line]);
    const reference = attributeOf(line, CART_ATTRIBUTE.reference);
    const fabric = catalogue.fabrics.shirt[2]!;
    const { db } = shop.database.handle;
    const before = OrderAgainSchema.parse((await again(number, reference, { key })).body);
    const [variant] = await db.select().from(variants).where(eq(variants.id, fabric.variantId));
    await db
      .update(variants)
      .set({ priceMinor: variant!.priceMinor + 2500 })
      .where(eq(variants.id, fabric.variantId));
    try {
      const after = OrderAgainSchema.parse((await again(number, reference, { key })).body);
      expect(after.price?.currencyCode).toBe('SGD');
      expect(Math.round(Number(after.price?.amount) * 100) - Math.round(Number(before.price?.amount) * 100)).toBe(2500);
      const order = (await shop.call<{ pieces: { total: { amount: string } }[] }>(`/api/orders/${number}?key=${key}`)).body;
      expect(after.price?.amount).not.toBe(order.pieces[0]?.total.amount);
      const usd = OrderAgainSchema.parse((await again(number, reference, { key, cc: 'usd' })).body);
      expect(usd.price?.currencyCode).toBe('USD');
    } finally {
      await db.update(variants).set({ priceMinor: variant!.priceMinor }).where(eq(variants.id, fabric.variantId));
    }
  });
});

describe('nearestFabric', () => {
  const row = (id: string, title: string, attributes: Record<string, string[]>) => ({
    id,
    handle: id,
    productType: 'shirt',
    title,
    description: '',
    tags: [],
    attributes,
    imageIds: [],
    position: 0,
    variantId: `v-${id}`,
    priceMinorSgd: 100,
    availableForSale: true,
    saleStatus: 'on_sale' as const,
  });
  const gone = row('gone', 'Giza Poplin White', { colour: ['White'], pattern: ['Solid'], material: ['Cotton'], weight: ['Light'] });

  it('chooses by shared colour, pattern, material and weight, then by title', () => {
    const ivory = row('b', 'Giza Poplin Ivory', { colour: ['White'], pattern: ['Solid'], material: ['Cotton'], weight: ['Light'] });
    const blue = row('a', 'Giza Poplin Blue', { colour: ['Blue'], pattern: ['Solid'], material: ['Cotton'], weight: ['Light'] });
    const linen = row('c', 'Linen White', { colour: ['White'], pattern: ['Solid'], material: ['Linen'], weight: ['Medium'] });
    expect(nearestFabric({ title: gone.title, row: gone }, [blue, linen, ivory])?.id).toBe('b');
    const twin = row('d', 'Giza Poplin Chalk', ivory.attributes);
    expect(nearestFabric({ title: gone.title, row: gone }, [ivory, twin])?.id).toBe('d');
    expect(nearestFabric({ title: gone.title, row: gone }, [twin, ivory])?.id).toBe('d');
    expect(nearestFabric({ title: gone.title, row: gone }, [gone])).toBeNull();
  });

  it('falls back to the title for a fabric deleted outright', () => {
    const poplin = row('p', 'Giza Poplin Ivory', { colour: ['Ivory'] });
    const oxford = row('o', 'Oxford Blue', { colour: ['Blue'] });
    expect(nearestFabric({ title: 'Giza Poplin White', row: undefined }, [oxford, poplin])?.id).toBe('p');
  });
});

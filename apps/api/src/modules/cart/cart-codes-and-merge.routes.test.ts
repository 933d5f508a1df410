import { CART_ATTRIBUTE, encodeCartId, type Cart, type CartLineInput } from '@selvedge/contract';
import { decimalStringToMinor, singaporeMonth } from '@selvedge/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  cartPieces,
  carts,
  customerAddresses,
  customers,
  discountCodes,
  discountRedemptions,
  idempotencyKeys,
  products,
  sessions,
} from '../../db/schema.js';
import { fixedClock } from '../../platform/clock.js';
import { cleanUpExpiredRows, GUEST_CART_RETENTION_MS } from '../../platform/expired-rows-clean-up.js';
import { createExpiredRowsRepository } from '../../platform/expired-rows.repository.js';
import { attributeOf, cartCalls, pieceInput, readCatalogue, type CartCatalogue } from '../../test/cart-kit.js';
import { createCustomer, type TestCustomer } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const start = new Date('2026-03-02T09:00:00Z');
const clock = fixedClock(start);
let shop: TestApp;
let catalogue: CartCatalogue;
let calls: ReturnType<typeof cartCalls>;
beforeAll(async () => {
  shop = await createTestApp({ clock });
  catalogue = await readCatalogue(shop, ['shirt', 'trousers']);
  calls = cartCalls(shop);
});
afterAll(async () => shop.close());
beforeEach(async () => {
  clock.set(start);
  const { db } = shop.database.handle;
  await db.delete(idempotencyKeys);
  await db.delete(discountRedemptions);
  await db.delete(sessions);
  await db.delete(carts);
  await db.delete(customers);
  await db.update(products).set({ saleStatus: 'on_sale', saleStatusNote: null });
});

async function guestCartWith(...pieces: CartLineInput[]): Promise<Cart> {
  const answer = await calls.create({ lineItems: pieces });
  expect(answer.status, answer.raw).toBe(200);
  return answer.body;
}

const sgd = (amount: string) => decimalStringToMinor(amount, 'SGD');

/**
 * A cart's answer is kept up to a minute for what the database does not announce (the catalogue,
 * a code's uses): changes made behind the API's back show after it.
 */
function aMinuteLater(): void {
  clock.set(new Date(clock.now().getTime() + 61_000));
}

/** Gives the customer a default address in `country`. */
async function deliverTo(customer: TestCustomer, country: string): Promise<void> {
  const { db } = shop.database.handle;
  const id = `adr_${customer.id.slice(4)}`;
  await db
    .insert(customerAddresses)
    .values({ id, customerId: customer.id, firstName: 'A', lastName: 'B', address1: '1 Main St', city: 'Town', countryCode: country });
  await db.update(customers).set({ defaultAddressId: id }).where(eq(customers.id, customer.id));
}

async function redeem(code: string, times: number, customerId: string | null = null, at = start): Promise<void> {
  await shop.database.handle.db.insert(discountRedemptions).values(
    Array.from({ length: times }, (_, index) => ({
      id: `red_${code}_${index}_${Math.random()}`,
      code,
      customerId,
      email: `r${index}@example.com`,
      redeemedAt: at,
    })),
  );
}

describe('discount codes', () => {
  it('WELCOME10 takes 10% off, split over the lines in whole cents that add up to it; removing it restores the total', async () => {
    const cart = await guestCartWith(
      pieceInput(catalogue),
      pieceInput(catalogue, { fabricIndex: 1, quantity: 2 }),
      pieceInput(catalogue, { type: 'trousers' }),
    );
    const answer = await calls.applyCode(cart.encodedId, { discountCode: 'welcome10' });
    expect(answer.status, answer.raw).toBe(200);
    const subtotal = sgd(answer.body.cost.subtotalAmount.amount);
    const discount = sgd(answer.body.cost.discountAmount.amount);
    expect(discount).toBe(Math.floor(subtotal / 10));
    expect(sgd(answer.body.cost.totalAmount.amount)).toBe(subtotal - discount);
    expect(answer.body.discountApplications).toEqual([
      { code: 'WELCOME10', applicable: true, message: null, amount: answer.body.cost.discountAmount.amount },
    ]);
    const allocated = answer.body.lineItems.edges.flatMap(({ node }) =>
      node.discountAllocations.map((allocation) => sgd(allocation.discountedAmount.amount)),
    );
    expect(allocated.reduce((sum, share) => sum + share, 0)).toBe(discount);
    const perItem = answer.body.items.reduce((sum, item) => sum + sgd(item.groupedItemsDiscount), 0);
    expect(perItem).toBe(discount);

    const removed = await calls.removeCode(cart.encodedId);
    expect(removed.body.discountApplications).toEqual([]);
    expect(removed.body.cost.totalAmount).toEqual(removed.body.cost.subtotalAmount);
  });

  it.each(['NOPE', 'WELCOME11', 'x'.repeat(40)])('answers an unknown code %s with 404 and keeps the cart as it was', async (code) => {
    const cart = await guestCartWith(pieceInput(catalogue));
    await calls.applyCode(cart.encodedId, { discountCode: 'WELCOME10' });
    const answer = await calls.applyCode(cart.encodedId, { discountCode: code });
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe('discount_code_unknown');
    expect(answer.body.problems?.[0]?.path).toBe('discountCode');
    expect((await calls.read(cart.encodedId)).body.discountApplications[0]?.code).toBe('WELCOME10');
  });

  it.each([
    { discountCode: '' },
    { discountCode: 'a b' },
    { discountCode: 'x'.repeat(41) },
    { discountCode: 5 },
    {},
    { discountCode: 'WELCOME10', amount: 1 },
  ])('refuses %j with 400', async (body) => {
    const cart = await guestCartWith(pieceInput(catalogue));
    const answer = await calls.applyCode(cart.encodedId, body);
    expect(answer.status).toBe(400);
    expect((await calls.read(cart.encodedId)).body.discountApplications).toEqual([]);
  });

  it('keeps a code that does not apply with applicable: false and why (trial trousers code on a shirt)', async () => {
    const cart = await guestCartWith(pieceInput(catalogue));
    const answer = await calls.applyCode(cart.encodedId, { discountCode: 'TRIALTROUSERS60' });
    expect(answer.status).toBe(200);
    expect(answer.body.discountApplications).toEqual([
      {
        code: 'TRIALTROUSERS60',
        applicable: false,
        message: expect.stringMatching(/trial trousers; there are none in your cart/),
        amount: '0.00',
      },
    ]);
    expect(answer.body.cost.discountAmount.amount).toBe('0.00');
  });

  it('prices trial trousers delivered to the US at US$60, for a new customer, and says why not elsewhere', async () => {
    const ada = await createCustomer(shop);
    await deliverTo(ada, 'US');
    const cart = encodeCartId(ada.activeCart);
    await calls.currency(cart, { currency: 'USD' }, ada.token);
    await calls.update(
      cart,
      [pieceInput(catalogue, { type: 'trousers', category: 'trial' }), pieceInput(catalogue, { type: 'trousers' })],
      ada.token,
    );
    const answer = await calls.applyCode(cart, { discountCode: 'TRIALTROUSERS60' }, ada.token);
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body.discountApplications[0]).toMatchObject({ applicable: true, message: null });
    const [trial, full] = answer.body.items;
    expect(trial?.groupedItemsTotal).toBe('60.00');
    // The trousers that are not a trial keep their price.
    expect(full?.groupedItemsDiscount).toBe('0.00');
    expect(answer.body.freeShipping.country).toEqual({ code: 'US', name: expect.any(String), freeShipping: expect.any(Boolean) });

    // Delivered to Singapore instead: kept, not applied, and the answer says why.
    await shop.database.handle.db.update(customerAddresses).set({ countryCode: 'SG' }).where(eq(customerAddresses.customerId, ada.id));
    const elsewhere = await calls.read(cart, ada.token);
    expect(elsewhere.body.discountApplications[0]).toMatchObject({
      applicable: false,
      message: expect.stringMatching(/delivered to United States, not Singapore/),
    });
    expect(elsewhere.body.items[0]?.groupedItemsDiscount).toBe('0.00');
  });

  it('stops applying once 50 customers used it this month, and opens again the next month', async () => {
    const cart = await guestCartWith(pieceInput(catalogue, { type: 'trousers', category: 'trial' }));
    await calls.applyCode(cart.encodedId, { discountCode: 'TRIALTROUSERS60' });
    expect((await calls.read(cart.encodedId)).body.discountApplications[0]?.applicable).toBe(true);
    await redeem('TRIALTROUSERS60', 50, null, singaporeMonth(start).start);
    aMinuteLater();
    const full = await calls.read(cart.encodedId);
    expect(full.body.discountApplications[0]).toMatchObject({ applicable: false, message: expect.stringMatching(/this month/) });
    clock.set(singaporeMonth(start).end);
    expect((await calls.read(cart.encodedId)).body.discountApplications[0]?.applicable).toBe(true);
  });

  it('is for new customers only: not for one who has checked out before, nor twice for one customer', async () => {
    const ada = await createCustomer(shop);
    const cart = encodeCartId(ada.activeCart);
    await calls.update(cart, [pieceInput(catalogue)], ada.token);
    await calls.applyCode(cart, { discountCode: 'WELCOME10' }, ada.token);
    expect((await calls.read(cart, ada.token)).body.discountApplications[0]?.applicable).toBe(true);
    await redeem('WELCOME10', 1, ada.id);
    aMinuteLater();
    expect((await calls.read(cart, ada.token)).body.discountApplications[0]).toMatchObject({
      applicable: false,
      message: expect.stringMatching(/already used/),
    });
    await shop.database.handle.db.delete(discountRedemptions);
    aMinuteLater();
    await shop.database.handle.db.insert(carts).values({
      id: 'crt_paidbefore0000000000',
      customerId: ada.id,
      currencyCode: 'SGD',
      createdAt: start,
      updatedAt: start,
      completedAt: start,
    });
    expect((await calls.read(cart, ada.token)).body.discountApplications[0]).toMatchObject({
      applicable: false,
      message: expect.stringMatching(/first order/),
    });
  });

  it('honours a code’s dates', async () => {
    await shop.database.handle.db
      .insert(discountCodes)
      .values({
        code: 'SPRING',
        description: 'Spring',
        kind: 'fixed_amount',
        amounts: { SGD: 2000 },
        startsAt: new Date(start.getTime() + 86_400_000),
        endsAt: new Date(start.getTime() + 2 * 86_400_000),
      })
      .onConflictDoNothing();
    const cart = await guestCartWith(pieceInput(catalogue));
    expect((await calls.applyCode(cart.encodedId, { discountCode: 'SPRING' })).body.discountApplications[0]).toMatchObject({
      applicable: false,
      message: expect.stringMatching(/starts on/),
    });
    clock.set(new Date(start.getTime() + 86_400_000));
    expect((await calls.read(cart.encodedId)).body.cost.discountAmount.amount).toBe('20.00');
    clock.set(new Date(start.getTime() + 2 * 86_400_000));
    expect((await calls.read(cart.encodedId)).body.discountApplications[0]).toMatchObject({
      applicable: false,
      message: expect.stringMatching(/expired/),
    });
  });
});

describe('fabrics that leave sale', () => {
  it.each(['out_of_stock', 'withdrawn'] as const)(
    'removes the pieces of a fabric %s on the next read and reports it once',
    async (status) => {
      const gone = pieceInput(catalogue);
      const kept = pieceInput(catalogue, { fabricIndex: 1 });
      const twin = pieceInput(catalogue);
      const cart = await guestCartWith(gone, kept, twin);
      const fabric = cart.items[0]?.fabric;
      await shop.database.handle.db
        .update(products)
        .set({ saleStatus: status, saleStatusNote: 'The mill has stopped weaving it.' })
        .where(eq(products.id, fabric?.id ?? ''));
      aMinuteLater();

      const first = await calls.read(cart.encodedId);
      expect(first.status).toBe(200);
      expect(first.body.deletedItems).toEqual([
        { id: fabric?.id, title: fabric?.title, reason: status, note: 'The mill has stopped weaving it.' },
      ]);
      expect(first.body.items.map((item) => item.reference)).toEqual([attributeOf(kept, CART_ATTRIBUTE.reference)]);
      const second = await calls.read(cart.encodedId);
      expect(second.body.deletedItems).toEqual([]);
      expect(second.body.items).toHaveLength(1);
      // Nor can it be added again.
      const again = await calls.update(cart.encodedId, [pieceInput(catalogue)]);
      expect(again.status).toBe(400);
      expect(again.body.problems?.[0]?.path).toBe('0.merchandiseId');
    },
  );
});

describe('PATCH /api/firebase/customers/:id/cart/:cartId (a guest who logs in keeps the pieces)', () => {
  it('merges a guest cart into the active cart in one go, closes it, and a retry adds nothing twice', async () => {
    const ada = await createCustomer(shop);
    const own = pieceInput(catalogue, { type: 'trousers' });
    await calls.update(encodeCartId(ada.activeCart), [own], ada.token);
    const first = pieceInput(catalogue);
    const second = pieceInput(catalogue, { fabricIndex: 1 });
    const guest = await guestCartWith(first, second);
    await calls.currency(guest.encodedId, { currency: 'EUR' });
    await calls.applyCode(guest.encodedId, { discountCode: 'WELCOME10' });

    const merged = await calls.link(ada.id, guest.encodedId, ada.token);
    expect(merged.status, merged.raw).toBe(200);
    expect(merged.body.id).toBe(ada.activeCart);
    expect(merged.body.items.map((item) => item.reference)).toEqual(
      [own, first, second].map((piece) => attributeOf(piece, CART_ATTRIBUTE.reference)),
    );
    expect(merged.body.cost.totalAmount.currencyCode).toBe('EUR');
    expect(merged.body.discountApplications[0]?.code).toBe('WELCOME10');

    const retried = await Promise.all([calls.link(ada.id, guest.encodedId, ada.token), calls.link(ada.id, guest.encodedId, ada.token)]);
    for (const answer of retried) {
      expect(answer.status).toBe(200);
      expect(answer.body.items).toHaveLength(3);
    }
    const rows = await shop.database.handle.db.select().from(cartPieces).where(eq(cartPieces.cartId, ada.activeCart));
    expect(rows).toHaveLength(3);
    // The guest cart is closed: it takes no more pieces.
    const closed = await calls.update(guest.encodedId, [pieceInput(catalogue)]);
    expect(closed.status).toBe(409);
  });

  it('merges a piece already in the customer’s cart (same reference) once', async () => {
    const ada = await createCustomer(shop);
    const piece = pieceInput(catalogue);
    await calls.update(encodeCartId(ada.activeCart), [piece], ada.token);
    const guest = await guestCartWith(piece);
    const merged = await calls.link(ada.id, guest.encodedId, ada.token);
    expect(merged.body.items).toHaveLength(1);
  });

  it('refuses another customer’s merge (403 for their path or for a cart merged into someone else) and changes nothing', async () => {
    const ada = await createCustomer(shop);
    const bob = await createCustomer(shop);
    const guest = await guestCartWith(pieceInput(catalogue));
    expect((await calls.link(ada.id, guest.encodedId, bob.token)).status).toBe(403);
    expect((await calls.link(ada.id, guest.encodedId)).status).toBe(401);
    expect((await calls.link(ada.id, guest.encodedId, ada.token)).status).toBe(200);
    const stolen = await calls.link(bob.id, guest.encodedId, bob.token);
    expect(stolen.status).toBe(403);
    expect(await shop.database.handle.db.select().from(cartPieces).where(eq(cartPieces.cartId, bob.activeCart))).toEqual([]);
    // Ada's own cart is not Bob's to link.
    expect((await calls.link(bob.id, encodeCartId(ada.activeCart), bob.token)).status).toBe(403);
  });

  it('answers a bad cart id with 400 and an unknown one with 404', async () => {
    const ada = await createCustomer(shop);
    expect((await calls.link(ada.id, '***', ada.token)).status).toBe(400);
    expect((await calls.link(ada.id, encodeCartId('crt_nope'), ada.token)).status).toBe(404);
  });

  it('makes the customer’s own cart their active one', async () => {
    const ada = await createCustomer(shop);
    const created = await calls.create({ lineItems: [] }, { token: ada.token });
    expect(created.status).toBe(200);
    const linked = await calls.link(ada.id, encodeCartId(ada.activeCart), ada.token);
    expect(linked.body.id).toBe(ada.activeCart);
    const [row] = await shop.database.handle.db.select().from(customers).where(eq(customers.id, ada.id));
    expect(row?.activeCartId).toBe(ada.activeCart);
  });
});

describe('abandoned guest carts', () => {
  it('are removed 30 days after their last change; customers’ carts stay', async () => {
    const ada = await createCustomer(shop);
    const old = await guestCartWith(pieceInput(catalogue));
    clock.set(new Date(start.getTime() + 10 * 86_400_000));
    const recent = await guestCartWith(pieceInput(catalogue));
    clock.set(new Date(start.getTime() + GUEST_CART_RETENTION_MS + 86_400_000));
    const report = await cleanUpExpiredRows({ repository: createExpiredRowsRepository(shop.database.handle.db), clock });
    expect(report.abandonedGuestCarts).toBe(1);
    expect((await calls.read(old.encodedId)).status).toBe(404);
    expect((await calls.read(recent.encodedId)).status).toBe(200);
    expect(await shop.database.handle.db.select({ id: carts.id }).from(carts).where(eq(carts.id, ada.activeCart))).toEqual([
      { id: ada.activeCart },
    ]);
  });
});

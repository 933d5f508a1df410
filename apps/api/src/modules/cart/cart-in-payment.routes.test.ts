import { CART_MESSAGES, CheckoutSchema, ErrorCode, TEST_CARDS, type Cart } from '@selvedge/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { carts, orders, payments } from '../../db/schema.js';
import { fixedClock } from '../../platform/clock.js';
import { cartCalls, pieceInput, readCatalogue, type CartCatalogue } from '../../test/cart-kit.js';
import { anAddress, checkoutCalls, paymentIdOf, forgetSales } from '../../test/checkout-kit.js';
import { createCustomer } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { paymentSweepJob } from '../checkout/checkout.jobs.js';

const start = new Date('2026-03-02T09:00:00Z');
const clock = fixedClock(start);
let shop: TestApp;
let catalogue: CartCatalogue;
let checkout: ReturnType<typeof checkoutCalls>;
let cart: ReturnType<typeof cartCalls>;

beforeAll(async () => {
  shop = await createTestApp({ clock });
  catalogue = await readCatalogue(shop, ['shirt']);
  checkout = checkoutCalls(shop);
  cart = cartCalls(shop);
});
afterAll(async () => shop.close());
beforeEach(async () => {
  clock.set(start);
  await forgetSales(shop);
});

/** A cart of one piece with a payment started on it: the cart as it was paid for, and the payment. */
async function paying(token?: string): Promise<{ paid: Cart; paymentId: string }> {
  const created = await cart.create({ lineItems: [pieceInput(catalogue)] }, { token });
  expect(created.status, created.raw).toBe(200);
  const paid = created.body;
  await checkout.open(paid.encodedId, token);
  const ready = CheckoutSchema.parse(
    (
      await checkout.update(
        paid.encodedId,
        token ? { address: anAddress('SG') } : { email: 'grace@example.com', address: anAddress('SG') },
        token,
      )
    ).body,
  );
  const started = await checkout.pay(paid.encodedId, { acceptedTotal: ready.cost.total }, `pay-${paid.id.slice(-12)}`, token);
  expect(started.status, started.raw).toBe(200);
  return { paid, paymentId: paymentIdOf(started.body.redirectUrl) };
}

describe('a cart whose payment is under way takes no change, so nothing added is lost', () => {
  it('a piece added in another tab between Pay and the order is refused with a sentence; the cart and the order stay as paid for', async () => {
    const ada = await createCustomer(shop);
    const { paid, paymentId } = await paying(ada.token);
    const added = await cart.update(paid.encodedId, [pieceInput(catalogue, { fabricIndex: 1 })], ada.token);
    expect(added.status, added.raw).toBe(409);
    expect(added.body).toMatchObject({ code: ErrorCode.cart_in_payment, error: CART_MESSAGES.inPayment });
    const line = paid.items[0]?.lineIds[0] ?? '';
    const refusals = [
      await cart.update(paid.encodedId, [{ id: line, quantity: 2 }], ada.token),
      await cart.remove(paid.encodedId, [line], ada.token),
      await cart.applyCode(paid.encodedId, { discountCode: 'WELCOME10' }, ada.token),
      await cart.removeCode(paid.encodedId, ada.token),
    ];
    for (const refused of refusals) expect(refused.body.code, refused.raw).toBe(ErrorCode.cart_in_payment);
    expect((await cart.read(paid.encodedId, ada.token)).body.items).toEqual(paid.items);

    expect((await checkout.card(paymentId, TEST_CARDS.succeeds)).body.status).toBe('succeeded');
    const [order] = await shop.database.handle.db.select().from(orders);
    expect(order?.cartId).toBe(paid.id);
  });

  it("a guest's cart stays held by the payment that replaced another, and takes changes again once that one has failed", async () => {
    const { paid } = await paying();
    expect((await cart.update(paid.encodedId, [pieceInput(catalogue, { fabricIndex: 1 })])).status).toBe(409);
    // A new address, Pay again: the first payment is replaced, and the new one holds the cart.
    const moved = CheckoutSchema.parse((await checkout.update(paid.encodedId, { address: anAddress('US') })).body);
    const again = await checkout.pay(paid.encodedId, { acceptedTotal: moved.cost.total }, 'pay-to-the-us');
    expect(again.status, again.raw).toBe(200);
    expect((await cart.update(paid.encodedId, [pieceInput(catalogue, { fabricIndex: 1 })])).body.code).toBe(ErrorCode.cart_in_payment);
    await checkout.card(paymentIdOf(again.body.redirectUrl), TEST_CARDS.asyncFails);
    clock.set(new Date(start.getTime() + 5 * 60_000));
    await shop.app.jobs.enqueue(paymentSweepJob, {});
    await shop.app.jobs.drain();
    const added = await cart.update(paid.encodedId, [pieceInput(catalogue, { fabricIndex: 1 })]);
    expect(added.status, added.raw).toBe(200);
    expect(added.body.items).toHaveLength(2);
  });

  it('a guest cart being paid is not merged into an account at login, nor is a guest cart merged into an account cart being paid', async () => {
    const { db } = shop.database.handle;
    // The guest's cart is being paid: logging in leaves it where it is.
    const { paid } = await paying();
    const ada = await createCustomer(shop);
    const linked = await cart.link(ada.id, paid.encodedId, ada.token);
    expect(linked.status, linked.raw).toBe(409);
    expect(linked.body.code).toBe(ErrorCode.cart_in_payment);
    const [guest] = await db.select().from(carts).where(eq(carts.id, paid.id));
    expect(guest?.mergedIntoCartId).toBeNull();

    // The customer's own cart is being paid: another guest cart is not poured into it.
    const grace = await createCustomer(shop);
    const own = await paying(grace.token);
    const other = await cart.create({ lineItems: [pieceInput(catalogue, { fabricIndex: 1 })] });
    const merged = await cart.link(grace.id, other.body.encodedId, grace.token);
    expect(merged.body.code).toBe(ErrorCode.cart_in_payment);
    expect((await cart.read(own.paid.encodedId, grace.token)).body.items).toEqual(own.paid.items);
    const [left] = await db.select().from(carts).where(eq(carts.id, other.body.id));
    expect(left?.mergedIntoCartId).toBeNull();
  });

  it('a piece added while Pay runs is in the payment or refused, never lost (10 carts, Pay and an add at once)', async () => {
    const { db } = shop.database.handle;
    for (let round = 0; round < 10; round += 1) {
      const created = await cart.create({ lineItems: [pieceInput(catalogue)] });
      const id = created.body.encodedId;
      await checkout.open(id);
      const ready = CheckoutSchema.parse((await checkout.update(id, { email: 'grace@example.com', address: anAddress('SG') })).body);
      const extra = pieceInput(catalogue, { fabricIndex: 1 });
      const [paid, added] = await Promise.all([
        checkout.pay(id, { acceptedTotal: ready.cost.total }, `pay-round-${round}`),
        cart.update(id, [extra]),
      ]);
      expect([200, 409]).toContain(paid.status);
      expect([200, 409]).toContain(added.status);
      if (added.status === 409) expect(added.body.code).toBe(ErrorCode.cart_in_payment);
      if (paid.status !== 200 || added.status !== 200) continue;
      // Both went through: the add came first, so the payment is for both pieces.
      const [payment] = await db
        .select()
        .from(payments)
        .where(eq(payments.id, paymentIdOf(paid.body.redirectUrl)));
      expect((payment?.snapshot as { items: Cart['items'] }).items.map((item) => item.reference)).toContain(extra.attributes[0]?.value);
    }
  });
});

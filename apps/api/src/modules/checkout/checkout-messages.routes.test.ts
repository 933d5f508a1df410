import { CheckoutChangedAnswerSchema, CheckoutSchema, OrderSchema, type Cart } from '@selvedge/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkouts, products } from '../../db/schema.js';
import { fixedClock } from '../../platform/clock.js';
import { cartCalls, pieceInput, readCatalogue, type CartCatalogue } from '../../test/cart-kit.js';
import { anAddress, checkoutCalls, forgetSales, paidOrder } from '../../test/checkout-kit.js';
import { createCustomer } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** What the checkout tells a customer at the money moment: pieces that left sale, changes, amounts. */

const start = new Date('2026-03-02T09:00:00Z');
const clock = fixedClock(start);
let shop: TestApp;
let catalogue: CartCatalogue;
let calls: ReturnType<typeof checkoutCalls>;

beforeAll(async () => {
  shop = await createTestApp({ clock });
  catalogue = await readCatalogue(shop, ['shirt']);
  calls = checkoutCalls(shop);
});
afterAll(async () => shop.close());
beforeEach(async () => {
  clock.set(start);
  await forgetSales(shop);
  await shop.database.handle.db.update(products).set({ saleStatus: 'on_sale', saleStatusNote: null });
});

/** A guest's checkout with its e-mail and a Singapore address, for `pieces` shirts. */
async function readyCheckout(...fabricIndexes: number[]) {
  const made = await cartCalls(shop).create({ lineItems: fabricIndexes.map((fabricIndex) => pieceInput(catalogue, { fabricIndex })) });
  expect(made.status, made.raw).toBe(200);
  const cart: Cart = made.body;
  expect((await calls.open(cart.encodedId)).status).toBe(200);
  const ready = await calls.update(cart.encodedId, { email: 'ada@example.com', address: anAddress('SG') });
  expect(ready.status, ready.raw).toBe(200);
  return { cart, checkout: CheckoutSchema.parse(ready.body) };
}

async function withdraw(fabricId: string): Promise<void> {
  await shop.database.handle.db
    .update(products)
    .set({ saleStatus: 'withdrawn', saleStatusNote: 'The mill has stopped weaving it.' })
    .where(eq(products.id, fabricId));
  // The catalogue's view of a fabric is kept for a minute.
  clock.set(new Date(clock.now().getTime() + 61_000));
}

describe('a fabric withdrawn while the checkout is open', () => {
  it('Pay names the fabric and why, never "Your cart is empty", and the checkout keeps saying so with nothing to pay', async () => {
    const { cart, checkout } = await readyCheckout(0);
    const fabric = checkout.items[0]!.fabric;
    await withdraw(fabric.id);

    const paid = await calls.pay(cart.encodedId, { acceptedTotal: checkout.cost.total }, 'pay-key-withdrawn-1');
    expect(paid.status).toBe(409);
    expect(paid.body.code).toBe('fabric_unavailable');
    expect(paid.body.error).toContain('Fabric Unavailable');
    expect(paid.body.error).toContain(`${fabric.title} is no longer available for sale`);
    expect(paid.body.error).toContain('The mill has stopped weaving it.');
    expect(paid.body.error).not.toContain('Your cart is empty');

    const reloaded = CheckoutSchema.parse((await calls.read(cart.encodedId)).body);
    expect(reloaded.items).toEqual([]);
    expect(reloaded.unavailable).toEqual([
      { id: fabric.id, title: fabric.title, reason: 'withdrawn', note: 'The mill has stopped weaving it.' },
    ]);
    const again = await calls.pay(cart.encodedId, { acceptedTotal: reloaded.cost.total }, 'pay-key-withdrawn-2');
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('fabric_unavailable');
    expect(again.body.error).toContain(fabric.title);
  });

  it('a read after the withdrawal flags the fabric with its reason and tells the change by name', async () => {
    const { cart, checkout } = await readyCheckout(0, 1);
    const fabric = checkout.items[0]!.fabric;
    await withdraw(fabric.id);

    const read = CheckoutSchema.parse((await calls.read(cart.encodedId)).body);
    expect(read.items.map((item) => item.fabric.id)).toEqual([checkout.items[1]!.fabric.id]);
    expect(read.unavailable).toEqual([
      { id: fabric.id, title: fabric.title, reason: 'withdrawn', note: 'The mill has stopped weaving it.' },
    ]);
    expect(read.changes).toEqual([
      {
        kind: 'removed',
        message: `${fabric.title} is no longer available for sale and has been removed from your order. The mill has stopped weaving it.`,
      },
    ]);
    expect(Number(read.cost.total.amount)).toBeGreaterThan(0);
    // Still said on the next read, until a payment begins.
    expect(CheckoutSchema.parse((await calls.read(cart.encodedId)).body).unavailable).toHaveLength(1);
  });

  it('Pay with pieces left answers the checkout with the fabric flagged, and the new total pays', async () => {
    const { cart, checkout } = await readyCheckout(0, 1);
    const fabric = checkout.items[0]!.fabric;
    await withdraw(fabric.id);

    const refused = await calls.pay(cart.encodedId, { acceptedTotal: checkout.cost.total }, 'pay-key-withdrawn-3');
    expect(refused.status).toBe(409);
    const changed = CheckoutChangedAnswerSchema.parse(refused.body).checkout;
    expect(changed.unavailable.map((entry) => [entry.title, entry.reason])).toEqual([[fabric.title, 'withdrawn']]);
    expect(changed.items).toHaveLength(1);
    const paid = await calls.pay(cart.encodedId, { acceptedTotal: changed.cost.total }, 'pay-key-withdrawn-4');
    expect(paid.status, paid.raw).toBe(200);
  });
});

describe('a change the customer asks for', () => {
  it('applying and removing a code answers the new total with no changes', async () => {
    const { cart, checkout } = await readyCheckout(0);
    expect(checkout.changes).toEqual([]);
    const applied = CheckoutSchema.parse((await calls.applyCode(cart.encodedId, 'WELCOME10')).body);
    expect(Number(applied.cost.discount.amount)).toBeGreaterThan(0);
    expect(applied.changes).toEqual([]);
    const removed = await shop.call({ method: 'DELETE', url: `/api/checkout/${cart.encodedId}/code` });
    expect(removed.status, removed.raw).toBe(200);
    expect(CheckoutSchema.parse(removed.body).changes).toEqual([]);
    expect(CheckoutSchema.parse((await calls.read(cart.encodedId)).body).changes).toEqual([]);
  });

  it('a new address in the same currency is no news either; a price that moved by itself is, written "SGD 1.00"', async () => {
    const { cart } = await readyCheckout(0);
    const moved = CheckoutSchema.parse(
      (await calls.update(cart.encodedId, { address: { ...anAddress('SG'), address1: '1 Other Road' } })).body,
    );
    expect(moved.changes).toEqual([]);
    const applied = CheckoutSchema.parse((await calls.applyCode(cart.encodedId, 'WELCOME10')).body);
    // The remembered price is made one cent lower: the next read tells it, the amounts written "SGD 12.34".
    const [row] = await shop.database.handle.db.select().from(checkouts).where(eq(checkouts.cartId, cart.id));
    const reference = applied.items[0]!.reference;
    const lastQuote = row!.lastQuote!;
    await shop.database.handle.db
      .update(checkouts)
      .set({ lastQuote: { ...lastQuote, pieces: { [reference]: lastQuote.pieces[reference]! - 1 }, discountMinor: 0 } })
      .where(eq(checkouts.id, row!.id));
    const read = CheckoutSchema.parse((await calls.read(cart.encodedId)).body);
    expect(read.changes.length).toBe(2);
    for (const change of read.changes) {
      expect(change.message).toMatch(/SGD\u00a0\d[\d,]*\.\d\d/);
      expect(change.message).not.toMatch(/\d SGD/);
    }
    expect(read.changes[0]!.message).toMatch(/^.+: now SGD\u00a0[\d,.]+ \(was SGD\u00a0[\d,.]+\)\.$/);
    expect(read.changes[1]).toEqual({ kind: 'discount', message: `Your discount is now SGD\u00a0${read.cost.discount.amount}.` });
  });
});

describe("the confirmation's link to the order", () => {
  it("gives a guest the e-mail's signed link, which opens the order, and a customer their account's page", async () => {
    const made = await cartCalls(shop).create({ lineItems: [pieceInput(catalogue)] });
    const guest = await paidOrder(shop, { cart: made.body.encodedId, email: 'guest-link@example.com' });
    const confirmed = CheckoutSchema.parse((await calls.read(made.body.encodedId)).body);
    expect(confirmed.order).toEqual({ number: guest.number, url: `/orders/${guest.number}?key=${guest.key}` });
    const opened = await shop.call({ url: `/api/orders/${guest.number}?key=${guest.key}` });
    expect(opened.status, opened.raw).toBe(200);
    expect(OrderSchema.parse(opened.body).number).toBe(guest.number);

    const ada = await createCustomer(shop);
    const adaCart = Buffer.from(ada.activeCart).toString('base64url');
    expect((await cartCalls(shop).update(adaCart, [pieceInput(catalogue)], ada.token)).status).toBe(200);
    const own = await paidOrder(shop, { cart: adaCart, token: ada.token });
    expect(CheckoutSchema.parse((await calls.read(adaCart, ada.token)).body).order).toEqual({
      number: own.number,
      url: `/account/orders/${own.number}`,
    });
  });
});

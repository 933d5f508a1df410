import {
  CheckoutChangedAnswerSchema,
  CheckoutSchema,
  OrderSchema,
  OutboxResponseSchema,
  TEST_CARDS,
  TEST_PAYMENT_MESSAGES,
  type Cart,
  type CartLineInput,
  type Order,
} from '@selvedge/contract';
import { decimalStringToMinor } from '@selvedge/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  carts,
  checkouts,
  customerAddresses,
  customers,
  idempotencyKeys,
  orders,
  outboxMessages,
  payments,
  products,
  sessions,
} from '../../db/schema.js';
import { fixedClock } from '../../platform/clock.js';
import { cartCalls, pieceInput, readCatalogue, type CartCatalogue } from '../../test/cart-kit.js';
import { anAddress, checkoutCalls, paymentIdOf } from '../../test/checkout-kit.js';
import { createCustomer, type TestCustomer } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const start = new Date('2026-03-02T09:00:00Z');
const clock = fixedClock(start);
let shop: TestApp;
let catalogue: CartCatalogue;
let cartsApi: ReturnType<typeof cartCalls>;
let calls: ReturnType<typeof checkoutCalls>;

beforeAll(async () => {
  shop = await createTestApp({ clock });
  catalogue = await readCatalogue(shop, ['shirt', 'trousers']);
  cartsApi = cartCalls(shop);
  calls = checkoutCalls(shop);
});
afterAll(async () => shop.close());
beforeEach(async () => {
  clock.set(start);
  const { db } = shop.database.handle;
  await db.delete(orders);
  await db.delete(checkouts);
  await db.delete(idempotencyKeys);
  await db.delete(outboxMessages);
  await db.delete(sessions);
  await db.delete(carts);
  await db.delete(customers);
  await db.update(products).set({ saleStatus: 'on_sale', saleStatusNote: null });
});

async function guestCart(...pieces: CartLineInput[]): Promise<Cart> {
  const answer = await cartsApi.create({ lineItems: pieces.length > 0 ? pieces : [pieceInput(catalogue)] });
  expect(answer.status, answer.raw).toBe(200);
  return answer.body;
}

/** A guest's checkout opened, with an e-mail and an address in `country`. */
async function readyCheckout(country = 'US', cart?: Cart) {
  const made = cart ?? (await guestCart());
  expect((await calls.open(made.encodedId)).status).toBe(200);
  const answer = await calls.update(made.encodedId, { email: 'ada@example.com', address: anAddress(country) });
  expect(answer.status, answer.raw).toBe(200);
  return { cart: made, checkout: CheckoutSchema.parse(answer.body) };
}

async function mails(to: string) {
  await shop.app.jobs.drain();
  const answer = await shop.call({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
  return OutboxResponseSchema.parse(answer.body).messages;
}

describe('opening and reading a checkout', () => {
  it('is not there until opened from the cart, then answers with the cart priced and no delivery yet', async () => {
    const cart = await guestCart();
    const before = await calls.read(cart.encodedId);
    expect(before.status).toBe(404);
    expect(before.body.code).toBe('checkout_not_found');
    const opened = await calls.open(cart.encodedId);
    expect(opened.status, opened.raw).toBe(200);
    const checkout = CheckoutSchema.parse(opened.body);
    expect(checkout).toMatchObject({
      token: cart.encodedId,
      status: 'open',
      email: null,
      address: null,
      chargeCurrency: 'SGD',
      shipping: null,
    });
    expect(checkout.items.map((item) => item.reference)).toEqual(cart.items.map((item) => item.reference));
    expect(checkout.cost.total).toEqual(cart.cost.totalAmount);
    expect(new Date(checkout.expiresAt).getTime() - start.getTime()).toBe(60 * 60_000);
    expect((await calls.read(cart.encodedId)).status).toBe(200);
  });

  it('expires after an hour (410), and opening it again from the cart renews it', async () => {
    const cart = await guestCart();
    await calls.open(cart.encodedId);
    clock.set(new Date(start.getTime() + 61 * 60_000));
    const expired = await calls.read(cart.encodedId);
    expect(expired.status).toBe(410);
    expect(expired.body.code).toBe('checkout_expired');
    expect((await calls.update(cart.encodedId, { email: 'ada@example.com' })).status).toBe(410);
    const renewed = await calls.open(cart.encodedId);
    expect(renewed.status).toBe(200);
    expect(renewed.body.status).toBe('open');
  });

  it('does not expire while a payment is under way, so a customer back from a long payment sees the order', async () => {
    const { cart, checkout } = await readyCheckout('SG');
    const started = await calls.pay(cart.encodedId, { acceptedTotal: checkout.cost.total }, 'pay-key-000014');
    const paymentId = paymentIdOf(started.body.redirectUrl);
    clock.set(new Date(start.getTime() + 2 * 60 * 60_000));
    expect((await calls.read(cart.encodedId)).status).toBe(200);
    await calls.card(paymentId, TEST_CARDS.succeeds);
    const back = await calls.complete(cart.encodedId, paymentId);
    expect(back.status, back.raw).toBe(200);
    expect(back.body.status).toBe('completed');
  });

  it('refuses a token that is no cart (400), an unknown cart (404), and a customer’s cart to anyone else (403)', async () => {
    expect((await calls.read('not a token!')).status).toBe(400);
    expect((await calls.open('Y3J0X25vbmVzdWNoY2FydGF0YWxs')).status).toBe(404);
    const ada = await createCustomer(shop);
    await cartsApi.update(Buffer.from(ada.activeCart).toString('base64url'), [pieceInput(catalogue)], ada.token);
    const adaCart = Buffer.from(ada.activeCart).toString('base64url');
    expect((await calls.open(adaCart, ada.token)).status).toBe(200);
    const bob = await createCustomer(shop);
    expect((await calls.read(adaCart, bob.token)).status).toBe(403);
    expect((await calls.read(adaCart)).status).toBe(403);
    expect((await calls.update(adaCart, { email: 'bob@example.com' }, bob.token)).status).toBe(403);
  });
});

describe('contact, delivery and the charge currency', () => {
  it('prices everything in the delivery country’s currency, with its shipping, duties and the US notice', async () => {
    const { checkout } = await readyCheckout('US');
    expect(checkout.chargeCurrency).toBe('USD');
    expect(checkout.chargeCurrencyNote).toBe('Your country of delivery determines your payment currency');
    expect(checkout.address).toMatchObject({ countryCode: 'US', firstName: 'Ada' });
    expect(checkout.shipping?.price.currencyCode).toBe('USD');
    expect(checkout.duties?.notices.join(' ')).toMatch(/10% tariff/);
    const minor = (amount: string) => decimalStringToMinor(amount, 'USD');
    const { subtotal, discount, shipping, total } = checkout.cost;
    expect(minor(total.amount)).toBe(minor(subtotal.amount) - minor(discount.amount) + minor(shipping.amount));
    expect(checkout.items[0]?.groupItemsCurrencyCode).toBe('USD');
    expect(checkout.delivery?.earliest.localeCompare(checkout.delivery.latest)).toBeLessThanOrEqual(0);
  });

  it('ships free above SGD 650 where free shipping applies', async () => {
    const pieces = Array.from({ length: 8 }, () => pieceInput(catalogue));
    const cart = await guestCart(...pieces);
    const { checkout } = await readyCheckout('SG', cart);
    expect(decimalStringToMinor(checkout.cost.totalSgd.amount, 'SGD')).toBeGreaterThanOrEqual(65_000);
    expect(checkout.shipping?.free).toBe(true);
    expect(checkout.cost.shipping.amount).toBe('0.00');
  });

  it('refuses an address in a country the shop does not deliver to, a bad e-mail and unknown fields, changing nothing', async () => {
    const cart = await guestCart();
    await calls.open(cart.encodedId);
    const nowhere = await calls.update(cart.encodedId, { address: anAddress('AQ') });
    expect(nowhere.status).toBe(400);
    expect(nowhere.body.problems?.[0]?.path).toBe('address.countryCode');
    const email = await calls.update(cart.encodedId, { email: 'not-an-email' });
    expect(email.status).toBe(400);
    expect(JSON.stringify(email.body)).toMatch(/Email/);
    const extra = await calls.update(cart.encodedId, { email: 'ada@example.com', price: '1.00' });
    expect(extra.status).toBe(400);
    expect(JSON.stringify(extra.body)).toMatch(/price/);
    const after = await calls.read(cart.encodedId);
    expect(after.body).toMatchObject({ email: null, address: null, chargeCurrency: 'SGD' });
  });

  it('offers a customer their address book with the default chosen, so they can pay without typing', async () => {
    const ada = await createCustomer(shop);
    const { db } = shop.database.handle;
    await db.insert(customerAddresses).values({
      id: 'adr_ada_home',
      customerId: ada.id,
      firstName: 'Ada',
      lastName: 'L',
      address1: '1 Orchard Rd',
      city: 'Singapore',
      countryCode: 'SG',
    });
    await db.update(customers).set({ defaultAddressId: 'adr_ada_home' }).where(eq(customers.id, ada.id));
    const cartId = Buffer.from(ada.activeCart).toString('base64url');
    await cartsApi.update(cartId, [pieceInput(catalogue)], ada.token);
    const opened = CheckoutSchema.parse((await calls.open(cartId, ada.token)).body);
    expect(opened.email).toBe(ada.email);
    expect(opened.defaultAddressId).toBe('adr_ada_home');
    expect(opened.address).toMatchObject({ address1: '1 Orchard Rd', countryCode: 'SG' });
    const paid = await calls.pay(cartId, { acceptedTotal: opened.cost.total }, 'pay-ada-00001', ada.token);
    expect(paid.status, paid.raw).toBe(200);
    // Another customer's saved address cannot be used, nor can a guest use an address id.
    const guest = await guestCart();
    await calls.open(guest.encodedId);
    expect((await calls.update(guest.encodedId, { addressId: 'adr_ada_home' })).status).toBe(400);
  });
});

describe('when the pieces arrive', () => {
  it('counts a pre-order piece from the collection’s cutoff and a made-to-order piece from today, and the order keeps each', async () => {
    const made = pieceInput(catalogue, { type: 'shirt' });
    const preordered = pieceInput(catalogue, { type: 'trousers', category: 'preorder' });
    const { cart, checkout } = await readyCheckout('SG', await guestCart(made, preordered));
    // The seeded pre-order closes 21 days after the seed date (the test's start) and delivers 8-10 weeks after.
    const cutoff = new Date(start.getTime() + 21 * 86_400_000);
    const day = (weeks: number) => new Date(cutoff.getTime() + weeks * 7 * 86_400_000).toISOString().slice(0, 10);
    expect(checkout.delivery?.latest).toBe(day(10));
    expect(checkout.delivery?.text).toMatch(
      /^Made in [\d.–]+ weeks, then \d+–\d+ days' delivery; Pre-order: Made after the pre-order closes; delivered 8-10 weeks from cutoff$/,
    );

    const started = await calls.pay(cart.encodedId, { acceptedTotal: checkout.cost.total }, 'pay-key-preorder');
    const paymentId = paymentIdOf(started.body.redirectUrl);
    await calls.card(paymentId, TEST_CARDS.succeeds);
    const done = await calls.complete(cart.encodedId, paymentId);
    const { number } = done.body.order ?? { number: '' };
    const [row] = await shop.database.handle.db.select().from(orders).where(eq(orders.number, number));
    const snapshot = row?.snapshot as { deliveryByReference: Record<string, { earliest: string; latest: string; text: string }> };
    const reference = (input: CartLineInput) => input.attributes.find((attribute) => attribute.key === '_reference')?.value ?? '';
    expect(snapshot.deliveryByReference[reference(preordered)]).toEqual({
      earliest: day(8),
      latest: day(10),
      text: 'Pre-order: Made after the pre-order closes; delivered 8-10 weeks from cutoff',
    });
    expect(snapshot.deliveryByReference[reference(made)]?.text).toMatch(/^Made in /);
    expect(snapshot.deliveryByReference[reference(made)]!.latest < day(8)).toBe(true);
  });
});

describe('paying with the test provider', () => {
  it('pays once: a declined card stays on the page, the success card makes the order, and the cart is checked out', async () => {
    const { cart, checkout } = await readyCheckout('US');
    const started = await calls.pay(cart.encodedId, { acceptedTotal: checkout.cost.total }, 'pay-key-000001');
    expect(started.status, started.raw).toBe(200);
    expect(started.body.redirectUrl).toMatch(/\/pay\/test\/pay_/);
    const paymentId = paymentIdOf(started.body.redirectUrl);
    const page = await calls.testPage(paymentId);
    expect(page.body).toMatchObject({ status: 'pending', amount: checkout.cost.total, email: 'ada@example.com' });

    const declined = await calls.card(paymentId, TEST_CARDS.declined);
    expect(declined.body).toMatchObject({ status: 'pending', next: null, message: TEST_PAYMENT_MESSAGES.declined });
    const poor = await calls.card(paymentId, TEST_CARDS.insufficientFunds);
    expect(poor.body.message).toBe(TEST_PAYMENT_MESSAGES.insufficientFunds);
    expect(await shop.database.handle.db.select().from(orders)).toHaveLength(0);

    const paid = await calls.card(paymentId, '4242 4242 4242 4242');
    expect(paid.body.status).toBe('succeeded');
    expect(paid.body.next).toContain(`/checkout/${cart.encodedId}?payment=${paymentId}`);
    const back = await calls.complete(cart.encodedId, paymentId);
    expect(back.status, back.raw).toBe(200);
    expect(back.body.status).toBe('completed');
    expect(back.body.order?.number).toMatch(/^SV-\d{6}$/);
    // Returning again, or the same payment reported again, makes nothing more.
    expect((await calls.complete(cart.encodedId, paymentId)).body.order?.number).toBe(back.body.order?.number);
    const rows = await shop.database.handle.db.select().from(orders);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      totalMinor: decimalStringToMinor(checkout.cost.total.amount, 'USD'),
      currencyCode: 'USD',
      email: 'ada@example.com',
    });
    const [cartRow] = await shop.database.handle.db.select().from(carts).where(eq(carts.id, cart.id));
    expect(cartRow?.completedAt).not.toBeNull();
    expect((await cartsApi.update(cart.encodedId, [pieceInput(catalogue)])).status).toBe(409);
  });

  it('sends the confirmation with a signed link that opens the order, and the order number alone opens nothing', async () => {
    const { cart, checkout } = await readyCheckout('US');
    const started = await calls.pay(cart.encodedId, { acceptedTotal: checkout.cost.total }, 'pay-key-000002');
    const paymentId = paymentIdOf(started.body.redirectUrl);
    await calls.card(paymentId, TEST_CARDS.succeeds);
    const done = await calls.complete(cart.encodedId, paymentId);
    const number = done.body.order?.number ?? '';
    const mail = (await mails('ada@example.com')).find((message) => message.subject === `Your Selvedge order ${number}`);
    expect(mail?.text).toContain('Total paid');
    const link = /https?:\/\/\S+\/orders\/(SV-\d+)\?key=([\w-]+)/.exec(mail?.text ?? '');
    expect(link?.[1]).toBe(number);
    const opened = await shop.call<Order>({ method: 'GET', url: `/api/orders/${number}?key=${link?.[2] ?? ''}` });
    expect(opened.status, opened.raw).toBe(200);
    const order = OrderSchema.parse(opened.body);
    expect(order.pieces.map((piece) => piece.reference)).toEqual(checkout.items.map((item) => item.reference));
    expect(order.cost.total).toEqual(checkout.cost.total);
    expect(order.events.map((event) => event.status)).toEqual(['paid']);
    expect((await shop.call({ method: 'GET', url: `/api/orders/${number}` })).status).toBe(404);
    expect((await shop.call({ method: 'GET', url: `/api/orders/${number}?key=${'x'.repeat(32)}` })).status).toBe(404);
  });

  it('asks for a 3-D Secure challenge; failing it keeps the checkout open, approving it completes', async () => {
    const { cart, checkout } = await readyCheckout('SG');
    const started = await calls.pay(cart.encodedId, { acceptedTotal: checkout.cost.total }, 'pay-key-000003');
    const paymentId = paymentIdOf(started.body.redirectUrl);
    const challenged = await calls.card(paymentId, TEST_CARDS.threeDSecure);
    expect(challenged.body).toMatchObject({ status: 'requires_action', next: `/pay/test/${paymentId}/challenge` });
    const failed = await calls.challenge(paymentId, false);
    expect(failed.body.status).toBe('pending');
    expect((await calls.complete(cart.encodedId, paymentId)).body.status).not.toBe('completed');
    await calls.card(paymentId, TEST_CARDS.threeDSecure);
    const approved = await calls.challenge(paymentId, true);
    expect(approved.body.status).toBe('succeeded');
    expect((await calls.complete(cart.encodedId, paymentId)).body.status).toBe('completed');
  });

  it('tells the customer what changed instead of charging a total they did not see', async () => {
    const { cart, checkout } = await readyCheckout('US');
    const wrong = { amount: '1.00', currencyCode: 'USD' };
    const changed = await calls.pay(cart.encodedId, { acceptedTotal: wrong }, 'pay-key-000004');
    expect(changed.status).toBe(409);
    expect(changed.body.code).toBe('checkout_changed');
    expect(CheckoutChangedAnswerSchema.parse(changed.body).checkout.cost.total).toEqual(checkout.cost.total);
    const tooPrecise = await calls.pay(cart.encodedId, { acceptedTotal: { amount: '10.001', currencyCode: 'USD' } }, 'pay-key-000013');
    expect(tooPrecise.status).toBe(400);
    expect(tooPrecise.body.problems?.[0]?.path).toBe('acceptedTotal.amount');
    const otherCurrency = await calls.pay(
      cart.encodedId,
      { acceptedTotal: { ...checkout.cost.total, currencyCode: 'SGD' } },
      'pay-key-000005',
    );
    expect(otherCurrency.status).toBe(409);
    expect(await shop.database.handle.db.select().from(payments)).toHaveLength(0);
  });

  it('refuses to pay without a key, without an e-mail or address, and with a bad card, naming the field', async () => {
    const cart = await guestCart();
    const opened = CheckoutSchema.parse((await calls.open(cart.encodedId)).body);
    const noKey = await calls.pay(cart.encodedId, { acceptedTotal: opened.cost.total }, null);
    expect(noKey.status).toBe(400);
    expect(JSON.stringify(noKey.body)).toMatch(/Idempotency-Key/);
    const incomplete = await calls.pay(cart.encodedId, { acceptedTotal: opened.cost.total }, 'pay-key-000006');
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.problems?.map((problem) => problem.path)).toEqual(['email', 'address']);
    const { checkout } = await readyCheckout('SG', cart);
    const started = await calls.pay(cart.encodedId, { acceptedTotal: checkout.cost.total }, 'pay-key-000007');
    const paymentId = paymentIdOf(started.body.redirectUrl);
    expect((await calls.card(paymentId, '4242 4242 4242 4241')).status).toBe(400);
    expect((await calls.card(paymentId, TEST_CARDS.succeeds, { expiry: '01 / 20' })).body.problems?.[0]?.path).toBe('expiry');
    expect((await calls.card(paymentId, TEST_CARDS.succeeds, { cvc: '12' })).status).toBe(400);
    expect((await calls.testPage('pay_nonesuch')).status).toBe(404);
  });

  it('a double-clicked Pay makes one payment, and paying again while it is open answers the same page', async () => {
    const { cart, checkout } = await readyCheckout('SG');
    const [first, second] = await Promise.all([
      calls.pay(cart.encodedId, { acceptedTotal: checkout.cost.total }, 'pay-key-000008'),
      calls.pay(cart.encodedId, { acceptedTotal: checkout.cost.total }, 'pay-key-000009'),
    ]);
    expect(first?.status).toBe(200);
    expect(second?.status).toBe(200);
    expect(second?.body.redirectUrl).toBe(first?.body.redirectUrl);
    expect(await shop.database.handle.db.select().from(payments)).toHaveLength(1);
  });
});

describe('changing the order while a payment page is open', () => {
  it('lets the unpaid page go when the total changes, and pays the new total on a new page', async () => {
    const { cart, checkout } = await readyCheckout('SG');
    const first = await calls.pay(cart.encodedId, { acceptedTotal: checkout.cost.total }, 'pay-key-000011');
    const firstId = paymentIdOf(first.body.redirectUrl);
    const moved = CheckoutSchema.parse((await calls.update(cart.encodedId, { address: anAddress('JP') })).body);
    expect(moved.chargeCurrency).toBe('JPY');
    const second = await calls.pay(cart.encodedId, { acceptedTotal: moved.cost.total }, 'pay-key-000012');
    expect(second.status, second.raw).toBe(200);
    const secondId = paymentIdOf(second.body.redirectUrl);
    expect(secondId).not.toBe(firstId);
    expect((await calls.card(firstId, TEST_CARDS.succeeds)).status).toBe(409);
    expect((await calls.testPage(secondId)).body.amount).toEqual(moved.cost.total);
    await calls.card(secondId, TEST_CARDS.succeeds);
    const [order] = await shop.database.handle.db.select().from(orders);
    expect(order).toMatchObject({ currencyCode: 'JPY', paymentId: secondId });
  });
});

describe('a delivery changed while Pay runs', () => {
  it('never charges one country’s currency for another country’s address', async () => {
    for (let round = 0; round < 4; round += 1) {
      const { cart, checkout } = await readyCheckout('SG');
      await Promise.all([
        calls.update(cart.encodedId, { address: anAddress('JP') }),
        calls.pay(cart.encodedId, { acceptedTotal: checkout.cost.total }, `pay-race-${round}-000`),
      ]);
      // Whichever came first, paying what the checkout now shows goes through.
      const now = CheckoutSchema.parse((await calls.read(cart.encodedId)).body);
      expect((await calls.pay(cart.encodedId, { acceptedTotal: now.cost.total }, `pay-race-${round}-001`)).status).toBe(200);
    }
    const rows = await shop.database.handle.db.select().from(payments);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const snapshot = row.snapshot as { address: { countryCode: string }; currency: string };
      expect(`${snapshot.address.countryCode} ${row.currency}`).toBe(snapshot.address.countryCode === 'JP' ? 'JP JPY' : 'SG SGD');
      expect(snapshot.currency).toBe(row.currency);
    }
  });
});

describe('a customer’s orders', () => {
  it('lists them under the customer, and no one else can read them', async () => {
    const ada: TestCustomer = await createCustomer(shop);
    const cartId = Buffer.from(ada.activeCart).toString('base64url');
    await cartsApi.update(cartId, [pieceInput(catalogue)], ada.token);
    await calls.open(cartId, ada.token);
    const ready = CheckoutSchema.parse((await calls.update(cartId, { address: anAddress('GB') }, ada.token)).body);
    const started = await calls.pay(cartId, { acceptedTotal: ready.cost.total }, 'pay-key-000010', ada.token);
    const paymentId = paymentIdOf(started.body.redirectUrl);
    await calls.card(paymentId, TEST_CARDS.succeeds);
    const done = await calls.complete(cartId, paymentId, ada.token);
    expect(done.body.order?.url).toBe(`/account/orders/${done.body.order?.number}`);
    const list = await shop.call<{ orders: { number: string }[] }>({
      method: 'GET',
      url: '/api/orders',
      headers: { authorization: `Bearer ${ada.token}` },
    });
    expect(list.body.orders.map((order) => order.number)).toEqual([done.body.order?.number]);
    const mine = await shop.call({
      method: 'GET',
      url: `/api/orders/${done.body.order?.number}`,
      headers: { authorization: `Bearer ${ada.token}` },
    });
    expect(mine.status).toBe(200);
    const bob = await createCustomer(shop);
    expect(
      (await shop.call({ method: 'GET', url: `/api/orders/${done.body.order?.number}`, headers: { authorization: `Bearer ${bob.token}` } }))
        .status,
    ).toBe(404);
    expect((await shop.call({ method: 'GET', url: '/api/orders' })).status).toBe(401);
  });
});

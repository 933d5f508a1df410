import { CheckoutSchema } from '@selvedge/contract';
import { decimalStringToMinor } from '@selvedge/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments } from '../../db/schema.js';
import { cartCalls, pieceInput, readCatalogue } from '../../test/cart-kit.js';
import { anAddress, checkoutCalls } from '../../test/checkout-kit.js';
import { signWebhook, startFakeStripe, webhookPayload, type FakeStripe } from '../../test/fake-stripe.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const secretKey = 'sk_test_selvedgeShopKey';
const webhookSecret = 'whsec_selvedgeShopSecret';
let fake: FakeStripe;
let shop: TestApp;

beforeAll(async () => {
  fake = await startFakeStripe({ secretKey });
  shop = await createTestApp({ config: { stripe: { secretKey, webhookSecret, apiUrl: fake.url } } });
});
afterAll(async () => {
  await shop.close();
  await fake.close();
});

/** A guest's checkout delivered to `country`, paid with Stripe: the session the shop made. */
async function stripeCheckout(country: string) {
  const catalogue = await readCatalogue(shop, ['shirt']);
  const cart = (await cartCalls(shop).create({ lineItems: [pieceInput(catalogue)] })).body;
  const calls = checkoutCalls(shop);
  await calls.open(cart.encodedId);
  const ready = CheckoutSchema.parse((await calls.update(cart.encodedId, { email: 'lin@example.com', address: anAddress(country) })).body);
  const paid = await calls.pay(cart.encodedId, { acceptedTotal: ready.cost.total }, `stripe-${cart.id.slice(-12)}`);
  expect(paid.status, paid.raw).toBe(200);
  const request = fake.requests.filter((entry) => entry.method === 'POST' && entry.path === '/v1/checkout/sessions').at(-1);
  return { cart, ready, paid: paid.body, request, calls };
}

function postWebhook(payload: string, secret = webhookSecret) {
  return shop.call<{ received?: boolean; code?: string }>({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signWebhook(payload, secret) },
  });
}

describe('paying with Stripe', () => {
  it('makes a Checkout Session in the charge currency, in Stripe’s units, and one order from its signed webhook and the return', async () => {
    const { cart, ready, paid, request, calls } = await stripeCheckout('JP');
    expect(ready.chargeCurrency).toBe('JPY');
    expect(paid.payment.provider).toBe('stripe');
    expect(request?.form['line_items[0][price_data][currency]']).toBe('jpy');
    // JPY has no decimals at Stripe or in the shop.
    expect(Number(request?.form['line_items[0][price_data][unit_amount]'])).toBe(decimalStringToMinor(ready.cost.total.amount, 'JPY'));
    expect(request?.form['metadata[paymentId]']).toBe(paid.payment.id);
    expect(request?.form['client_reference_id']).toBe(paid.payment.id);
    expect(request?.form['success_url']).toBe(`http://localhost:3000/checkout/${cart.encodedId}?payment=${paid.payment.id}`);

    const session = fake.settle(paymentSessionOf(paid.redirectUrl), 'paid');
    const payload = webhookPayload('checkout.session.completed', session, 'evt_stripe_once');
    expect((await postWebhook(payload)).status).toBe(200);
    expect((await postWebhook(payload)).status).toBe(200);
    expect((await postWebhook(payload, 'whsec_someoneElse')).status).toBe(400);
    const back = await calls.complete(cart.encodedId, paid.payment.id);
    expect(back.body.status).toBe('completed');
    const rows = (await shop.database.handle.db.select().from(orders)).filter((row) => row.paymentId === paid.payment.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.currencyCode).toBe('JPY');
  });

  it('a session that expired leaves the checkout open and makes no order', async () => {
    const { cart, paid, calls } = await stripeCheckout('SG');
    const session = fake.settle(paymentSessionOf(paid.redirectUrl), 'expired');
    expect((await postWebhook(webhookPayload('checkout.session.expired', session))).status).toBe(200);
    const after = await calls.read(cart.encodedId);
    expect(after.body.status).toBe('open');
    expect(after.body.payment?.status).toBe('cancelled');
    expect((await shop.database.handle.db.select().from(orders)).filter((row) => row.paymentId === paid.payment.id)).toHaveLength(0);
  });

  it('a Pay for another total expires the replaced Checkout Session at Stripe, so two tabs cannot both pay', async () => {
    const { cart, paid: first, calls } = await stripeCheckout('SG');
    const moved = CheckoutSchema.parse((await calls.update(cart.encodedId, { address: anAddress('US') })).body);
    const second = await calls.pay(cart.encodedId, { acceptedTotal: moved.cost.total }, `stripe-again-${cart.id.slice(-12)}`);
    expect(second.status, second.raw).toBe(200);
    const replaced = paymentSessionOf(first.redirectUrl);
    expect(fake.requests.some((entry) => entry.method === 'POST' && entry.path === `/v1/checkout/sessions/${replaced}/expire`)).toBe(true);
    expect(fake.session(replaced).status).toBe('expired');
    expect(paymentSessionOf(second.body.redirectUrl)).not.toBe(replaced);
  });

  it('a replaced session paid in another tab before it closed is refunded in full, and the new one makes the one order', async () => {
    const { cart, paid: first, calls } = await stripeCheckout('SG');
    // Paid at Stripe in a tab the shop has not heard from yet...
    const early = fake.settle(paymentSessionOf(first.redirectUrl), 'paid');
    // ...while the customer changed the address in another and paid again.
    const moved = CheckoutSchema.parse((await calls.update(cart.encodedId, { address: anAddress('US') })).body);
    const second = await calls.pay(cart.encodedId, { acceptedTotal: moved.cost.total }, `stripe-tabs-${cart.id.slice(-12)}`);
    expect(second.status, second.raw).toBe(200);
    expect((await postWebhook(webhookPayload('checkout.session.completed', early))).status).toBe(200);
    expect((await postWebhook(webhookPayload('checkout.session.completed', early))).status).toBe(200);
    const refunds = fake.refunds.filter((refund) => refund.payment_intent === early.payment_intent);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.amount).toBe(early.amount_total);
    const later = fake.settle(paymentSessionOf(second.body.redirectUrl), 'paid');
    expect((await postWebhook(webhookPayload('checkout.session.completed', later))).status).toBe(200);
    const made = (await shop.database.handle.db.select().from(orders)).filter((row) =>
      [first.payment.id, second.body.payment.id].includes(row.paymentId),
    );
    expect(made.map((row) => [row.paymentId, row.currencyCode])).toEqual([[second.body.payment.id, 'USD']]);
  });
});

/** The Checkout Session id in the fake's hosted page address. */
function paymentSessionOf(redirectUrl: string): string {
  const id = /cs_test_[0-9a-f]+/.exec(redirectUrl)?.[0];
  if (!id) throw new Error(`no session id in ${redirectUrl}`);
  return id;
}

describe('when Stripe cannot be reached', () => {
  it('answers Pay with a 502 that says so, keeps the payment open and makes no order', async () => {
    const unreachable = await createTestApp({ config: { stripe: { secretKey, webhookSecret, apiUrl: 'http://127.0.0.1:9' } } });
    try {
      const catalogue = await readCatalogue(unreachable, ['shirt']);
      const cart = (await cartCalls(unreachable).create({ lineItems: [pieceInput(catalogue)] })).body;
      const calls = checkoutCalls(unreachable);
      await calls.open(cart.encodedId);
      const ready = CheckoutSchema.parse((await calls.update(cart.encodedId, { email: 'lin@example.com', address: anAddress('SG') })).body);
      const paid = await calls.pay(cart.encodedId, { acceptedTotal: ready.cost.total }, 'stripe-down-0001');
      expect(paid.status).toBe(502);
      expect(paid.body.code).toBe('payment_failed');
      const rows = await unreachable.database.handle.db.select().from(payments);
      expect(rows.map((row) => [row.status, row.redirectUrl])).toEqual([['pending', null]]);
      expect(await unreachable.database.handle.db.select().from(orders)).toHaveLength(0);
    } finally {
      await unreachable.close();
    }
  }, 60_000);
});

import { TEST_CARDS, type Checkout, type PayCheckoutAnswer, type TestPayment, type TestPaymentStep } from '@selvedge/contract';
import { expect } from 'vitest';
import { carts, checkouts, idempotencyKeys, orders, paymentEvents, payments, sessions } from '../db/schema.js';
import { cartCalls, pieceInput, type CartCatalogue } from './cart-kit.js';
import type { TestAnswer, TestApp } from './test-app.js';

type Refusal = { error: string; code: string; problems?: { path: string; message: string }[]; checkout?: Checkout };
export type CheckoutAnswer = TestAnswer<Checkout & Refusal>;

/** An address a guest types at the checkout, delivered to `countryCode`. */
export const anAddress = (countryCode = 'US') => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  address1: '12 Analytical Row',
  city: 'Springfield',
  province: 'IL',
  zip: '62701',
  countryCode,
  phone: '+12175550100',
});

/**
 * A guest's checkout of `count` shirts, each in the next fabric on sale, made through `shop` and
 * delivered to Britain (charged in GBP): its token.
 */
export async function britishCheckout(shop: TestApp, catalogue: CartCatalogue, count: number, email: string): Promise<string> {
  const onSale = catalogue.fabrics.shirt.flatMap((fabric, place) => (fabric.availableForSale ? [place] : []));
  const created = await cartCalls(shop).create({
    lineItems: Array.from({ length: count }, (_, n) => pieceInput(catalogue, { fabricIndex: onSale[n % onSale.length] ?? 0 })),
  });
  expect(created.status, created.raw.slice(0, 300)).toBe(200);
  const token = created.body.encodedId;
  expect((await checkoutCalls(shop).open(token)).status).toBe(200);
  const ready = await checkoutCalls(shop).update(token, { email, address: anAddress('GB') });
  expect(ready.status, ready.raw.slice(0, 300)).toBe(200);
  return token;
}

/** The checkout calls as the storefront and the test provider's page make them; `token` signs the call in. */
export function checkoutCalls(shop: TestApp) {
  const headers = (token?: string, extra: Record<string, string> = {}) => ({
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...extra,
  });
  return {
    read: (cart: string, token?: string): Promise<CheckoutAnswer> =>
      shop.call({ method: 'GET', url: `/api/checkout/${cart}`, headers: headers(token) }),
    open: (cart: string, token?: string): Promise<CheckoutAnswer> =>
      shop.call({ method: 'POST', url: `/api/checkout/${cart}`, headers: headers(token) }),
    update: (cart: string, body: unknown, token?: string): Promise<CheckoutAnswer> =>
      shop.call({ method: 'PATCH', url: `/api/checkout/${cart}`, payload: body as object, headers: headers(token) }),
    applyCode: (cart: string, code: string, token?: string): Promise<CheckoutAnswer> =>
      shop.call({ method: 'POST', url: `/api/checkout/${cart}/code`, payload: { discountCode: code }, headers: headers(token) }),
    pay: (cart: string, body: unknown, key: string | null, token?: string): Promise<TestAnswer<PayCheckoutAnswer & Refusal>> =>
      shop.call({
        method: 'POST',
        url: `/api/checkout/${cart}/pay`,
        payload: body as object,
        headers: headers(token, key ? { 'idempotency-key': key } : {}),
      }),
    complete: (cart: string, paymentId: string, token?: string): Promise<CheckoutAnswer> =>
      shop.call({ method: 'POST', url: `/api/checkout/${cart}/complete`, payload: { paymentId }, headers: headers(token) }),
    testPage: (paymentId: string): Promise<TestAnswer<TestPayment & Refusal>> =>
      shop.call({ method: 'GET', url: `/api/payments/test/${paymentId}` }),
    card: (
      paymentId: string,
      cardNumber: string,
      extra: Partial<{ expiry: string; cvc: string; name: string }> = {},
    ): Promise<TestAnswer<TestPaymentStep & Refusal>> =>
      shop.call({
        method: 'POST',
        url: `/api/payments/test/${paymentId}/confirm`,
        payload: { cardNumber, expiry: '12 / 34', cvc: '123', name: 'Ada Lovelace', ...extra },
      }),
    challenge: (paymentId: string, approve: boolean): Promise<TestAnswer<TestPaymentStep & Refusal>> =>
      shop.call({ method: 'POST', url: `/api/payments/test/${paymentId}/challenge`, payload: { approve } }),
  };
}

/** The payment id in a test provider's page address (`…/pay/test/{id}`). */
export const paymentIdOf = (redirectUrl: string): string => redirectUrl.split('/pay/test/')[1] ?? '';

/**
 * A paid order made the way a shopper makes one (cart, checkout, address, Pay, the success card,
 * the return): a customer's when `token` is given, else a guest's, whose `key` is read from the
 * confirmation e-mail's link.
 */
export async function paidOrder(
  shop: TestApp,
  {
    cart,
    token,
    email = 'ada@example.com',
    country = 'SG',
    name,
  }: { cart: string; token?: string; email?: string; country?: string; name?: { firstName: string; lastName: string } },
): Promise<{ number: string; key: string | null }> {
  const calls = checkoutCalls(shop);
  const opened = await calls.open(cart, token);
  if (opened.status !== 200) throw new Error(`Checkout not opened: ${JSON.stringify(opened.body)}`);
  const address = { ...anAddress(country), ...name };
  const ready = await calls.update(cart, token ? { address } : { email, address }, token);
  if (ready.status !== 200) throw new Error(`Checkout not ready: ${ready.raw}`);
  const started = await calls.pay(cart, { acceptedTotal: ready.body.cost.total }, `pay-${cart.slice(0, 24)}`, token);
  const paymentId = paymentIdOf(started.body.redirectUrl);
  await calls.card(paymentId, TEST_CARDS.succeeds);
  const done = await calls.complete(cart, paymentId, token);
  const number = done.body.order?.number;
  if (!number) throw new Error(`No order: ${done.raw}`);
  if (token) return { number, key: null };
  await shop.app.jobs.drain();
  const outbox = await shop.call<{ messages: { subject: string; text: string }[] }>({
    method: 'GET',
    url: `/api/dev/outbox?to=${encodeURIComponent(email)}`,
  });
  const mail = outbox.body.messages.find((message) => message.subject.endsWith(number));
  const key = new RegExp(`/orders/${number}\\?key=([\\w-]+)`).exec(mail?.text ?? '')?.[1];
  if (!key) throw new Error(`No link in the confirmation of ${number}`);
  return { number, key };
}

/** Every checkout, payment, order, cart and session of the last test gone: each test starts with a shop that sold nothing. */
export async function forgetSales(shop: TestApp): Promise<void> {
  const { db } = shop.database.handle;
  await db.delete(orders);
  await db.delete(checkouts);
  await db.delete(payments);
  await db.delete(paymentEvents);
  await db.delete(idempotencyKeys);
  await db.delete(sessions);
  await db.delete(carts);
}

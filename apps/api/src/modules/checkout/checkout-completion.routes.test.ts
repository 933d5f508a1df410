import { CheckoutSchema, ErrorCode, TEST_CARDS, type Cart } from '@selvedge/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartPieces, carts, checkouts, idempotencyKeys, orders, paymentEvents, payments, sessions } from '../../db/schema.js';
import { fixedClock } from '../../platform/clock.js';
import { createHmac } from 'node:crypto';
import { installationSecret, TEST_PAYMENTS_WEBHOOK_SECRET } from '../../platform/installation-secrets.js';
import { signTestWebhook, TEST_WEBHOOK_HEADER } from '../../platform/payments/test-provider.js';
import { cartCalls, pieceInput, readCatalogue, type CartCatalogue } from '../../test/cart-kit.js';
import { anAddress, checkoutCalls, paymentIdOf } from '../../test/checkout-kit.js';
import { paymentSweepJob } from './checkout.jobs.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const start = new Date('2026-03-02T09:00:00Z');
const clock = fixedClock(start);
let shop: TestApp;
let catalogue: CartCatalogue;
let calls: ReturnType<typeof checkoutCalls>;
let secret: string;

beforeAll(async () => {
  shop = await createTestApp({ clock });
  catalogue = await readCatalogue(shop, ['shirt']);
  calls = checkoutCalls(shop);
  secret = await installationSecret(shop.database.handle.db, TEST_PAYMENTS_WEBHOOK_SECRET);
});
afterAll(async () => shop.close());
beforeEach(async () => {
  clock.set(start);
  const { db } = shop.database.handle;
  await db.delete(orders);
  await db.delete(checkouts);
  await db.delete(paymentEvents);
  await db.delete(idempotencyKeys);
  await db.delete(sessions);
  await db.delete(carts);
});

/** A guest's checkout, ready to pay, and a payment started on it. */
async function paymentStarted(): Promise<{ cart: Cart; paymentId: string }> {
  const created = await cartCalls(shop).create({ lineItems: [pieceInput(catalogue), pieceInput(catalogue, { fabricIndex: 1 })] });
  const cart = created.body;
  await calls.open(cart.encodedId);
  const ready = CheckoutSchema.parse((await calls.update(cart.encodedId, { email: 'grace@example.com', address: anAddress('SG') })).body);
  const started = await calls.pay(cart.encodedId, { acceptedTotal: ready.cost.total }, `pay-${cart.id.slice(-10)}`);
  expect(started.status, started.raw).toBe(200);
  return { cart, paymentId: paymentIdOf(started.body.redirectUrl) };
}

function webhook(event: object, options: { signedWith?: string; at?: Date; tamper?: boolean } = {}) {
  const body = JSON.stringify(event);
  const signature = signTestWebhook(options.signedWith ?? secret, body, options.at ?? clock.now());
  return shop.call<{ received?: boolean; code?: string }>({
    method: 'POST',
    url: '/api/payments/test/webhook',
    payload: options.tamper ? body.replace('succeeded', 'failed') : body,
    headers: { 'content-type': 'application/json', [TEST_WEBHOOK_HEADER]: signature },
  });
}

const orderRows = () => shop.database.handle.db.select().from(orders);
const paymentRow = async (id: string) => (await shop.database.handle.db.select().from(payments).where(eq(payments.id, id)))[0];

describe('exactly one order however often a payment is reported', () => {
  it('10 returns, 10 webhooks (some repeated) and 10 more Pays at once make one order', async () => {
    const { cart, paymentId } = await paymentStarted();
    // Paid asynchronously: the page returns before the money is settled.
    const processing = await calls.card(paymentId, TEST_CARDS.asyncSucceeds);
    expect(processing.body.status).toBe('processing');
    expect((await calls.complete(cart.encodedId, paymentId)).body.status).not.toBe('completed');

    const ready = CheckoutSchema.parse((await calls.read(cart.encodedId)).body);
    const paymentBefore = await paymentRow(paymentId);
    const [returns, webhooks, pays] = await Promise.all([
      Promise.all(Array.from({ length: 10 }, () => calls.complete(cart.encodedId, paymentId))),
      Promise.all(Array.from({ length: 10 }, (_, index) => webhook({ id: `evt_${index % 4}`, type: 'payment.succeeded', paymentId }))),
      Promise.all(
        Array.from({ length: 10 }, (_, index) => calls.pay(cart.encodedId, { acceptedTotal: ready.cost.total }, `double-click-${index}`)),
      ),
    ]);
    // Each return answers the checkout as it stands: still being paid, or completed by then.
    for (const answer of returns) {
      expect(answer.status, answer.raw).toBe(200);
      expect(['paying', 'completed'], answer.raw).toContain(answer.body.status);
    }
    // Each report is taken, a repeated one too (it is recorded once).
    for (const answer of webhooks) expect([answer.status, answer.body], answer.raw).toEqual([200, { received: true }]);
    // A Pay while the payment is under way answers that payment; once its order is made, the checkout is complete.
    for (const answer of pays) {
      if (answer.status === 200) expect(paymentIdOf(answer.body.redirectUrl), answer.raw).toBe(paymentId);
      else expect([answer.status, answer.body.code], answer.raw).toEqual([409, ErrorCode.checkout_completed]);
    }
    const rows = await orderRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.paymentId).toBe(paymentId);
    // The Pays started nothing and changed the payment in nothing but its settling.
    const paymentsAfter = await shop.database.handle.db.select().from(payments);
    expect(paymentsAfter).toHaveLength(1);
    const { status, updatedAt: _updatedAfter, ...unchanged } = paymentsAfter[0] ?? ({} as NonNullable<typeof paymentBefore>);
    expect(status).toBe('succeeded');
    const { status: _statusBefore, updatedAt: _updatedBefore, ...before } = paymentBefore ?? ({} as NonNullable<typeof paymentBefore>);
    expect(unchanged).toEqual(before);
    expect((await calls.complete(cart.encodedId, paymentId)).body.order?.number).toBe(rows[0]?.number);
    // Late, repeated and contrary reports change nothing more.
    await webhook({ id: 'evt_late_fail', type: 'payment.failed', paymentId });
    await webhook({ id: 'evt_0', type: 'payment.succeeded', paymentId });
    expect(await orderRows()).toHaveLength(1);
    expect((await paymentRow(paymentId))?.status).toBe('succeeded');
  });

  it('a failure then a late success (reordered webhooks) still ends in one order for the money taken', async () => {
    const { cart, paymentId } = await paymentStarted();
    await calls.card(paymentId, TEST_CARDS.asyncSucceeds);
    await webhook({ id: 'evt_fail_first', type: 'payment.failed', paymentId });
    expect((await paymentRow(paymentId))?.status).toBe('failed');
    expect((await calls.read(cart.encodedId)).body.status).toBe('open');
    await webhook({ id: 'evt_success_later', type: 'payment.succeeded', paymentId });
    expect(await orderRows()).toHaveLength(1);
  });

  it('the sweep settles a payment whose customer closed the tab', async () => {
    const { paymentId } = await paymentStarted();
    await calls.card(paymentId, TEST_CARDS.asyncSucceeds);
    expect(await orderRows()).toHaveLength(0);
    // Later than the payment's settling time and the sweep's wait: the minute's sweep finds it.
    clock.set(new Date(start.getTime() + 5 * 60_000));
    await shop.app.jobs.enqueue(paymentSweepJob, {});
    await shop.app.jobs.drain();
    expect(await orderRows()).toHaveLength(1);
    expect((await paymentRow(paymentId))?.status).toBe('succeeded');
  });

  it('the sweep gives up a payment page left unpaid for a day, and the checkout can be paid again', async () => {
    const { cart, paymentId } = await paymentStarted();
    clock.set(new Date(start.getTime() + 25 * 60 * 60_000));
    await shop.app.jobs.enqueue(paymentSweepJob, {});
    await shop.app.jobs.drain();
    expect((await paymentRow(paymentId))?.status).toBe('cancelled');
    expect((await calls.card(paymentId, TEST_CARDS.succeeds)).status).toBe(409);
    // By then the checkout itself has expired: opened again from the cart, it takes a new payment.
    expect((await calls.read(cart.encodedId)).status).toBe(410);
    const reopened = CheckoutSchema.parse((await calls.open(cart.encodedId)).body);
    expect(reopened.status).toBe('open');
    const again = await calls.pay(cart.encodedId, { acceptedTotal: reopened.cost.total }, 'pay-after-a-day');
    expect(again.status, again.raw).toBe(200);
    expect(paymentIdOf(again.body.redirectUrl)).not.toBe(paymentId);
  });

  it.each([1, 2, 3])('two cards sent at once on one payment (try %i): exactly one wins, and its answer is the truth', async () => {
    const { paymentId } = await paymentStarted();
    const answers = await Promise.all([calls.card(paymentId, TEST_CARDS.succeeds), calls.card(paymentId, TEST_CARDS.asyncSucceeds)]);
    const won = answers.filter((answer) => answer.status === 200);
    const lost = answers.filter((answer) => answer.status !== 200);
    expect(won, answers.map((answer) => answer.raw).join('\n')).toHaveLength(1);
    expect(lost[0]?.status).toBe(409);
    expect(lost[0]?.body.code).toBe('payment_not_open');
    const told = won[0]?.body.status;
    expect((await paymentRow(paymentId))?.status).toBe(told);
    expect(await orderRows()).toHaveLength(told === 'succeeded' ? 1 : 0);
  });

  it('a declined card leaves the checkout open and the cart as it was', async () => {
    const { cart, paymentId } = await paymentStarted();
    const declined = await calls.card(paymentId, TEST_CARDS.declined);
    expect(declined.body.status).toBe('pending');
    const [cartRow] = await shop.database.handle.db.select().from(carts).where(eq(carts.id, cart.id));
    expect(cartRow?.completedAt).toBeNull();
    expect(await shop.database.handle.db.select().from(cartPieces).where(eq(cartPieces.cartId, cart.id))).toHaveLength(2);
    expect(await orderRows()).toHaveLength(0);
  });
});

describe('the payment webhook', () => {
  it('refuses a bad signature, another secret, a tampered body and an old delivery, changing nothing', async () => {
    const { paymentId } = await paymentStarted();
    await calls.card(paymentId, TEST_CARDS.asyncSucceeds);
    const event = { id: 'evt_forged', type: 'payment.succeeded', paymentId };
    const unsigned = await shop.call<{ code: string }>({ method: 'POST', url: '/api/payments/test/webhook', payload: event });
    expect(unsigned.status).toBe(400);
    expect(unsigned.body.code).toBe('webhook_signature_invalid');
    expect((await webhook(event, { signedWith: 'another-secret' })).status).toBe(400);
    expect((await webhook(event, { tamper: true })).status).toBe(400);
    expect((await webhook(event, { at: new Date(start.getTime() - 10 * 60_000) })).status).toBe(400);
    expect(await orderRows()).toHaveLength(0);
    expect((await paymentRow(paymentId))?.status).toBe('processing');
    // The same event, properly signed, is taken.
    expect((await webhook(event)).status).toBe(200);
    expect(await orderRows()).toHaveLength(1);
  });

  it('refuses a payment.succeeded signed with anything a visitor can know (the response key every page carries), making no order', async () => {
    const { paymentId } = await paymentStarted();
    const event = { id: 'evt_forged_by_visitor', type: 'payment.succeeded', paymentId };
    // The secret the shop once made from its response key, and the response key itself.
    const fromResponseKey = createHmac('sha256', shop.config.responseKey).update('test-provider-webhooks').digest('hex');
    for (const guess of [fromResponseKey, shop.config.responseKey.toString('base64'), shop.config.responseKey.toString('hex')]) {
      const answer = await webhook(event, { signedWith: guess });
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('webhook_signature_invalid');
    }
    expect(await orderRows()).toHaveLength(0);
    expect((await paymentRow(paymentId))?.status).toBe('pending');
  });

  it('acknowledges events it does not act on, and events for no known payment', async () => {
    expect((await webhook({ id: 'evt_other', type: 'payment.refunded', paymentId: 'pay_x' })).body).toEqual({ received: true });
    expect((await webhook({ id: 'evt_unknown', type: 'payment.succeeded', paymentId: 'pay_nonesuch' })).status).toBe(200);
    expect(await orderRows()).toHaveLength(0);
  });
});

import { CheckoutSchema, TEST_CARDS } from '@selvedge/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, orders, outboxMessages, payments } from '../../db/schema.js';
import { fixedClock } from '../../platform/clock.js';
import { installationSecret, TEST_PAYMENTS_WEBHOOK_SECRET } from '../../platform/installation-secrets.js';
import { signTestWebhook, TEST_WEBHOOK_HEADER } from '../../platform/payments/test-provider.js';
import { cartCalls, pieceInput, readCatalogue, type CartCatalogue } from '../../test/cart-kit.js';
import { anAddress, checkoutCalls, paymentIdOf, forgetSales } from '../../test/checkout-kit.js';
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
  await forgetSales(shop);
  await shop.database.handle.db.delete(outboxMessages);
});

/** The provider reports a payment's success (as its webhook would, late). */
function reportedSuccess(paymentId: string, eventId: string) {
  const body = JSON.stringify({ id: eventId, type: 'payment.succeeded', paymentId });
  return shop.call({
    method: 'POST',
    url: '/api/payments/test/webhook',
    payload: body,
    headers: { 'content-type': 'application/json', [TEST_WEBHOOK_HEADER]: signTestWebhook(secret, body, clock.now()) },
  });
}

/** A guest pays in Singapore, then changes the address to the US and pays again: the first payment is replaced. */
async function replacedThenRepaid(email: string) {
  const cart = (await cartCalls(shop).create({ lineItems: [pieceInput(catalogue)] })).body.encodedId;
  await calls.open(cart);
  const inSingapore = CheckoutSchema.parse((await calls.update(cart, { email, address: anAddress('SG') })).body);
  const first = await calls.pay(cart, { acceptedTotal: inSingapore.cost.total }, `first-${email}`);
  expect(first.status, first.raw).toBe(200);
  clock.set(new Date(clock.now().getTime() + 1000));
  const inTheUs = CheckoutSchema.parse((await calls.update(cart, { address: anAddress('US') })).body);
  const second = await calls.pay(cart, { acceptedTotal: inTheUs.cost.total }, `second-${email}`);
  expect(second.status, second.raw).toBe(200);
  return { cart, replaced: paymentIdOf(first.body.redirectUrl), current: paymentIdOf(second.body.redirectUrl) };
}

/** Succeeded payments = orders + automatic refunds: no money kept without an order. */
async function expectEveryCaptureAccountedFor(paymentIds: string[]) {
  const { db } = shop.database.handle;
  const rows = (await db.select().from(payments)).filter((row) => paymentIds.includes(row.id));
  const succeeded = rows.filter((row) => row.status === 'succeeded');
  const refunded = rows.filter((row) => row.autoRefundStatus === 'succeeded');
  const made = (await db.select().from(orders)).filter((row) => paymentIds.includes(row.paymentId));
  expect(succeeded.length).toBe(made.length + refunded.length);
  return { succeeded, refunded, made };
}

describe('a payment that was replaced cannot take money', () => {
  it('its page refuses a card, and a late success of it is refunded in full, once, told to the customer and the back office', async () => {
    const { cart, replaced, current } = await replacedThenRepaid('tabs@example.com');
    const [old] = await shop.database.handle.db.select().from(payments).where(eq(payments.id, replaced));
    expect(old?.status).toBe('cancelled');
    expect(old?.replacedAt).not.toBeNull();
    expect((await calls.card(replaced, TEST_CARDS.succeeds)).status).toBe(409);

    // The provider took it anyway (a tab that paid before the page closed) and says so, twice.
    expect((await reportedSuccess(replaced, 'evt_late_1')).status).toBe(200);
    expect((await reportedSuccess(replaced, 'evt_late_2')).status).toBe(200);
    const [refunded] = await shop.database.handle.db.select().from(payments).where(eq(payments.id, replaced));
    expect(refunded).toMatchObject({ status: 'succeeded', autoRefundStatus: 'succeeded', autoRefundRef: `tre_auto_${replaced}` });
    expect(await shop.database.handle.db.select().from(orders)).toHaveLength(0);
    const audit = await shop.database.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.refunded_automatically'), eq(auditLog.subjectId, replaced)));
    expect(audit).toHaveLength(1);
    await shop.app.jobs.drain();
    const mails = await shop.database.handle.db.select().from(outboxMessages).where(eq(outboxMessages.to, 'tabs@example.com'));
    expect(mails.filter((mail) => mail.subject.startsWith('We refunded a payment of'))).toHaveLength(1);

    // The checkout still waits for its current payment, which makes the one order, in the new currency.
    expect((await calls.read(cart)).body.status).toBe('paying');
    expect((await calls.card(current, TEST_CARDS.succeeds)).status).toBe(200);
    const { made } = await expectEveryCaptureAccountedFor([replaced, current]);
    expect(made.map((row) => [row.paymentId, row.currencyCode])).toEqual([[current, 'USD']]);
  });

  it('a second payment that succeeds after the order was made is refunded too', async () => {
    const { replaced, current } = await replacedThenRepaid('second@example.com');
    expect((await calls.card(current, TEST_CARDS.succeeds)).status).toBe(200);
    expect((await reportedSuccess(replaced, 'evt_after_order')).status).toBe(200);
    const { refunded, made } = await expectEveryCaptureAccountedFor([replaced, current]);
    expect(made).toHaveLength(1);
    expect(refunded.map((row) => row.id)).toEqual([replaced]);
  });

  it.each([1, 2, 3])(
    'the replaced payment reported and the current one paid at the same moment (try %i): one order, one refund',
    async (attempt) => {
      const { replaced, current } = await replacedThenRepaid(`race${attempt}@example.com`);
      const answers = await Promise.all([
        reportedSuccess(replaced, `evt_race_${attempt}`),
        calls.card(current, TEST_CARDS.succeeds),
        reportedSuccess(replaced, `evt_race_again_${attempt}`),
      ]);
      for (const answer of answers) expect(answer.status, answer.raw).toBe(200);
      const { succeeded, refunded, made } = await expectEveryCaptureAccountedFor([replaced, current]);
      expect(succeeded).toHaveLength(2);
      expect(made.map((row) => row.paymentId)).toEqual([current]);
      expect(refunded.map((row) => row.id)).toEqual([replaced]);
    },
  );
});

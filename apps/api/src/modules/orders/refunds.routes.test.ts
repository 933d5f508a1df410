import { OutboxResponseSchema } from '@selvedge/contract';
import { AdminOrderSchema, AdminRefundsSchema, AuditPageSchema, type StaffSession } from '@selvedge/contract/admin';
import { decimalStringToMinor, minorToDecimalString } from '@selvedge/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders, refunds } from '../../db/schema.js';
import { cartCalls, pieceInput, readCatalogue, type CartCatalogue } from '../../test/cart-kit.js';
import { paidOrder } from '../../test/checkout-kit.js';
import { createCustomer } from '../../test/factories.js';
import { staffSession, TEST_OWNER } from '../../test/staff-kit.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { refundSweepJob } from './refunds.jobs.js';

let shop: TestApp;
let catalogue: CartCatalogue;
let owner: StaffSession;
let manager: StaffSession;
let workroom: StaffSession;

beforeAll(async () => {
  shop = await createTestApp({ config: { admin: TEST_OWNER, authRateLimitScale: 100 } });
  catalogue = await readCatalogue(shop, ['shirt', 'trousers']);
  owner = await staffSession(shop, 'owner');
  manager = await staffSession(shop, 'manager');
  workroom = await staffSession(shop, 'workroom');
});
afterAll(async () => shop.close());

/** A guest's paid order of a shirt and trousers, delivered in Singapore (SGD). */
async function twoPieceOrder(email = `buyer-${Math.random().toString(36).slice(2, 8)}@example.com`) {
  const cart = await cartCalls(shop).create({
    lineItems: [pieceInput(catalogue, { type: 'shirt' }), pieceInput(catalogue, { type: 'trousers' })],
  });
  const { number } = await paidOrder(shop, { cart: cart.body.encodedId, email });
  const order = AdminOrderSchema.parse(
    (await shop.call({ url: `/api/admin/orders/${number}`, headers: { authorization: `Bearer ${owner.token}` } })).body,
  );
  return { number, order, email };
}

const refund = (number: string, body: unknown, session: StaffSession = owner, key?: string) =>
  shop.call<Record<string, unknown> & { code?: string; error?: string; problems?: { path: string }[] }>({
    method: 'POST',
    url: `/api/admin/orders/${number}/refunds`,
    payload: body as object,
    headers: { authorization: `Bearer ${session.token}`, ...(key ? { 'idempotency-key': key } : {}) },
  });

describe('refunds', () => {
  it('gives back a piece, then an amount, tells the customer, and keeps what is left to refund', async () => {
    const { number, order, email } = await twoPieceOrder();
    const [shirt] = order.pieces;
    const first = await refund(number, { references: [shirt!.reference], reason: 'The shirt could not be made in this cloth.' });
    expect(first.status, first.raw).toBe(201);
    const afterPiece = AdminRefundsSchema.parse(first.body);
    const total = decimalStringToMinor(order.cost.total.amount, 'SGD');
    const shirtMinor = decimalStringToMinor(shirt!.total.amount, 'SGD');
    expect(afterPiece.refunds).toMatchObject([
      { status: 'succeeded', references: [shirt!.reference], amount: shirt!.total, staffEmail: TEST_OWNER.email },
    ]);
    expect(afterPiece.refundable.amount).toBe(minorToDecimalString(total - shirtMinor, 'SGD'));

    const second = AdminRefundsSchema.parse((await refund(number, { amount: '10.00', reason: 'Goodwill for the delay' })).body);
    expect(second.refunds).toHaveLength(2);
    expect(second.refundable.amount).toBe(minorToDecimalString(total - shirtMinor - 1000, 'SGD'));

    await shop.app.jobs.drain();
    const mails = OutboxResponseSchema.parse((await shop.call({ url: `/api/dev/outbox?to=${encodeURIComponent(email)}` })).body).messages;
    expect(mails.filter((mail) => mail.subject === `A refund on your Selvedge order ${number}`)).toHaveLength(2);
    const audit = AuditPageSchema.parse(
      (
        await shop.call({
          url: `/api/admin/audit?action=order.refund&subjectId=${number}`,
          headers: { authorization: `Bearer ${owner.token}` },
        })
      ).body,
    );
    expect(audit.entries).toHaveLength(2);
  });

  it('never gives back more than was captured, nor a piece twice', async () => {
    const { number, order } = await twoPieceOrder();
    const [shirt] = order.pieces;
    expect((await refund(number, { references: [shirt!.reference], reason: 'Not made' })).status).toBe(201);
    const twice = await refund(number, { references: [shirt!.reference], reason: 'Again' });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('refund_too_large');
    const tooMuch = await refund(number, { amount: order.cost.total.amount, reason: 'Everything' });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.error).toMatch(/^Only .+ of this order can still be refunded\.$/);
    expect(await shop.database.handle.db.select().from(refunds)).toSatisfy((rows: unknown[]) => rows.length > 0);
  });

  it('makes one refund of a press sent twice with one Idempotency-Key, at once or one after the other', async () => {
    const { number } = await twoPieceOrder();
    const body = { amount: '5.00', reason: 'Double-clicked' };
    const [first, second] = await Promise.all([
      refund(number, body, owner, 'refund-press-0001'),
      refund(number, body, owner, 'refund-press-0001'),
    ]);
    // The second is told the first is still running (409), or, if the first has finished, gets its answer again.
    expect([first.status, second.status]).toContain(201);
    expect([first.status, second.status].every((status) => status === 201 || status === 409)).toBe(true);
    const again = await refund(number, body, owner, 'refund-press-0001');
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const made = AdminRefundsSchema.parse(
      (await shop.call({ url: `/api/admin/orders/${number}/refunds`, headers: { authorization: `Bearer ${owner.token}` } })).body,
    );
    expect(made.refunds).toHaveLength(1);
    expect((await refund(number, { amount: '6.00', reason: 'Other' }, owner, 'refund-press-0001')).status).toBe(422);
  });

  it('is the owner’s alone; the workroom and managers may read the refunds but not make one', async () => {
    const { number } = await twoPieceOrder();
    for (const session of [manager, workroom]) {
      const refused = await refund(number, { amount: '1.00', reason: 'Try' }, session);
      expect(refused.status).toBe(403);
      const read = await shop.call({ url: `/api/admin/orders/${number}/refunds`, headers: { authorization: `Bearer ${session.token}` } });
      expect(read.status).toBe(200);
    }
    const customer = await createCustomer(shop);
    expect(
      (
        await shop.call({
          method: 'POST',
          url: `/api/admin/orders/${number}/refunds`,
          payload: { amount: '1.00', reason: 'x' },
          headers: { authorization: `Bearer ${customer.token}` },
        })
      ).status,
    ).toBe(401);
  });

  it('names the field of bad input and refunds nothing', async () => {
    const { number, order } = await twoPieceOrder();
    const cases: [unknown, string][] = [
      [{ reason: 'No amount' }, 'amount'],
      [{ amount: '-1', reason: 'Negative' }, 'amount'],
      [{ amount: '0', reason: 'Zero' }, 'amount'],
      [{ amount: '1.001', reason: 'Too precise' }, 'amount'],
      [{ amount: '1.00' }, 'reason'],
      [{ references: ['not-a-piece'], reason: 'Unknown' }, 'references'],
      [{ references: [order.pieces[0]!.reference, order.pieces[0]!.reference], reason: 'Twice' }, 'references'],
      [{ amount: '1.00', reason: 'x', currency: 'USD' }, 'currency'],
    ];
    for (const [body, path] of cases) {
      const answer = await refund(number, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.problems?.[0]?.path, JSON.stringify(body)).toBe(path);
    }
    const left = AdminRefundsSchema.parse(
      (await shop.call({ url: `/api/admin/orders/${number}/refunds`, headers: { authorization: `Bearer ${owner.token}` } })).body,
    );
    expect(left).toMatchObject({ refunds: [], refundable: order.cost.total });
    expect((await refund('SV-999999', { amount: '1.00', reason: 'x' })).status).toBe(404);
  });
});

describe('the refund sweep', () => {
  it('settles a refund left pending when the process stopped before asking the provider: once, with one e-mail', async () => {
    const { number, order, email } = await twoPieceOrder();
    const [row] = await shop.database.handle.db
      .select({ id: orders.id, paymentId: orders.paymentId })
      .from(orders)
      .where(eq(orders.number, number));
    const id = `rfd_stopped_${number}`;
    // What a refund looks like when the process stopped after writing it and before the provider answered.
    await shop.database.handle.db.insert(refunds).values({
      id,
      orderId: row!.id,
      paymentId: row!.paymentId,
      amountMinor: 1_500,
      currency: 'SGD',
      references: [],
      reason: 'Stopped half-way',
      status: 'pending',
      providerRef: null,
      message: null,
      staffId: owner.staff.id,
      createdAt: new Date(Date.now() - 10 * 60_000),
    });
    // Still held while it may be in flight: a refund written a minute ago is left to its request.
    const recent = `rfd_recent_${number}`;
    await shop.database.handle.db.insert(refunds).values({
      id: recent,
      orderId: row!.id,
      paymentId: row!.paymentId,
      amountMinor: 100,
      currency: 'SGD',
      references: [],
      reason: 'In flight',
      status: 'pending',
      providerRef: null,
      message: null,
      staffId: owner.staff.id,
      createdAt: new Date(),
    });

    for (let round = 0; round < 2; round += 1) {
      await shop.app.jobs.enqueue(refundSweepJob, {});
      await shop.app.jobs.drain();
    }
    const listed = AdminRefundsSchema.parse(
      (await shop.call({ url: `/api/admin/orders/${number}/refunds`, headers: { authorization: `Bearer ${owner.token}` } })).body,
    );
    expect(listed.refunds.find((made) => made.id === id)).toMatchObject({
      status: 'succeeded',
      amount: { amount: '15.00', currencyCode: 'SGD' },
    });
    expect(listed.refunds.find((made) => made.id === recent)?.status).toBe('pending');
    expect(listed.refundable.amount).toBe(minorToDecimalString(decimalStringToMinor(order.cost.total.amount, 'SGD') - 1_600, 'SGD'));
    const outbox = OutboxResponseSchema.parse((await shop.call(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).body);
    expect(outbox.messages.filter((mail) => mail.subject === `A refund on your Selvedge order ${number}`)).toHaveLength(1);
  });
});

describe('20 refunds asked at once', () => {
  it('give back no more than was captured', async () => {
    const { number, order } = await twoPieceOrder();
    const captured = decimalStringToMinor(order.cost.total.amount, 'SGD');
    // Each a little more than a quarter: three fit, the fourth would pass the total.
    const each = Math.floor(captured / 4) + 1;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => refund(number, { amount: minorToDecimalString(each, 'SGD'), reason: 'Parallel' })),
    );
    const made = answers.filter((answer) => answer.status === 201).length;
    expect(made).toBe(3);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(17);
    const rows = (await shop.database.handle.db.select().from(refunds)).filter(
      (row) => row.status !== 'failed' && row.reason === 'Parallel',
    );
    expect(rows.reduce((sum, row) => sum + row.amountMinor, 0)).toBeLessThanOrEqual(captured);
  });
});

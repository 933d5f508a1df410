import { OrderSchema, type Order } from '@selvedge/contract';
import { AdminOrderSchema, type StaffSession } from '@selvedge/contract/admin';
import { decimalStringToMinor, minorToDecimalString } from '@selvedge/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, refunds } from '../../db/schema.js';
import { eq } from 'drizzle-orm';
import { cartCalls, pieceInput, readCatalogue, type CartCatalogue } from '../../test/cart-kit.js';
import { paidOrder } from '../../test/checkout-kit.js';
import { createCustomer, type TestCustomer } from '../../test/factories.js';
import { staffSession, TEST_OWNER } from '../../test/staff-kit.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { newRefundId } from './refunds.repository.js';

let shop: TestApp;
let catalogue: CartCatalogue;
let owner: StaffSession;
let ada: TestCustomer;
let grace: TestCustomer;

beforeAll(async () => {
  shop = await createTestApp({ config: { admin: TEST_OWNER, authRateLimitScale: 100 } });
  catalogue = await readCatalogue(shop, ['shirt', 'trousers']);
  owner = await staffSession(shop, 'owner');
  ada = await createCustomer(shop, { firstName: 'Ada', lastName: 'Lovelace' });
  grace = await createCustomer(shop, { firstName: 'Grace', lastName: 'Hopper' });
});
afterAll(async () => shop.close());

const refund = (number: string, body: object) =>
  shop.call({
    method: 'POST',
    url: `/api/admin/orders/${number}/refunds`,
    payload: body,
    headers: { authorization: `Bearer ${owner.token}` },
  });

const customerOrder = (number: string, token: string) =>
  shop.call<Order & { code?: string }>({ url: `/api/orders/${number}`, headers: { authorization: `Bearer ${token}` } });

/** A paid order of a shirt and trousers: Ada's, or a guest's with the key of its e-mail's link. */
async function twoPieces(token?: string) {
  const calls = cartCalls(shop);
  const lines = [pieceInput(catalogue, { type: 'shirt' }), pieceInput(catalogue, { type: 'trousers' })];
  let cart: string;
  if (token) {
    cart = Buffer.from(ada.activeCart).toString('base64url');
    await calls.update(cart, lines, token);
  } else {
    cart = (await calls.create({ lineItems: lines })).body.encodedId;
  }
  const { number, key } = await paidOrder(shop, { cart, token, email: `guest-${Math.random().toString(36).slice(2, 8)}@example.com` });
  const order = AdminOrderSchema.parse(
    (await shop.call({ url: `/api/admin/orders/${number}`, headers: { authorization: `Bearer ${owner.token}` } })).body,
  );
  return { number, key, order };
}

describe('refunds on the customer’s order', () => {
  it('shows the customer each refund with its date, amount, pieces and reason, and the net total in minor units', async () => {
    const { number, order } = await twoPieces(ada.token);
    const before = OrderSchema.parse((await customerOrder(number, ada.token)).body);
    expect(before.refunds).toEqual([]);
    expect(before.netTotal).toEqual(before.cost.total);

    const [shirt] = order.pieces;
    expect((await refund(number, { references: [shirt!.reference], reason: 'The shirt could not be made in this cloth.' })).status).toBe(
      201,
    );
    expect((await refund(number, { amount: '10.05', reason: 'Goodwill for the delay' })).status).toBe(201);

    const answer = await customerOrder(number, ada.token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const after = OrderSchema.parse(answer.body);
    expect(after.refunds).toEqual([
      {
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        amount: shirt!.total,
        references: [shirt!.reference],
        reason: 'The shirt could not be made in this cloth.',
        status: 'succeeded',
      },
      {
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        amount: { amount: '10.05', currencyCode: 'SGD' },
        references: [],
        reason: 'Goodwill for the delay',
        status: 'succeeded',
      },
    ]);
    const net = decimalStringToMinor(order.cost.total.amount, 'SGD') - decimalStringToMinor(shirt!.total.amount, 'SGD') - 1005;
    expect(after.netTotal).toEqual({ amount: minorToDecimalString(net, 'SGD'), currencyCode: 'SGD' });
    // Nothing else of the refund (who made it, the provider's reference) reaches the customer.
    expect(JSON.stringify(after.refunds)).not.toMatch(/staff|rfd_|@/);
    // The back office reads the same.
    const staff = AdminOrderSchema.parse(
      (await shop.call({ url: `/api/admin/orders/${number}`, headers: { authorization: `Bearer ${owner.token}` } })).body,
    );
    expect(staff.netTotal).toEqual(after.netTotal);

    // Another customer sees nothing of it: the same 404 as an order that does not exist.
    const other = await customerOrder(number, grace.token);
    expect(other.status).toBe(404);
    expect(other.body.code).toBe('order_not_found');
    expect(JSON.stringify(other.body)).not.toContain('Goodwill');
  });

  it('shows a guest the refunds through their e-mail’s link, and nobody without the key', async () => {
    const { number, key, order } = await twoPieces();
    const [, trousers] = order.pieces;
    expect((await refund(number, { references: [trousers!.reference], reason: 'Cloth ran out' })).status).toBe(201);
    const keyed = await shop.call<Order>({ url: `/api/orders/${number}?key=${key!}` });
    expect(keyed.status).toBe(200);
    const seen = OrderSchema.parse(keyed.body);
    expect(seen.refunds?.map((made) => [made.amount, made.references, made.reason])).toEqual([
      [trousers!.total, [trousers!.reference], 'Cloth ran out'],
    ]);
    expect(seen.netTotal?.amount).toBe(
      minorToDecimalString(
        decimalStringToMinor(order.cost.total.amount, 'SGD') - decimalStringToMinor(trousers!.total.amount, 'SGD'),
        'SGD',
      ),
    );

    for (const answer of [
      await shop.call({ url: `/api/orders/${number}?key=${'x'.repeat(43)}` }),
      await shop.call({ url: `/api/orders/${number}` }),
      await customerOrder(number, grace.token),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.raw).not.toContain('Cloth ran out');
    }
  });

  it('leaves out a refund that failed (nothing was given back) and shows one still being paid', async () => {
    const { number, key, order } = await twoPieces();
    const { db } = shop.database.handle;
    const [row] = await db.select().from(orders).where(eq(orders.number, number));
    const base = {
      orderId: row!.id,
      paymentId: row!.paymentId,
      currency: 'SGD' as const,
      references: [],
      providerRef: null,
      message: null,
      staffId: null,
    };
    await db.insert(refunds).values([
      {
        ...base,
        id: newRefundId(),
        amountMinor: 500,
        reason: 'Refused by the bank',
        status: 'failed',
        createdAt: new Date('2026-11-20T02:00:00Z'),
      },
      {
        ...base,
        id: newRefundId(),
        amountMinor: 700,
        reason: 'On its way',
        status: 'pending',
        createdAt: new Date('2026-11-21T02:00:00Z'),
      },
    ]);
    const seen = OrderSchema.parse((await shop.call({ url: `/api/orders/${number}?key=${key!}` })).body);
    expect(seen.refunds).toEqual([
      {
        createdAt: '2026-11-21T02:00:00.000Z',
        amount: { amount: '7.00', currencyCode: 'SGD' },
        references: [],
        reason: 'On its way',
        status: 'pending',
      },
    ]);
    expect(seen.netTotal?.amount).toBe(minorToDecimalString(decimalStringToMinor(order.cost.total.amount, 'SGD') - 700, 'SGD'));
  });
});

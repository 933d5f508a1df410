import { ProductsConfigResponseSchema, type SaveSizeRequest } from '@selvedge/contract';
import { AdminCustomerListSchema, AdminCustomerSchema, type AdminCustomer, type StaffSession } from '@selvedge/contract/admin';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, orders } from '../../db/schema.js';
import { fixedClock } from '../../platform/clock.js';
import { cartCalls, pieceInput, readCatalogue } from '../../test/cart-kit.js';
import { paidOrder } from '../../test/checkout-kit.js';
import { createCustomer, CUSTOMER_PASSWORD_HASH, type TestCustomer } from '../../test/factories.js';
import { staffSession, TEST_OWNER } from '../../test/staff-kit.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const clock = fixedClock(new Date('2026-03-02T09:00:00Z'));
let shop: TestApp;
let owner: StaffSession;
let manager: StaffSession;
let workroom: StaffSession;
/** Ada: an address, two live sizes and a deleted one, an order of two pieces. */
let ada: TestCustomer;
let adaOrder: string;
/** Percy's surname holds `%` and `_`, which the search takes as letters. */
let percy: TestCustomer;
/** Seven customers made a minute apart, for the pages. */
const pagers: TestCustomer[] = [];

const tick = (minutes = 1) => clock.set(new Date(clock.now().getTime() + minutes * 60_000));

beforeAll(async () => {
  shop = await createTestApp({ clock, config: { admin: TEST_OWNER, authRateLimitScale: 100 } });
  const catalogue = await readCatalogue(shop, ['shirt', 'trousers']);
  owner = await staffSession(shop, 'owner');
  manager = await staffSession(shop, 'manager');
  workroom = await staffSession(shop, 'workroom');

  ada = await createCustomer(shop, { firstName: 'Ada', lastName: 'Lovelace', email: 'ada.lovelace@example.com', phone: '+6561234567' });
  const address = await shop.call({
    method: 'POST',
    url: `/api/shopify/customer/${ada.id}/addresses`,
    payload: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      address1: '1 Marina Boulevard',
      city: 'Singapore',
      zip: '018989',
      countryCode: 'SG',
      phone: '+6561234567',
    },
    headers: { authorization: `Bearer ${ada.token}` },
  });
  expect(address.status, address.raw).toBe(201);
  const config = ProductsConfigResponseSchema.parse((await shop.call('/api/contentful-plain/products/config?cc=SGD')).body).products.shirt
    .measurements;
  const bodySize = (sizeName: string): SaveSizeRequest => ({
    track: 'body',
    sizeName,
    basedOn: { size: null, fit: config.fits[0] ?? '' },
    measurements: config.fields
      .filter((field) => field.visibility.body)
      .map((field) => ({ id: field.key, fitting_size: field.type === 'dropdown' ? String(field.default) : Number(field.value) })),
    type: 'shirt',
  });
  const sizesUrl = `/api/firebase/customers/${ada.id}/measurements/shirt`;
  for (const name of ['Office', 'Weekend', 'Old'])
    expect(
      (await shop.call({ method: 'POST', url: sizesUrl, payload: bodySize(name), headers: { authorization: `Bearer ${ada.token}` } }))
        .status,
    ).toBe(201);
  expect(
    (
      await shop.call({
        method: 'PATCH',
        url: `${sizesUrl}/Old`,
        payload: { deleted: true },
        headers: { authorization: `Bearer ${ada.token}` },
      })
    ).status,
  ).toBe(200);
  const adaCart = Buffer.from(ada.activeCart).toString('base64url');
  await cartCalls(shop).update(
    adaCart,
    [pieceInput(catalogue, { type: 'shirt' }), pieceInput(catalogue, { type: 'trousers', category: 'trial' })],
    ada.token,
  );
  adaOrder = (await paidOrder(shop, { cart: adaCart, token: ada.token })).number;
  // A guest's order with Ada's e-mail is not hers: it is not counted among her orders.
  const guest = await cartCalls(shop).create({ lineItems: [pieceInput(catalogue, { type: 'shirt', fabricIndex: 1 })] });
  await paidOrder(shop, { cart: guest.body.encodedId, email: 'ada.lovelace@example.com' });

  tick();
  percy = await createCustomer(shop, { firstName: 'Percy', lastName: 'Wool_100%', email: 'percy@example.com' });
  for (let index = 0; index < 7; index += 1) {
    tick();
    pagers.push(await createCustomer(shop, { firstName: 'Pager', lastName: `Number ${index}`, email: `pager-${index}@example.com` }));
  }
});
afterAll(async () => shop.close());

async function admin<T = Record<string, unknown>>(url: string, session: StaffSession | null) {
  return shop.call<T & { error?: string; code?: string; problems?: { path: string }[] }>({
    url: `/api/admin${url}`,
    headers: session ? { authorization: `Bearer ${session.token}` } : {},
  });
}

const list = async (query: string, session: StaffSession = manager) => {
  const answer = await admin(`/customers?${query}`, session);
  expect(answer.status, answer.raw).toBe(200);
  return AdminCustomerListSchema.parse(answer.body);
};
const emails = async (query: string) => (await list(query)).customers.map((customer) => customer.email);

/** Every key of an answer, however deep. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  return [];
}

describe('the back office’s list of customers', () => {
  it('lists each customer with their orders counted and the last one’s time, newest customer first', async () => {
    const page = await list('pageSize=100');
    expect(page.total).toBe(9);
    expect(page.customers[0]?.email).toBe('pager-6@example.com');
    const found = page.customers.find((customer) => customer.id === ada.id);
    const stored = await shop.database.handle.db.select({ createdAt: orders.createdAt }).from(orders).where(eq(orders.number, adaOrder));
    expect(found).toEqual({
      id: ada.id,
      email: 'ada.lovelace@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      createdAt: '2026-03-02T09:00:00.000Z',
      orderCount: 1,
      lastOrderAt: stored[0]?.createdAt.toISOString(),
    });
    expect(page.customers.find((customer) => customer.id === percy.id)).toMatchObject({ orderCount: 0, lastOrderAt: null });
  });

  it('searches names and e-mails, any case, with % and _ taken as letters', async () => {
    expect(await emails('q=LOVELACE')).toEqual(['ada.lovelace@example.com']);
    expect(await emails('q=ada lovel')).toEqual(['ada.lovelace@example.com']);
    expect(await emails('q=percy@')).toEqual(['percy@example.com']);
    expect(await emails('q=%25')).toEqual(['percy@example.com']);
    expect(await emails('q=l_1')).toEqual(['percy@example.com']);
    expect(await emails('q=_')).toEqual(['percy@example.com']);
    expect(await emails('q=x%25y')).toEqual([]);
    expect(await emails('q=nobody')).toEqual([]);
    expect((await list('q=pager&pageSize=5')).total).toBe(7);
  });

  it('sorts and pages in the database, never skipping or repeating anyone', async () => {
    const first = await list('q=pager&sort=created&pageSize=5');
    const second = await list('q=pager&sort=created&pageSize=5&page=2');
    expect([...first.customers, ...second.customers].map((customer) => customer.id)).toEqual(pagers.map((pager) => pager.id));
    expect(second).toMatchObject({ total: 7, page: 2, pageSize: 5 });
    expect((await list('q=pager&sort=created&pageSize=5&page=3')).customers).toEqual([]);
    expect(await emails('q=pager&sort=-email&pageSize=5')).toEqual([
      'pager-6@example.com',
      'pager-5@example.com',
      'pager-4@example.com',
      'pager-3@example.com',
      'pager-2@example.com',
    ]);
    expect((await emails('sort=name&pageSize=100'))[0]).toBe('ada.lovelace@example.com');
    expect((await emails('sort=-name&pageSize=100'))[0]).toBe('percy@example.com');
    expect((await emails('sort=-orders&pageSize=5'))[0]).toBe('ada.lovelace@example.com');
    expect((await emails('sort=orders&pageSize=100')).at(-1)).toBe('ada.lovelace@example.com');
    expect((await emails('sort=-lastOrder&pageSize=5'))[0]).toBe('ada.lovelace@example.com');
    // Customers who never ordered come after those who did, either way.
    expect((await emails('sort=lastOrder&pageSize=5'))[0]).toBe('ada.lovelace@example.com');
  });

  it.each(['q=%00', 'sort=price', 'page=0', 'page=x', 'pageSize=1000', 'pageSize=2', 'status=active', `q=${'x'.repeat(101)}`])(
    'refuses %s with a 400 naming the field',
    async (query) => {
      const answer = await admin(`/customers?${query}`, manager);
      expect(answer.status).toBe(400);
      expect(answer.body.problems?.[0]?.path).toBe(query.split('=')[0]);
    },
  );
});

describe('one customer in the back office', () => {
  it('shows their addresses, live size profiles with measurements in both units, and their orders with status and totals', async () => {
    const answer = await admin(`/customers/${ada.id}`, manager);
    expect(answer.status, answer.raw).toBe(200);
    const customer: AdminCustomer = AdminCustomerSchema.parse(answer.body);
    expect(customer).toMatchObject({
      id: ada.id,
      email: 'ada.lovelace@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '+6561234567',
      acceptsMarketing: true,
      orderCount: 1,
    });
    expect(customer.addresses).toHaveLength(1);
    expect(customer.addresses[0]).toMatchObject({
      address1: '1 Marina Boulevard',
      city: 'Singapore',
      countryCode: 'SG',
      country: 'Singapore',
    });
    expect(customer.defaultAddressId).toBe(customer.addresses[0]?.id);
    expect(customer.sizes.map((size) => size.name).sort()).toEqual(['Office', 'Weekend']);
    const office = customer.sizes.find((size) => size.name === 'Office')!;
    expect(office).toMatchObject({ productType: 'shirt', track: 'body' });
    expect(office.measurements.length).toBeGreaterThan(0);
    const measured = office.measurements.find((measurement) => measurement.inches !== null)!;
    expect(measured.label).not.toBe(measured.key);
    expect(Number(measured.centimetres)).toBeCloseTo(Number(measured.inches) * 2.54, 1);
    expect(customer.orders).toHaveLength(1);
    const [order] = customer.orders;
    const [stored] = await shop.database.handle.db.select().from(orders).where(eq(orders.number, adaOrder));
    expect(order).toMatchObject({
      number: adaOrder,
      status: 'paid',
      pieceCount: 2,
      total: { currencyCode: stored?.currencyCode },
      totalSgd: { currencyCode: 'SGD' },
    });
    expect(Number(order?.total.amount)).toBeGreaterThan(0);
  });

  it('holds no password hash, session, reset link or token of any kind', async () => {
    const answer = await admin(`/customers/${ada.id}`, owner);
    expect(answer.status).toBe(200);
    const [row] = await shop.database.handle.db
      .select({ passwordHash: customers.passwordHash, activeCartId: customers.activeCartId })
      .from(customers)
      .where(eq(customers.id, ada.id));
    expect(row?.passwordHash).toBe(CUSTOMER_PASSWORD_HASH);
    expect(answer.raw).not.toContain(CUSTOMER_PASSWORD_HASH);
    expect(answer.raw).not.toContain('$argon2');
    expect(answer.raw).not.toContain(ada.token);
    expect(keysOf(answer.body).filter((key) => /password|hash|token|session|reset|secret|cart|accessKey/i.test(key))).toEqual([]);
    const listed = await admin('/customers?pageSize=100', owner);
    expect(listed.raw).not.toContain('$argon2');
    expect(keysOf(listed.body).filter((key) => /password|hash|token|session|reset|secret|cart|accessKey/i.test(key))).toEqual([]);
  });

  it('answers 404 for an unknown customer and 400 for what is not a customer id', async () => {
    const unknown = await admin('/customers/cus_nobody', manager);
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('not_found');
    const bad = await admin(`/customers/${encodeURIComponent('cus x;drop')}`, manager);
    expect(bad.status).toBe(400);
    expect(bad.body.problems?.[0]?.path).toBe('id');
  });
});

describe('who may see customers', () => {
  it('lets the owner and managers in', async () => {
    for (const session of [owner, manager]) {
      expect((await admin('/customers', session)).status).toBe(200);
      expect((await admin(`/customers/${ada.id}`, session)).status).toBe(200);
    }
  });

  it('refuses the workroom with a 403', async () => {
    for (const url of ['/customers', `/customers/${ada.id}`]) {
      const answer = await admin(url, workroom);
      expect(answer.status).toBe(403);
      expect(answer.body.code).toBe('forbidden');
    }
  });

  it('opens nothing to no token or a customer’s token (401)', async () => {
    for (const url of ['/customers', `/customers/${ada.id}`]) {
      expect((await admin(url, null)).status).toBe(401);
      expect((await shop.call({ url: `/api/admin${url}`, headers: { authorization: `Bearer ${ada.token}` } })).status).toBe(401);
    }
  });
});

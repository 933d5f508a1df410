import { MALFORMED_UNICODE_MESSAGE, TOO_DEEP_MESSAGE, type LoginResponse } from '@selvedge/contract';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkouts, customerAddresses } from '../db/schema.js';
import { cartCalls, pieceInput, readCatalogue } from '../test/cart-kit.js';
import { anAddress, checkoutCalls } from '../test/checkout-kit.js';
import { createCustomer, loginAs } from '../test/factories.js';
import { staffSession, TEST_OWNER } from '../test/staff-kit.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

type OpenApi = { paths: Record<string, Record<string, { requestBody?: unknown }>> };
type Refusal = { error: string; code: string; problems?: { path: string; message: string }[] };

let shop: TestApp;
let customer: LoginResponse;
let staffToken: string;
beforeAll(async () => {
  shop = await createTestApp({ config: { admin: TEST_OWNER } });
  customer = await loginAs(shop, await createCustomer(shop));
  staffToken = (await staffSession(shop)).token;
});
afterAll(async () => shop.close());

/** JSON nested `depth` levels deep: `{"a":{"a":…}}`, as text (JSON.stringify would recurse too). */
const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('bodies no route was written for', () => {
  it('JSON nested 10,000 deep gets a 4xx in the shop’s shape from every JSON route, customer and back office, never a 500', async () => {
    const docs = await shop.call<OpenApi>('/api/docs/json');
    const routes = Object.entries(docs.body.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([method, operation]) => ['post', 'put', 'patch'].includes(method) && operation.requestBody !== undefined)
        .map(([method]) => ({ method: method.toUpperCase() as 'POST', url: path.replace(/\{[^}]+\}/g, 'x1') })),
    );
    // The shop's customer and back-office routes that take a JSON body.
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.some((route) => route.url.startsWith('/api/admin/'))).toBe(true);
    const failures: string[] = [];
    for (const route of routes) {
      const authorization = `Bearer ${route.url.startsWith('/api/admin/') ? staffToken : customer.token}`;
      const answer = await shop.call<Refusal>({
        ...route,
        payload: nested(10_000),
        headers: { 'content-type': 'application/json', authorization },
      });
      if (answer.status >= 500 || answer.status < 400 || typeof answer.body.error !== 'string' || typeof answer.body.code !== 'string') {
        failures.push(`${route.method} ${route.url}: ${answer.status} ${answer.raw.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('names the place where a body nests too deep', async () => {
    const answer = await shop.call<Refusal>({
      method: 'POST',
      url: '/api/email/mailerlite',
      payload: nested(40),
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.problems?.[0]).toEqual({ path: Array.from({ length: 32 }, () => 'a').join('.'), message: TOO_DEEP_MESSAGE });
  });
});

describe('half a surrogate pair is refused anywhere, naming the field, and stores nothing', () => {
  it('in a checkout address', async () => {
    const catalogue = await readCatalogue(shop, ['shirt']);
    const cart = (await cartCalls(shop).create({ lineItems: [pieceInput(catalogue)] })).body.encodedId;
    const calls = checkoutCalls(shop);
    await calls.open(cart);
    const before = (await shop.database.handle.db.select().from(checkouts))[0]?.address ?? null;
    const answer = await calls.update(cart, {
      email: 'ada@example.com',
      address: { ...anAddress('SG'), address1: '12 Orchard \ud800Road' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.problems?.[0]).toEqual({ path: 'address.address1', message: MALFORMED_UNICODE_MESSAGE });
    expect((await shop.database.handle.db.select().from(checkouts))[0]?.address ?? null).toEqual(before);
  });

  it.each([
    ['a lone low half in a saved address', { address1: 'Flat \udc00 1' }, 'address1'],
    ['a lone high half at the end of a city', { city: 'Singapore\udbff' }, 'city'],
  ])('%s', async (_what, fields, field) => {
    const [{ n: before } = { n: 0 }] = await shop.database.handle.db.select({ n: count() }).from(customerAddresses);
    const answer = await shop.call<Refusal>({
      method: 'POST',
      url: `/api/shopify/customer/${customer.id}/addresses`,
      payload: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        address1: '1 Orchard Road',
        city: 'Singapore',
        zip: '238823',
        countryCode: 'SG',
        ...fields,
      },
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.problems?.[0]?.path).toBe(field);
    const [{ n: after } = { n: 0 }] = await shop.database.handle.db.select({ n: count() }).from(customerAddresses);
    expect(after).toBe(before);
  });

  it('in a query parameter, and in an object key', async () => {
    const query = await shop.call<Refusal>({ method: 'GET', url: '/api/shopify/products/shirt?cc=SG%ED%A0%80' });
    expect(query.status).toBeLessThan(500);
    const key = await shop.call<Refusal>({
      method: 'POST',
      url: '/api/analytics/events',
      payload: {
        visitorId: 'Zk3r9_Qx-2LmPa7TbC0vWg',
        events: [{ name: 'page_view', path: '/', occurredAt: '2026-03-02T09:00:00Z', props: { 'a\ud800': 1 } }],
      },
    });
    expect(key.status).toBe(400);
    expect(key.body.problems?.[0]).toEqual({ path: 'events.0.props.a\\ud800', message: MALFORMED_UNICODE_MESSAGE });
  });

  it('while a whole pair (an emoji) is kept as it is', async () => {
    const answer = await shop.call<Refusal>({
      method: 'POST',
      url: `/api/shopify/customer/${customer.id}/addresses`,
      payload: {
        firstName: 'Ada 🧵',
        lastName: 'Lovelace',
        address1: '1 Orchard Road',
        city: 'Singapore',
        zip: '238823',
        countryCode: 'SG',
      },
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(answer.status, answer.raw).toBeLessThan(300);
  });
});

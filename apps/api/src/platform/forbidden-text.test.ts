import { FORBIDDEN_CHARACTER_MESSAGE, type LoginResponse } from '@selvedge/contract';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { analyticsEvents, customerAddresses, customers, mailingListSubscribers, rateLimits } from '../db/schema.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/** U+0000: Postgres cannot store it in text or jsonb, so it must never get as far as a query. */
const NUL = '\u0000';

let shop: TestApp;
let ada: LoginResponse;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(async () => shop.close());
beforeEach(async () => {
  const { db } = shop.database.handle;
  await db.delete(customers);
  await db.delete(rateLimits);
  const answer = await shop.call<LoginResponse>({
    method: 'POST',
    url: '/api/shopify/auth/register',
    payload: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', password: 'analytical', confirmPassword: 'analytical' },
  });
  ada = answer.body;
});

const address = { firstName: 'Ada', lastName: 'Lovelace', address1: '1 Orchard Road', city: 'Singapore', zip: '238823', countryCode: 'SG' };

const rows = async () => {
  const { db } = shop.database.handle;
  const [[subscribers], [events], [addresses], [people]] = await Promise.all([
    db.select({ n: count() }).from(mailingListSubscribers),
    db.select({ n: count() }).from(analyticsEvents),
    db.select({ n: count() }).from(customerAddresses),
    db.select({ n: count() }).from(customers),
  ]);
  return { subscribers: subscribers?.n, events: events?.n, addresses: addresses?.n, customers: people?.n };
};

describe('the NUL character is refused everywhere, naming the field', () => {
  const cases = () => [
    {
      what: 'a mailing-list name',
      method: 'POST',
      url: '/api/email/mailerlite',
      payload: { firstName: `Ada${NUL}`, lastName: 'L', email: 'a@example.com' },
      field: 'firstName',
    },
    {
      what: 'a registration name',
      method: 'POST',
      url: '/api/shopify/auth/register',
      payload: {
        firstName: 'Grace',
        lastName: `Hop${NUL}per`,
        email: 'grace@example.com',
        password: 'analytical',
        confirmPassword: 'analytical',
      },
      field: 'lastName',
    },
    {
      what: 'a login e-mail',
      method: 'POST',
      url: '/api/shopify/auth/login?cc=SGD',
      payload: { email: `ada@example.com${NUL}`, password: 'x' },
      field: 'email',
    },
    {
      what: 'a recover e-mail',
      method: 'POST',
      url: '/api/shopify/auth/recover',
      payload: { email: `${NUL}ada@example.com` },
      field: 'email',
    },
    {
      what: 'a customer edit',
      method: 'PATCH',
      url: `/api/shopify/customer/${ada.id}`,
      payload: { firstName: `A${NUL}` },
      field: 'firstName',
      auth: true,
    },
    {
      what: 'an address line',
      method: 'POST',
      url: `/api/shopify/customer/${ada.id}/addresses`,
      payload: { ...address, address1: `1${NUL}` },
      field: 'address1',
      auth: true,
    },
    {
      what: 'an address city',
      method: 'POST',
      url: `/api/shopify/customer/${ada.id}/addresses`,
      payload: { ...address, city: NUL },
      field: 'city',
      auth: true,
    },
    {
      what: 'an address id in the path',
      method: 'DELETE',
      url: `/api/shopify/customer/${ada.id}/addresses/adr_%00`,
      field: 'addressId',
      auth: true,
    },
    {
      what: 'a customer id in the path',
      method: 'PATCH',
      url: '/api/shopify/customer/cus_%00/marketing',
      payload: { acceptsMarketing: true },
      field: 'id',
      auth: true,
    },
    { what: 'a query parameter', method: 'GET', url: '/api/shopify/products/shirt?cc=SG%00D', field: 'cc' },
    {
      what: 'an analytics prop',
      method: 'POST',
      url: '/api/analytics/events',
      payload: {
        visitorId: 'Zk3r9_Qx-2LmPa7TbC0vWg',
        events: [{ name: 'page_view', path: '/', occurredAt: '2026-03-02T09:00:00Z', props: { from: `S${NUL}GD` } }],
      },
      field: 'events.0.props.from',
    },
    {
      what: 'an analytics prop name',
      method: 'POST',
      url: '/api/analytics/events',
      payload: {
        visitorId: 'Zk3r9_Qx-2LmPa7TbC0vWg',
        events: [{ name: 'page_view', path: '/', occurredAt: '2026-03-02T09:00:00Z', props: { [`a${NUL}`]: 1 } }],
      },
      field: 'events.0.props.a\\u0000',
    },
  ];

  it('answers each with a 400 that names the field, and stores nothing', async () => {
    const before = await rows();
    for (const each of cases()) {
      const answer = await shop.call<{ error: string; code: string; problems: { path: string }[] }>({
        method: each.method as 'POST',
        url: each.url,
        ...(each.payload ? { payload: each.payload } : {}),
        headers: each.auth ? { authorization: `Bearer ${ada.token}` } : {},
      });
      expect(answer.status, each.what).toBe(400);
      expect(answer.body.code, each.what).toBe('invalid_input');
      expect(answer.body.error, each.what).toBe(`${each.field}: ${FORBIDDEN_CHARACTER_MESSAGE}`);
      expect(answer.body.problems, each.what).toEqual([{ path: each.field, message: FORBIDDEN_CHARACTER_MESSAGE }]);
    }
    expect(await rows()).toEqual(before);
  });

  it('is refused before it is counted: no rate-limit key ever holds it', async () => {
    await shop.database.handle.db.delete(rateLimits);
    await shop.call({ method: 'POST', url: '/api/shopify/auth/login?cc=SGD', payload: { email: `ada@example.com${NUL}`, password: 'x' } });
    const keys = await shop.database.handle.db.select({ key: rateLimits.key }).from(rateLimits);
    expect(keys).toEqual([]);
  });
});

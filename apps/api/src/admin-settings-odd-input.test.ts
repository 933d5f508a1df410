import type { StaffSession } from '@selvedge/contract/admin';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contentPages, discountCodes, shippingCountries, shippingRates, shippingSettings } from './db/schema.js';
import { staffSession, TEST_OWNER } from './test/staff-kit.js';
import { createTestApp, type TestApp } from './test/test-app.js';

/** Odd input thrown at the back office's codes, shipping and content routes by a signed-in manager. */
const oddValues = ['', '%00', '%FF', '..%2F..%2Fetc%2Fpasswd', "'%20OR%201=1--", 'a'.repeat(300), '%E2%9C%82', '-1', 'null', '[]', '{}'];
const bodies = [
  '{}',
  '[]',
  'null',
  'not json',
  '"text"',
  '{"version":-1}',
  '{"version":1e308}',
  '{"version":"0"}',
  '{"__proto__":{"version":0}}',
  `{"version":0,"code":"${'C'.repeat(5000)}"}`,
  '{"version":0,"amounts":{"SGD":1e30}}',
  '{"version":0,"priceSgd":9007199254740993}',
  '{"version":0,"sections":[{"id":"a","heading":"h","body":"b"}],"links":"x"}',
  '{"version":0,"ids":"all"}',
  '{"version":0,"message":["NA"]}',
  '{"version":0,"startsAt":"2026-02-30T00:00:00Z"}',
];

let shop: TestApp;
let manager: StaffSession;

beforeAll(async () => {
  shop = await createTestApp({ config: { admin: TEST_OWNER, authRateLimitScale: 100 } });
  manager = await staffSession(shop, 'manager');
});
afterAll(async () => shop.close());

async function counts() {
  const { db } = shop.database.handle;
  const n = async (
    table:
      | typeof discountCodes
      | typeof shippingCountries
      | typeof shippingRates
      | typeof shippingSettings
      | typeof contentPages
      | typeof auditLog,
  ) => (await db.select({ n: count() }).from(table))[0]!.n;
  return {
    codes: await n(discountCodes),
    countries: await n(shippingCountries),
    rates: await n(shippingRates),
    settings: await n(shippingSettings),
    pages: await n(contentPages),
    audit: await n(auditLog),
  };
}

describe('no odd input to the codes, shipping or content routes is a server error', () => {
  it('answers each with a 4xx that explains itself, and changes nothing', async () => {
    const before = await counts();
    const pages = await shop.database.handle.db.select().from(contentPages);
    let checked = 0;
    for (const value of oddValues) {
      for (const request of [
        { method: 'GET' as const, url: `/api/admin/discount-codes?q=${value}&sort=${value}&page=${value}&active=${value}` },
        { method: 'GET' as const, url: `/api/admin/discount-codes/${value}` },
        { method: 'POST' as const, url: '/api/admin/discount-codes' },
        { method: 'PATCH' as const, url: `/api/admin/discount-codes/${value}` },
        { method: 'POST' as const, url: `/api/admin/discount-codes/${value}/deactivate` },
        { method: 'PATCH' as const, url: `/api/admin/shipping/rates/${value}` },
        { method: 'PATCH' as const, url: '/api/admin/shipping/settings' },
        { method: 'POST' as const, url: '/api/admin/shipping/countries' },
        { method: 'PATCH' as const, url: `/api/admin/shipping/countries/${value}` },
        { method: 'DELETE' as const, url: `/api/admin/shipping/countries/${value}?version=${value}` },
        { method: 'GET' as const, url: `/api/admin/content/pages/${value}` },
        { method: 'PATCH' as const, url: `/api/admin/content/pages/${value}` },
        { method: 'POST' as const, url: '/api/admin/content/faq' },
        { method: 'PATCH' as const, url: `/api/admin/content/faq/${value}` },
        { method: 'DELETE' as const, url: `/api/admin/content/faq/${value}?version=${value}` },
        { method: 'PUT' as const, url: '/api/admin/content/faq/order' },
        { method: 'PUT' as const, url: '/api/admin/content/announcement' },
      ]) {
        for (const payload of request.method === 'GET' || request.method === 'DELETE' ? [undefined] : bodies) {
          const answer = await shop.call<{ error?: string }>({
            method: request.method,
            url: request.url,
            headers: { authorization: `Bearer ${manager.token}`, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
            ...(payload === undefined ? {} : { payload }),
          });
          const what = `${request.method} ${request.url.slice(0, 60)} ${payload?.slice(0, 40) ?? ''}`;
          expect(answer.status, what).toBeGreaterThanOrEqual(400);
          expect(answer.status, what).toBeLessThan(500);
          expect(typeof answer.body.error, what).toBe('string');
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(1500);
    expect(await counts()).toEqual(before);
    expect(await shop.database.handle.db.select().from(contentPages)).toEqual(pages);
  });
});

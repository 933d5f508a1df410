import { ProductPageSchema } from '@selvedge/contract';
import { AdminRateListSchema, AdminRateSchema, AuditPageSchema, type StaffSession } from '@selvedge/contract/admin';
import { convertFromSgd, decimalStringToMinor } from '@selvedge/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffSession, TEST_OWNER } from '../../test/staff-kit.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let shop: TestApp;
let manager: StaffSession;

beforeAll(async () => {
  shop = await createTestApp({ config: { admin: TEST_OWNER, authRateLimitScale: 100 } });
  manager = await staffSession(shop, 'manager');
});
afterAll(async () => shop.close());

const patch = (code: string, body: unknown, session: StaffSession = manager) =>
  shop.call<Record<string, unknown> & { code?: string; problems?: { path: string }[] }>({
    method: 'PATCH',
    url: `/api/admin/rates/${code}`,
    payload: body as object,
    headers: { authorization: `Bearer ${session.token}` },
  });

async function firstShirtIn(cc: string) {
  const page = ProductPageSchema.parse((await shop.call(`/api/shopify/products/shirt?cc=${cc}&query=tag:Display`)).body);
  return page.products[0]!;
}

describe('exchange rates set by hand', () => {
  it('reprice the storefront in that currency at once, and are audited', async () => {
    const rates = AdminRateListSchema.parse(
      (await shop.call({ url: '/api/admin/rates', headers: { authorization: `Bearer ${manager.token}` } })).body,
    ).rates;
    expect(rates).toHaveLength(31);
    const eur = rates.find((rate) => rate.code === 'EUR')!;
    const sgdShirt = await firstShirtIn('SGD');
    const sgdMinor = decimalStringToMinor(sgdShirt.price.amount, 'SGD');

    const changed = await patch('EUR', { ratePerSgd: '2', roundingIncrementMinor: 100, version: eur.version });
    expect(changed.status, changed.raw).toBe(200);
    expect(AdminRateSchema.parse(changed.body)).toMatchObject({
      code: 'EUR',
      ratePerSgd: '2',
      roundingIncrementMinor: 100,
      version: eur.version + 1,
    });

    const eurShirt = await firstShirtIn('EUR');
    const expected = convertFromSgd(sgdMinor, { code: 'EUR', ratePerSgd: '2', roundingIncrementMinor: 100 });
    expect(decimalStringToMinor(eurShirt.price.amount, 'EUR')).toBe(expected);

    const owner = await staffSession(shop, 'owner');
    const audit = AuditPageSchema.parse(
      (await shop.call({ url: '/api/admin/audit?action=rate.update', headers: { authorization: `Bearer ${owner.token}` } })).body,
    );
    expect(audit.entries[0]).toMatchObject({ subjectId: 'EUR', before: { ratePerSgd: eur.ratePerSgd }, after: { ratePerSgd: '2' } });

    const stale = await patch('EUR', { ratePerSgd: '3', roundingIncrementMinor: 1, version: eur.version });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('stale_edit');
  });

  it('refuses a bad rate, the base currency and the workroom, naming the field', async () => {
    const cases: [string, unknown, string][] = [
      ['USD', { ratePerSgd: '0', roundingIncrementMinor: 1, version: 0 }, 'ratePerSgd'],
      ['USD', { ratePerSgd: '-1', roundingIncrementMinor: 1, version: 0 }, 'ratePerSgd'],
      ['USD', { ratePerSgd: '1.123456789', roundingIncrementMinor: 1, version: 0 }, 'ratePerSgd'],
      ['USD', { ratePerSgd: '0.74', roundingIncrementMinor: 0, version: 0 }, 'roundingIncrementMinor'],
      ['USD', { ratePerSgd: '0.74', roundingIncrementMinor: 1 }, 'version'],
      ['SGD', { ratePerSgd: '2', roundingIncrementMinor: 1, version: 0 }, 'code'],
      ['XXX', { ratePerSgd: '2', roundingIncrementMinor: 1, version: 0 }, 'code'],
    ];
    for (const [code, body, path] of cases) {
      const answer = await patch(code, body);
      expect(answer.status, `${code} ${JSON.stringify(body)}`).toBe(400);
      expect(answer.body.problems?.[0]?.path).toBe(path);
    }
    const workroom = await staffSession(shop, 'workroom');
    expect((await patch('USD', { ratePerSgd: '0.74', roundingIncrementMinor: 1, version: 0 }, workroom)).status).toBe(403);
  });
});

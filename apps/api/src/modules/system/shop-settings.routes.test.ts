import { AuditPageSchema, ShopSettingsSchema, type StaffRole, type StaffSession } from '@selvedge/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccess } from '../../test/admin-access.js';
import { createCustomer } from '../../test/factories.js';
import { staffSession, TEST_OWNER } from '../../test/staff-kit.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let shop: TestApp;
let sessions: Record<StaffRole, StaffSession>;
let customerToken: string;

beforeAll(async () => {
  shop = await createTestApp({ config: { admin: TEST_OWNER, authRateLimitScale: 100 } });
  sessions = {
    owner: await staffSession(shop, 'owner'),
    manager: await staffSession(shop, 'manager'),
    workroom: await staffSession(shop, 'workroom'),
  };
  customerToken = (await createCustomer(shop)).token;
});
afterAll(async () => {
  await shop.close();
});

type Answer = Record<string, unknown> & {
  error?: string;
  code?: string;
  problems?: { path: string; message: string }[];
  current?: unknown;
};
const as = (session: StaffSession) => ({ authorization: `Bearer ${session.token}` });
const read = async (session = sessions.workroom) => {
  const answer = await shop.call({ url: '/api/admin/shop-settings', headers: as(session) });
  expect(answer.status, answer.raw).toBe(200);
  return ShopSettingsSchema.parse(answer.body);
};
const save = (payload: object, session = sessions.owner) =>
  shop.call<Answer>({ method: 'PUT', url: '/api/admin/shop-settings', headers: as(session), payload });

describe('the shop settings: its time zone', () => {
  it('is Singapore until the owner says otherwise, and every signed-in staff member reads it', async () => {
    expect(await read()).toEqual({ timeZone: 'Asia/Singapore', version: 0 });
    await expectAccess(shop, { method: 'GET', url: '/api/admin/shop-settings', allowed: 200 }, sessions, customerToken, [
      'owner',
      'manager',
      'workroom',
    ]);
  });

  it('only the owner changes it', async () => {
    await expectAccess(
      shop,
      { method: 'PUT', url: '/api/admin/shop-settings', body: { timeZone: 'Europe/London', version: 99 }, allowed: 409 },
      sessions,
      customerToken,
      ['owner'],
    );
    expect((await read()).timeZone).toBe('Asia/Singapore');
  });

  it.each([
    ['an offset', '+08:00'],
    ['an abbreviation', 'SGT'],
    ['a zone no one has', 'Mars/Olympus_Mons'],
    ['an empty text', ''],
    ['a number', 8],
  ])('refuses %s with a 400 naming the field, and changes nothing', async (_what, timeZone) => {
    const answer = await save({ timeZone, version: 0 });
    expect(answer.status, answer.raw).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('timeZone');
    expect(await read()).toEqual({ timeZone: 'Asia/Singapore', version: 0 });
  });

  it('refuses a field it does not know', async () => {
    const answer = await save({ timeZone: 'Asia/Tokyo', version: 0, currency: 'JPY' });
    expect(answer.status, answer.raw).toBe(400);
    expect((await read()).timeZone).toBe('Asia/Singapore');
  });

  it('saves a zone at the version seen, writes it in the audit log, and refuses a stale edit with the current settings', async () => {
    const saved = await save({ timeZone: 'Europe/London', version: 0 });
    expect(saved.status, saved.raw).toBe(200);
    expect(ShopSettingsSchema.parse(saved.body)).toEqual({ timeZone: 'Europe/London', version: 1 });
    expect(await read(sessions.manager)).toEqual({ timeZone: 'Europe/London', version: 1 });

    const stale = await save({ timeZone: 'Asia/Tokyo', version: 0 });
    expect(stale.status, stale.raw).toBe(409);
    expect(stale.body.code).toBe('stale_edit');
    expect(stale.body.current).toEqual({ timeZone: 'Europe/London', version: 1 });

    const log = await shop.call({ url: '/api/admin/audit?action=shop_settings.update', headers: as(sessions.owner) });
    const [entry] = AuditPageSchema.parse(log.body).entries;
    expect(entry).toMatchObject({
      action: 'shop_settings.update',
      before: { timeZone: 'Asia/Singapore' },
      after: { timeZone: 'Europe/London' },
    });

    expect((await save({ timeZone: 'Asia/Singapore', version: 1 })).status).toBe(200);
    expect(await read()).toEqual({ timeZone: 'Asia/Singapore', version: 2 });
  });
});

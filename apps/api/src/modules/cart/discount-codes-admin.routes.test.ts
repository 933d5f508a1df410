import {
  AdminDiscountCodeListSchema,
  AdminDiscountCodeSchema,
  AuditPageSchema,
  type AdminDiscountCode,
  type StaffRole,
  type StaffSession,
} from '@selvedge/contract/admin';
import { decimalStringToMinor } from '@selvedge/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountCodes, discountRedemptions } from '../../db/schema.js';
import { expectAccess } from '../../test/admin-access.js';
import { cartCalls, pieceInput, readCatalogue, type CartCatalogue } from '../../test/cart-kit.js';
import { createCustomer } from '../../test/factories.js';
import { staffSession, TEST_OWNER } from '../../test/staff-kit.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let shop: TestApp;
let catalogue: CartCatalogue;
let sessions: Record<StaffRole, StaffSession>;
let customerToken: string;

beforeAll(async () => {
  shop = await createTestApp({ config: { admin: TEST_OWNER, authRateLimitScale: 100 } });
  catalogue = await readCatalogue(shop, ['shirt', 'trousers']);
  sessions = {
    owner: await staffSession(shop, 'owner'),
    manager: await staffSession(shop, 'manager'),
    workroom: await staffSession(shop, 'workroom'),
  };
  customerToken = (await createCustomer(shop)).token;
});
afterAll(async () => shop.close());

type Answer = Record<string, unknown> & {
  code?: string;
  error?: string;
  problems?: { path: string; message: string }[];
  current?: AdminDiscountCode;
};

const call = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  body?: unknown,
  session: StaffSession = sessions.manager,
  headers: Record<string, string> = {},
) =>
  shop.call<Answer>({
    method,
    url: `/api/admin/discount-codes${url}`,
    headers: { authorization: `Bearer ${session.token}`, ...headers },
    ...(body === undefined ? {} : { payload: body as object }),
  });

const codeCount = async () => (await shop.database.handle.db.select({ n: count() }).from(discountCodes))[0]!.n;
const sgd = (amount: string) => decimalStringToMinor(amount, 'SGD');

async function created(body: Record<string, unknown>, session = sessions.manager): Promise<AdminDiscountCode> {
  const answer = await call('POST', '', body, session, { 'idempotency-key': `key-${Math.random().toString(36).slice(2)}` });
  expect(answer.status, answer.raw).toBe(201);
  return AdminDiscountCodeSchema.parse(answer.body);
}

describe('who may use the discount codes', () => {
  it('owners and managers only; the workroom is refused, a customer or nobody is not signed in', async () => {
    const welcome = AdminDiscountCodeSchema.parse((await call('GET', '/WELCOME10')).body);
    const calls = [
      { method: 'GET', url: '/api/admin/discount-codes', allowed: 200 },
      { method: 'GET', url: '/api/admin/discount-codes/WELCOME10', allowed: 200 },
      { method: 'POST', url: '/api/admin/discount-codes', body: { code: 'x' }, allowed: 400 },
      {
        method: 'PATCH',
        url: '/api/admin/discount-codes/WELCOME10',
        body: { description: 'Changed', version: welcome.version + 7 },
        allowed: 409,
      },
      { method: 'POST', url: '/api/admin/discount-codes/WELCOME10/deactivate', body: { version: welcome.version + 7 }, allowed: 409 },
    ] as const;
    for (const entry of calls) await expectAccess(shop, entry, sessions, customerToken, ['owner', 'manager']);
    expect(AdminDiscountCodeSchema.parse((await call('GET', '/WELCOME10')).body)).toEqual(welcome);
  });
});

describe('making a code', () => {
  it('makes it once for one Idempotency-Key, upper case, audited; the same name in any case is a 409 on code', async () => {
    const before = await codeCount();
    const body = {
      code: 'spring-25',
      description: '25% off shirts in spring.',
      kind: 'percentage',
      percentOff: 25,
      productTypes: ['shirt'],
      usageLimitTotal: 100,
      usageLimitPerCustomer: 1,
      usageLimitPerMonth: 40,
      countryCodes: ['SG', 'MY'],
      startsAt: '2026-01-01T00:00:00+08:00',
      endsAt: '2099-01-01T00:00:00+08:00',
    };
    const headers = { 'idempotency-key': 'spring-25-once' };
    const first = await call('POST', '', body, sessions.manager, headers);
    expect(first.status, first.raw).toBe(201);
    const code = AdminDiscountCodeSchema.parse(first.body);
    expect(code).toMatchObject({
      code: 'SPRING-25',
      kind: 'percentage',
      percentOff: 25,
      amounts: {},
      productTypes: ['shirt'],
      countryCodes: ['SG', 'MY'],
      usageLimitTotal: 100,
      active: true,
      usage: { total: 0, thisMonth: 0 },
      version: 0,
    });
    expect(code.startsAt).toBe('2025-12-31T16:00:00.000Z');
    const again = await call('POST', '', body, sessions.manager, headers);
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await codeCount()).toBe(before + 1);

    for (const name of ['SPRING-25', 'Spring-25', ' spring-25 ', 'welcome10']) {
      const taken = await call('POST', '', { ...body, code: name }, sessions.owner);
      expect(taken.status, name).toBe(409);
      expect(taken.body.code).toBe('discount_code_taken');
      expect(taken.body.problems?.[0]?.path).toBe('code');
    }
    expect(await codeCount()).toBe(before + 1);

    const audit = AuditPageSchema.parse(
      (
        await shop.call({
          url: '/api/admin/audit?subjectType=discount_code&subjectId=SPRING-25',
          headers: { authorization: `Bearer ${sessions.owner.token}` },
        })
      ).body,
    );
    expect(audit.entries.map((entry) => entry.action)).toEqual(['discount_code.create']);
    expect(audit.entries[0]).toMatchObject({ before: null, after: { code: 'SPRING-25', percentOff: 25 } });
  });

  it('ten presses at once with different keys make one code; the others are 409s on code, never a 500', async () => {
    const body = { code: 'RACE-ONE', description: 'Raced.', kind: 'percentage', percentOff: 5 };
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        call(
          'POST',
          '',
          { ...body, code: index % 2 === 0 ? 'race-one' : 'RACE-ONE' },
          index % 2 === 0 ? sessions.owner : sessions.manager,
          { 'idempotency-key': `race-press-${index}` },
        ),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    expect(answers.filter((answer) => answer.status === 409).every((answer) => answer.body.problems?.[0]?.path === 'code')).toBe(true);
    const rows = await shop.database.handle.db.select().from(discountCodes).where(eq(discountCodes.code, 'RACE-ONE'));
    expect(rows).toHaveLength(1);
  });

  it('refuses bad input naming the field, and writes nothing', async () => {
    const good = { code: 'BADINPUT', description: 'Test.', kind: 'fixed_amount', amounts: { SGD: 1000 } };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, code: 'ab' }, 'code'],
      [{ ...good, code: 'has space' }, 'code'],
      [{ ...good, code: undefined }, 'code'],
      [{ ...good, description: '' }, 'description'],
      [{ ...good, kind: 'free' }, 'kind'],
      [{ ...good, amounts: { SGD: -500 } }, 'amounts.SGD'],
      [{ ...good, amounts: { SGD: 10.5 } }, 'amounts.SGD'],
      [{ ...good, amounts: { USD: 500 } }, 'amounts.SGD'],
      [{ ...good, amounts: { SGD: 500, XYZ: 5 } }, 'amounts.XYZ'],
      [{ ...good, percentOff: 10 }, 'percentOff'],
      [{ ...good, kind: 'percentage', amounts: {}, percentOff: 101 }, 'percentOff'],
      [{ ...good, kind: 'percentage', amounts: {}, percentOff: 0 }, 'percentOff'],
      [{ ...good, kind: 'percentage', amounts: {}, percentOff: -5 }, 'percentOff'],
      [{ ...good, kind: 'percentage', amounts: {} }, 'percentOff'],
      [{ ...good, kind: 'percentage', percentOff: 10 }, 'amounts'],
      [{ ...good, startsAt: '2026-06-01T00:00:00Z', endsAt: '2026-05-01T00:00:00Z' }, 'endsAt'],
      [{ ...good, startsAt: '2026-06-01T00:00:00Z', endsAt: '2026-06-01T00:00:00Z' }, 'endsAt'],
      [{ ...good, startsAt: 'tomorrow' }, 'startsAt'],
      [{ ...good, usageLimitTotal: 0 }, 'usageLimitTotal'],
      [{ ...good, usageLimitPerCustomer: -1 }, 'usageLimitPerCustomer'],
      [{ ...good, usageLimitPerMonth: 2.5 }, 'usageLimitPerMonth'],
      [{ ...good, productTypes: ['hat'] }, 'productTypes.0'],
      [{ ...good, productTypes: ['shirt', 'shirt'] }, 'productTypes'],
      [{ ...good, countryCodes: ['sg'] }, 'countryCodes.0'],
      [{ ...good, countryCodes: ['SG', 'ZZ'] }, 'countryCodes.1'],
      [{ ...good, trialOnly: 'yes' }, 'trialOnly'],
      [{ ...good, colour: 'red' }, 'colour'],
    ];
    const before = await codeCount();
    for (const [body, path] of cases) {
      const answer = await call('POST', '', body);
      expect(answer.status, `${JSON.stringify(body)}: ${answer.raw}`).toBe(400);
      expect(
        answer.body.problems?.map((problem) => problem.path),
        JSON.stringify(body),
      ).toContain(path);
    }
    expect(await codeCount()).toBe(before);
    expect((await call('GET', '/BADINPUT')).status).toBe(404);
  });
});

describe('listing codes', () => {
  it('pages, sorts and searches on the server, with their uses counted', async () => {
    for (const name of ['LIST-A', 'LIST-B', 'LIST-C'])
      await created({
        code: name,
        description: 'For the list.',
        kind: 'fixed_price',
        amounts: { SGD: 9900, USD: 7500 },
        productTypes: ['trousers'],
        trialOnly: true,
      });
    const { db } = shop.database.handle;
    const use = (code: string, n: number, at = new Date()) =>
      db.insert(discountRedemptions).values(
        Array.from({ length: n }, (_, index) => ({
          id: `red_${code}_${index}_${at.getTime()}`,
          code,
          customerId: null,
          email: `u${index}@example.com`,
          redeemedAt: at,
        })),
      );
    await use('LIST-B', 3);
    await use('LIST-C', 1);
    await use('LIST-C', 1, new Date('2020-01-15T00:00:00Z'));

    const byUses = AdminDiscountCodeListSchema.parse((await call('GET', '?q=list-&sort=-uses')).body);
    expect(byUses.total).toBe(3);
    expect(byUses.codes.map((code) => [code.code, code.usage.total, code.usage.thisMonth])).toEqual([
      ['LIST-B', 3, 3],
      ['LIST-C', 2, 1],
      ['LIST-A', 0, 0],
    ]);
    const paged = AdminDiscountCodeListSchema.parse((await call('GET', '?q=LIST&sort=code&pageSize=5&page=1')).body);
    expect(paged.codes.map((code) => code.code)).toEqual(['LIST-A', 'LIST-B', 'LIST-C']);
    const all = AdminDiscountCodeListSchema.parse((await call('GET', '?sort=code&pageSize=5&page=2')).body);
    expect(all.page).toBe(2);
    expect(all.codes.length).toBeLessThanOrEqual(5);
    expect(AdminDiscountCodeListSchema.parse((await call('GET', '?q=%25')).body).total).toBe(0);
    expect(AdminDiscountCodeSchema.parse((await call('GET', '/list-b')).body).usage).toEqual({ total: 3, thisMonth: 3 });
    for (const query of ['sort=price', 'page=0', 'pageSize=1000', 'active=maybe', 'colour=red'])
      expect((await call('GET', `?${query}`)).status, query).toBe(400);
    expect((await call('GET', '/NO-SUCH-CODE')).status).toBe(404);
    expect((await call('GET', '/a')).status).toBe(400);
  });
});

describe('changing a code', () => {
  it('a cart applies a new code, a changed one and a deactivated one at once', async () => {
    const code = await created({ code: 'AT-ONCE', description: '20% off.', kind: 'percentage', percentOff: 20 });
    const calls = cartCalls(shop);
    const cart = (await calls.create({ lineItems: [pieceInput(catalogue)] })).body;
    const applied = await calls.applyCode(cart.encodedId, { discountCode: 'at-once' });
    expect(applied.status, applied.raw).toBe(200);
    const subtotal = sgd(applied.body.cost.subtotalAmount.amount);
    expect(applied.body.discountApplications[0]).toMatchObject({ code: 'AT-ONCE', applicable: true });
    expect(sgd(applied.body.cost.discountAmount.amount)).toBe(Math.floor((subtotal * 20) / 100));

    const changed = await call('PATCH', '/AT-ONCE', { percentOff: 50, version: code.version });
    expect(changed.status, changed.raw).toBe(200);
    expect(AdminDiscountCodeSchema.parse(changed.body)).toMatchObject({ percentOff: 50, version: code.version + 1 });
    const read = await calls.read(cart.encodedId);
    expect(sgd(read.body.cost.discountAmount.amount)).toBe(Math.floor((subtotal * 50) / 100));

    const deactivated = await call('POST', '/AT-ONCE/deactivate', { version: code.version + 1 }, sessions.owner);
    expect(deactivated.status, deactivated.raw).toBe(200);
    expect(AdminDiscountCodeSchema.parse(deactivated.body)).toMatchObject({ active: false, version: code.version + 2 });
    const after = await calls.read(cart.encodedId);
    expect(after.body.discountApplications[0]).toMatchObject({
      code: 'AT-ONCE',
      applicable: false,
      message: 'The code AT-ONCE is no longer available.',
    });
    expect(sgd(after.body.cost.discountAmount.amount)).toBe(0);
    expect(AdminDiscountCodeListSchema.parse((await call('GET', '?active=false&q=AT-ONCE')).body).codes.map((entry) => entry.code)).toEqual(
      ['AT-ONCE'],
    );

    const reactivated = await call('PATCH', '/AT-ONCE', { active: true, endsAt: '2020-01-01T00:00:00Z', version: code.version + 2 });
    expect(reactivated.status, reactivated.raw).toBe(200);
    expect((await calls.read(cart.encodedId)).body.discountApplications[0]).toMatchObject({
      applicable: false,
      message: 'The code AT-ONCE has expired.',
    });

    const audit = AuditPageSchema.parse(
      (
        await shop.call({
          url: '/api/admin/audit?subjectType=discount_code&subjectId=AT-ONCE',
          headers: { authorization: `Bearer ${sessions.owner.token}` },
        })
      ).body,
    );
    expect(audit.entries.map((entry) => entry.action)).toEqual([
      'discount_code.update',
      'discount_code.deactivate',
      'discount_code.update',
      'discount_code.create',
    ]);
    expect(audit.entries[2]).toMatchObject({ before: { percentOff: 20 }, after: { percentOff: 50 } });
  });

  it('a stale edit is a 409 with the code as it is now; bad input names the field; neither writes', async () => {
    const code = await created({
      code: 'STALE-ONE',
      description: 'SGD 10 off.',
      kind: 'fixed_amount',
      amounts: { SGD: 1000 },
      startsAt: '2026-01-01T00:00:00Z',
    });
    const first = await call('PATCH', '/stale-one', { description: 'SGD 12 off.', amounts: { SGD: 1200 }, version: code.version });
    expect(first.status, first.raw).toBe(200);
    const stale = await call('PATCH', '/STALE-ONE', { description: 'Overwritten?', version: code.version }, sessions.owner);
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('stale_edit');
    expect(stale.body.current).toMatchObject({ description: 'SGD 12 off.', version: code.version + 1 });

    const version = code.version + 1;
    const cases: [Record<string, unknown>, string][] = [
      [{ amounts: { SGD: -1 }, version }, 'amounts.SGD'],
      [{ amounts: {}, version }, 'amounts.SGD'],
      [{ kind: 'percentage', version }, 'percentOff'],
      [{ kind: 'percentage', percentOff: 150, amounts: {}, version }, 'percentOff'],
      [{ endsAt: '2025-12-31T00:00:00Z', version }, 'endsAt'],
      [{ usageLimitTotal: 0, version }, 'usageLimitTotal'],
      [{ countryCodes: ['XX'], version }, 'countryCodes.0'],
      [{ code: 'RENAMED', version }, 'code'],
      [{ description: 'No version' }, 'version'],
    ];
    for (const [body, path] of cases) {
      const answer = await call('PATCH', '/STALE-ONE', body);
      expect(answer.status, `${JSON.stringify(body)}: ${answer.raw}`).toBe(400);
      expect(
        answer.body.problems?.map((problem) => problem.path),
        JSON.stringify(body),
      ).toContain(path);
    }
    const [row] = await shop.database.handle.db.select().from(discountCodes).where(eq(discountCodes.code, 'STALE-ONE'));
    expect(row).toMatchObject({ description: 'SGD 12 off.', amounts: { SGD: 1200 }, version });
    expect((await call('PATCH', '/NO-SUCH-CODE', { description: 'x', version: 0 })).status).toBe(404);
  });
});

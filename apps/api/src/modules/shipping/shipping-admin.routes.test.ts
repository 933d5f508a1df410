import { CheckoutSchema, ShippingResponseSchema } from '@selvedge/contract';
import {
  AdminShippingCountrySchema,
  AdminShippingRateSchema,
  AdminShippingSchema,
  AdminShippingSettingsSchema,
  AuditPageSchema,
  type AdminShipping,
  type StaffRole,
  type StaffSession,
} from '@selvedge/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccess } from '../../test/admin-access.js';
import { cartCalls, pieceInput, readCatalogue, type CartCatalogue } from '../../test/cart-kit.js';
import { anAddress, checkoutCalls } from '../../test/checkout-kit.js';
import { createCustomer } from '../../test/factories.js';
import { staffSession, TEST_OWNER } from '../../test/staff-kit.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let shop: TestApp;
let catalogue: CartCatalogue;
let sessions: Record<StaffRole, StaffSession>;
let customerToken: string;

beforeAll(async () => {
  shop = await createTestApp({ config: { admin: TEST_OWNER, authRateLimitScale: 100 } });
  catalogue = await readCatalogue(shop, ['shirt']);
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
  problems?: { path: string; message: string }[];
  current?: Record<string, unknown>;
};

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  session: StaffSession = sessions.manager,
  headers: Record<string, string> = {},
) =>
  shop.call<Answer>({
    method,
    url: `/api/admin/shipping${url}`,
    headers: { authorization: `Bearer ${session.token}`, ...headers },
    ...(body === undefined ? {} : { payload: body as object }),
  });

const shipping = async (): Promise<AdminShipping> => AdminShippingSchema.parse((await call('GET', '')).body);
const storefront = async () => ShippingResponseSchema.parse((await shop.call('/api/shopify/shipping')).body);

async function auditOf(subjectType: string, subjectId: string) {
  return AuditPageSchema.parse(
    (
      await shop.call({
        url: `/api/admin/audit?subjectType=${subjectType}&subjectId=${subjectId}`,
        headers: { authorization: `Bearer ${sessions.owner.token}` },
      })
    ).body,
  ).entries;
}

/** A guest's checkout of one shirt delivered to `country`. */
async function checkoutTo(country: string) {
  const cart = (await cartCalls(shop).create({ lineItems: [pieceInput(catalogue)] })).body;
  const calls = checkoutCalls(shop);
  expect((await calls.open(cart.encodedId)).status).toBe(200);
  const answer = await calls.update(cart.encodedId, { email: 'ada@example.com', address: anAddress(country) });
  expect(answer.status, answer.raw).toBe(200);
  return { cart, read: async () => CheckoutSchema.parse((await calls.read(cart.encodedId)).body) };
}

describe('who may change shipping', () => {
  it('owners and managers only; the workroom is refused, a customer or nobody is not signed in', async () => {
    const before = await shipping();
    const calls = [
      { method: 'GET', url: '/api/admin/shipping', allowed: 200 },
      { method: 'PATCH', url: '/api/admin/shipping/rates/europe', body: { priceSgd: 1, version: 99 }, allowed: 409 },
      { method: 'PATCH', url: '/api/admin/shipping/settings', body: { freeShippingThresholdSgd: 1, version: 99 }, allowed: 409 },
      { method: 'POST', url: '/api/admin/shipping/countries', body: { code: 'SGP' }, allowed: 400 },
      { method: 'PATCH', url: '/api/admin/shipping/countries/SG', body: { name: 'Changed', version: 99 }, allowed: 409 },
      { method: 'DELETE', url: '/api/admin/shipping/countries/SG?version=99', allowed: 409 },
    ] as const;
    for (const entry of calls) await expectAccess(shop, entry, sessions, customerToken, ['owner', 'manager']);
    expect(await shipping()).toEqual(before);
  });
});

describe('shipping rates and the free-shipping threshold', () => {
  it('a changed rate and threshold reach the storefront, the cart and the checkout at once, audited', async () => {
    const before = await shipping();
    const rate = before.rates.find((entry) => entry.id === 'malaysia-brunei')!;
    expect(rate).toMatchObject({ priceSgd: 15, deliveryDays: { min: 2, max: 4 } });
    expect(rate.countryCount).toBeGreaterThanOrEqual(2);
    expect(before.settings.freeShippingThresholdSgd).toBe(650);
    const brunei = await checkoutTo('BN');
    expect((await brunei.read()).shipping).toMatchObject({ price: { amount: '15.00', currencyCode: 'SGD' }, free: false });

    const changed = await call('PATCH', '/rates/malaysia-brunei', {
      priceSgd: 22,
      deliveryDays: { min: 3, max: 5 },
      version: rate.version,
    });
    expect(changed.status, changed.raw).toBe(200);
    expect(AdminShippingRateSchema.parse(changed.body)).toMatchObject({
      priceSgd: 22,
      deliveryDays: { min: 3, max: 5 },
      version: rate.version + 1,
    });
    expect((await storefront()).rates.find((entry) => entry.id === 'malaysia-brunei')).toMatchObject({
      price: { amount: '22.00', currencyCode: 'SGD' },
      deliveryDays: { min: 3, max: 5 },
    });
    expect((await brunei.read()).shipping).toMatchObject({ price: { amount: '22.00', currencyCode: 'SGD' }, free: false });

    const cartBefore = await cartCalls(shop).read(brunei.cart.encodedId);
    expect(cartBefore.body.freeShipping.threshold).toBe('650.00');
    const threshold = await call('PATCH', '/settings', { freeShippingThresholdSgd: 0, version: before.settings.version }, sessions.owner);
    expect(threshold.status, threshold.raw).toBe(200);
    expect(AdminShippingSettingsSchema.parse(threshold.body)).toMatchObject({
      freeShippingThresholdSgd: 0,
      version: before.settings.version + 1,
    });
    expect((await storefront()).freeShippingThreshold).toEqual({ amount: '0.00', currencyCode: 'SGD' });
    expect((await brunei.read()).shipping).toMatchObject({ price: { amount: '0.00' }, free: true });
    expect((await cartCalls(shop).read(brunei.cart.encodedId)).body.freeShipping).toMatchObject({ threshold: '0.00', entitled: true });

    const back = await call('PATCH', '/settings', { freeShippingThresholdSgd: 650, version: before.settings.version + 1 });
    expect(back.status).toBe(200);
    expect((await brunei.read()).shipping).toMatchObject({ price: { amount: '22.00' }, free: false });

    expect((await auditOf('shipping_rate', 'malaysia-brunei'))[0]).toMatchObject({
      action: 'shipping_rate.update',
      before: { priceSgd: 15 },
      after: { priceSgd: 22 },
    });
    expect(
      (await auditOf('shipping_settings', 'shop')).map((entry) => [
        entry.action,
        (entry.after as { freeShippingThresholdSgd: number }).freeShippingThresholdSgd,
      ]),
    ).toEqual([
      ['shipping_settings.update', 650],
      ['shipping_settings.update', 0],
    ]);
  });

  it('refuses bad input naming the field, a stale edit with the row as it is now, and writes nothing', async () => {
    const before = await shipping();
    const rate = before.rates.find((entry) => entry.id === 'europe')!;
    const version = rate.version;
    const cases: [string, Record<string, unknown>, string][] = [
      ['/rates/europe', { priceSgd: -1, version }, 'priceSgd'],
      ['/rates/europe', { priceSgd: 10.5, version }, 'priceSgd'],
      ['/rates/europe', { priceSgd: '50', version }, 'priceSgd'],
      ['/rates/europe', { name: '', version }, 'name'],
      ['/rates/europe', { deliveryDays: { min: 7, max: 4 }, version }, 'deliveryDays.max'],
      ['/rates/europe', { deliveryDays: { min: -1, max: 4 }, version }, 'deliveryDays.min'],
      ['/rates/europe', { priceSgd: 40 }, 'version'],
      ['/rates/europe', { price: 40, version }, 'price'],
      ['/settings', { freeShippingThresholdSgd: -650, version: before.settings.version }, 'freeShippingThresholdSgd'],
      ['/settings', { freeShippingThresholdSgd: 650.5, version: before.settings.version }, 'freeShippingThresholdSgd'],
    ];
    for (const [url, body, path] of cases) {
      const answer = await call('PATCH', url, body);
      expect(answer.status, `${url} ${JSON.stringify(body)}: ${answer.raw}`).toBe(400);
      expect(
        answer.body.problems?.map((problem) => problem.path),
        JSON.stringify(body),
      ).toContain(path);
    }
    expect(await shipping()).toEqual(before);

    expect((await call('PATCH', '/rates/europe', { priceSgd: 55, version })).status).toBe(200);
    const stale = await call('PATCH', '/rates/europe', { priceSgd: 60, version });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('stale_edit');
    expect(stale.body.current).toMatchObject({ priceSgd: 55, version: version + 1 });
    const staleSettings = await call('PATCH', '/settings', { freeShippingThresholdSgd: 1, version: before.settings.version + 5 });
    expect(staleSettings.status).toBe(409);
    expect((await call('PATCH', '/rates/no-such-rate', { priceSgd: 1, version: 0 })).status).toBe(404);
    expect((await call('PATCH', '/rates/Not_An_Id!', { priceSgd: 1, version: 0 })).status).toBe(400);
  });
});

describe('shipping countries', () => {
  it('adds, edits and removes a country, with the storefront and the checkout following at once', async () => {
    const body = {
      code: 'is',
      name: 'Iceland',
      description: 'DHL Express, 4-7 working days; import VAT is charged on delivery.',
      rateId: 'europe',
      freeShipping: false,
      currencyCode: 'EUR',
    };
    const headers = { 'idempotency-key': 'add-iceland' };
    const added = await call('POST', '/countries', body, sessions.manager, headers);
    expect(added.status, added.raw).toBe(201);
    const iceland = AdminShippingCountrySchema.parse(added.body);
    expect(iceland).toMatchObject({ code: 'IS', rateId: 'europe', currencyCode: 'EUR', version: 0 });
    expect((await call('POST', '/countries', body, sessions.manager, headers)).headers['idempotent-replayed']).toBe('true');
    expect((await storefront()).countries.find((country) => country.code === 'IS')).toMatchObject({
      name: 'Iceland',
      description: body.description,
    });
    const checkout = await checkoutTo('IS');
    expect((await checkout.read()).chargeCurrency).toBe('EUR');

    const taken = await call('POST', '/countries', { ...body, code: 'SG' });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('shipping_country_taken');
    expect(taken.body.problems?.[0]?.path).toBe('code');

    const edited = await call(
      'PATCH',
      '/countries/is',
      {
        rateId: 'rest-of-world',
        description: 'DHL Express; duties and VAT are paid on delivery.',
        freeShipping: true,
        currencyCode: 'USD',
        version: 0,
      },
      sessions.owner,
    );
    expect(edited.status, edited.raw).toBe(200);
    expect(AdminShippingCountrySchema.parse(edited.body)).toMatchObject({
      rateId: 'rest-of-world',
      currencyCode: 'USD',
      freeShipping: true,
      version: 1,
    });
    expect((await storefront()).countries.find((country) => country.code === 'IS')).toMatchObject({
      rateId: 'rest-of-world',
      currencyCode: 'USD',
      freeShipping: true,
    });
    expect((await checkout.read()).shipping).toMatchObject({ name: 'Rest of the world' });

    const stale = await call('PATCH', '/countries/IS', { name: 'Ísland', version: 0 });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject({ name: 'Iceland', version: 1 });
    expect((await call('DELETE', '/countries/IS?version=0')).status).toBe(409);
    const removed = await call('DELETE', '/countries/IS?version=1');
    expect(removed.status, removed.raw).toBe(204);
    expect((await storefront()).countries.some((country) => country.code === 'IS')).toBe(false);
    expect((await call('DELETE', '/countries/IS?version=1')).status).toBe(404);

    expect((await auditOf('shipping_country', 'IS')).map((entry) => entry.action)).toEqual([
      'shipping_country.remove',
      'shipping_country.update',
      'shipping_country.create',
    ]);
  });

  it('refuses bad input naming the field, and writes nothing', async () => {
    const before = await shipping();
    const good = {
      code: 'FO',
      name: 'Faroe Islands',
      description: 'DHL Express.',
      rateId: 'europe',
      freeShipping: false,
      currencyCode: 'DKK',
    };
    const creates: [Record<string, unknown>, string][] = [
      [{ ...good, code: 'FRO' }, 'code'],
      [{ ...good, code: '1' }, 'code'],
      [{ ...good, name: '' }, 'name'],
      [{ ...good, description: '' }, 'description'],
      [{ ...good, description: 'x'.repeat(501) }, 'description'],
      [{ ...good, rateId: 'nowhere' }, 'rateId'],
      [{ ...good, currencyCode: 'XXX' }, 'currencyCode'],
      [{ ...good, freeShipping: 'no' }, 'freeShipping'],
      [{ ...good, colour: 'red' }, 'colour'],
    ];
    for (const [body, path] of creates) {
      const answer = await call('POST', '/countries', body);
      expect(answer.status, `${JSON.stringify(body)}: ${answer.raw}`).toBe(400);
      expect(
        answer.body.problems?.map((problem) => problem.path),
        JSON.stringify(body),
      ).toContain(path);
    }
    const singapore = before.countries.find((country) => country.code === 'SG')!;
    const edits: [Record<string, unknown>, string][] = [
      [{ rateId: 'nowhere', version: singapore.version }, 'rateId'],
      [{ currencyCode: 'sgd', version: singapore.version }, 'currencyCode'],
      [{ code: 'SX', version: singapore.version }, 'code'],
      [{ name: 'Singapore' }, 'version'],
    ];
    for (const [body, path] of edits) {
      const answer = await call('PATCH', '/countries/SG', body);
      expect(answer.status, `${JSON.stringify(body)}: ${answer.raw}`).toBe(400);
      expect(
        answer.body.problems?.map((problem) => problem.path),
        JSON.stringify(body),
      ).toContain(path);
    }
    expect((await call('DELETE', '/countries/SG')).status).toBe(400);
    expect((await call('DELETE', '/countries/SG?version=x')).status).toBe(400);
    expect((await call('PATCH', '/countries/ZZ', { name: 'Nowhere', version: 0 })).status).toBe(404);
    expect(await shipping()).toEqual(before);
  });
});

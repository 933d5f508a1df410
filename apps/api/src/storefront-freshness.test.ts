import {
  ProductPageSchema,
  ProductSchema,
  ProductsConfigResponseSchema,
  type CurrencyCode,
  type ProductsConfigResponse,
} from '@selvedge/contract';
import { AdminFabricDetailSchema, AdminRateListSchema, type AdminFabricDetail, type StaffSession } from '@selvedge/contract/admin';
import { convertFromSgd, decimalStringToMinor, importResponseKey, isEnvelope, openEnvelope } from '@selvedge/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from './app.js';
import { staffSession, TEST_OWNER } from './test/staff-kit.js';
import { createTestApp, type TestApp } from './test/test-app.js';
import { usingPostgres } from './test/test-database.js';

/**
 * An edit in the back office (an exchange rate, a price, a fabric withdrawn) reaches the storefront
 * at the customer's next page load: the answers a browser kept are asked for again with their
 * ETag, and the shop answers the new content, not 304 and not its own copy from before the edit.
 * On Postgres a second API process on the same database (another process behind the balancer)
 * answers the same within a moment, told by the database's notice (migration 0023).
 */

let shop: TestApp;
let manager: StaffSession;
/** The processes a customer's next request may reach: this one, and on Postgres another. */
let processes: FastifyInstance[] = [];
let openAnswer: (body: unknown) => Promise<unknown>;

beforeAll(async () => {
  shop = await createTestApp({ config: { admin: TEST_OWNER, authRateLimitScale: 100 } });
  manager = await staffSession(shop, 'manager');
  processes = [shop.app];
  if (usingPostgres()) {
    const other = await buildApp({ config: shop.config, database: await shop.database.openAnother() });
    await other.ready();
    processes.push(other);
  }
  const key = await importResponseKey(shop.config.responseKey.toString('base64'));
  openAnswer = async (body) => (isEnvelope(body) ? openEnvelope(body, key) : body);
});
afterAll(async () => {
  for (const other of processes.slice(1)) await other.close();
  await shop.close();
});

/** What a browser holds of one address: the answer and its tag. */
interface Kept<T> {
  url: string;
  etag: string;
  body: T;
}

/** A browser's request: with the tag of what it kept, as `Cache-Control: no-cache` makes it ask. */
async function ask(app: FastifyInstance, url: string, etag?: string) {
  const response = await app.inject({ url, headers: { 'accept-encoding': 'identity', ...(etag ? { 'if-none-match': etag } : {}) } });
  const body = response.body === '' ? null : await openAnswer(JSON.parse(response.body));
  return { status: response.statusCode, headers: response.headers, body };
}

/** A first visit: the answer, which the browser keeps but must ask about again before each use. */
async function keep<T>(app: FastifyInstance, url: string, parse: (body: unknown) => T): Promise<Kept<T>> {
  const first = await ask(app, url);
  expect(first.status, url).toBe(200);
  expect(first.headers['cache-control'], url).toBe('no-cache');
  const etag = String(first.headers.etag);
  expect(etag, url).toMatch(/^(W\/)?".+"$/);
  // Nothing changed yet: the question costs no body.
  const again = await ask(app, url, etag);
  expect(again.status, url).toBe(304);
  expect(again.body).toBeNull();
  return { url, etag, body: parse(first.body) };
}

/** The next page load: the browser asks with its tag; the shop must answer the new content. */
async function nextLoad<T>(app: FastifyInstance, kept: Kept<T>, parse: (body: unknown) => T): Promise<T> {
  const answer = await ask(app, kept.url, kept.etag);
  expect(answer.status, `${kept.url} answered 304 after the edit`).toBe(200);
  expect(answer.headers.etag).not.toBe(kept.etag);
  return parse(answer.body);
}

/** In this process at once; in another within a moment (the database's notice). */
async function everyProcess(check: (app: FastifyInstance) => Promise<void>): Promise<void> {
  await check(processes[0]!);
  for (const other of processes.slice(1)) await vi.waitFor(() => check(other), { timeout: 5_000, interval: 20 });
}

const admin = <T = Record<string, unknown>>(method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown) =>
  shop.call<T & { code?: string }>({
    method,
    url: `/api/admin${url}`,
    headers: { authorization: `Bearer ${manager.token}` },
    ...(body === undefined ? {} : { payload: body as object }),
  });

let serial = 0;
async function newFabric(): Promise<AdminFabricDetail> {
  serial += 1;
  const answer = await admin('POST', '/fabrics', {
    productType: 'shirt',
    title: `Fresh Poplin ${serial}`,
    handle: `shirt-fresh-poplin-${serial}`,
    description: 'A two-fold poplin, crisp and light.',
    attributes: { colour: ['Blue'], pattern: ['Solid'], material: ['Cotton'], weight: ['Light'], occasion: ['Business'] },
    tags: ['Display'],
    collections: ['blues', 'business'],
    price: { sgdMinor: 30000, fixed: {} },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return AdminFabricDetailSchema.parse(answer.body);
}

const product = (body: unknown) => ProductSchema.parse(body);
const page = (body: unknown) => ProductPageSchema.parse(body);
const config = (body: unknown): ProductsConfigResponse => ProductsConfigResponseSchema.parse(body);
const minor = (amount: string, currency: CurrencyCode) => decimalStringToMinor(amount, currency);

/** The first priced add-on of the shirt's configuration: its key and price. */
function pricedAddOn(served: ProductsConfigResponse) {
  const { accessories } = served.products.shirt;
  const item = [...accessories.fabric, ...accessories.initials, ...accessories.addOns, ...accessories.others].find(
    (entry) => entry.price !== null,
  );
  if (!item?.price) throw new Error('the shirt has no priced add-on');
  return { key: item.key, price: item.price };
}

describe(`a back-office edit reaches the storefront's next page load (${usingPostgres() ? 'Postgres, two processes' : 'PGlite'})`, () => {
  it('an exchange rate reprices the fabrics and the configuration in that currency', async () => {
    const fabric = await newFabric();
    const productUrl = `/api/shopify/products/shirt/handle/${fabric.handle}?cc=EUR`;
    const configUrl = '/api/contentful-plain/products/config?cc=EUR';
    const sgdPrice = minor(
      product((await ask(shop.app, `/api/shopify/products/shirt/handle/${fabric.handle}?cc=SGD`)).body).price.amount,
      'SGD',
    );
    const sgdAddOn = pricedAddOn(config((await ask(shop.app, '/api/contentful-plain/products/config?cc=SGD')).body));
    // Every process has answered (and kept) them in euros; the browser keeps each process's answer.
    const keptProducts = await Promise.all(processes.map((app) => keep(app, productUrl, product)));
    const keptConfigs = await Promise.all(processes.map((app) => keep(app, configUrl, config)));

    const eur = AdminRateListSchema.parse((await admin('GET', '/rates')).body).rates.find((rate) => rate.code === 'EUR')!;
    const rate = { code: 'EUR' as const, ratePerSgd: eur.ratePerSgd === '2' ? '3' : '2', roundingIncrementMinor: 1 };
    const edited = await admin('PATCH', '/rates/EUR', { ratePerSgd: rate.ratePerSgd, roundingIncrementMinor: 1, version: eur.version });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);

    const expectedPrice = convertFromSgd(sgdPrice, rate);
    expect(minor(keptProducts[0]!.body.price.amount, 'EUR')).not.toBe(expectedPrice);
    await everyProcess(async (app) => {
      const index = processes.indexOf(app);
      expect(minor((await nextLoad(app, keptProducts[index]!, product)).price.amount, 'EUR')).toBe(expectedPrice);
      const addOn = pricedAddOn(await nextLoad(app, keptConfigs[index]!, config));
      expect(addOn.key).toBe(sgdAddOn.key);
      expect(minor(addOn.price.amount, 'EUR')).toBe(convertFromSgd(minor(sgdAddOn.price.amount, 'SGD'), rate));
    });
  });

  it("a fabric's price shows on its page and in the listing", async () => {
    const fabric = await newFabric();
    const productUrl = `/api/shopify/products/shirt/handle/${fabric.handle}?cc=SGD`;
    const listUrl = '/api/shopify/products/shirt?cc=SGD&query=tag:Display&first=100';
    const keptProducts = await Promise.all(processes.map((app) => keep(app, productUrl, product)));
    const keptLists = await Promise.all(processes.map((app) => keep(app, listUrl, page)));
    expect(keptLists[0]!.body.products.map((item) => item.id)).toContain(keptProducts[0]!.body.id);

    const edited = await admin('PATCH', `/fabrics/${fabric.id}`, { price: { sgdMinor: 41_500, fixed: {} }, version: fabric.version });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);

    await everyProcess(async (app) => {
      const index = processes.indexOf(app);
      expect(minor((await nextLoad(app, keptProducts[index]!, product)).price.amount, 'SGD')).toBe(41_500);
      const listed = (await nextLoad(app, keptLists[index]!, page)).products.find((item) => item.handle === fabric.handle);
      expect(listed && minor(listed.price.amount, 'SGD')).toBe(41_500);
    });
  });

  it('a fabric withdrawn leaves the listing and cannot be bought from its page', async () => {
    const fabric = await newFabric();
    const productUrl = `/api/shopify/products/shirt/handle/${fabric.handle}?cc=SGD`;
    const listUrl = '/api/shopify/products/shirt?cc=SGD&query=tag:Display&first=100';
    const keptProducts = await Promise.all(processes.map((app) => keep(app, productUrl, product)));
    const keptLists = await Promise.all(processes.map((app) => keep(app, listUrl, page)));
    expect(keptProducts[0]!.body.availableForSale).toBe(true);
    expect(keptLists[0]!.body.products.map((item) => item.handle)).toContain(fabric.handle);

    const withdrawn = await admin('PATCH', `/fabrics/${fabric.id}/sale-status`, {
      status: 'withdrawn',
      note: 'The mill stopped weaving it.',
      version: fabric.version,
    });
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);

    await everyProcess(async (app) => {
      const index = processes.indexOf(app);
      expect((await nextLoad(app, keptLists[index]!, page)).products.map((item) => item.handle)).not.toContain(fabric.handle);
      // Its page: gone, or shown as not for sale; never the kept answer that offered it.
      const answer = await ask(app, productUrl, keptProducts[index]!.etag);
      expect(answer.status).not.toBe(304);
      if (answer.status === 200) expect(product(answer.body).availableForSale).toBe(false);
      else expect(answer.status).toBe(404);
    });
  });

  it('the pre-order, delivery and content answers are kept by the browser and asked for again by ETag', async () => {
    for (const url of [
      '/api/shopify/products/preorder',
      '/api/shopify/shipping',
      '/api/contentful/static-content/announcement',
      '/api/contentful/products/size-names',
      '/api/shopify/products/collections/shirt?cc=SGD',
    ]) {
      const kept = await keep(shop.app, url, (body) => body);
      // A tag that is not the answer's (an edit since): the whole answer again.
      const changed = await ask(shop.app, url, 'W/"before-the-edit"');
      expect(changed.status, url).toBe(200);
      expect(changed.body, url).toEqual(kept.body);
    }
  });
});

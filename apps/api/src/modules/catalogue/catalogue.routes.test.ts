import {
  PRODUCT_TYPES,
  ProductPageSchema,
  ProductSchema,
  ProductsConfigResponseSchema,
  type Product,
  type ProductPage,
  type ProductsConfigResponse,
} from '@selvedge/contract';
import { convertFromSgd, minorToDecimalString } from '@selvedge/domain';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCurrencies } from '../../db/seed/content/index.js';
import { seedFabrics } from '../../db/seed/fabrics/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(async () => shop.close());

async function allPages(path: string): Promise<{ products: Product[]; pages: number }> {
  const products: Product[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const separator = path.includes('?') ? '&' : '?';
    const answer = await shop.call<ProductPage>(`${path}${cursor ? `${separator}cursor=${cursor}` : ''}`);
    expect(answer.status).toBe(200);
    const page = ProductPageSchema.parse(answer.body);
    products.push(...page.products);
    cursor = page.lastProductCursor;
    expect(page.hasNextPage).toBe(cursor !== null);
    pages += 1;
  } while (cursor && pages < 50);
  return { products, pages };
}

describe('GET /api/contentful-plain/products/config', () => {
  it('answers plain JSON that satisfies the contract, kept by a browser that asks again by ETag', async () => {
    const answer = await shop.call<ProductsConfigResponse>('/api/contentful-plain/products/config?cc=SGD');
    expect(answer.status).toBe(200);
    expect(answer.encrypted).toBe(false);
    expect(answer.headers['cache-control']).toBe('no-cache');
    const config = ProductsConfigResponseSchema.parse(answer.body);
    expect(Object.keys(config.products).sort()).toEqual([...PRODUCT_TYPES].sort());
    expect(answer.headers.etag).toMatch(/^".+"$/);
  });

  it('answers 304 to a matching If-None-Match, and 200 to a stale one', async () => {
    const first = await shop.call('/api/contentful-plain/products/config?cc=USD');
    const etag = String(first.headers.etag);
    const again = await shop.call({ url: '/api/contentful-plain/products/config?cc=USD', headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.raw).toBe('');
    const stale = await shop.call({ url: '/api/contentful-plain/products/config?cc=USD', headers: { 'if-none-match': '"old"' } });
    expect(stale.status).toBe(200);
  });

  it('sends the same configuration brotli- or gzip-compressed to clients that accept it', async () => {
    const url = '/api/contentful-plain/products/config?cc=EUR';
    const plain = await shop.app.inject({ url });
    for (const [accept, encoding, decompress] of [
      ['br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const response = await shop.app.inject({ url, headers: { 'accept-encoding': accept } });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(decompress(response.rawPayload).toString()).toBe(plain.body);
    }
  });

  it('prices every add-on in the requested currency', async () => {
    const sgd = ProductsConfigResponseSchema.parse((await shop.call('/api/contentful-plain/products/config?cc=SGD')).body);
    const jpy = ProductsConfigResponseSchema.parse((await shop.call('/api/contentful-plain/products/config?cc=jpy')).body);
    expect(jpy.currencyCode).toBe('JPY');
    const rate = seedCurrencies.find((currency) => currency.code === 'JPY');
    if (!rate) throw new Error('the seed has no JPY rate');
    const pairs = PRODUCT_TYPES.flatMap((type) =>
      sgd.products[type].accessories.addOns.map((item, index) => [item, jpy.products[type].accessories.addOns[index]] as const),
    );
    expect(pairs.length).toBeGreaterThan(0);
    for (const [inSgd, inJpy] of pairs) {
      if (!inSgd.price || !inJpy?.price) continue;
      const minorSgd = Math.round(Number(inSgd.price.amount) * 100);
      expect(inJpy.price).toEqual({ amount: minorToDecimalString(convertFromSgd(minorSgd, rate), 'JPY'), currencyCode: 'JPY' });
    }
  });

  it('refuses an unknown currency with a 400 that names cc', async () => {
    const answer = await shop.call<{ error: string }>('/api/contentful-plain/products/config?cc=XYZ');
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(/^cc: /);
  });
});

describe('GET /api/shopify/products/{type}', () => {
  it('pages through every displayed shirt that is not a pre-order, once each', async () => {
    const { products, pages } = await allPages('/api/shopify/products/shirt?cc=SGD&query=tag:Display%20-tag:Preorder');
    const expected = seedFabrics.filter(
      (fabric) => fabric.productType === 'shirt' && fabric.tags.includes('Display') && !fabric.tags.includes('Preorder'),
    );
    expect(pages).toBeGreaterThan(1);
    expect(products.map((product) => product.handle).sort()).toEqual(expected.map((fabric) => fabric.handle).sort());
    expect(new Set(products.map((product) => product.id)).size).toBe(products.length);
  });

  it('lists only pre-order fabrics for tag:Display tag:Preorder (also written with + and AND)', async () => {
    const expected = seedFabrics
      .filter((fabric) => fabric.productType === 'jackets' && fabric.tags.includes('Preorder'))
      .map((fabric) => fabric.handle)
      .sort();
    expect(expected.length).toBeGreaterThan(0);
    for (const query of ['tag:Display%20tag:Preorder', 'tag:Display+tag:Preorder', 'tag:Display%20AND%20tag:Preorder']) {
      const { products } = await allPages(`/api/shopify/products/jackets?query=${query}`);
      expect(products.map((product) => product.handle).sort()).toEqual(expected);
      for (const product of products) expect(product.tags).toContain('Preorder');
    }
  });

  it('prices fabrics from the exchange rate, or from a hand-set price where one exists', async () => {
    const fixed = seedFabrics.find((fabric) => fabric.fixedPrices?.USD !== undefined);
    if (!fixed?.fixedPrices?.USD) throw new Error('the seed has no fabric with a fixed USD price');
    const answer = await shop.call<Product>(`/api/shopify/products/${fixed.productType}/handle/${fixed.handle}?cc=USD`);
    expect(answer.body.price).toEqual({ amount: minorToDecimalString(fixed.fixedPrices.USD, 'USD'), currencyCode: 'USD' });

    const plain = seedFabrics.find((fabric) => !fabric.fixedPrices);
    const rate = seedCurrencies.find((currency) => currency.code === 'EUR');
    if (!plain || !rate) throw new Error('seed data missing');
    const converted = await shop.call<Product>(`/api/shopify/products/${plain.productType}/handle/${plain.handle}?cc=EUR`);
    expect(converted.body.price.amount).toBe(minorToDecimalString(convertFromSgd(plain.priceMinorSgd, rate), 'EUR'));
  });

  it('honours first= and refuses it out of range', async () => {
    const answer = await shop.call<ProductPage>('/api/shopify/products/polo?first=5');
    expect(answer.body.products).toHaveLength(5);
    expect(answer.body.hasNextPage).toBe(true);
    for (const bad of ['0', '101', 'ten', '2.5']) {
      const refused = await shop.call<{ error: string }>(`/api/shopify/products/polo?first=${bad}`);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatch(/^first: /);
    }
  });

  it('encrypts the answer', async () => {
    const answer = await shop.call('/api/shopify/products/shorts');
    expect(answer.encrypted).toBe(true);
    expect(answer.raw).not.toContain('"products"');
  });

  it.each([
    ['an unknown product type', '/api/shopify/products/socks', /^type: productType must be one of/],
    ['an unknown currency', '/api/shopify/products/shirt?cc=BTC', /^cc: /],
    ['a query that is not a tag filter', '/api/shopify/products/shirt?query=price:0', /^query: "price:0" is not a tag filter/],
    ['a tag both required and excluded', '/api/shopify/products/shirt?query=tag:A%20-tag:A', /^query: tag A is both/],
    ['a cursor that was never issued', '/api/shopify/products/shirt?cursor=bm90LWEtY3Vyc29y', /^cursor: is invalid/],
    ['a cursor with odd characters', '/api/shopify/products/shirt?cursor=%27%3B--', /^cursor: is invalid/],
  ])('refuses %s with a 400 that says what was wrong', async (_name, url, message) => {
    const answer = await shop.call<{ error: string; code: string }>(url);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(message);
    expect(answer.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /api/shopify/products/{type}/handle/{handle} and /{type}/{id}', () => {
  const fabric = seedFabrics.find((each) => each.productType === 'trousers' && each.availableForSale);

  it('finds a fabric by handle, by id and by base64url-encoded id, all the same', async () => {
    if (!fabric) throw new Error('no trousers fabric in the seed');
    const byHandle = ProductSchema.parse((await shop.call(`/api/shopify/products/trousers/handle/${fabric.handle}`)).body);
    expect(byHandle.handle).toBe(fabric.handle);
    expect(byHandle.tags).toEqual(fabric.tags);
    const byId = await shop.call<Product>(`/api/shopify/products/trousers/${byHandle.id}`);
    const encoded = Buffer.from(byHandle.id).toString('base64url');
    const byEncodedId = await shop.call<Product>(`/api/shopify/products/trousers/${encoded}`);
    expect(byId.body).toEqual(byHandle);
    expect(byEncodedId.body).toEqual(byHandle);
    expect(byHandle.images[0]?.url).toMatch(/^\/api\/media\//);
  });

  it('answers 404 naming the handle or id that does not exist, or belongs to another type', async () => {
    if (!fabric) throw new Error('no trousers fabric in the seed');
    const unknown = await shop.call<{ error: string }>('/api/shopify/products/trousers/handle/no-such-cloth');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toContain('no-such-cloth');
    const otherType = await shop.call<{ error: string }>(`/api/shopify/products/shirt/handle/${fabric.handle}`);
    expect(otherType.status).toBe(404);
    const unknownId = await shop.call<{ error: string }>('/api/shopify/products/trousers/prod_nothing');
    expect(unknownId.status).toBe(404);
    expect(unknownId.body.error).toMatch(/^id: /);
  });

  it('refuses ids with characters no id has', async () => {
    const answer = await shop.call<{ error: string }>('/api/shopify/products/trousers/%22%3E%3Cscript%3E');
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(/^id: /);
  });
});

describe('GET /api/shopify/products/collections/{type}', () => {
  it('lists the collections with how many fabrics each holds', async () => {
    const answer = await shop.call<{ collections: { handle: string; productCount: number }[] }>('/api/shopify/products/collections/shirt');
    expect(answer.status).toBe(200);
    expect(answer.body.collections.length).toBeGreaterThan(3);
    for (const collection of answer.body.collections) {
      const members = seedFabrics.filter((f) => f.productType === 'shirt' && f.collections.includes(collection.handle));
      expect(collection.productCount).toBe(members.length);
    }
  });

  it('refuses an unknown type', async () => {
    expect((await shop.call('/api/shopify/products/collections/hats')).status).toBe(400);
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  GarmentPictureResponseSchema,
  garmentPicturePath,
  PRODUCT_TYPES,
  ProductsConfigOutlineSchema,
  ProductsConfigResponseSchema,
  type ProductsConfigResponse,
} from '@selvedge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * The domain's customiser tests run on a copy of the configuration the shop serves in SGD
 * (packages/domain/src/fixtures/products-config.sgd.json). This keeps the copy true: a change to
 * the seed's configuration fails here until the copy is refreshed with
 * `curl -s 'http://localhost:3000/api/contentful-plain/products/config?cc=SGD'` (pretty-printed).
 */
const fixturePath = path.resolve(import.meta.dirname, '../../../../../packages/domain/src/fixtures/products-config.sgd.json');
/** Each type's drawings as GET /api/garment-pictures/{type} serves them: `{ shirt: picture, ... }`. */
const picturesPath = path.resolve(import.meta.dirname, '../../../../../packages/domain/src/fixtures/garment-pictures.json');

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(async () => shop.close());

describe('the domain fixture of the product configuration', () => {
  it('is what GET /api/contentful-plain/products/config?cc=SGD serves', async () => {
    const answer = await shop.call({ method: 'GET', url: '/api/contentful-plain/products/config?cc=SGD' });
    expect(answer.status).toBe(200);
    const fixture = JSON.parse(readFileSync(fixturePath, 'utf8')) as unknown;
    expect(answer.body).toEqual(fixture);
  });

  it("passes the storefront's outline check untouched, and the full schema agrees, in any currency", async () => {
    for (const currency of ['SGD', 'EUR', 'JPY']) {
      const answer = await shop.call({ method: 'GET', url: `/api/contentful-plain/products/config?cc=${currency}` });
      expect(answer.status).toBe(200);
      const outline = ProductsConfigOutlineSchema.parse(answer.body);
      expect(outline).toEqual(answer.body);
      expect(ProductsConfigResponseSchema.parse(answer.body)).toEqual(outline);
    }
  });

  it('holds only the outline of each picture: the drawings are served apart, and equal their copy', async () => {
    const answer = await shop.call({ method: 'GET', url: '/api/contentful-plain/products/config?cc=SGD' });
    const config = answer.body as ProductsConfigResponse;
    const pictures = JSON.parse(readFileSync(picturesPath, 'utf8')) as Record<string, unknown>;
    for (const type of PRODUCT_TYPES) {
      expect(Object.keys(config.products[type].picture)).toEqual(['views']);
      const drawings = await shop.call({ method: 'GET', url: `/api${garmentPicturePath(type, config.products[type].version)}` });
      expect(drawings.status).toBe(200);
      const parsed = GarmentPictureResponseSchema.parse(drawings.body);
      expect(parsed).toEqual({ productType: type, version: config.products[type].version, picture: pictures[type] });
      expect(config.products[type].picture.views).toEqual(
        parsed.picture.views.map(({ key, name, width, height }) => ({ key, name, width, height })),
      );
    }
  });
});

describe('GET /api/garment-pictures/{type}', () => {
  it('is kept an hour at the live version’s address, checked again at any other, and answers 304 to its ETag', async () => {
    const version = (await shop.call({ method: 'GET', url: '/api/contentful-plain/products/config?cc=SGD' }))
      .body as ProductsConfigResponse;
    const live = version.products.polo.version;
    const kept = await shop.call({ method: 'GET', url: `/api/garment-pictures/polo?v=${live}` });
    expect(kept.headers['cache-control']).toBe('public, max-age=3600');
    const other = await shop.call({ method: 'GET', url: `/api/garment-pictures/polo?v=${live + 1}` });
    expect(other.headers['cache-control']).toBe('no-cache');
    expect(other.body).toEqual(kept.body);
    const etag = String(kept.headers.etag);
    const again = await shop.call({ method: 'GET', url: `/api/garment-pictures/polo?v=${live}`, headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('names what is wrong with the type or the version', async () => {
    const type = await shop.call({ method: 'GET', url: '/api/garment-pictures/socks?v=1' });
    expect(type.status).toBe(400);
    expect(JSON.stringify(type.body)).toContain('type');
    const version = await shop.call({ method: 'GET', url: '/api/garment-pictures/shirt?v=first' });
    expect(version.status).toBe(400);
    expect(JSON.stringify(version.body)).toContain('v: the configuration version');
  });
});

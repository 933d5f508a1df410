import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ProductsConfigOutlineSchema, ProductsConfigResponseSchema } from '@selvedge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * The domain's customiser tests run on a copy of the configuration the shop serves in SGD
 * (packages/domain/src/fixtures/products-config.sgd.json). This keeps the copy true: a change to
 * the seed's configuration fails here until the copy is refreshed with
 * `curl -s 'http://localhost:3000/api/contentful-plain/products/config?cc=SGD'` (pretty-printed).
 */
const fixturePath = path.resolve(import.meta.dirname, '../../../../../packages/domain/src/fixtures/products-config.sgd.json');

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
});

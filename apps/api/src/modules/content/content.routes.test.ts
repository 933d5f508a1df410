import { BlogSchema, SizeNamesResponseSchema, STATIC_PAGES, StaticContentSchema, type StaticContent } from '@selvedge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBlogs } from '../../db/seed/content/index.js';
import { seedFabrics } from '../../db/seed/fabrics/index.js';
import { seedProductConfigs } from '../../db/seed/product-configs/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(async () => shop.close());

describe('GET /api/contentful/static-content/{page}', () => {
  it.each(STATIC_PAGES)('serves the %s page, encrypted', async (page) => {
    const answer = await shop.call<StaticContent>(`/api/contentful/static-content/${page}`);
    expect(answer.status).toBe(200);
    expect(answer.encrypted).toBe(true);
    expect(StaticContentSchema.parse(answer.body).page).toBe(page);
  });

  it('refuses a page that does not exist, naming it', async () => {
    const answer = await shop.call<{ error: string }>('/api/contentful/static-content/secret-admin');
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(/^page: page must be one of/);
  });
});

describe('GET /api/contentful/products/size-names', () => {
  it('gives the sizes and fits of every product type, as configured', async () => {
    const answer = await shop.call('/api/contentful/products/size-names');
    const { sizeNames } = SizeNamesResponseSchema.parse(answer.body);
    expect(sizeNames).toHaveLength(seedProductConfigs.length);
    for (const config of seedProductConfigs) {
      const entry = sizeNames.find((each) => each.productType === config.productType);
      expect(entry?.sizes).toEqual(config.measurements.sizes);
      expect(entry?.fits).toEqual(config.measurements.fits);
    }
  });
});

describe('GET /api/shopify/blogs/{handle}', () => {
  it('serves a blog with its articles, newest first', async () => {
    const blog = seedBlogs[0];
    if (!blog) throw new Error('the seed has no blog');
    const answer = await shop.call(`/api/shopify/blogs/${blog.handle}`);
    const parsed = BlogSchema.parse(answer.body);
    expect(parsed.articles.map((article) => article.handle).sort()).toEqual(blog.articles.map((a) => a.handle).sort());
    const dates = parsed.articles.map((article) => article.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('answers 404 for an unknown blog and 404 for odd handles, never 500', async () => {
    // ('%00' is refused before any route: a 400 that names the handle, see forbidden-text.test.ts.)
    for (const handle of ['no-such-blog', 'UPPER', 'a'.repeat(150)]) {
      const answer = await shop.call<{ error: string }>(`/api/shopify/blogs/${handle}`);
      expect(answer.status).toBe(404);
      expect(answer.body.error).toMatch(/^handle: /);
    }
  });
});

describe('GET /api/media/{id}', () => {
  it('serves a swatch as SVG under a CSP that runs no script', async () => {
    const id = seedFabrics[0]?.imageIds[0];
    const answer = await shop.call(`/api/media/${id}`);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(answer.headers['content-security-policy']).toContain("default-src 'none'");
    expect(answer.raw.startsWith('<svg')).toBe(true);
    const again = await shop.call({ url: `/api/media/${id}`, headers: { 'if-none-match': String(answer.headers.etag) } });
    expect(again.status).toBe(304);
  });

  it('serves a drawn swatch whole when its thumbnail is asked for: an SVG is the same at any size', async () => {
    const id = seedFabrics[0]?.imageIds[0];
    const whole = await shop.call(`/api/media/${id}`);
    const small = await shop.call(`/api/media/${id}?size=thumbnail`);
    expect(small.status).toBe(200);
    expect(small.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(small.raw).toBe(whole.raw);
  });

  it('answers 404 for a picture that does not exist, and 400 naming size for a size it does not serve', async () => {
    expect((await shop.call('/api/media/nothing-here')).status).toBe(404);
    expect((await shop.call('/api/media/nothing-here?size=thumbnail')).status).toBe(404);
    const id = seedFabrics[0]?.imageIds[0];
    for (const size of ['huge', '', '../x', 'thumbnail&size=full']) {
      const answer = await shop.call<{ error: string }>(`/api/media/${id}?size=${encodeURIComponent(size)}`);
      expect(answer.status, size).toBe(400);
      expect(answer.body.error).toContain('size');
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.js';

/** Odd input thrown at every route of this issue: each answer must be a 4xx that explains itself. */
const oddValues = ['', '%00', '%FF', '..%2F..%2Fetc%2Fpasswd', "'%20OR%201=1--", 'a'.repeat(300), '%E2%9C%82', '-1', 'null', '[]', '{}'];

const templates = [
  (v: string) => `/api/contentful-plain/products/config?cc=${v}`,
  (v: string) => `/api/contentful/static-content/${v}`,
  (v: string) => `/api/shopify/blogs/${v}`,
  (v: string) => `/api/shopify/products/${v}`,
  (v: string) => `/api/shopify/products/shirt?query=${v}`,
  (v: string) => `/api/shopify/products/shirt?cursor=${v}`,
  (v: string) => `/api/shopify/products/shirt?first=${v}`,
  (v: string) => `/api/shopify/products/shirt?cc=${v}`,
  (v: string) => `/api/shopify/products/collections/${v}`,
  (v: string) => `/api/shopify/products/shirt/handle/${v}`,
  (v: string) => `/api/shopify/products/shirt/${v}`,
  (v: string) => `/api/shopify/products/${v}/handle/x`,
  (v: string) => `/api/media/${v}`,
];

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(async () => shop.close());

describe('no input produces a server error', () => {
  it('answers every odd value on every route with a 2xx, 3xx or a 4xx carrying a message', async () => {
    let checked = 0;
    for (const template of templates) {
      for (const value of oddValues) {
        const url = template(value);
        const answer = await shop.call<{ error?: string }>(url);
        expect(answer.status, url).toBeLessThan(500);
        if (answer.status >= 400) expect(typeof answer.body.error, url).toBe('string');
        checked += 1;
      }
    }
    expect(checked).toBe(templates.length * oddValues.length);
  });

  it('refuses bodies and methods the routes do not take', async () => {
    const post = await shop.call({ method: 'POST', url: '/api/shopify/products/shirt', payload: '{not json', headers: { 'content-type': 'application/json' } });
    expect(post.status).toBeLessThan(500);
    expect(post.status).toBeGreaterThanOrEqual(400);
  });

  it('answers odd account calls with a 4xx that explains itself', async () => {
    const bodies = ['{}', '[]', '"x"', 'null', '{"email":1,"password":[]}', '{"firstName":"A","lastName":"B","email":"a@b.co","password":"%00%00%00%00%00","confirmPassword":null}', 'not json'];
    for (const url of ['/api/shopify/auth/register', '/api/shopify/auth/login?cc=SGD']) {
      for (const payload of bodies) {
        const answer = await shop.call<{ error?: string }>({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' } });
        expect(answer.status, `${url} ${payload}`).toBeGreaterThanOrEqual(400);
        expect(answer.status, `${url} ${payload}`).toBeLessThan(500);
        expect(typeof answer.body.error, `${url} ${payload}`).toBe('string');
      }
    }
    for (const authorization of ['', 'Bearer', 'Bearer ', 'Bearer %00', `Bearer ${'a'.repeat(5000)}`, 'Basic abc', 'Bearer ../../etc']) {
      const answer = await shop.call<{ error?: string }>({ url: '/api/firebase/customers/customer', headers: { authorization } });
      expect(answer.status, authorization.slice(0, 30)).toBe(401);
      expect(answer.body.error).toBe('Token expired.');
    }
  });
});

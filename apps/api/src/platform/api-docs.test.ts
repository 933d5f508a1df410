import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

let shop: TestApp;
let production: TestApp;
beforeAll(async () => {
  [shop, production] = await Promise.all([createTestApp(), createTestApp({ config: { env: 'production' } })]);
});
afterAll(async () => Promise.all([shop.close(), production.close()]));

type OpenApi = { openapi: string; paths: Record<string, Record<string, { requestBody?: unknown; parameters?: { name: string }[] }>> };

describe('the API reference', () => {
  it('is generated from the route schemas, as plain OpenAPI', async () => {
    const answer = await shop.call<OpenApi>('/api/docs/json');
    expect(answer.status).toBe(200);
    expect(answer.encrypted).toBe(false);
    expect(answer.body.openapi).toMatch(/^3\./);
    // Every account route is there, with what its schema takes.
    const customer = answer.body.paths['/api/shopify/customer/{id}'];
    expect(customer?.patch?.requestBody).toBeDefined();
    expect(customer?.patch?.parameters?.map((parameter) => parameter.name)).toContain('id');
    expect(answer.body.paths['/api/email/mailerlite/confirm']?.post).toBeDefined();
    expect(answer.body.paths['/api/shopify/products/{type}']?.get?.parameters?.map((parameter) => parameter.name)).toEqual(
      expect.arrayContaining(['type', 'cc', 'query', 'cursor']),
    );
  });

  it('serves a page for people at /api/docs', async () => {
    const answer = await shop.call('/api/docs/');
    expect(answer.status).toBe(200);
    expect(String(answer.headers['content-type'])).toMatch(/text\/html/);
  });

  it('is not served in production', async () => {
    expect((await production.call('/api/docs/json')).status).toBe(404);
  });
});

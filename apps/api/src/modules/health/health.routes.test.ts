import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { usingPostgres } from '../../test/test-database.js';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(async () => shop.close());

describe('GET /api/health', () => {
  it('answers 200 while the database answers', async () => {
    const answer = await shop.call('/api/health');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'ok', database: usingPostgres() ? 'postgres' : 'pglite' });
  });

  it('answers 503 once the database is gone', async () => {
    await shop.database.handle.close();
    const answer = await shop.call<{ code: string }>('/api/health');
    expect(answer.status).toBe(503);
    expect(answer.body.code).toBe('database_unavailable');
  });
});

describe('GET /api/health while the process drains', () => {
  it('answers 503 shutting_down and closes every connection, so the balancer sends elsewhere', async () => {
    const draining = await createTestApp();
    try {
      expect((await draining.call('/api/health')).status).toBe(200);
      draining.app.lifecycle.drain();
      const answer = await draining.call<{ code: string; error: string }>('/api/health');
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ code: 'shutting_down', error: 'This process is shutting down; another one takes its requests.' });
      // Requests already on their way are still answered, each on a connection that then closes.
      const product = await draining.call('/api/shopify/products/shirt?first=1');
      expect(product.status).toBe(200);
      expect(product.headers.connection).toBe('close');
    } finally {
      await draining.close();
    }
  });
});

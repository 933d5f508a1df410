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

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase } from '../db/migrate.js';
import { createTestDatabase, usingPostgres, type TestDatabase } from '../test/test-database.js';
import { installationSecret, TEST_PAYMENTS_WEBHOOK_SECRET } from './installation-secrets.js';

let one: TestDatabase;
let another: TestDatabase;
beforeAll(async () => {
  [one, another] = await Promise.all([createTestDatabase(), createTestDatabase()]);
  await Promise.all([migrateDatabase(one.handle.kind, one.handle.db), migrateDatabase(another.handle.kind, another.handle.db)]);
});
afterAll(async () => Promise.all([one.dispose(), another.dispose()]));

describe('an installation secret', () => {
  it('is made once, 256 random bits, and read the same on every later start', async () => {
    const first = await installationSecret(one.handle.db, TEST_PAYMENTS_WEBHOOK_SECRET);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    expect(await installationSecret(one.handle.db, TEST_PAYMENTS_WEBHOOK_SECRET)).toBe(first);
  });

  it('differs between installations', async () => {
    const mine = await installationSecret(one.handle.db, TEST_PAYMENTS_WEBHOOK_SECRET);
    const theirs = await installationSecret(another.handle.db, TEST_PAYMENTS_WEBHOOK_SECRET);
    expect(theirs).not.toBe(mine);
  });

  it.runIf(usingPostgres())('is one secret when several processes start together', async () => {
    const handles = await Promise.all(Array.from({ length: 4 }, () => another.openAnother()));
    try {
      const secrets = await Promise.all(handles.map((handle) => installationSecret(handle.db, 'a_secret_made_at_once')));
      expect(new Set(secrets).size).toBe(1);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
    }
  });
});

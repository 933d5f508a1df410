import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './connection.js';
import { createTestDatabase, usingPostgres, type TestDatabase } from '../test/test-database.js';

/** Every Postgres connection of the shop runs under time limits, set after it connects (pgbouncer refuses them as start-up parameters). */
describe.runIf(usingPostgres())('the time limits of the shop’s Postgres connections', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database.dispose());

  async function limits(db: Database): Promise<Record<string, string>> {
    const read = async (name: string) =>
      ((await db.execute(sql.raw(`SHOW ${name}`))) as unknown as { rows: Record<string, string>[] }).rows[0]![name]!;
    return {
      statement: await read('statement_timeout'),
      lock: await read('lock_timeout'),
      idle: await read('idle_in_transaction_session_timeout'),
    };
  }

  it('holds statement, lock and idle-in-transaction limits on every pooled connection, lifted only while the start-up lock migrates', async () => {
    const expected = { statement: '30s', lock: '10s', idle: '15s' };
    // Ten at once: several connections of the pool, each set when it was made.
    const seen = await Promise.all(Array.from({ length: 10 }, () => limits(database.handle.db)));
    for (const each of seen) expect(each).toEqual(expected);
    const during = await database.handle.withStartupLock((db) => limits(db));
    expect(during).toMatchObject({ statement: '0', lock: '0' });
    // The lock's connection went back to the pool with its limits set again.
    const after = await Promise.all(Array.from({ length: 10 }, () => limits(database.handle.db)));
    for (const each of after) expect(each).toEqual(expected);
  });
});

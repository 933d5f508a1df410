import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/connection.js';
import { createPreparedPostgres, preparedPglite } from './database-templates.js';

/**
 * A database of its own for one test file: PGlite in memory by default; with TEST_DATABASE_URL, a
 * throwaway database created on that Postgres server and dropped afterwards.
 */
export interface TestDatabase {
  handle: DatabaseHandle;
  /** Opens another handle on the same database (Postgres only: PGlite has one connection). */
  openAnother(): Promise<DatabaseHandle>;
  dispose(): Promise<void>;
}

export const usingPostgres = () => Boolean(process.env.TEST_DATABASE_URL);

/** An empty database: nothing migrated, nothing seeded. */
export function createTestDatabase(): Promise<TestDatabase> {
  return openTestDatabase(null);
}

/**
 * A database migrated and seeded on `seedAt`, as the shop's start prepares it: a copy of the run's
 * template for that date (database-templates.ts), so no file pays for migrating and seeding.
 */
export function createPreparedTestDatabase(seedAt: Date): Promise<TestDatabase> {
  return openTestDatabase(seedAt);
}

async function openTestDatabase(seedAt: Date | null): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = seedAt ? await preparedPglite(seedAt) : await openDatabase({ dataDir: 'memory://' });
    return {
      handle,
      openAnother: () => Promise.reject(new Error('PGlite has a single connection')),
      dispose: () => handle.close(),
    };
  }
  const name = `selvedge_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  if (seedAt) await createPreparedPostgres(admin, serverUrl, name, seedAt);
  else await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handles: DatabaseHandle[] = [];
  const open = async () => {
    const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
    handles.push(handle);
    return handle;
  };
  const handle = await open();
  return {
    handle,
    openAnother: open,
    async dispose() {
      for (const each of handles) await each.close().catch(() => undefined);
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

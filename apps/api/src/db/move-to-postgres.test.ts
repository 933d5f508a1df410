import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock.js';
import { moveToPostgres } from './move-to-postgres.js';
import { openPreparedDatabase } from './prepare-database.js';
import { products } from './schema.js';

const serverUrl = process.env.TEST_DATABASE_URL || undefined;

/** `npm run move-to-postgres`: a grown embedded shop, moved whole into an empty Postgres database. */
describe.runIf(serverUrl)('moving the embedded database to Postgres', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'selvedge-move-'));
  const name = `selvedge_move_${Date.now().toString(36)}`;
  const url = Object.assign(new URL(serverUrl || 'postgres://x/x'), { pathname: `/${name}` }).toString();
  const admin = new pg.Client({ connectionString: serverUrl });

  beforeAll(async () => {
    const { database } = await openPreparedDatabase({ dataDir, seed: true });
    await database.close();
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
  });
  afterAll(async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses while the shop runs on the folder, naming it', async () => {
    const held = lockDataDir(dataDir);
    try {
      await expect(moveToPostgres({ dataDir, databaseUrl: url })).rejects.toThrow(
        `The shop's embedded database in ${dataDir} is open in another process`,
      );
    } finally {
      held.release();
    }
  });

  it('copies every table row for row, and the shop starts on the copy with nothing left to migrate or seed', {
    timeout: 120_000,
  }, async () => {
    const moved = await moveToPostgres({ dataDir, databaseUrl: url });
    expect(moved.rows.products).toBeGreaterThan(100);
    expect(moved.tables).toBeGreaterThan(30);
    const { database, seed } = await openPreparedDatabase({ databaseUrl: url, dataDir, seed: true });
    try {
      expect(seed.seeded).toBe(false);
      const [row] = await database.db.select({ n: count() }).from(products);
      expect(row?.n).toBe(moved.rows.products);
    } finally {
      await database.close();
    }
  });

  it('never writes into a database that holds something already', async () => {
    await expect(moveToPostgres({ dataDir, databaseUrl: url })).rejects.toThrow('The database in DATABASE_URL is not empty');
  });
});

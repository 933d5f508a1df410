import { ProductPageSchema, type Product } from '@selvedge/contract';
import { convertFromSgd, decimalStringToMinor } from '@selvedge/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from './app.js';
import { testConfig } from './platform/config.js';
import { runStartedAt } from './test/database-templates.js';
import { createPreparedTestDatabase, usingPostgres, type TestDatabase } from './test/test-database.js';

/**
 * What a process keeps of the catalogue and its prices is forgotten when the database announces a
 * change (migration 0023), so an edit made anywhere (another API process, the back office, psql)
 * reaches every process's next answer instead of after its cache's minute.
 */

let database: TestDatabase;
let apps: FastifyInstance[] = [];

beforeAll(async () => {
  database = await createPreparedTestDatabase(runStartedAt());
  const handles = usingPostgres() ? [database.handle, await database.openAnother(), await database.openAnother()] : [database.handle];
  const config = testConfig({ responseEncryption: false });
  apps = await Promise.all(handles.map((handle) => buildApp({ config, database: handle })));
  await Promise.all(apps.map((app) => app.ready()));
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await database.dispose();
});

async function firstShirtIn(app: FastifyInstance, cc: string): Promise<Product> {
  const answer = await app.inject(`/api/shopify/products/shirt?cc=${cc}&query=tag:Display`);
  return ProductPageSchema.parse(answer.json()).products[0]!;
}

async function setEuroRate(rate: string): Promise<void> {
  await database.handle.db.execute(sql`UPDATE currencies SET rate_per_sgd = ${rate}, rounding_increment_minor = 1 WHERE code = 'EUR'`);
}

const euroPriceAt = (sgdMinor: number, rate: string) =>
  convertFromSgd(sgdMinor, { code: 'EUR', ratePerSgd: rate, roundingIncrementMinor: 1 });

describe(`an edit reaches what every process keeps (${usingPostgres() ? 'Postgres, three processes' : 'PGlite'})`, () => {
  it('a rate changed straight in the database reprices the next answer of every process', async () => {
    const sgd = decimalStringToMinor((await firstShirtIn(apps[0]!, 'SGD')).price.amount, 'SGD');
    // Every process has read (and kept) the catalogue in euros.
    for (const app of apps) await firstShirtIn(app, 'EUR');

    await setEuroRate('2');
    for (const app of apps) {
      await vi.waitFor(
        async () => expect(decimalStringToMinor((await firstShirtIn(app, 'EUR')).price.amount, 'EUR')).toBe(euroPriceAt(sgd, '2')),
        { timeout: 5_000, interval: 20 },
      );
    }
  });

  it.runIf(usingPostgres())('after the listening connections are cut, they listen again and a later edit is seen', async () => {
    const sgd = decimalStringToMinor((await firstShirtIn(apps[0]!, 'SGD')).price.amount, 'SGD');
    for (const app of apps) await firstShirtIn(app, 'EUR');
    const current = (await database.handle.db.execute(sql`SELECT current_database() AS name`)) as unknown as { rows: [{ name: string }] };
    const { name } = current.rows[0];
    const listeners = `FROM pg_stat_activity WHERE application_name = 'selvedge-notices' AND datname = $1`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const cut = await admin.query(`SELECT pg_terminate_backend(pid) ${listeners}`, [name]);
      expect(cut.rowCount).toBe(apps.length);
      // Each process makes its listening connection again.
      await vi.waitFor(
        async () => {
          const { rows } = await admin.query<{ n: string }>(`SELECT count(*) AS n ${listeners}`, [name]);
          expect(Number(rows[0]!.n)).toBe(apps.length);
        },
        { timeout: 10_000, interval: 50 },
      );
    } finally {
      await admin.end();
    }
    await setEuroRate('3');
    for (const app of apps) {
      await vi.waitFor(
        async () => expect(decimalStringToMinor((await firstShirtIn(app, 'EUR')).price.amount, 'EUR')).toBe(euroPriceAt(sgd, '3')),
        { timeout: 5_000, interval: 20 },
      );
    }
  });
});

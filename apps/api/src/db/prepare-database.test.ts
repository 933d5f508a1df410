import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, usingPostgres, type TestDatabase } from '../test/test-database.js';
import { openDatabase, type Database } from './connection.js';
import { prepareDatabase } from './prepare-database.js';
import * as schema from './schema.js';
import { seedCurrencies, seedShippingCountries, seedStaticContent } from './seed/content/index.js';
import { seedFabricMedia, seedFabrics } from './seed/fabrics/index.js';
import { seedAddOns, seedProductConfigs, seedStyleMedia } from './seed/product-configs/index.js';

async function tableCounts(db: Database) {
  const tables = {
    products: schema.products,
    variants: schema.variants,
    variantPrices: schema.variantPrices,
    collections: schema.collections,
    collectionProducts: schema.collectionProducts,
    media: schema.media,
    currencies: schema.currencies,
    productConfigs: schema.productConfigs,
    preorders: schema.preorders,
    contentPages: schema.contentPages,
    blogArticles: schema.blogArticles,
    shippingCountries: schema.shippingCountries,
  };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await db.select({ n: count() }).from(table);
    counts[name] = row?.n ?? -1;
  }
  return counts;
}

let database: TestDatabase | null = null;
afterEach(async () => {
  await database?.dispose();
  database = null;
});

describe(`migrations and the demo seed (${usingPostgres() ? 'Postgres' : 'PGlite'})`, () => {
  it('migrates an empty database and seeds the whole demo shop', async () => {
    database = await createTestDatabase();
    const result = await prepareDatabase(database.handle, { seed: true });
    expect(result.seeded).toBe(true);
    const counts = await tableCounts(database.handle.db);
    expect(counts.products).toBe(seedFabrics.length + seedAddOns.length);
    expect(counts.variants).toBe(seedFabrics.length + seedAddOns.length);
    expect(counts.media).toBe(seedFabricMedia.length + seedStyleMedia.length);
    expect(counts.currencies).toBe(seedCurrencies.length);
    expect(counts.productConfigs).toBe(seedProductConfigs.length);
    expect(counts.contentPages).toBe(seedStaticContent.length);
    expect(counts.shippingCountries).toBe(seedShippingCountries.length);
    expect(counts.preorders).toBe(1);
    const shirts = await database.handle.db.select({ n: count() }).from(schema.products).where(eq(schema.products.productType, 'shirt'));
    expect(shirts[0]?.n).toBeGreaterThanOrEqual(40);
  });

  it('adds nothing on a second start', async () => {
    database = await createTestDatabase();
    await prepareDatabase(database.handle, { seed: true });
    const before = await tableCounts(database.handle.db);
    const again = await prepareDatabase(database.handle, { seed: true });
    expect(again.seeded).toBe(false);
    expect(await tableCounts(database.handle.db)).toEqual(before);
  });

  it('migrates without seeding when the seed is off', async () => {
    database = await createTestDatabase();
    await prepareDatabase(database.handle, { seed: false });
    const counts = await tableCounts(database.handle.db);
    expect(counts.products).toBe(0);
  });

  it.runIf(!usingPostgres())('keeps the data of an on-disk PGlite database across restarts', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'selvedge-data-'));
    try {
      const first = await openDatabase({ dataDir });
      await prepareDatabase(first, { seed: true });
      const before = await tableCounts(first.db);
      await first.close();
      const second = await openDatabase({ dataDir });
      const again = await prepareDatabase(second, { seed: true });
      expect(again.seeded).toBe(false);
      expect(await tableCounts(second.db)).toEqual(before);
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it.runIf(usingPostgres())('seeds exactly once when several API processes start together', async () => {
    database = await createTestDatabase();
    const others = await Promise.all([database.openAnother(), database.openAnother(), database.openAnother()]);
    const results = await Promise.all([database.handle, ...others].map((handle) => prepareDatabase(handle, { seed: true })));
    expect(results.filter((result) => result.seeded)).toHaveLength(1);
    const counts = await tableCounts(database.handle.db);
    expect(counts.products).toBe(seedFabrics.length + seedAddOns.length);
  });
});

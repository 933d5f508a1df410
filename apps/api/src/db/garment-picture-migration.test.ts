import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { productConfigs } from './schema.js';
import { seedProductConfigs } from './seed/product-configs/index.js';

/**
 * The garment picture's migration on a shop whose configurations were kept before it: every version
 * gets the seed's picture, exactly the seed's, so the SQL cannot drift from the drawings.
 */
const folder = path.resolve(import.meta.dirname, 'migrations');
const file = readdirSync(folder).find((name) => name.endsWith('_garment-picture-backfill.sql'))!;
const backfill = readFileSync(path.join(folder, file), 'utf8').split('-- hand-written').at(-1) ?? '';
const seedOf = (type: string) => seedProductConfigs.find((document) => document.productType === type)!;

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(async () => shop.close());

describe('the garment picture backfill', () => {
  it('gives every version kept without a picture the seed’s, and leaves a version that has its own', async () => {
    const { db } = shop.database.handle;
    expect(backfill).toMatch(/UPDATE "product_configs"/);
    await db.execute(sql`UPDATE "product_configs" SET "document" = "document" - 'picture'`);
    const [shirt] = await db.select().from(productConfigs).where(eq(productConfigs.productType, 'shirt'));
    await db
      .insert(productConfigs)
      .values({ productType: 'shirt', version: 2, document: shirt!.document, addOnPrices: shirt!.addOnPrices, note: 'history' });
    const own = structuredClone(seedOf('polo'));
    own.picture.clothSpan = 99;
    await db.insert(productConfigs).values({ productType: 'polo', version: 2, document: own, note: 'own' });

    await db.execute(sql.raw(backfill));

    const rows = await db.select().from(productConfigs).orderBy(asc(productConfigs.productType), asc(productConfigs.version));
    expect(rows).toHaveLength(8);
    for (const row of rows.filter((candidate) => candidate.version === 1 || candidate.productType === 'shirt')) {
      expect(row.document.picture, row.productType).toEqual(seedOf(row.productType).picture);
      expect(row.document, row.productType).toEqual(seedOf(row.productType));
    }
    const [polo] = await db
      .select()
      .from(productConfigs)
      .where(and(eq(productConfigs.productType, 'polo'), eq(productConfigs.version, 2)));
    expect(polo!.document.picture.clothSpan).toBe(99);
  });
});

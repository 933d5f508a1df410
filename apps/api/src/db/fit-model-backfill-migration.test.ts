import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ProductConfigDocument } from '@selvedge/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { productConfigs } from './schema.js';
import { seedProductConfigs } from './seed/product-configs/index.js';

/**
 * Migration 0024 on a shop whose configurations were kept before the fit estimate: every version
 * gets the seed's fitModel and fitChecks, exactly withFit's, so the SQL cannot drift from the seed.
 */
const migration = readFileSync(path.resolve(import.meta.dirname, 'migrations/0026_fit-model-backfill.sql'), 'utf8');
const backfill = migration.split('-- hand-written').at(-1) ?? '';
const seedOf = (type: string) => seedProductConfigs.find((document) => document.productType === type)!;

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(async () => shop.close());

describe('migration 0024', () => {
  it('gives every version kept without them the seed’s fitModel and fitChecks, and leaves a version that has its own', async () => {
    const { db } = shop.database.handle;
    expect(backfill).toMatch(/UPDATE "product_configs"/);
    // As the rows were before the migration: no fit sections; a second, older-style version of the shirt as history.
    await db.execute(sql`UPDATE "product_configs" SET "document" = "document" - 'fitModel' - 'fitChecks'`);
    const [shirt] = await db.select().from(productConfigs).where(eq(productConfigs.productType, 'shirt'));
    await db
      .insert(productConfigs)
      .values({ productType: 'shirt', version: 2, document: shirt!.document, addOnPrices: shirt!.addOnPrices, note: 'history' });
    // A version published after the fit estimate keeps its own numbers; one with only fitModel gets only fitChecks.
    const own = structuredClone(seedOf('polo'));
    own.fitModel.rangeZ = 2;
    own.fitChecks.farFromEstimateSds = 6;
    await db.insert(productConfigs).values({ productType: 'polo', version: 2, document: own, note: 'own' });
    const half: Partial<ProductConfigDocument> = { ...structuredClone(seedOf('trousers')), fitChecks: undefined };
    half.fitModel!.rangeZ = 1.5;
    await db
      .insert(productConfigs)
      .values({ productType: 'trousers', version: 2, document: JSON.parse(JSON.stringify(half)) as ProductConfigDocument, note: 'half' });

    await db.execute(sql.raw(backfill));

    const rows = await db.select().from(productConfigs).orderBy(asc(productConfigs.productType), asc(productConfigs.version));
    expect(rows).toHaveLength(9);
    for (const row of rows.filter((candidate) => candidate.version === 1 || candidate.productType === 'shirt')) {
      const seed = seedOf(row.productType);
      expect(row.document.fitModel, row.productType).toEqual(seed.fitModel);
      expect(row.document.fitChecks, row.productType).toEqual(seed.fitChecks);
      expect(row.document, row.productType).toEqual(seed);
    }
    const [polo] = await db
      .select()
      .from(productConfigs)
      .where(and(eq(productConfigs.productType, 'polo'), eq(productConfigs.version, 2)));
    expect(polo!.document).toEqual(own);
    const [trousers] = await db
      .select()
      .from(productConfigs)
      .where(and(eq(productConfigs.productType, 'trousers'), eq(productConfigs.version, 2)));
    expect(trousers!.document.fitModel.rangeZ).toBe(1.5);
    expect(trousers!.document.fitChecks).toEqual(seedOf('trousers').fitChecks);
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variantIdFor } from '../modules/catalogue/catalogue-ids.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { productConfigs } from './schema.js';
import { seedAddOns } from './seed/product-configs/index.js';

/** Migration 0017 on a shop that already had its configurations: they become the start of each type's history. */
const migration = readFileSync(path.resolve(import.meta.dirname, 'migrations/0017_product-config-versions.sql'), 'utf8');
const backfill = migration.split('--> statement-breakpoint').at(-1) ?? '';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(async () => shop.close());

describe('migration 0017', () => {
  it('fills the versions kept before it with the prices of the add-ons each names, and a note', async () => {
    const { db } = shop.database.handle;
    // As the rows were before the migration: no prices, no note.
    await db.update(productConfigs).set({ addOnPrices: {}, note: '' });
    expect(backfill).toMatch(/^\s*-- .*\nUPDATE "product_configs"/);
    await db.execute(sql.raw(backfill));
    const rows = await db.select().from(productConfigs).orderBy(asc(productConfigs.productType));
    expect(rows).toHaveLength(6);
    for (const row of rows) {
      const expected = Object.fromEntries(
        seedAddOns
          .filter((addOn) => addOn.productType === row.productType)
          .map((addOn) => [variantIdFor(addOn.handle), addOn.priceMinorSgd]),
      );
      expect(row.addOnPrices, row.productType).toEqual(expected);
      expect(row.note).toBe('The configuration before the back office.');
      expect(row.staffId).toBeNull();
    }
  });
});

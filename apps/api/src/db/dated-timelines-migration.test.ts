import { readFileSync } from 'node:fs';
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { productConfigs } from './schema.js';
import { seedProductConfigs } from './seed/product-configs/index.js';

/** Migration 0024's hand-written part on a shop whose configurations were stored before the timeline section. */
const migration = readFileSync(path.resolve(import.meta.dirname, 'migrations/0025_dated-timelines.sql'), 'utf8');
const handWritten = migration.split('-- hand-written').at(1) ?? '';
const [configBackfill = ''] = handWritten.split('--> statement-breakpoint');

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(async () => shop.close());

describe('migration 0024', () => {
  it('gives every stored configuration the timeline section the seed works out from its own lead times', async () => {
    const { db } = shop.database.handle;
    await db.execute(sql`update product_configs set document = document - 'timeline'`);
    // A type whose lead time staff changed since: its stages follow its own lead time, not the seed's.
    await db.execute(
      sql`update product_configs set document = jsonb_set(document, '{leadTime}', '{"minWeeks": 6, "maxWeeks": 8}') where product_type = 'polo'`,
    );
    await db.execute(sql.raw(configBackfill));
    const rows = await db.select().from(productConfigs).orderBy(asc(productConfigs.productType));
    expect(rows).toHaveLength(6);
    for (const row of rows) {
      const seeded = seedProductConfigs.find((config) => config.productType === row.productType)!;
      if (row.productType === 'polo')
        expect(row.document.timeline.stageDays).toEqual({ paid: 7, measurements_confirmed: 5, cutting: 5, sewing: 27, quality_check: 5 });
      else expect(row.document.timeline, row.productType).toEqual(seeded.timeline);
    }
    // Run again: a configuration that has its section keeps it.
    await db.execute(
      sql`update product_configs set document = jsonb_set(document, '{timeline,needByBufferDays}', '9') where product_type = 'shirt'`,
    );
    await db.execute(sql.raw(configBackfill));
    const [shirt] = await db.select().from(productConfigs).where(sql`product_type = 'shirt'`);
    expect(shirt?.document.timeline.needByBufferDays).toBe(9);
  });
});

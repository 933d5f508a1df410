import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_FIT_GUARANTEE, ProductConfigDocumentSchema } from '@selvedge/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { productConfigs } from './schema.js';

/** The fit claims' migration on a shop whose configurations were kept before the fit guarantee: each version gains it. */
const file = readdirSync(path.resolve(import.meta.dirname, 'migrations')).find((name) => name.endsWith('_fit-claims.sql'))!;
const migration = readFileSync(path.resolve(import.meta.dirname, 'migrations', file), 'utf8');
const backfill = migration.split('-- hand-written').at(-1) ?? '';

let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp();
});
afterAll(async () => shop.close());

describe('the fit claims migration', () => {
  it('gives every configuration kept before it the default fit guarantee, and leaves one that has its own', async () => {
    const { db } = shop.database.handle;
    await db.execute(sql`update product_configs set document = document - 'fitGuarantee'`);
    const own = { claimWindowDays: 14, alterationSharePercent: 20, alterationCapMinorSgd: 1_000, remakeLimit: 1 };
    await db.execute(
      sql`update product_configs set document = jsonb_set(document, '{fitGuarantee}', ${JSON.stringify(own)}::jsonb) where product_type = 'jackets'`,
    );
    expect(backfill).toMatch(/UPDATE "product_configs"/);
    await db.execute(sql.raw(backfill));
    const rows = await db.select().from(productConfigs);
    expect(rows.length).toBeGreaterThanOrEqual(6);
    for (const row of rows) {
      expect(row.document.fitGuarantee, row.productType).toEqual(row.productType === 'jackets' ? own : DEFAULT_FIT_GUARANTEE);
      expect(ProductConfigDocumentSchema.safeParse(row.document).success, row.productType).toBe(true);
    }
  });
});

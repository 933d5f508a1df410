import { and, asc, count, eq, ilike, inArray, min, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/connection.js';
import { containsPattern } from '../../db/like-pattern.js';
import { transaction, type Runner } from '../../db/transaction.js';
import { products, variants } from '../../db/schema.js';
import type { AdminFabricListQuery } from '@selvedge/contract/admin';

export type ProductRow = typeof products.$inferSelect;


/** The back office's fabric queries: found by type, status and words, paged in the database. */
export function createFabricsAdminRepository(db: Database) {
  return {
    transaction: transaction(db),

    async page(query: AdminFabricListQuery): Promise<{ rows: ProductRow[]; total: number }> {
      const conditions: SQL[] = [eq(products.kind, 'fabric')];
      if (query.type) conditions.push(eq(products.productType, query.type));
      if (query.status) conditions.push(eq(products.saleStatus, query.status));
      if (query.q) conditions.push(or(ilike(products.title, containsPattern(query.q)), ilike(products.handle, containsPattern(query.q)))!);
      const where = and(...conditions);
      const [rows, [counted]] = await Promise.all([
        db.select().from(products).where(where).orderBy(asc(products.productType), asc(products.position), asc(products.id)).limit(query.pageSize).offset((query.page - 1) * query.pageSize),
        db.select({ n: count() }).from(products).where(where),
      ]);
      return { rows, total: counted?.n ?? 0 };
    },

    /** Each product's lowest variant price in SGD minor units. */
    async basePrices(productIds: string[]): Promise<Map<string, number>> {
      if (productIds.length === 0) return new Map();
      const rows = await db.select({ productId: variants.productId, price: min(variants.priceMinor) }).from(variants).where(inArray(variants.productId, productIds)).groupBy(variants.productId);
      return new Map(rows.map((row) => [row.productId, Number(row.price ?? 0)]));
    },

    async lock(id: string, tx: Runner): Promise<ProductRow | null> {
      const [row] = await tx.select().from(products).where(and(eq(products.id, id), eq(products.kind, 'fabric'))).limit(1).for('update');
      return row ?? null;
    },

    async setSale(id: string, fields: Pick<ProductRow, 'saleStatus' | 'saleStatusNote'>, tx: Runner): Promise<ProductRow> {
      const [row] = await tx.update(products).set({ ...fields, version: sql`${products.version} + 1` }).where(eq(products.id, id)).returning();
      return row!;
    },
  };
}

export type FabricsAdminRepository = ReturnType<typeof createFabricsAdminRepository>;

import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { PREORDER_TAG } from '@selvedge/contract';
import type { Database } from '../../db/connection.js';
import { transaction, type Runner } from '../../db/transaction.js';
import { preorderProducts, preorders, products } from '../../db/schema.js';

export type PreorderRow = typeof preorders.$inferSelect;
export interface PreorderFabric {
  id: string;
  handle: string;
  title: string;
  productType: string;
}

const fabricColumns = { id: products.id, handle: products.handle, title: products.title, productType: products.productType };

/** Pre-orders in the back office, and the fabrics of each one's collection. */
export function createPreorderAdminRepository(db: Database) {
  return {
    transaction: transaction(db),

    newId: () => `pre_${randomBytes(12).toString('base64url')}`,

    /** Newest cutoff first: the running one (the storefront's) leads. */
    async list(): Promise<PreorderRow[]> {
      return db.select().from(preorders).orderBy(desc(preorders.cutoff), asc(preorders.id));
    },

    async byId(id: string, runner: Runner = db): Promise<PreorderRow | null> {
      const [row] = await runner.select().from(preorders).where(eq(preorders.id, id)).limit(1);
      return row ?? null;
    },

    async lock(id: string, tx: Runner): Promise<PreorderRow | null> {
      const [row] = await tx.select().from(preorders).where(eq(preorders.id, id)).limit(1).for('update');
      return row ?? null;
    },

    /** Each pre-order's fabrics, in their order. */
    async productsOf(preorderIds: string[], runner: Runner = db): Promise<Map<string, PreorderFabric[]>> {
      const byPreorder = new Map<string, PreorderFabric[]>();
      if (preorderIds.length === 0) return byPreorder;
      const rows = await runner
        .select({ preorderId: preorderProducts.preorderId, ...fabricColumns })
        .from(preorderProducts)
        .innerJoin(products, eq(products.id, preorderProducts.productId))
        .where(inArray(preorderProducts.preorderId, preorderIds))
        .orderBy(asc(preorderProducts.position));
      for (const { preorderId, ...fabric } of rows) byPreorder.set(preorderId, [...(byPreorder.get(preorderId) ?? []), fabric]);
      return byPreorder;
    },

    /** The fabrics among `ids` (an add-on or an unknown id is left out). */
    async fabrics(ids: string[], tx: Runner): Promise<PreorderFabric[]> {
      if (ids.length === 0) return [];
      return tx
        .select(fabricColumns)
        .from(products)
        .where(and(inArray(products.id, ids), eq(products.kind, 'fabric')));
    },

    async insert(row: Omit<PreorderRow, 'version'>, tx: Runner): Promise<void> {
      await tx.insert(preorders).values(row);
    },

    /** Writes the fields, only over the version seen: null when another change came first. */
    async update(
      id: string,
      seenVersion: number,
      fields: Partial<Omit<PreorderRow, 'id' | 'version'>>,
      tx: Runner,
    ): Promise<PreorderRow | null> {
      const [row] = await tx
        .update(preorders)
        .set({ ...fields, version: sql`${preorders.version} + 1` })
        .where(and(eq(preorders.id, id), eq(preorders.version, seenVersion)))
        .returning();
      return row ?? null;
    },

    /**
     * The collection's fabrics become exactly `productIds`, in order. The storefront's pre-order
     * listing filters on the `Preorder` tag, so a fabric put in gets it, and one taken out that
     * is in no other pre-order loses it (each such fabric's version moves on).
     */
    async setProducts(preorderId: string, productIds: string[], tx: Runner): Promise<void> {
      const previous = (
        await tx.select({ id: preorderProducts.productId }).from(preorderProducts).where(eq(preorderProducts.preorderId, preorderId))
      ).map((row) => row.id);
      await tx.delete(preorderProducts).where(eq(preorderProducts.preorderId, preorderId));
      if (productIds.length > 0)
        await tx.insert(preorderProducts).values(productIds.map((productId, position) => ({ preorderId, productId, position })));
      if (productIds.length > 0) {
        await tx
          .update(products)
          .set({ tags: sql`array_append(${products.tags}, ${PREORDER_TAG}::text)`, version: sql`${products.version} + 1` })
          .where(and(inArray(products.id, productIds), sql`not (${PREORDER_TAG}::text = any(${products.tags}))`));
      }
      const removed = previous.filter((id) => !productIds.includes(id));
      if (removed.length > 0) {
        const stillIn = tx
          .select({ id: preorderProducts.productId })
          .from(preorderProducts)
          .where(inArray(preorderProducts.productId, removed));
        await tx
          .update(products)
          .set({ tags: sql`array_remove(${products.tags}, ${PREORDER_TAG}::text)`, version: sql`${products.version} + 1` })
          .where(and(inArray(products.id, removed), sql`${PREORDER_TAG}::text = any(${products.tags})`, notInArray(products.id, stillIn)));
      }
    },
  };
}

export type PreorderAdminRepository = ReturnType<typeof createPreorderAdminRepository>;

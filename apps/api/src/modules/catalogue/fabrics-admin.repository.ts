import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, ilike, inArray, max, min, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/connection.js';
import { containsPattern } from '../../db/like-pattern.js';
import { transaction, type Runner } from '../../db/transaction.js';
import { collectionProducts, collections, media, products, variantPrices, variants } from '../../db/schema.js';
import type { CurrencyCode } from '@selvedge/contract';
import type { AdminFabricListQuery } from '@selvedge/contract/admin';

export type ProductRow = typeof products.$inferSelect;
type VariantRow = typeof variants.$inferSelect;

/** Everything the back office edits of one fabric, read together (inside a change's transaction, with its runner). */
export interface FabricRecord {
  product: ProductRow;
  variant: VariantRow;
  fixed: Partial<Record<CurrencyCode, number>>;
  collections: string[];
  pictures: Map<string, { width: number; height: number; uploaded: boolean }>;
}

/** The fields of a new fabric's rows. */
export interface NewFabric {
  product: Pick<ProductRow, 'handle' | 'productType' | 'title' | 'description' | 'tags' | 'attributes' | 'saleStatus' | 'saleStatusNote'>;
  priceMinorSgd: number;
  fixed: Partial<Record<CurrencyCode, number>>;
  collectionIds: string[];
}

/** Fabrics made in the back office get random ids (the seed's are derived from handles, which may change). */
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;

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
        db
          .select()
          .from(products)
          .where(where)
          .orderBy(asc(products.productType), asc(products.position), asc(products.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ n: count() }).from(products).where(where),
      ]);
      return { rows, total: counted?.n ?? 0 };
    },

    /** Each product's lowest variant price in SGD minor units. */
    async basePrices(productIds: string[]): Promise<Map<string, number>> {
      if (productIds.length === 0) return new Map();
      const rows = await db
        .select({ productId: variants.productId, price: min(variants.priceMinor) })
        .from(variants)
        .where(inArray(variants.productId, productIds))
        .groupBy(variants.productId);
      return new Map(rows.map((row) => [row.productId, Number(row.price ?? 0)]));
    },

    async lock(id: string, tx: Runner): Promise<ProductRow | null> {
      const [row] = await tx
        .select()
        .from(products)
        .where(and(eq(products.id, id), eq(products.kind, 'fabric')))
        .limit(1)
        .for('update');
      return row ?? null;
    },

    async record(id: string, runner: Runner = db): Promise<FabricRecord | null> {
      const [product] = await runner
        .select()
        .from(products)
        .where(and(eq(products.id, id), eq(products.kind, 'fabric')))
        .limit(1);
      if (!product) return null;
      const [variant] = await runner.select().from(variants).where(eq(variants.productId, id)).orderBy(asc(variants.id)).limit(1);
      if (!variant) return null;
      // One after another: inside a transaction the runner is one connection.
      const fixedRows = await runner.select().from(variantPrices).where(eq(variantPrices.variantId, variant.id));
      const collectionRows = await runner
        .select({ handle: collections.handle })
        .from(collectionProducts)
        .innerJoin(collections, eq(collections.id, collectionProducts.collectionId))
        .where(eq(collectionProducts.productId, id))
        .orderBy(asc(collections.position));
      const pictureRows =
        product.imageIds.length === 0
          ? []
          : await runner
              .select({ id: media.id, width: media.width, height: media.height, fileKey: media.fileKey })
              .from(media)
              .where(inArray(media.id, product.imageIds));
      return {
        product,
        variant,
        fixed: Object.fromEntries(fixedRows.map((row) => [row.currencyCode, Number(row.amountMinor)])),
        collections: collectionRows.map((row) => row.handle),
        pictures: new Map(pictureRows.map((row) => [row.id, { width: row.width, height: row.height, uploaded: row.fileKey !== null }])),
      };
    },

    /** Whether another product already has the handle. */
    async handleTaken(handle: string, exceptId: string | null, tx: Runner): Promise<boolean> {
      const rows = await tx
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.handle, handle), exceptId ? ne(products.id, exceptId) : undefined))
        .limit(1);
      return rows.length > 0;
    },

    /** The collections of a product type by handle. */
    async collectionIds(productType: string, tx: Runner): Promise<Map<string, string>> {
      const rows = await tx
        .select({ id: collections.id, handle: collections.handle })
        .from(collections)
        .where(eq(collections.productType, productType));
      return new Map(rows.map((row) => [row.handle, row.id]));
    },

    /** A new fabric, last in its type's listing, with its one variant, its fixed prices and its collections. */
    async insert(fabric: NewFabric, now: Date, tx: Runner): Promise<string> {
      const id = newId('prod');
      const variantId = newId('var');
      const [last] = await tx
        .select({ position: max(products.position) })
        .from(products)
        .where(and(eq(products.productType, fabric.product.productType), eq(products.kind, 'fabric')));
      await tx
        .insert(products)
        .values({ ...fabric.product, id, kind: 'fabric', imageIds: [], position: (last?.position ?? -1) + 1, createdAt: now });
      await tx
        .insert(variants)
        .values({ id: variantId, productId: id, title: fabric.product.title, priceMinor: fabric.priceMinorSgd, availableForSale: true });
      await this.setPrice(variantId, fabric.priceMinorSgd, fabric.fixed, tx);
      await this.setCollections(id, fabric.collectionIds, tx);
      return id;
    },

    /** Writes the fields, only over the version seen: null when another change came first. */
    async update(
      id: string,
      seenVersion: number,
      fields: Partial<
        Pick<
          ProductRow,
          'handle' | 'productType' | 'title' | 'description' | 'tags' | 'attributes' | 'saleStatus' | 'saleStatusNote' | 'imageIds'
        >
      >,
      tx: Runner,
    ): Promise<ProductRow | null> {
      const [row] = await tx
        .update(products)
        .set({ ...fields, version: sql`${products.version} + 1` })
        .where(and(eq(products.id, id), eq(products.version, seenVersion)))
        .returning();
      return row ?? null;
    },

    async setVariantTitle(variantId: string, title: string, tx: Runner): Promise<void> {
      await tx.update(variants).set({ title }).where(eq(variants.id, variantId));
    },

    /** The SGD base price, and exactly these fixed prices (every other currency follows the rates). */
    async setPrice(variantId: string, priceMinorSgd: number, fixed: Partial<Record<CurrencyCode, number>>, tx: Runner): Promise<void> {
      await tx.update(variants).set({ priceMinor: priceMinorSgd }).where(eq(variants.id, variantId));
      await tx.delete(variantPrices).where(eq(variantPrices.variantId, variantId));
      const rows = Object.entries(fixed).map(([currencyCode, amountMinor]) => ({ variantId, currencyCode, amountMinor: amountMinor ?? 0 }));
      if (rows.length > 0) await tx.insert(variantPrices).values(rows);
    },

    async setCollections(productId: string, collectionIds: string[], tx: Runner): Promise<void> {
      await tx.delete(collectionProducts).where(eq(collectionProducts.productId, productId));
      if (collectionIds.length > 0)
        await tx.insert(collectionProducts).values(collectionIds.map((collectionId) => ({ collectionId, productId })));
    },

    async setSale(id: string, fields: Pick<ProductRow, 'saleStatus' | 'saleStatusNote'>, tx: Runner): Promise<ProductRow> {
      const [row] = await tx
        .update(products)
        .set({ ...fields, version: sql`${products.version} + 1` })
        .where(eq(products.id, id))
        .returning();
      return row!;
    },
  };
}

export type FabricsAdminRepository = ReturnType<typeof createFabricsAdminRepository>;

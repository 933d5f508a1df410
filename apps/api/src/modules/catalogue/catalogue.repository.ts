import { and, arrayContains, arrayOverlaps, asc, eq, gt, inArray, ne, not, or, sql, type SQL } from 'drizzle-orm';
import type { CurrencyCode, ProductConfigDocument, ProductType } from '@selvedge/contract';
import type { CurrencyRate } from '@selvedge/domain';
import type { Database } from '../../db/connection.js';
import { collectionProducts, collections, currencies, media, productConfigs, products, variantPrices, variants } from '../../db/schema.js';
import type { ProductCursor } from './product-cursor.js';
import type { TagFilter } from './product-query.js';

export interface FabricRow {
  id: string;
  handle: string;
  productType: string;
  title: string;
  description: string;
  tags: string[];
  attributes: Record<string, string[]>;
  imageIds: string[];
  position: number;
  variantId: string;
  priceMinorSgd: number;
  availableForSale: boolean;
  saleStatus: 'on_sale' | 'out_of_stock' | 'withdrawn';
}

export interface CartVariantRow {
  variantId: string;
  productId: string;
  kind: 'fabric' | 'addon';
  productType: string;
  title: string;
  handle: string;
  imageIds: string[];
  saleStatus: 'on_sale' | 'out_of_stock' | 'withdrawn';
  saleStatusNote: string | null;
  availableForSale: boolean;
  priceMinorSgd: number;
  fixedPrices: Partial<Record<CurrencyCode, number>>;
}

const fabricColumns = {
  id: products.id,
  handle: products.handle,
  productType: products.productType,
  title: products.title,
  description: products.description,
  tags: products.tags,
  attributes: products.attributes,
  imageIds: products.imageIds,
  position: products.position,
  variantId: variants.id,
  priceMinorSgd: variants.priceMinor,
  availableForSale: variants.availableForSale,
  saleStatus: products.saleStatus,
};

export function createCatalogueRepository(db: Database) {
  function selectFabrics(where: SQL | undefined) {
    return db
      .select(fabricColumns)
      .from(products)
      .innerJoin(variants, eq(variants.productId, products.id))
      .where(and(eq(products.kind, 'fabric'), where));
  }

  return {
    async listFabrics(type: ProductType, filter: TagFilter, after: ProductCursor | null, limit: number): Promise<FabricRow[]> {
      // A fabric withdrawn from sale leaves the listings; one out of stock stays, marked unavailable.
      const conditions: (SQL | undefined)[] = [eq(products.productType, type), ne(products.saleStatus, 'withdrawn')];
      if (filter.include.length > 0) conditions.push(arrayContains(products.tags, filter.include));
      if (filter.exclude.length > 0) conditions.push(not(arrayOverlaps(products.tags, filter.exclude)));
      if (after) {
        conditions.push(or(gt(products.position, after.position), and(eq(products.position, after.position), gt(products.id, after.id))));
      }
      return selectFabrics(and(...conditions))
        .orderBy(asc(products.position), asc(products.id))
        .limit(limit);
    },

    /** Every fabric of `type` a customer can order in the shop now (on sale, in stock, shown, not a pre-order's), by title. */
    async fabricsOnSale(type: ProductType): Promise<FabricRow[]> {
      const conditions = [
        eq(products.productType, type),
        eq(products.saleStatus, 'on_sale'),
        eq(variants.availableForSale, true),
        arrayContains(products.tags, ['Display']),
      ];
      return selectFabrics(and(...conditions, not(arrayOverlaps(products.tags, ['Preorder'])))).orderBy(
        asc(products.title),
        asc(products.id),
      );
    },

    async findFabricByHandle(type: ProductType, handle: string): Promise<FabricRow | undefined> {
      const rows = await selectFabrics(and(eq(products.productType, type), eq(products.handle, handle))).limit(1);
      return rows[0];
    },

    async findFabricsById(type: ProductType, ids: string[]): Promise<FabricRow[]> {
      if (ids.length === 0) return [];
      return selectFabrics(and(eq(products.productType, type), inArray(products.id, ids)));
    },

    async firstFabric(type: ProductType): Promise<FabricRow | undefined> {
      const rows = await selectFabrics(and(eq(products.productType, type), arrayContains(products.tags, ['Display'])))
        .orderBy(asc(products.position), asc(products.id))
        .limit(1);
      return rows[0];
    },

    async collectionHandlesByProduct(productIds: string[]): Promise<Map<string, string[]>> {
      const byProduct = new Map<string, string[]>();
      if (productIds.length === 0) return byProduct;
      const rows = await db
        .select({ productId: collectionProducts.productId, handle: collections.handle })
        .from(collectionProducts)
        .innerJoin(collections, eq(collections.id, collectionProducts.collectionId))
        .where(inArray(collectionProducts.productId, productIds))
        .orderBy(asc(collections.position));
      for (const row of rows) byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), row.handle]);
      return byProduct;
    },

    /** variant id -> currency -> hand-set price in minor units. */
    async fixedPrices(variantIds: string[]): Promise<Map<string, Partial<Record<CurrencyCode, number>>>> {
      const byVariant = new Map<string, Partial<Record<CurrencyCode, number>>>();
      if (variantIds.length === 0) return byVariant;
      const rows = await db.select().from(variantPrices).where(inArray(variantPrices.variantId, variantIds));
      for (const row of rows) {
        byVariant.set(row.variantId, { ...byVariant.get(row.variantId), [row.currencyCode]: row.amountMinor });
      }
      return byVariant;
    },

    /** The variants a cart names, with their product: what the cart needs to check, show and price its lines. */
    async cartVariants(variantIds: string[]): Promise<CartVariantRow[]> {
      if (variantIds.length === 0) return [];
      return db
        .select({
          variantId: variants.id,
          productId: products.id,
          kind: products.kind,
          productType: products.productType,
          title: products.title,
          handle: products.handle,
          imageIds: products.imageIds,
          saleStatus: products.saleStatus,
          saleStatusNote: products.saleStatusNote,
          availableForSale: variants.availableForSale,
          priceMinorSgd: variants.priceMinor,
          // The hand-set prices ride along: one statement per cart read.
          fixedPrices: sql<
            Partial<Record<CurrencyCode, number>>
          >`coalesce((select json_object_agg(${variantPrices.currencyCode}, ${variantPrices.amountMinor}) from ${variantPrices} where ${variantPrices.variantId} = ${variants.id}), '{}'::json)`,
        })
        .from(variants)
        .innerJoin(products, eq(products.id, variants.productId))
        .where(inArray(variants.id, variantIds));
    },

    async variantBasePrices(variantIds: string[]): Promise<Map<string, number>> {
      if (variantIds.length === 0) return new Map();
      const rows = await db
        .select({ id: variants.id, priceMinor: variants.priceMinor })
        .from(variants)
        .where(inArray(variants.id, variantIds));
      return new Map(rows.map((row) => [row.id, row.priceMinor]));
    },

    async mediaSizes(mediaIds: string[]): Promise<Map<string, { width: number; height: number }>> {
      if (mediaIds.length === 0) return new Map();
      const rows = await db
        .select({ id: media.id, width: media.width, height: media.height })
        .from(media)
        .where(inArray(media.id, mediaIds));
      return new Map(rows.map((row) => [row.id, { width: row.width, height: row.height }]));
    },

    async listCollections(type: ProductType) {
      return db
        .select({
          id: collections.id,
          handle: collections.handle,
          title: collections.title,
          description: collections.description,
          filterType: collections.filterType,
          productCount: sql<number>`cast(count(${collectionProducts.productId}) as int)`,
        })
        .from(collections)
        .leftJoin(collectionProducts, eq(collectionProducts.collectionId, collections.id))
        .where(eq(collections.productType, type))
        .groupBy(collections.id)
        .orderBy(asc(collections.position));
    },

    /** The live (highest) version of every product type's configuration. */
    async latestConfigs(): Promise<{ productType: string; version: number; document: ProductConfigDocument }[]> {
      const rows = await db.select().from(productConfigs).orderBy(asc(productConfigs.productType), asc(productConfigs.version));
      const latest = new Map<string, (typeof rows)[number]>();
      for (const row of rows) latest.set(row.productType, row);
      return [...latest.values()];
    },

    async listCurrencyRates(): Promise<CurrencyRate[]> {
      const rows = await db.select().from(currencies).orderBy(asc(currencies.position));
      return rows.map((row) => ({
        code: row.code as CurrencyCode,
        ratePerSgd: row.ratePerSgd,
        roundingIncrementMinor: row.roundingIncrementMinor,
      }));
    },
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;

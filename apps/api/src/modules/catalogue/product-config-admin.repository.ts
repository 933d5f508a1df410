import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ProductConfigDocument } from '@selvedge/contract';
import type { Database } from '../../db/connection.js';
import { media, productConfigs, products, staff, variants } from '../../db/schema.js';
import { transaction, type Runner } from '../../db/transaction.js';

/** A version as the back office shows it: the row, and the name of who published it. */
export interface ConfigVersionRow {
  productType: string;
  version: number;
  createdAt: Date;
  note: string;
  staffId: string | null;
  staffName: string | null;
  staffEmail: string | null;
}

export interface ConfigVersionWithDocument extends ConfigVersionRow {
  document: ProductConfigDocument;
  addOnPrices: Record<string, number>;
}

const summaryColumns = {
  productType: productConfigs.productType,
  version: productConfigs.version,
  createdAt: productConfigs.createdAt,
  note: productConfigs.note,
  staffId: productConfigs.staffId,
  staffName: staff.name,
  staffEmail: staff.email,
};
const fullColumns = { ...summaryColumns, document: productConfigs.document, addOnPrices: productConfigs.addOnPrices };

/** The product configurations' history (only ever added to), and the add-on prices and pictures they name. */
export function createProductConfigAdminRepository(db: Database) {
  return {
    transaction: transaction(db),

    /** Every type's live (highest) version, with its title. */
    async currentAll(): Promise<(ConfigVersionRow & { title: string })[]> {
      return db
        .selectDistinctOn([productConfigs.productType], { ...summaryColumns, title: sql<string>`${productConfigs.document} ->> 'title'` })
        .from(productConfigs)
        .leftJoin(staff, eq(staff.id, productConfigs.staffId))
        .orderBy(productConfigs.productType, desc(productConfigs.version));
    },

    async current(type: string, runner: Runner = db): Promise<ConfigVersionWithDocument | null> {
      const [row] = await runner
        .select(fullColumns)
        .from(productConfigs)
        .leftJoin(staff, eq(staff.id, productConfigs.staffId))
        .where(eq(productConfigs.productType, type))
        .orderBy(desc(productConfigs.version))
        .limit(1);
      return row ?? null;
    },

    async byNumber(type: string, version: number): Promise<ConfigVersionWithDocument | null> {
      const [row] = await db
        .select(fullColumns)
        .from(productConfigs)
        .leftJoin(staff, eq(staff.id, productConfigs.staffId))
        .where(and(eq(productConfigs.productType, type), eq(productConfigs.version, version)))
        .limit(1);
      return row ?? null;
    },

    /** A type's versions, newest first, without their documents. */
    async page(type: string, page: number, pageSize: number): Promise<{ rows: ConfigVersionRow[]; total: number }> {
      const where = eq(productConfigs.productType, type);
      const [rows, [counted]] = await Promise.all([
        db
          .select(summaryColumns)
          .from(productConfigs)
          .leftJoin(staff, eq(staff.id, productConfigs.staffId))
          .where(where)
          .orderBy(desc(productConfigs.version))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(productConfigs).where(where),
      ]);
      return { rows, total: counted?.n ?? 0 };
    },

    /** The live version's row, locked until the transaction ends: one publisher at a time per type. */
    async lockCurrent(type: string, tx: Runner): Promise<{ version: number } | null> {
      const [row] = await tx
        .select({ version: productConfigs.version })
        .from(productConfigs)
        .where(eq(productConfigs.productType, type))
        .orderBy(desc(productConfigs.version))
        .limit(1)
        .for('update');
      return row ?? null;
    },

    async insert(
      row: {
        productType: string;
        version: number;
        document: ProductConfigDocument;
        addOnPrices: Record<string, number>;
        staffId: string;
        note: string;
        createdAt: Date;
      },
      tx: Runner,
    ): Promise<void> {
      await tx.insert(productConfigs).values(row);
    },

    /** The add-on variants of a type (what its configuration may price with) and their SGD prices in minor units. */
    async addOnPrices(type: string, runner: Runner = db): Promise<Map<string, number>> {
      const rows = await runner
        .select({ id: variants.id, priceMinor: variants.priceMinor })
        .from(variants)
        .innerJoin(products, eq(products.id, variants.productId))
        .where(and(eq(products.kind, 'addon'), eq(products.productType, type)));
      return new Map(rows.map((row) => [row.id, row.priceMinor]));
    },

    async setPrice(variantId: string, priceMinor: number, tx: Runner): Promise<void> {
      await tx.update(variants).set({ priceMinor }).where(eq(variants.id, variantId));
    },

    /** Which of `ids` are pictures the shop has. */
    async existingMedia(ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db.select({ id: media.id }).from(media).where(inArray(media.id, ids));
      return new Set(rows.map((row) => row.id));
    },
  };
}

export type ProductConfigAdminRepository = ReturnType<typeof createProductConfigAdminRepository>;

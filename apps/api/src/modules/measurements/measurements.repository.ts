import { randomBytes } from 'node:crypto';
import type { ProductType, SizeMeasurement, SizeTrack } from '@selvedge/contract';
import { and, asc, count, desc, eq, isNull, max } from 'drizzle-orm';
import type { Database } from '../../db/connection.js';
import { transaction, type Runner } from '../../db/transaction.js';
import { customers, customerSizes, customerSizeVersions } from '../../db/schema.js';

export type SizeRow = typeof customerSizes.$inferSelect;

/** `siz_` + 96 random bits: a size id says nothing about its customer or how many sizes there are. */
export function newSizeId(): string {
  return `siz_${randomBytes(12).toString('base64url')}`;
}

/** What a size is made of, as stored. */
export interface SizeFields {
  name: string;
  nameKey: string;
  track: SizeTrack;
  basedOnSize: string | null;
  fit: string;
  measurements: SizeMeasurement[];
}

/** Live sizes only: a deleted one is kept but never read back. */
const live = (customerId: string) => and(eq(customerSizes.customerId, customerId), isNull(customerSizes.deletedAt));
/** Most recently changed first; the rest keeps the answers stable when two changes share a time. */
const newestFirst = [desc(customerSizes.updatedAt), desc(customerSizes.createdAt), desc(customerSizes.id)];

/** Every query is scoped by the customer id: a size is only ever reached through its owner. */
export function createMeasurementsRepository(db: Database) {
  return {
    transaction: transaction(db),

    /** Locks the customer's row for the rest of the transaction, so changes to one customer's sizes queue up. False when there is no such customer. */
    async lockCustomer(customerId: string, tx: Runner): Promise<boolean> {
      const [row] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update').limit(1);
      return row !== undefined;
    },

    /** The customer's live sizes, of every type or of one, most recently changed first. */
    listLive(customerId: string, type?: ProductType, runner: Runner = db): Promise<SizeRow[]> {
      const where = type === undefined ? live(customerId) : and(live(customerId), eq(customerSizes.productType, type));
      return runner
        .select()
        .from(customerSizes)
        .where(where)
        .orderBy(...newestFirst);
    },

    /** The live size of a type whose lower-cased name is `nameKey`, or null. */
    async findLive(customerId: string, type: ProductType, nameKey: string, runner: Runner = db): Promise<SizeRow | null> {
      const [row] = await runner
        .select()
        .from(customerSizes)
        .where(and(live(customerId), eq(customerSizes.productType, type), eq(customerSizes.nameKey, nameKey)))
        .limit(1);
      return row ?? null;
    },

    async countLive(customerId: string, type: ProductType, runner: Runner): Promise<number> {
      const [row] = await runner
        .select({ n: count() })
        .from(customerSizes)
        .where(and(live(customerId), eq(customerSizes.productType, type)));
      return row?.n ?? 0;
    },

    async insert(customerId: string, type: ProductType, fields: SizeFields, at: Date, runner: Runner): Promise<string> {
      const id = newSizeId();
      await runner.insert(customerSizes).values({ id, customerId, productType: type, ...fields, createdAt: at, updatedAt: at });
      return id;
    },

    /** The newest version number kept of a size (0: none kept yet). */
    async lastVersion(sizeId: string, runner: Runner): Promise<number> {
      const [row] = await runner
        .select({ n: max(customerSizeVersions.version) })
        .from(customerSizeVersions)
        .where(eq(customerSizeVersions.sizeId, sizeId));
      return row?.n ?? 0;
    },

    async insertVersion(version: Omit<typeof customerSizeVersions.$inferInsert, 'id'>, runner: Runner): Promise<void> {
      await runner.insert(customerSizeVersions).values({ ...version, id: `szv_${randomBytes(12).toString('base64url')}` });
    },

    async versions(customerId: string, sizeId: string): Promise<(typeof customerSizeVersions.$inferSelect)[]> {
      return db
        .select()
        .from(customerSizeVersions)
        .where(and(eq(customerSizeVersions.customerId, customerId), eq(customerSizeVersions.sizeId, sizeId)))
        .orderBy(asc(customerSizeVersions.version));
    },

    async update(customerId: string, id: string, fields: SizeFields, at: Date, runner: Runner): Promise<void> {
      await runner
        .update(customerSizes)
        .set({ ...fields, updatedAt: at })
        .where(and(live(customerId), eq(customerSizes.id, id)));
    },

    /** Keeps the row but takes it out of every answer; its name is free again. */
    async softDelete(customerId: string, id: string, at: Date, runner: Runner): Promise<void> {
      await runner
        .update(customerSizes)
        .set({ deletedAt: at, updatedAt: at })
        .where(and(live(customerId), eq(customerSizes.id, id)));
    },
  };
}

export type MeasurementsRepository = ReturnType<typeof createMeasurementsRepository>;

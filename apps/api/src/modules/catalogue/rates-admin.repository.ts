import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.js';
import { currencies } from '../../db/schema.js';
import { transaction, type Runner } from '../../db/transaction.js';

export type CurrencyRow = typeof currencies.$inferSelect;

/** The exchange-rate rows the back office edits. */
export function createRatesAdminRepository(db: Database) {
  return {
    transaction: transaction(db),

    async list(): Promise<CurrencyRow[]> {
      return db.select().from(currencies).orderBy(asc(currencies.position));
    },

    async lock(code: string, tx: Runner): Promise<CurrencyRow | null> {
      const [row] = await tx.select().from(currencies).where(eq(currencies.code, code)).limit(1).for('update');
      return row ?? null;
    },

    async update(
      code: string,
      fields: Pick<CurrencyRow, 'ratePerSgd' | 'roundingIncrementMinor' | 'updatedAt'>,
      tx: Runner,
    ): Promise<CurrencyRow> {
      const [row] = await tx
        .update(currencies)
        .set({ ...fields, version: sql`${currencies.version} + 1` })
        .where(eq(currencies.code, code))
        .returning();
      return row!;
    },
  };
}

export type RatesAdminRepository = ReturnType<typeof createRatesAdminRepository>;

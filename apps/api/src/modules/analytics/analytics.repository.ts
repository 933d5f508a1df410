import { sql, TransactionRollbackError } from 'drizzle-orm';
import type { Database } from '../../db/connection.js';
import { analyticsEvents, writeQuotas } from '../../db/schema.js';

export type AnalyticsEventRow = typeof analyticsEvents.$inferInsert;

export function createAnalyticsRepository(db: Database) {
  return {
    /**
     * Stores the batch if every quota still has room for its bytes, in one transaction: the quotas
     * are counted up and the events inserted together, or nothing happens. Null when a quota is
     * full; otherwise how many events were stored.
     */
    async insertWithinQuotas(
      rows: AnalyticsEventRow[],
      quotas: { key: string; day: string; cap: number }[],
      bytes: number,
    ): Promise<number | null> {
      return db
        .transaction(async (tx) => {
          for (const quota of quotas) {
            // One atomic upsert: adds the bytes only where the total stays within the cap.
            const [counted] = await tx
              .insert(writeQuotas)
              .values({ key: quota.key, day: quota.day, bytes })
              .onConflictDoUpdate({
                target: [writeQuotas.key, writeQuotas.day],
                set: { bytes: sql`${writeQuotas.bytes} + ${bytes}` },
                setWhere: sql`${writeQuotas.bytes} + ${bytes} <= ${quota.cap}`,
              })
              .returning({ bytes: writeQuotas.bytes });
            if (!counted || counted.bytes > quota.cap) {
              tx.rollback();
            }
          }
          if (rows.length === 0) return 0;
          const stored = await tx.insert(analyticsEvents).values(rows).returning({ id: analyticsEvents.id });
          return stored.length;
        })
        .catch((error: unknown) => {
          if (error instanceof TransactionRollbackError) return null;
          throw error;
        });
    },
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;

import type { Database } from '../../db/connection.js';
import { analyticsEvents } from '../../db/schema.js';

export type AnalyticsEventRow = typeof analyticsEvents.$inferInsert;

export function createAnalyticsRepository(db: Database) {
  return {
    /** One INSERT for the whole batch: every event is stored or none is. */
    async insertMany(rows: AnalyticsEventRow[]): Promise<number> {
      if (rows.length === 0) return 0;
      const stored = await db.insert(analyticsEvents).values(rows).returning({ id: analyticsEvents.id });
      return stored.length;
    },
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;

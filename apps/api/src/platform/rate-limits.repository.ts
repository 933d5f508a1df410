import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection.js';
import { rateLimits } from '../db/schema.js';

/** The counters behind the rate limits (`rate_limits`), shared by every API process. */
export function createRateLimitsRepository(db: Database) {
  return {
    /**
     * Counts one hit on `key` in one atomic upsert: a counter whose window started at or before
     * `windowStart` starts a new window at `now`; otherwise the hit counts into the current one.
     */
    async hit(key: string, now: Date, windowStart: Date): Promise<{ hits: number; windowStartedAt: Date }> {
      const [row] = await db
        .insert(rateLimits)
        .values({ key, windowStartedAt: now, hits: 1 })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            hits: sql`case when ${rateLimits.windowStartedAt} <= ${windowStart} then 1 else ${rateLimits.hits} + 1 end`,
            windowStartedAt: sql`case when ${rateLimits.windowStartedAt} <= ${windowStart} then ${now} else ${rateLimits.windowStartedAt} end`,
          },
        })
        .returning({ hits: rateLimits.hits, windowStartedAt: rateLimits.windowStartedAt });
      if (!row) throw new Error('rate limit upsert returned no row');
      return row;
    },
  };
}

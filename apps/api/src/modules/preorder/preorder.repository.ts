import { desc } from 'drizzle-orm';
import type { Database } from '../../db/connection.js';
import { preorders } from '../../db/schema.js';

export function createPreorderRepository(db: Database) {
  return {
    /** The pre-order with the latest cutoff: the running one, or the one that ended last. */
    async latest() {
      const rows = await db.select().from(preorders).orderBy(desc(preorders.cutoff)).limit(1);
      return rows[0];
    },
  };
}

export type PreorderRepository = ReturnType<typeof createPreorderRepository>;

import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection.js';
import { transaction } from '../../db/transaction.js';
import { appMeta } from '../../db/schema.js';
// The backup command records the last backup it finished under this key (a JSON text, see LastBackupSchema).
import { LAST_BACKUP_KEY } from '../../platform/backups.js';

export function createSystemRepository(db: Database) {
  return {
    transaction: transaction(db),

    /** The backup command's record of its last backup, as it wrote it; null before the first. */
    async lastBackupText(): Promise<string | null> {
      const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, LAST_BACKUP_KEY)).limit(1);
      return row?.value ?? null;
    },
  };
}

export type SystemRepository = ReturnType<typeof createSystemRepository>;

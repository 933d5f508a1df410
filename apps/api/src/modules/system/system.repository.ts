import { eq } from 'drizzle-orm';
import type { Database } from '../../db/connection.js';
import { transaction, type Runner } from '../../db/transaction.js';
import { appMeta } from '../../db/schema.js';
// The backup command records the last backup it finished under this key (a JSON text, see LastBackupSchema).
import { LAST_BACKUP_KEY } from '../../platform/backups.js';

/** The shop's settings (its time zone) are one JSON text in `app_meta`. */
const SHOP_SETTINGS_KEY = 'shop.settings';

export function createSystemRepository(db: Database) {
  return {
    transaction: transaction(db),

    /** The backup command's record of its last backup, as it wrote it; null before the first. */
    async lastBackupText(): Promise<string | null> {
      const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, LAST_BACKUP_KEY)).limit(1);
      return row?.value ?? null;
    },

    /** The shop's settings as stored; null before the owner first saves them. */
    async shopSettingsText(runner: Runner = db): Promise<string | null> {
      const [row] = await runner.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, SHOP_SETTINGS_KEY)).limit(1);
      return row?.value ?? null;
    },

    /** The settings' row locked for an edit (written first as `initial` when there is none yet). */
    async lockShopSettings(initial: string, tx: Runner): Promise<string> {
      await tx.insert(appMeta).values({ key: SHOP_SETTINGS_KEY, value: initial }).onConflictDoNothing();
      const [row] = await tx
        .select({ value: appMeta.value })
        .from(appMeta)
        .where(eq(appMeta.key, SHOP_SETTINGS_KEY))
        .for('update')
        .limit(1);
      return row!.value;
    },

    async saveShopSettings(value: string, at: Date, tx: Runner): Promise<void> {
      await tx.update(appMeta).set({ value, updatedAt: at }).where(eq(appMeta.key, SHOP_SETTINGS_KEY));
    },
  };
}

export type SystemRepository = ReturnType<typeof createSystemRepository>;

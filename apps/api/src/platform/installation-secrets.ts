import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/connection.js';
import { appMeta } from '../db/schema.js';

/** The test provider's webhook signing secret, in `app_meta`. */
export const TEST_PAYMENTS_WEBHOOK_SECRET = 'test_payments_webhook_secret';

/**
 * A secret of this installation: 256 random bits made on its first start and kept in the database
 * (`app_meta`), so every process of the shop and every restart reads the same one, and nothing a
 * visitor sees (the response key, a page) leads to it. Several processes starting together agree:
 * the first insert wins and everyone reads it.
 */
export async function installationSecret(db: Database, name: string): Promise<string> {
  await db
    .insert(appMeta)
    .values({ key: name, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, name)).limit(1);
  if (!row) throw new Error(`The installation secret ${name} could not be kept.`);
  return row.value;
}

import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Database, DatabaseHandle } from './connection.js';

/**
 * The SQL migrations sit beside this file in the source tree and beside the bundled server in
 * dist/ (the build copies them), so the same relative URL finds them in both.
 */
const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

export async function migrateDatabase(kind: DatabaseHandle['kind'], db: Database): Promise<void> {
  if (kind === 'pglite') {
    await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder: MIGRATIONS_DIR });
  } else {
    await migratePg(db as unknown as NodePgDatabase, { migrationsFolder: MIGRATIONS_DIR });
  }
}

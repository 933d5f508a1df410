import type { DatabaseHandle } from './connection.js';
import { migrateDatabase } from './migrate.js';
import { seedDemoShop, type SeedResult } from './seed/seed.js';

/**
 * Brings a database up to date at start: migrations, then the demo seed. Under the start-up lock,
 * so several API processes starting together on one Postgres migrate and seed it exactly once.
 */
export async function prepareDatabase(handle: DatabaseHandle, options: { seed: boolean; now?: Date }): Promise<SeedResult> {
  return handle.withStartupLock(async (db) => {
    await migrateDatabase(handle.kind, db);
    if (!options.seed) return { seeded: false, fabrics: 0 };
    return seedDemoShop(db, options.now);
  });
}

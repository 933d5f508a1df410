import { JOB_QUEUES } from '../platform/job-queues.js';
import { installJobQueues } from '../platform/jobs.js';
import { createPgliteDatabase, openDatabase, type DatabaseHandle } from './connection.js';
import { lockDataDir } from './data-dir-lock.js';
import { migrateDatabase } from './migrate.js';
import { seedDemoShop, type SeedResult } from './seed/seed.js';

/**
 * Brings a database up to date at start: migrations, the job queue's tables and queues (pg-boss),
 * then the demo seed. Under the start-up lock, so several API processes starting together on one
 * Postgres do each of them exactly once, and never while answering a request.
 */
export async function prepareDatabase(handle: DatabaseHandle, options: { seed: boolean; now?: Date }): Promise<SeedResult> {
  return handle.withStartupLock(async (db) => {
    await migrateDatabase(handle.kind, db);
    await installJobQueues(db, Object.values(JOB_QUEUES));
    if (!options.seed) return { seeded: false, fabrics: 0 };
    return seedDemoShop(db, options.now);
  });
}

/**
 * Opens the shop's database ready for work, as a start does. A new embedded database is made and
 * prepared aside and moved into place only when complete (`createPgliteDatabase`), so a first
 * start killed part-way leaves a folder the next start can use.
 */
export async function openPreparedDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  seed: boolean;
  now?: Date;
}): Promise<{ database: DatabaseHandle; seed: SeedResult }> {
  // The folder is this process's from before its database exists: two first starts never race to make it.
  const dataDirLock = options.databaseUrl || options.dataDir === 'memory://' ? undefined : lockDataDir(options.dataDir);
  let created: SeedResult | null = null;
  let database: DatabaseHandle;
  try {
    created = options.databaseUrl ? null : await createPgliteDatabase(options.dataDir, (handle) => prepareDatabase(handle, options));
    database = await openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir, dataDirLock });
  } catch (error) {
    dataDirLock?.release();
    throw error;
  }
  if (created) return { database, seed: created };
  try {
    return { database, seed: await prepareDatabase(database, options) };
  } catch (error) {
    await database.close();
    throw error;
  }
}

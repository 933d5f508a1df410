import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.js';

/** Either database, seen through the one Postgres dialect both speak. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * The channels the database announces changes on (migration 0006), for answers kept in memory:
 * `listen` calls `onChange` with the changed row's key. Null where several processes share the
 * database, which no one process can keep in step with.
 */
export interface ChangeAnnouncements {
  listen(channel: string, onChange: (key: string) => void): Promise<void>;
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  announcements: ChangeAnnouncements | null;
  /** Runs `work` while holding a lock that no other API process can hold at the same time. */
  withStartupLock<T>(work: (db: Database) => Promise<T>): Promise<T>;
  /** The connection pool's counts, on Postgres (PGlite has no pool): for the metrics. */
  poolStats?: () => { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

/** Closing twice (a test, then its clean-up) is harmless. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | null = null;
  return () => (closing ??= close());
}

/** Any number that the API processes agree on; it names the start-up (migrate and seed) lock. */
const STARTUP_LOCK_ID = 7_291_133;

/**
 * `loadDataDir` starts an in-memory PGlite from a copy of another one's data (`dumpDataDir()`):
 * the tests copy one prepared database instead of migrating and seeding for every file.
 */
export async function openDatabase(options: { databaseUrl?: string | undefined; dataDir: string; loadDataDir?: Blob }): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir, options.loadDataDir);
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<DatabaseHandle> {
  let location: string | undefined;
  if (dataDir !== 'memory://') {
    location = path.join(dataDir, 'pglite');
    mkdirSync(location, { recursive: true });
  }
  const client = location ? new PGlite(location) : new PGlite(loadDataDir ? { loadDataDir } : {});
  await client.waitReady;
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    announcements: {
      listen: async (channel, onChange) => {
        await client.listen(channel, onChange);
      },
    },
    // PGlite has one connection and one process: nothing else can run start-up at the same time.
    withStartupLock: (work) => work(db),
    close: once(() => client.close()),
  };
}

/** Whether `folder` holds something: PGlite makes its files in a folder of its own. */
function hasFiles(folder: string): boolean {
  try {
    return readdirSync(folder).length > 0;
  } catch {
    return false;
  }
}

/**
 * Makes the embedded database of `dataDir` when it does not exist yet: `build` (migrations, job
 * queues, seed: all a first start does) runs on a new database in DATA_DIR/.pglite-new, and the
 * folder is renamed to DATA_DIR/pglite only once `build` has finished and the database is closed.
 * A kill at any moment of a first start so leaves either a complete database or none (the next
 * start removes the unfinished one and begins again), never the half-made folder PGlite aborts on.
 * Returns what `build` returned, or null when the database exists already.
 */
export async function createPgliteDatabase<T>(dataDir: string, build: (handle: DatabaseHandle) => Promise<T>): Promise<T | null> {
  if (dataDir === 'memory://') return null;
  const final = path.join(dataDir, 'pglite');
  const scratch = path.join(dataDir, '.pglite-new');
  // What a start killed part-way left behind.
  rmSync(scratch, { recursive: true, force: true });
  if (hasFiles(final)) return null;
  const handle = await openPglite(scratch);
  let result: T;
  try {
    result = await build(handle);
  } finally {
    await handle.close();
  }
  // An empty folder is all an earlier version left when it was stopped before PGlite began.
  rmSync(final, { recursive: true, force: true });
  renameSync(path.join(scratch, 'pglite'), final);
  rmSync(scratch, { recursive: true, force: true });
  return result;
}

async function openPostgres(connectionString: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection that the server drops (restart, failover) is removed from the pool and the
  // next query opens a fresh one; without this listener the error would end the process.
  pool.on('error', () => undefined);
  // Fail at start, with the server's own message, if the database cannot be reached.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    announcements: null,
    async withStartupLock(work) {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_ID]);
        return await work(drizzlePg({ client, schema }) as unknown as Database);
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_ID]).catch(() => undefined);
        client.release();
      }
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: once(() => pool.end()),
  };
}

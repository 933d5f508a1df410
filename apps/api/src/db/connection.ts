import { mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { lockDataDir, type DataDirLock } from './data-dir-lock.js';
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

/**
 * The database's notices on a channel, on either kind and in every process (migration 0023's
 * "shop_changed"). `onNotice` gets each notice's payload, and null after the connection that
 * listens was lost and made again: notices may have been missed, so whatever they guard is stale.
 */
interface ChangeNotices {
  subscribe(channel: string, onNotice: (payload: string | null) => void): Promise<void>;
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  announcements: ChangeAnnouncements | null;
  notices: ChangeNotices;
  /** PGlite only: the whole data folder as a gzipped tarball, taken between two statements (backups). */
  dumpDataDir?: () => Promise<Blob>;
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
 * The extensions the shop's schema uses (migration 0031's exclusion constraint needs btree_gist):
 * PGlite loads an extension's code only when it is opened with it, so every PGlite the shop opens takes these.
 */
export const PGLITE_EXTENSIONS = { btree_gist };

/**
 * `loadDataDir` starts an in-memory PGlite from a copy of another one's data (`dumpDataDir()`):
 * the tests copy one prepared database instead of migrating and seeding for every file.
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  loadDataDir?: Blob;
  /** The folder's lock, when the caller took it already (a first start holds it from before the folder exists). */
  dataDirLock?: DataDirLock;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  if (options.dataDir === 'memory://') return openPglite(options.dataDir, null, options.loadDataDir);
  // One process per folder: a second one stops here with a sentence naming the first.
  const lock = options.dataDirLock ?? lockDataDir(options.dataDir);
  try {
    return await openPglite(options.dataDir, lock);
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** `lock` is released when the database closes; null for memory and for a first start's scratch folder (its caller holds the lock). */
async function openPglite(dataDir: string, lock: DataDirLock | null, loadDataDir?: Blob): Promise<DatabaseHandle> {
  let location: string | undefined;
  if (dataDir !== 'memory://') {
    location = path.join(dataDir, 'pglite');
    mkdirSync(location, { recursive: true });
  }
  const client = location
    ? new PGlite(location, { extensions: PGLITE_EXTENSIONS })
    : new PGlite({ extensions: PGLITE_EXTENSIONS, ...(loadDataDir ? { loadDataDir } : {}) });
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
    dumpDataDir: () => client.dumpDataDir('gzip'),
    // One process, one connection that is never lost: a notice can only be missed by not listening.
    notices: {
      subscribe: async (channel, onNotice) => {
        await client.listen(channel, onNotice);
      },
    },
    // PGlite has one connection and one process: nothing else can run start-up at the same time.
    withStartupLock: (work) => work(db),
    close: once(async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    }),
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
  const handle = await openPglite(scratch, null);
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
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: 5_000,
    application_name: 'selvedge',
    Client: LimitedClient,
  });
  // An idle connection that the server drops (restart, failover) is removed from the pool and the
  // next query opens a fresh one; without this listener the error would end the process.
  pool.on('error', () => undefined);
  // Fail at start, with the server's own message, if the database cannot be reached.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  const listener = createNoticeListener(connectionString);
  return {
    db,
    kind: 'postgres',
    announcements: null,
    notices: listener,
    async withStartupLock(work) {
      const client = await pool.connect();
      try {
        // Waiting for another process's migrations, and running a long one, is no runaway statement.
        await client.query('SET statement_timeout = 0; SET lock_timeout = 0');
        await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_ID]);
        return await work(drizzlePg({ client, schema }) as unknown as Database);
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_ID]).catch(() => undefined);
        await client.query(SESSION_LIMITS).catch(() => undefined);
        client.release();
      }
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: once(async () => {
      await listener.close();
      await pool.end();
    }),
  };
}

/**
 * Time limits every connection of the shop's runs under: a statement that runs away (a missing
 * index, a lock held by a stuck process) is stopped, a transaction left open by a request that died
 * gives its locks back. The start-up lock's connection lifts them while it migrates, then sets them
 * again. A connection that cannot be made within 5 s fails the request instead of hanging it.
 */
const SESSION_LIMITS = 'SET statement_timeout = 30000; SET lock_timeout = 10000; SET idle_in_transaction_session_timeout = 15000';

/**
 * A connection that is handed out only once its limits are set: with SET after connecting, not as
 * start-up parameters, which pgbouncer refuses ("unsupported startup parameter").
 */
class LimitedClient extends pg.Client {
  override connect(): Promise<pg.Client>;
  override connect(callback: ((err: Error) => void) | ((err: null, client: pg.Client) => void)): void;
  override connect(callback?: ((err: Error) => void) | ((err: null, client: pg.Client) => void)): Promise<pg.Client> | void {
    const ready = super.connect().then(async () => {
      await this.query(SESSION_LIMITS);
      return this as pg.Client;
    });
    if (!callback) return ready;
    const answer = callback as (err: Error | null, client?: pg.Client) => void;
    ready.then(
      (client) => answer(null, client),
      (error: Error) => answer(error),
    );
  }
}

/**
 * LISTEN on a connection of its own, outside the pool (a pooled connection goes back to others).
 * A lost connection (a server restart, a terminated backend, a network cut) is made again with a
 * growing pause, every channel is listened to again, and every subscriber is told with null.
 */
function createNoticeListener(connectionString: string): ChangeNotices & { close(): Promise<void> } {
  const subscribers = new Map<string, ((payload: string | null) => void)[]>();
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let closed = false;
  let pause = 100;
  let retry: NodeJS.Timeout | null = null;

  const tell = (channel: string, payload: string | null) => {
    for (const onNotice of subscribers.get(channel) ?? []) onNotice(payload);
  };

  function lost(which: pg.Client) {
    if (client !== which) return;
    client = null;
    which.end().catch(() => undefined);
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = null;
      void connect(true);
    }, pause);
    retry.unref();
    pause = Math.min(pause * 2, 5_000);
  }

  function connect(again: boolean): Promise<void> {
    connecting ??= (async () => {
      const next = new pg.Client({
        connectionString,
        application_name: 'selvedge-notices',
        connectionTimeoutMillis: 5_000,
        keepAlive: true,
      });
      next.on('notification', (message) => tell(message.channel, message.payload ?? ''));
      next.on('error', () => lost(next));
      next.on('end', () => lost(next));
      try {
        await next.connect();
        for (const channel of subscribers.keys()) await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
        if (closed) {
          await next.end();
          return;
        }
        client = next;
        pause = 100;
        if (again) for (const channel of subscribers.keys()) tell(channel, null);
      } catch (error) {
        client = next;
        lost(next);
        if (!again) throw error;
      }
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  }

  return {
    async subscribe(channel, onNotice) {
      const known = subscribers.get(channel);
      if (known) {
        known.push(onNotice);
        return;
      }
      subscribers.set(channel, [onNotice]);
      if (connecting) await connecting;
      if (client) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      else await connect(false);
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await connecting?.catch(() => undefined);
      const last = client;
      client = null;
      await last?.end().catch(() => undefined);
    },
  };
}

import { execFile } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, PGLITE_EXTENSIONS, type Database, type DatabaseHandle } from '../db/connection.js';
import { lockDataDir } from '../db/data-dir-lock.js';
import { JOB_QUEUES } from './job-queues.js';
import { defineJob } from './jobs.js';

/**
 * Backups of a running shop, and bringing a stopped one back.
 *
 * A backup is one tar file, `selvedge-YYYYMMDD-HHMMSS-<kind>.tar`, written aside and renamed into
 * place when whole, holding:
 * - `manifest.json`: when, which database, how many orders and the last order's number (a restore
 *   is checked against them), and where the pictures are;
 * - the database: on PGlite `database.tar.gz`, the data folder as PGlite dumps it between two
 *   statements (one process holds it, so the copy is of one moment); on Postgres `database.dump`,
 *   `pg_dump -Fc` (one snapshot while the shop keeps selling);
 * - `uploads/` and `outbox/` when they are on this machine's disk. Pictures in object storage stay
 *   in the bucket: the manifest names it, and the deploy guide asks for a versioned bucket.
 */

const run = promisify(execFile);

/**
 * Runs one of Postgres's client tools on `databaseUrl` with the password in PGPASSWORD, never on
 * the command line: a failed run's message holds its command line, and it reaches the log, the
 * job's kept error and the back office's System page.
 */
async function runOnDatabase(command: string, args: string[], databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  try {
    await run(command, [...args, '--dbname', url.toString()], {
      maxBuffer: 16 * 1024 * 1024,
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    });
  } catch (error) {
    const said = String((error as { stderr?: unknown }).stderr ?? '').trim();
    throw new Error(`${command} failed: ${said || (error instanceof Error ? error.message : String(error))}`.slice(0, 1_000));
  }
}

/** The nightly backup (JOB_QUEUES.backup): no payload. */
export const backupJob = defineJob<Record<string, never>>(JOB_QUEUES.backup);
const BACKUP_NAME = /^selvedge-(\d{8})-(\d{6})-(pglite|postgres)\.tar$/;
export const LAST_BACKUP_KEY = 'backup.last';

export interface BackupManifest {
  format: 1;
  at: string;
  kind: DatabaseHandle['kind'];
  orders: number;
  lastOrderNumber: string | null;
  pictures: { disk: boolean; bucket: string | null };
}

export interface BackupSource {
  handle: DatabaseHandle;
  /** Postgres: the server pg_dump reads. */
  databaseUrl?: string | undefined;
  /** Folders on this machine copied beside the database, when they exist. */
  uploadsDir: string | null;
  outboxDir: string | null;
  /** Object storage the pictures live in, named in the manifest. */
  bucket: string | null;
}

/** Orders in the database and the newest one's number: what a restore must bring back. */
export async function orderFacts(db: Database): Promise<{ orders: number; lastOrderNumber: string | null }> {
  const result = (await db.execute(
    sql`SELECT (SELECT count(*) FROM orders)::int AS orders, (SELECT number FROM orders ORDER BY created_at DESC, number DESC LIMIT 1) AS last`,
  )) as unknown as { rows: { orders: number; last: string | null }[] };
  const row = result.rows[0];
  return { orders: Number(row?.orders ?? 0), lastOrderNumber: row?.last ?? null };
}

function stamp(at: Date): string {
  return at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
}

/** Writes a backup of the running shop into `dir`; returns its file and manifest. */
export async function makeBackup(
  source: BackupSource,
  dir: string,
  now = new Date(),
): Promise<{ file: string; bytes: number; manifest: BackupManifest }> {
  mkdirSync(dir, { recursive: true });
  const staging = mkdtempSync(path.join(dir, '.making-'));
  try {
    const facts = await orderFacts(source.handle.db);
    if (source.handle.kind === 'pglite') {
      if (!source.handle.dumpDataDir) throw new Error('This database cannot be dumped (an in-memory one).');
      writeFileSync(path.join(staging, 'database.tar.gz'), Buffer.from(await (await source.handle.dumpDataDir()).arrayBuffer()));
    } else {
      if (!source.databaseUrl) throw new Error('A Postgres backup needs DATABASE_URL.');
      await runOnDatabase('pg_dump', ['--format=custom', '--no-owner', '--file', path.join(staging, 'database.dump')], source.databaseUrl);
    }
    const disk = source.uploadsDir !== null && existsSync(source.uploadsDir);
    if (disk && source.uploadsDir) cpSync(source.uploadsDir, path.join(staging, 'uploads'), { recursive: true });
    if (source.outboxDir && existsSync(source.outboxDir)) cpSync(source.outboxDir, path.join(staging, 'outbox'), { recursive: true });
    const manifest: BackupManifest = {
      format: 1,
      at: now.toISOString(),
      kind: source.handle.kind,
      ...facts,
      pictures: { disk, bucket: source.bucket },
    };
    writeFileSync(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);

    const name = `selvedge-${stamp(now)}-${source.handle.kind}.tar`;
    const file = path.join(dir, name);
    const part = `${file}.part`;
    await run('tar', ['-cf', part, '-C', staging, '.']);
    renameSync(part, file);
    const bytes = statSync(file).size;
    await source.handle.db.execute(
      sql`INSERT INTO app_meta (key, value, updated_at) VALUES (${LAST_BACKUP_KEY}, ${JSON.stringify({ at: manifest.at, file: name, kind: manifest.kind, orders: manifest.orders, lastOrderNumber: manifest.lastOrderNumber, bytes })}, now())
          ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
    );
    return { file, bytes, manifest };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * Which backups to keep: the newest of each of the last `daily` days that have one, and the newest
 * of each of the last `weekly` ISO weeks (Monday to Sunday, UTC) that have one. Everything else
 * in the folder that is a backup by its name may go; other files are never touched.
 */
export function backupsToKeep(names: readonly string[], daily = 7, weekly = 4): Set<string> {
  const dated = names
    .flatMap((name) => {
      const match = BACKUP_NAME.exec(name);
      return match ? [{ name, day: match[1]!, at: `${match[1]}${match[2]}` }] : [];
    })
    .sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
  const keep = new Set<string>();
  const days = new Set<string>();
  const weeks = new Set<string>();
  for (const backup of dated) {
    if (!days.has(backup.day) && days.size < daily) {
      days.add(backup.day);
      keep.add(backup.name);
    }
    const week = weekOf(backup.day);
    if (!weeks.has(week) && weeks.size < weekly) {
      weeks.add(week);
      keep.add(backup.name);
    }
  }
  return keep;
}

/** The Monday (UTC) of the week a YYYYMMDD day falls in. */
function weekOf(day: string): string {
  const date = new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(4, 6)) - 1, Number(day.slice(6, 8))));
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

/** Removes the backups in `dir` that `backupsToKeep` does not keep; returns what it removed. */
export function pruneBackups(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const names = readdirSync(dir);
  const keep = backupsToKeep(names);
  const removed = names.filter((name) => BACKUP_NAME.test(name) && !keep.has(name));
  for (const name of removed) rmSync(path.join(dir, name), { force: true });
  return removed;
}

/** Unpacks a backup into a new folder and reads its manifest. */
async function openBackup(file: string, into: string): Promise<BackupManifest> {
  if (!existsSync(file)) throw new Error(`There is no backup file ${file}.`);
  mkdirSync(into, { recursive: true });
  await run('tar', ['-xf', file, '-C', into]);
  const manifestFile = path.join(into, 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${file} is not a Selvedge backup: it holds no manifest.json.`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as BackupManifest;
  if (manifest.format !== 1) throw new Error(`${file} is a backup of a format this version does not know (${String(manifest.format)}).`);
  return manifest;
}

/** Puts the backup's uploads and outbox back into a data folder (what is there now is kept aside). */
function restoreFiles(unpacked: string, dataDir: string, aside: string): void {
  for (const folder of ['uploads', 'outbox']) {
    const from = path.join(unpacked, folder);
    if (!existsSync(from)) continue;
    const to = path.join(dataDir, folder);
    if (existsSync(to)) renameSync(to, `${to}.${aside}`);
    cpSync(from, to, { recursive: true });
  }
}

/** The running shop's backups: the nightly job, and `npm run backup` on an embedded database that a running shop holds (SIGUSR2). */
export function createBackups(source: BackupSource & { dir: string | null }) {
  let making: Promise<{ file: string; bytes: number; manifest: BackupManifest }> | null = null;
  return {
    /** Makes a backup and prunes the old ones; a second call while one is being made waits for it. */
    make() {
      const dir = source.dir;
      if (!dir) return Promise.reject(new Error('This shop has no backup folder (an in-memory database).'));
      making ??= makeBackup(source, dir)
        .then((made) => {
          pruneBackups(dir);
          return made;
        })
        .finally(() => {
          making = null;
        });
      return making;
    },
  };
}

export type Backups = ReturnType<typeof createBackups>;

/**
 * Brings a stopped shop back from `file`: on PGlite into DATA_DIR (the database there, if any, is
 * kept aside, never deleted; a running shop holds the folder and this stops with a sentence); on
 * Postgres into DATABASE_URL, which must be empty unless `replace`. The restored database is then
 * checked against the backup's own count of orders and its last order number.
 */
export async function restoreBackup({
  file,
  dataDir,
  databaseUrl,
  replace = false,
  say = () => undefined,
}: {
  file: string;
  dataDir: string;
  databaseUrl?: string | undefined;
  replace?: boolean;
  say?: (line: string) => void;
}): Promise<{ manifest: BackupManifest; facts: { orders: number; lastOrderNumber: string | null } }> {
  const unpacked = mkdtempSync(path.join(path.dirname(path.resolve(file)), '.restoring-'));
  const aside = `before-restore-${new Date().toISOString().replace(/[-:.]/g, '').slice(0, 15)}`;
  try {
    const manifest = await openBackup(path.resolve(file), unpacked);
    if (databaseUrl) {
      if (manifest.kind !== 'postgres')
        throw new Error(`${file} is a backup of an embedded (PGlite) shop: restore it into a DATA_DIR without DATABASE_URL.`);
      await restorePostgres(databaseUrl, path.join(unpacked, 'database.dump'), replace);
    } else {
      if (manifest.kind !== 'pglite')
        throw new Error(`${file} is a backup of a Postgres shop: set DATABASE_URL to the (empty) database to restore it into.`);
      const lock = lockDataDir(dataDir);
      try {
        const folder = path.join(dataDir, 'pglite');
        if (existsSync(folder) && readdirSync(folder).length > 0) {
          renameSync(folder, `${folder}.${aside}`);
          say(`The database that was in ${folder} is kept in ${folder}.${aside}.`);
        }
        rmSync(folder, { recursive: true, force: true });
        const restored = new PGlite(folder, {
          extensions: PGLITE_EXTENSIONS,
          loadDataDir: new Blob([await readFile(path.join(unpacked, 'database.tar.gz'))]),
        });
        await restored.waitReady;
        await restored.close();
      } finally {
        lock.release();
      }
    }
    restoreFiles(unpacked, dataDir, aside);
    const handle = await openDatabase({ databaseUrl, dataDir });
    try {
      const facts = await orderFacts(handle.db);
      if (facts.orders !== manifest.orders || facts.lastOrderNumber !== manifest.lastOrderNumber) {
        throw new Error(
          `The restored database has ${facts.orders} orders (the last ${facts.lastOrderNumber ?? 'none'}); the backup recorded ${manifest.orders} (the last ${manifest.lastOrderNumber ?? 'none'}).`,
        );
      }
      return { manifest, facts };
    } finally {
      await handle.close();
    }
  } finally {
    rmSync(unpacked, { recursive: true, force: true });
  }
}

async function restorePostgres(databaseUrl: string, dump: string, replace: boolean): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ exists: boolean }>("SELECT to_regclass('public.orders') IS NOT NULL AS exists");
    if (rows[0]?.exists && !replace) {
      throw new Error(
        'The database in DATABASE_URL already holds a shop: restore into an empty database, or add --replace to overwrite it (stop every process of the shop first).',
      );
    }
  } finally {
    await client.end();
  }
  const args = ['--no-owner', '--exit-on-error'];
  if (replace) args.push('--clean', '--if-exists');
  await runOnDatabase('pg_restore', [...args, dump], databaseUrl);
}

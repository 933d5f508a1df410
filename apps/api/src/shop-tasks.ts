import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from './db/connection.js';
import { DataDirInUse } from './db/data-dir-lock.js';
import { moveToPostgres } from './db/move-to-postgres.js';
import { makeBackup, pruneBackups, restoreBackup } from './platform/backups.js';
import { loadConfig } from './platform/config.js';

/**
 * The operator's commands, run with the shop's own environment (DATA_DIR, DATABASE_URL, BACKUP_DIR):
 *
 *   npm run backup               a consistent backup while the shop runs (or while it is stopped)
 *   npm run restore -- FILE      brings a stopped shop back from a backup [--replace: over a database that has data]
 *   npm run move-to-postgres     copies a stopped embedded shop (DATA_DIR) into an empty DATABASE_URL
 */

const say = (line: string) => process.stdout.write(`${line}\n`);

async function backup(): Promise<void> {
  const config = loadConfig();
  const dir = config.backupDir ?? path.join(config.dataDir, 'backups');
  const uploadsDir = path.join(config.dataDir, 'uploads');
  const outboxDir = path.join(config.dataDir, 'outbox');
  if (config.databaseUrl) {
    const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    try {
      const made = await makeBackup(
        {
          handle,
          databaseUrl: config.databaseUrl,
          uploadsDir: config.storage ? null : uploadsDir,
          outboxDir,
          bucket: config.storage?.bucket ?? null,
        },
        dir,
      );
      pruneBackups(dir);
      say(
        `Backup written: ${made.file} (${made.bytes} bytes, ${made.manifest.orders} orders, the last ${made.manifest.lastOrderNumber ?? 'none'}).`,
      );
    } finally {
      await handle.close();
    }
    return;
  }
  try {
    // The shop is stopped: this command holds the folder while it copies it.
    const handle = await openDatabase({ dataDir: config.dataDir });
    try {
      const made = await makeBackup({ handle, uploadsDir, outboxDir, bucket: null }, dir);
      pruneBackups(dir);
      say(
        `Backup written: ${made.file} (${made.bytes} bytes, ${made.manifest.orders} orders, the last ${made.manifest.lastOrderNumber ?? 'none'}).`,
      );
    } finally {
      await handle.close();
    }
  } catch (error) {
    if (!(error instanceof DataDirInUse)) throw error;
    // The running shop holds the embedded database: it is asked to write the backup itself.
    await askRunningShop(error.holderPid, dir);
  }
}

async function askRunningShop(pid: number, dir: string): Promise<void> {
  const before = new Set(existsSync(dir) ? readdirSync(dir) : []);
  say(`The shop is running (process ${pid}) and holds the embedded database: asking it to write the backup.`);
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + 10 * 60_000;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const made = (existsSync(dir) ? readdirSync(dir) : []).find((name) => name.endsWith('.tar') && !before.has(name));
    if (made) {
      say(`Backup written: ${path.join(dir, made)} (${statSync(path.join(dir, made)).size} bytes).`);
      return;
    }
  }
  throw new Error(`The running shop (process ${pid}) wrote no backup into ${dir} within 10 minutes: see its log.`);
}

async function restore(file: string | undefined, replace: boolean): Promise<void> {
  if (!file) throw new Error('Name the backup to restore: npm run restore -- FILE');
  const config = loadConfig();
  const { manifest, facts } = await restoreBackup({ file, dataDir: config.dataDir, databaseUrl: config.databaseUrl, replace, say });
  say(`Restored the backup of ${manifest.at}: ${facts.orders} orders, the last ${facts.lastOrderNumber ?? 'none'}.`);
  if (manifest.pictures.bucket) say(`Pictures stay in the bucket ${manifest.pictures.bucket}: the backup does not hold them.`);
}

async function move(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl)
    throw new Error(
      'Set DATABASE_URL to the new, empty Postgres database the shop moves into (DATA_DIR names the embedded one it leaves).',
    );
  // The embedded shop's own settings, read as they are when it runs without DATABASE_URL.
  const config = loadConfig({ ...process.env, DATABASE_URL: undefined, WORKER: undefined });
  say(`Moving the embedded database in ${config.dataDir} into Postgres…`);
  const moved = await moveToPostgres({ dataDir: config.dataDir, databaseUrl });
  say(`Moved ${moved.tables} tables (${moved.rows.orders ?? 0} orders, ${moved.rows.customers ?? 0} customers); every row count matches.`);
  say(
    'Start the shop with this DATABASE_URL from now on. The embedded database is left as it was; uploads stay in DATA_DIR/uploads (or set STORAGE_URL and copy them into the bucket).',
  );
}

const [task, ...rest] = process.argv.slice(2);
const tasks: Record<string, () => Promise<void>> = {
  backup,
  'move-to-postgres': move,
  restore: () =>
    restore(
      rest.find((arg) => !arg.startsWith('--')),
      rest.includes('--replace'),
    ),
};
const chosen = task ? tasks[task] : undefined;
if (!chosen) {
  process.stderr.write(`Unknown task ${JSON.stringify(task)}: one of ${Object.keys(tasks).join(', ')}.\n`);
  process.exit(2);
}
chosen().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);

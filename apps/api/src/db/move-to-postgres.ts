import { spawn } from 'node:child_process';
import { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import path from 'node:path';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.js';
import { PGLITE_EXTENSIONS } from './connection.js';

/**
 * Moves a shop that grew out of its embedded database onto Postgres (`npm run move-to-postgres`):
 * PGlite's own pg_dump (compiled for it, `@electric-sql/pglite-tools`) writes the whole database as
 * SQL (schema, data, the migrations table, the job queues), and psql loads it into an empty
 * Postgres database in one transaction, so a failure leaves the target as empty as it was. Every
 * table's row count is then compared. The shop must be stopped (the folder's lock says so); its
 * folder is left as it was, to go back to.
 */
export async function moveToPostgres({
  dataDir,
  databaseUrl,
}: {
  dataDir: string;
  databaseUrl: string;
}): Promise<{ tables: number; rows: Record<string, number> }> {
  const lock = lockDataDir(dataDir);
  try {
    const target = new pg.Client({ connectionString: databaseUrl });
    await target.connect();
    try {
      const { rows } = await target.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema IN ('public', 'pgboss', 'drizzle')",
      );
      if ((rows[0]?.n ?? 0) > 0)
        throw new Error('The database in DATABASE_URL is not empty: move the shop into a new, empty database (createdb selvedge).');
    } finally {
      await target.end();
    }

    const source = new PGlite(path.join(dataDir, 'pglite'), { extensions: PGLITE_EXTENSIONS });
    let dump: string;
    let counts: Record<string, number>;
    try {
      await source.waitReady;
      counts = await rowCounts((text) => source.query<{ name: string; n: number }>(text).then((result) => result.rows));
      const file = await pgDump({ pg: source, args: ['--no-owner', '--no-privileges'] });
      // PGlite is Postgres 17: a setting older servers do not know is left out.
      dump = (await file.text()).replace(/^SET transaction_timeout = 0;$/m, '');
    } finally {
      await source.close();
    }

    await psql(databaseUrl, dump);

    const check = new pg.Client({ connectionString: databaseUrl });
    await check.connect();
    try {
      const moved = await rowCounts((text) => check.query<{ name: string; n: number }>(text).then((result) => result.rows));
      const differ = Object.keys(counts).filter((table) => counts[table] !== moved[table]);
      if (differ.length > 0)
        throw new Error(
          `The move is incomplete: ${differ.map((table) => `${table} has ${moved[table] ?? 0} rows of ${counts[table]}`).join(', ')}.`,
        );
      return { tables: Object.keys(counts).length, rows: counts };
    } finally {
      await check.end();
    }
  } finally {
    lock.release();
  }
}

/** Every table of the shop's schema and its row count. */
async function rowCounts(query: (text: string) => Promise<{ name: string; n: number }[]>): Promise<Record<string, number>> {
  const tables = await query(
    "SELECT table_name AS name, 0 AS n FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1",
  );
  if (tables.length === 0) return {};
  const union = tables.map(({ name }) => `SELECT '${name}' AS name, count(*)::int AS n FROM public."${name}"`).join(' UNION ALL ');
  return Object.fromEntries((await query(union)).map((row) => [row.name, Number(row.n)]));
}

function psql(databaseUrl: string, script: string): Promise<void> {
  return new Promise((resolve, reject) => {
    // The password goes in PGPASSWORD, never on a command line another user's `ps` shows.
    const url = new URL(databaseUrl);
    const password = decodeURIComponent(url.password);
    url.password = '';
    const env = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) };
    const child = spawn(
      'psql',
      ['--no-psqlrc', '--quiet', '--single-transaction', '--set', 'ON_ERROR_STOP=1', '--dbname', url.toString(), '--file', '-'],
      { stdio: ['pipe', 'ignore', 'pipe'], env },
    );
    let errors = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (errors += chunk));
    child.on('error', (error) =>
      reject(new Error(`psql could not be run (${error.message}): install Postgres's client (apt-get install postgresql-client).`)),
    );
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`psql stopped the move (nothing was written): ${errors.trim().slice(0, 800)}`)),
    );
    child.stdin.end(script);
  });
}

import { randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/connection.js';
import { prepareDatabase } from '../db/prepare-database.js';
import { templateDatabasePrefix } from './global-setup.js';

/**
 * Migrating and seeding a database costs more than copying one, so each test run prepares one
 * database per seed date, the way the shop's start prepares it (prepareDatabase), and every test
 * file gets a copy: a PGlite data folder loaded from a dump, or on Postgres a database made with
 * `CREATE DATABASE ... TEMPLATE`. The global set-up (global-setup.ts) names the run; the first file
 * that needs a seed date makes its template, the others copy it.
 */
interface TemplateRun {
  /** Names this run's template databases on a shared Postgres server, so teardown drops only its own. */
  runId: string;
  /** Where this run keeps its PGlite dumps; removed at teardown. */
  directory: string;
  /** The seed date of every shop whose clock is the system's: one template for all of them. */
  startedAt: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: TemplateRun;
  }
}

/** The run's templates, or undefined when the tests run without the global set-up. */
function templateRun(): TemplateRun | undefined {
  return inject('databaseTemplates');
}

/** When the run began: the seed date of shops that keep the system's time. */
export function runStartedAt(): Date {
  const run = templateRun();
  return run ? new Date(run.startedAt) : new Date();
}

async function preparedFromScratch(handle: DatabaseHandle, seedAt: Date): Promise<DatabaseHandle> {
  await prepareDatabase(handle, { seed: true, now: seedAt });
  return handle;
}

/**
 * An in-memory PGlite prepared and seeded on `seedAt`. The first file to ask for a date prepares
 * one and leaves its dump for the others; written under a passing name and renamed, so a file
 * never reads half a dump even when two prepare the same date at once.
 */
export async function preparedPglite(seedAt: Date): Promise<DatabaseHandle> {
  const run = templateRun();
  if (!run) return preparedFromScratch(await openDatabase({ dataDir: 'memory://' }), seedAt);
  const dump = path.join(run.directory, `pglite-${seedAt.getTime()}.tar`);
  const copy = await readFile(dump).catch(() => null);
  if (copy) return openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([copy]) });

  const handle = await preparedFromScratch(await openDatabase({ dataDir: 'memory://' }), seedAt);
  // drizzle keeps the PGlite it was given as $client.
  const client = (handle.db as unknown as { $client: PGlite }).$client;
  // Pages still in memory go to the files first, so a copy starts without replaying the log.
  await client.exec('CHECKPOINT');
  const contents = await client.dumpDataDir('none');
  const passing = `${dump}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(passing, new Uint8Array(await contents.arrayBuffer()));
  await rename(passing, dump);
  return handle;
}

/** The name of the run's template database for a seed date (well under Postgres's 63 characters). */
const templateName = (runId: string, seedAt: Date) => `${templateDatabasePrefix(runId)}${seedAt.getTime()}`;

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Creates `name` on the server as a copy of the run's template for `seedAt`, making the template
 * first if no file has. Template making is serialised on the server (an advisory lock per
 * template), so two workers never build one twice.
 */
export async function createPreparedPostgres(admin: pg.Client, serverUrl: string, name: string, seedAt: Date): Promise<void> {
  const run = templateRun();
  if (!run) {
    await admin.query(`CREATE DATABASE ${name}`);
    const handle = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name), dataDir: '' });
    try {
      await preparedFromScratch(handle, seedAt);
    } finally {
      await handle.close();
    }
    return;
  }
  const template = templateName(run.runId, seedAt);
  await admin.query('SELECT pg_advisory_lock(hashtext($1))', [template]);
  try {
    const existing = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (existing.rowCount === 0) {
      await admin.query(`CREATE DATABASE ${template}`);
      const handle = await openDatabase({ databaseUrl: databaseUrl(serverUrl, template), dataDir: '' });
      try {
        await preparedFromScratch(handle, seedAt);
      } finally {
        // A template with a connection open cannot be copied.
        await handle.close();
      }
    }
  } finally {
    await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [template]);
  }
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
}

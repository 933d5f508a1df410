import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

/** Every template database of one run begins with this (database-templates.ts names them). */
export const templateDatabasePrefix = (runId: string) => `selvedge_template_${runId}_`;

/**
 * Once per test run of an API project: names the run and gives it a folder for its prepared
 * databases (database-templates.ts); at the end removes them, folder and template databases alike.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const runId = randomBytes(4).toString('hex');
  const directory = await mkdtemp(path.join(tmpdir(), 'selvedge-test-databases-'));
  project.provide('databaseTemplates', { runId, directory, startedAt: new Date().toISOString() });
  const serverUrl = project.config.env.TEST_DATABASE_URL;
  return async () => {
    await rm(directory, { recursive: true, force: true });
    if (serverUrl) await dropTemplateDatabases(serverUrl, runId);
  };
}

async function dropTemplateDatabases(serverUrl: string, runId: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [
      templateDatabasePrefix(runId),
    ]);
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

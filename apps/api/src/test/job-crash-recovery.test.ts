import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usingPostgres } from './test-database.js';

/**
 * A job killed mid-way (kill -9 of its process) runs again after a restart, and its effect happens
 * once: a real worker process (job-crash-worker.ts) delivers an e-mail to the outbox and is killed
 * before the job is marked done; a second process finds the job abandoned, runs it again, and the
 * outbox still holds one message.
 */

const worker = fileURLToPath(new URL('./job-crash-worker.ts', import.meta.url));

interface Running {
  /** Resolves with the first line of output that starts with `prefix`. */
  line(prefix: string): Promise<string>;
  exited: Promise<number | null>;
  kill(): void;
}

function startWorker(env: Record<string, string>): Running {
  const child = spawn(process.execPath, ['--import', 'tsx', worker], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const waiting: Array<{ prefix: string; resolve: (line: string) => void }> = [];
  const errors: string[] = [];
  createInterface({ input: child.stdout }).on('line', (line) => {
    lines.push(line);
    for (const wait of waiting.filter((each) => line.startsWith(each.prefix))) wait.resolve(line);
  });
  child.stderr.on('data', (chunk: Buffer) => errors.push(chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    line(prefix) {
      const seen = lines.find((line) => line.startsWith(prefix));
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        waiting.push({ prefix, resolve });
        void exited.then((code) => reject(new Error(`the worker exited (${code}) before printing "${prefix}": ${errors.join('')}`)));
      });
    },
    exited,
    kill: () => child.kill('SIGKILL'),
  };
}

interface Place {
  env: Record<string, string>;
  dispose(): Promise<void>;
}

async function pgliteFolder(outboxDir: string): Promise<Place> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'selvedge-crash-'));
  return { env: { DATA_DIR: dataDir, OUTBOX_DIR: outboxDir }, dispose: () => rm(dataDir, { recursive: true, force: true }) };
}

async function postgresDatabase(serverUrl: string, outboxDir: string): Promise<Place> {
  const name = `selvedge_crash_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString(), OUTBOX_DIR: outboxDir },
    async dispose() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

let outboxDir: string;
let place: Place;
beforeAll(async () => {
  outboxDir = await mkdtemp(path.join(tmpdir(), 'selvedge-crash-outbox-'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  place = serverUrl ? await postgresDatabase(serverUrl, outboxDir) : await pgliteFolder(outboxDir);
});
afterAll(async () => {
  await place.dispose();
  await rm(outboxDir, { recursive: true, force: true });
});

describe(`a job killed mid-way (${usingPostgres() ? 'Postgres' : 'PGlite in a folder'})`, () => {
  it('runs again after a restart and delivers its e-mail once', { timeout: 180_000 }, async () => {
    const first = startWorker({ ...place.env, PHASE: 'first', EXPIRE_SECONDS: '3' });
    const jobId = (await first.line('delivered ')).slice('delivered '.length);
    first.kill();
    await first.exited;
    // Killed with the e-mail delivered but before anything recorded the job as done.
    expect(await readdir(outboxDir)).toEqual([`msg_${jobId}.eml`]);

    const restart = startWorker({ ...place.env, PHASE: 'restart', JOB_ID: jobId });
    // Run a second time (one retry) and done, and still one message: the handler is idempotent.
    expect(await restart.line('completed ')).toBe(`completed ${jobId} retries=1 outbox=1`);
    expect(await restart.exited).toBe(0);
    expect(await readdir(outboxDir)).toEqual([`msg_${jobId}.eml`]);
  });
});

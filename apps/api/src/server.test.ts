import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/connection.js';
import { prepareDatabase } from './db/prepare-database.js';
import { createJobQueue } from './platform/jobs.js';
import { mailJob } from './platform/mailer.js';
import { usingPostgres } from './test/test-database.js';

const server = fileURLToPath(new URL('./server.ts', import.meta.url));

/** A port nothing listens on (taken from the system, then let go). */
function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.on('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('error', () => resolve(true));
  });
}

async function fileAppears(directory: string): Promise<string[]> {
  for (;;) {
    const files = await readdir(directory).catch(() => []);
    if (files.some((file) => file.endsWith('.eml'))) return files;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let dataDir: string;
let databaseUrl: string | undefined;
let dropDatabase = async () => undefined;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'selvedge-worker-only-'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `selvedge_worker_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDatabase = async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  }
});
afterAll(async () => {
  await dropDatabase();
  await rm(dataDir, { recursive: true, force: true });
});

describe.runIf(usingPostgres())('WORKER=only on Postgres', () => {
  it('runs the jobs an API process queued, and opens no HTTP port', { timeout: 180_000 }, async () => {
    // An API process (WORKER=off) queued an e-mail and went away.
    const database = await openDatabase({ databaseUrl, dataDir });
    await prepareDatabase(database, { seed: false });
    await createJobQueue({ db: database.db, runsJobs: false }).enqueue(mailJob, {
      to: 'ada@example.com',
      subject: 'Welcome to Selvedge',
      text: 'Welcome.',
    });
    await database.close();

    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      WORKER: 'only',
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED: 'off',
      LOG_LEVEL: 'info',
      NODE_ENV: 'development',
    };
    if (databaseUrl) env.DATABASE_URL = databaseUrl;
    else delete env.DATABASE_URL;
    const worker = spawn(process.execPath, ['--import', 'tsx', server], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const exited = new Promise<number | null>((resolve) => worker.on('exit', (code) => resolve(code)));
    try {
      const running = new Promise<string>((resolve) => {
        createInterface({ input: worker.stdout }).on('line', (line) => {
          if (line.includes('WORKER=only')) resolve(line);
        });
      });
      expect(await Promise.race([running, exited.then((code) => `exited with ${code}`)])).toContain('no HTTP port is open');

      expect(await fileAppears(path.join(dataDir, 'outbox'))).toHaveLength(1);
      expect(await refusesConnections(port)).toBe(true);
    } finally {
      worker.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  });

  it('serves its metrics on METRICS_PORT alone, with the token, and closes it at shutdown', { timeout: 180_000 }, async () => {
    const database = await openDatabase({ databaseUrl, dataDir });
    await prepareDatabase(database, { seed: false });
    await createJobQueue({ db: database.db, runsJobs: false }).enqueue(mailJob, {
      to: 'grace@example.com',
      subject: 'Welcome to Selvedge',
      text: 'Welcome.',
    });
    await database.close();

    const [port, metricsPort] = [await freePort(), await freePort()];
    const token = randomBytes(24).toString('hex');
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      WORKER: 'only',
      PORT: String(port),
      METRICS_PORT: String(metricsPort),
      METRICS_TOKEN: token,
      DATA_DIR: dataDir,
      SEED: 'off',
      LOG_LEVEL: 'info',
      NODE_ENV: 'development',
    };
    if (databaseUrl) env.DATABASE_URL = databaseUrl;
    else delete env.DATABASE_URL;
    const worker = spawn(process.execPath, ['--import', 'tsx', server], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const exited = new Promise<number | null>((resolve) => worker.on('exit', (code) => resolve(code)));
    const scrape = (headers: Record<string, string>) => fetch(`http://127.0.0.1:${metricsPort}/metrics`, { headers });
    try {
      const running = new Promise<string>((resolve) => {
        createInterface({ input: worker.stdout }).on('line', (line) => {
          if (line.includes('WORKER=only')) resolve(line);
        });
      });
      expect(await Promise.race([running, exited.then((code) => `exited with ${code}`)])).toContain('no HTTP port is open for the shop');
      expect((await scrape({})).status).toBe(401);
      // The queued e-mail is sent by this worker, and counted.
      let text = '';
      for (let tries = 0; tries < 100 && !text.includes('selvedge_jobs_completed_total{queue="mail"} 1'); tries += 1) {
        if (tries > 0) await new Promise((resolve) => setTimeout(resolve, 100));
        const answer = await scrape({ authorization: `Bearer ${token}` });
        expect(answer.status).toBe(200);
        text = await answer.text();
      }
      expect(text).toContain('selvedge_jobs_completed_total{queue="mail"} 1');
      expect(text).toContain('selvedge_job_queue_depth{queue="mail"} 0');
      expect(await refusesConnections(port)).toBe(true);
    } finally {
      worker.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    expect(await refusesConnections(metricsPort)).toBe(true);
  });
});

/** Starts server.ts; resolves when it says it is open, or with its exit code and what it printed on stderr. */
function startServer(env: NodeJS.ProcessEnv): {
  child: ReturnType<typeof spawn>;
  outcome: Promise<{ open: boolean; code: number | null; stderr: string }>;
} {
  const child = spawn(process.execPath, ['--import', 'tsx', server], {
    env: { ...process.env, LOG_LEVEL: 'info', NODE_ENV: 'development', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const outcome = new Promise<{ open: boolean; code: number | null; stderr: string }>((resolve) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.includes('Selvedge is open at')) resolve({ open: true, code: null, stderr });
    });
    child.on('exit', (code) => resolve({ open: false, code, stderr }));
  });
  return { child, outcome };
}

describe.runIf(!usingPostgres())('one process per embedded database', () => {
  it('refuses WORKER=off and WORKER=only on PGlite with a sentence', { timeout: 60_000 }, async () => {
    const env = { ...process.env };
    delete env.DATABASE_URL;
    for (const worker of ['off', 'only']) {
      const { outcome } = startServer({ ...env, WORKER: worker, DATA_DIR: dataDir, PORT: String(await freePort()) });
      const result = await outcome;
      expect(result.open).toBe(false);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`WORKER=${worker} splits the shop into API and worker processes, which only works on Postgres`);
    }
  });

  it('a second process on the same folder stops at once naming the first; after the first is killed -9 the folder opens again', {
    timeout: 180_000,
  }, async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'selvedge-one-process-'));
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: folder,
      SEED: 'off',
      ADMIN_EMAIL: 'owner@example.com',
      ADMIN_PASSWORD: 'a long enough password',
    };
    delete env.DATABASE_URL;
    const first = startServer({ ...env, PORT: String(await freePort()) });
    try {
      expect((await first.outcome).open).toBe(true);
      const second = startServer({ ...env, PORT: String(await freePort()) });
      const refused = await second.outcome;
      expect(refused.open).toBe(false);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`The shop's embedded database in ${folder} is open in another process (process ${first.child.pid},`);

      // A kill -9 leaves the lock file behind; its holder is dead, so the next start takes it.
      const killed = new Promise((resolve) => first.child.on('exit', resolve));
      first.child.kill('SIGKILL');
      await killed;
      const third = startServer({ ...env, PORT: String(await freePort()) });
      try {
        expect((await third.outcome).open).toBe(true);
      } finally {
        // The folder is removed only once the third process has shut down: until then it writes there.
        const stopped = new Promise((resolve) => third.child.on('exit', resolve));
        if (third.child.exitCode === null && third.child.signalCode === null) {
          third.child.kill('SIGTERM');
          await stopped;
        }
      }
    } finally {
      first.child.kill('SIGKILL');
      await rm(folder, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    }
  });
});

describe.runIf(!usingPostgres())('npm run backup and restore on the embedded database', () => {
  const tasks = fileURLToPath(new URL('./shop-tasks.ts', import.meta.url));
  const task = (args: string[], env: NodeJS.ProcessEnv) =>
    new Promise<{ code: number | null; out: string }>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', tasks, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
      let out = '';
      child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
      child.on('exit', (code) => resolve({ code, out }));
    });

  it('a running shop writes the backup when asked; a stopped one is restored from it into a fresh folder', {
    timeout: 180_000,
  }, async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'selvedge-backup-cli-'));
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: path.join(folder, 'shop'),
      BACKUP_DIR: path.join(folder, 'backups'),
      SEED: 'on',
    };
    delete env.DATABASE_URL;
    const shop = startServer({ ...env, PORT: String(await freePort()) });
    try {
      expect((await shop.outcome).open).toBe(true);
      const backup = await task(['backup'], env);
      expect(backup.out).toContain(
        `The shop is running (process ${shop.child.pid}) and holds the embedded database: asking it to write the backup.`,
      );
      expect(backup.code).toBe(0);
      const [file] = (await readdir(path.join(folder, 'backups'))).filter((name) => name.endsWith('.tar'));
      expect(file).toMatch(/^selvedge-\d{8}-\d{6}-pglite\.tar$/);

      // The running shop's folder cannot be restored over.
      const refused = await task(['restore', path.join(folder, 'backups', file!)], env);
      expect(refused.code).toBe(1);
      expect(refused.out).toContain('is open in another process');

      const restored = await task(['restore', path.join(folder, 'backups', file!)], { ...env, DATA_DIR: path.join(folder, 'restored') });
      expect(restored.out).toContain('Restored the backup of');
      expect(restored.out).toContain('0 orders, the last none');
      expect(restored.code).toBe(0);
    } finally {
      shop.child.kill('SIGTERM');
      await new Promise((resolve) => shop.child.on('exit', resolve));
      await rm(folder, { recursive: true, force: true });
    }
  });
});

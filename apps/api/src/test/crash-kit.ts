import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';

/** Real processes for the crash tests: started on a script with tsx, read line by line, killed with SIGKILL. */
export interface Running {
  /** Resolves with the first line of output that starts with `prefix`. */
  line(prefix: string): Promise<string>;
  exited: Promise<number | null>;
  kill(): void;
}

export function startProcess(script: string, env: Record<string, string>): Running {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
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

export interface Place {
  env: Record<string, string>;
  dispose(): Promise<void>;
}

/** A PGlite folder of its own, or a database of its own on TEST_DATABASE_URL's server, for processes to share. */
export async function crashDatabase(extra: Record<string, string> = {}): Promise<Place> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return postgresDatabase(serverUrl, extra);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'selvedge-crash-'));
  return { env: { DATA_DIR: dataDir, ...extra }, dispose: () => rm(dataDir, { recursive: true, force: true }) };
}

async function postgresDatabase(serverUrl: string, extra: Record<string, string>): Promise<Place> {
  const name = `selvedge_crash_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString(), ...extra },
    async dispose() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

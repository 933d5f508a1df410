import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { usingPostgres } from '../test/test-database.js';
import { seedFabrics } from './seed/fabrics/index.js';
import { seedAddOns } from './seed/product-configs/index.js';

/**
 * The embedded database's first start, killed (SIGKILL, as a crash or an impatient operator would)
 * at several moments: the next start must still open the folder and find the demo shop.
 */

const apiRoot = fileURLToPath(new URL('../..', import.meta.url));
const prepareModule = fileURLToPath(new URL('./prepare-database.ts', import.meta.url));
const schemaModule = fileURLToPath(new URL('./schema.ts', import.meta.url));

/** A start of the shop's database as server.ts does it, in a process of its own that reports each step. */
const START_SCRIPT = `
const [{ openPreparedDatabase }, schema, { count }] = await Promise.all([
  import(${JSON.stringify(prepareModule)}),
  import(${JSON.stringify(schemaModule)}),
  import('drizzle-orm'),
]);
const started = performance.now();
console.log(JSON.stringify({ event: 'start' }));
const { database, seed } = await openPreparedDatabase({ dataDir: process.env.DATA_DIR, seed: true });
const [row] = await database.db.select({ n: count() }).from(schema.products);
console.log(JSON.stringify({ event: 'ready', seeded: seed.seeded, products: row.n, ms: Math.round(performance.now() - started) }));
await database.close();
`;

interface Ready {
  event: 'ready';
  seeded: boolean;
  products: number;
  ms: number;
}

interface StartOutcome {
  ready: Ready | null;
  killed: boolean;
  exitCode: number | null;
  stderr: string;
}

/** Runs one start on `dataDir`; with `killAfterMs`, kills it that long after it began on the database. */
function startShop(dataDir: string, killAfterMs?: number): Promise<StartOutcome> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', START_SCRIPT], {
      cwd: apiRoot,
      env: { ...process.env, DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let ready: Ready | null = null;
    let killed = false;
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      for (;;) {
        const end = stdout.indexOf('\n');
        if (end === -1) break;
        const line = stdout.slice(0, end);
        stdout = stdout.slice(end + 1);
        const message = JSON.parse(line) as { event: string } | Ready;
        if (message.event === 'ready') ready = message as Ready;
        if (message.event === 'start' && killAfterMs !== undefined) {
          setTimeout(() => {
            killed = child.exitCode === null && child.kill('SIGKILL');
          }, killAfterMs);
        }
      }
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (exitCode) => resolve({ ready, killed, exitCode, stderr }));
  });
}

const expectedProducts = seedFabrics.length + seedAddOns.length;
const dataDir = mkdtempSync(path.join(tmpdir(), 'selvedge-first-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/**
 * One folder throughout: each start after a kill is again a first start (or, once one has
 * finished, a later one), and a folder left half-made by any kill would fail every start after it,
 * the last one included.
 */
describe.runIf(!usingPostgres())('the embedded database survives a kill at any moment of a start', () => {
  it('after first starts killed at 100 ms to 2 s, the next start opens the folder and finds the seeded shop', {
    timeout: 300_000,
  }, async () => {
    for (const killAfterMs of [100, 300, 600, 900, 1300, 2000]) {
      const killed = await startShop(dataDir, killAfterMs);
      // A start that ended by itself must have ended well.
      if (!killed.killed) expect(killed).toMatchObject({ exitCode: 0, stderr: '' });
      // Killed part-way, the database is either complete or not there at all: never half-made.
      if (killed.ready === null) expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
    }
    const next = await startShop(dataDir);
    expect(next).toMatchObject({ exitCode: 0, stderr: '' });
    expect(next.ready?.products).toBe(expectedProducts);
    // What the killed starts left aside is gone.
    expect(existsSync(path.join(dataDir, '.pglite-new'))).toBe(false);
  });

  it('a later start killed part-way leaves the folder usable', { timeout: 300_000 }, async () => {
    for (const killAfterMs of [50, 200, 500]) {
      const killed = await startShop(dataDir, killAfterMs);
      if (!killed.killed) expect(killed).toMatchObject({ exitCode: 0, stderr: '' });
    }
    const next = await startShop(dataDir);
    expect(next).toMatchObject({ exitCode: 0, stderr: '' });
    expect(next.ready).toMatchObject({ seeded: false, products: expectedProducts });
  });
});

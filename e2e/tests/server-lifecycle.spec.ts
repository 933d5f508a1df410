import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/** The built server as `npm start` runs it: a real process, a real data directory, real signals. */
const server = path.resolve(import.meta.dirname, '../../apps/api/dist/server.js');
const port = 4321;

function start(dataDir: string): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, [server], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

async function healthy(): Promise<void> {
  await expect
    .poll(async () => (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.status, { timeout: 60_000 })
    .toBe(200);
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

test('the server seeds once, keeps its data across restarts and shuts down cleanly on SIGTERM', async () => {
  test.setTimeout(120_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'selvedge-lifecycle-'));
  try {
    const first = start(dataDir);
    await healthy();
    const firstExit = exitOf(first.child);
    first.child.kill('SIGTERM');
    expect(await firstExit).toBe(0);
    expect(first.output()).toContain('seeded the demo shop');
    expect(first.output()).toContain('shutting down');

    const second = start(dataDir);
    await healthy();
    const secondExit = exitOf(second.child);
    second.child.kill('SIGINT');
    expect(await secondExit).toBe(0);
    expect(second.output()).not.toContain('seeded the demo shop');
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

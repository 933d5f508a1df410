import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crashDatabase, startProcess, type Place } from './crash-kit.js';
import { usingPostgres } from './test-database.js';

/**
 * A job killed mid-way (kill -9 of its process) runs again after a restart, and its effect happens
 * once: a real worker process (job-crash-worker.ts) delivers an e-mail to the outbox and is killed
 * before the job is marked done; a second process finds the job abandoned, runs it again, and the
 * outbox still holds one message.
 */

const worker = fileURLToPath(new URL('./job-crash-worker.ts', import.meta.url));

let outboxDir: string;
let place: Place;
beforeAll(async () => {
  outboxDir = await mkdtemp(path.join(tmpdir(), 'selvedge-crash-outbox-'));
  place = await crashDatabase({ OUTBOX_DIR: outboxDir });
});
afterAll(async () => {
  await place.dispose();
  await rm(outboxDir, { recursive: true, force: true });
});

describe(`a job killed mid-way (${usingPostgres() ? 'Postgres' : 'PGlite in a folder'})`, () => {
  it('runs again after a restart and delivers its e-mail once', { timeout: 180_000 }, async () => {
    const first = startProcess(worker, { ...place.env, PHASE: 'first', EXPIRE_SECONDS: '3' });
    const jobId = (await first.line('delivered ')).slice('delivered '.length);
    first.kill();
    await first.exited;
    // Killed with the e-mail delivered but before anything recorded the job as done.
    expect(await readdir(outboxDir)).toEqual([`msg_${jobId}.eml`]);

    const restart = startProcess(worker, { ...place.env, PHASE: 'restart', JOB_ID: jobId });
    // Run a second time (one retry) and done, and still one message: the handler is idempotent.
    expect(await restart.line('completed ')).toBe(`completed ${jobId} retries=1 outbox=1`);
    expect(await restart.exited).toBe(0);
    expect(await readdir(outboxDir)).toEqual([`msg_${jobId}.eml`]);
  });
});

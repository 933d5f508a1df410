import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../db/prepare-database.js';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import { createJobQueue, defineJob, installJobQueues, type JobQueue, type QueueSettings } from './jobs.js';

const queue = (name: string, settings: Partial<QueueSettings> = {}): QueueSettings => ({
  name,
  retryLimit: 2,
  retryDelaySeconds: 0,
  retryBackoff: false,
  expireInSeconds: 60,
  ...settings,
});

const flaky = defineJob<{ order: string }>(queue('test-flaky'));
const plain = defineJob<{ n: number }>(queue('test-plain'));
const slow = defineJob<{ n: number }>(queue('test-slow', { expireInSeconds: 1, retryLimit: 1 }));
const everyMinute = defineJob<Record<string, never>>(queue('test-every-minute', { schedule: '* * * * *' }));

let database: TestDatabase;
const started: JobQueue[] = [];
/** A queue on the test database; stopped after each test. */
function jobQueue(runsJobs: boolean, timing = {}): JobQueue {
  const jobs = createJobQueue({
    db: database.handle.db,
    runsJobs,
    timing: { pollingIntervalSeconds: 0.5, cronMonitorIntervalSeconds: 1, cronWorkerIntervalSeconds: 1, ...timing },
  });
  started.push(jobs);
  return jobs;
}

beforeAll(async () => {
  database = await createTestDatabase();
  await prepareDatabase(database.handle, { seed: false });
  await installJobQueues(database.handle.db, [flaky.queue, plain.queue, slow.queue, everyMinute.queue]);
});
afterEach(async () => {
  for (const jobs of started.splice(0)) await jobs.stop();
});
afterAll(async () => database.dispose());

async function waitingPayloads(name: string): Promise<unknown[]> {
  const result = await database.handle.db.execute(
    sql`select data from pgboss.job where name = ${name} and state < 'active' order by created_on`,
  );
  return (result as unknown as { rows: Array<{ data: unknown }> }).rows.map((row) => row.data);
}

/** A promise and the function that settles it, for a handler to tell the test it ran. */
function signal<T>() {
  let settle: (value: T) => void = () => undefined;
  const done = new Promise<T>((resolve) => {
    settle = resolve;
  });
  return { done, settle };
}

describe('retries and failure', () => {
  it('leaves a job that keeps failing in the failed state, with its last error, after its retries', async () => {
    const jobs = jobQueue(false);
    const attempts: number[] = [];
    jobs.handle(flaky, async ({ order }, job) => {
      attempts.push(job.attempt);
      throw new Error(`the payment provider refused ${order} (attempt ${job.attempt})`);
    });
    const id = await jobs.enqueue(flaky, { order: 'ord_1' });

    expect(await jobs.drain()).toEqual({ completed: 0, failed: 3 });
    expect(attempts).toEqual([1, 2, 3]);
    const record = await jobs.find(flaky, id ?? '');
    expect(record).toMatchObject({
      id,
      state: 'failed',
      retryCount: 2,
      output: { name: 'Error', message: 'the payment provider refused ord_1 (attempt 3)' },
    });
    // Nothing left to run: a failed job stays failed.
    expect(await jobs.drain()).toEqual({ completed: 0, failed: 0 });
  });

  it('completes a job on the retry after a failure, keeping its id', async () => {
    const jobs = jobQueue(false);
    const seen: string[] = [];
    jobs.handle(flaky, async (_payload, job) => {
      seen.push(job.id);
      if (job.attempt === 1) throw new Error('the mail server is away');
    });
    const id = await jobs.enqueue(flaky, { order: 'ord_2' });
    expect(await jobs.drain()).toEqual({ completed: 1, failed: 1 });
    expect(seen).toEqual([id, id]);
    expect((await jobs.find(flaky, id ?? ''))?.state).toBe('completed');
  });

  it('fails a run that outlives its expiry, and runs the job again', async () => {
    const jobs = jobQueue(false);
    jobs.handle(slow, async (_payload, job) => {
      if (job.attempt === 1) await new Promise(() => undefined);
    });
    const id = await jobs.enqueue(slow, { n: 1 });
    expect(await jobs.drain()).toEqual({ completed: 1, failed: 1 });
    expect(await jobs.find(slow, id ?? '')).toMatchObject({ state: 'completed', retryCount: 1 });
  });
});

describe('failed jobs, for the owner', () => {
  it('lists a failed job by its message and counts it, and sends it back once however many ask at once', async () => {
    const jobs = jobQueue(false);
    jobs.handle(flaky, async () => {
      throw new Error('the payment provider is away');
    });
    const id = (await jobs.enqueue(flaky, { order: 'ord_9' })) ?? '';
    await jobs.drain();
    const listed = (await jobs.failed(100)).find((job) => job.id === id);
    expect(listed).toMatchObject({ id, queue: 'test-flaky', attempts: 3, message: 'the payment provider is away' });
    expect(listed?.failedAt).toBeInstanceOf(Date);
    expect(JSON.stringify(await jobs.failed(100))).not.toContain('ord_9');
    const counted = (await jobs.failedCounts())['test-flaky'] ?? 0;
    expect(counted).toBeGreaterThanOrEqual(1);

    // Inside a transaction that rolls back, nothing changes.
    await expect(
      database.handle.db.transaction(async (tx) => {
        expect((await jobs.retry(id, { within: tx })).outcome).toBe('retried');
        throw new Error('the audit entry could not be written');
      }),
    ).rejects.toThrow('the audit entry could not be written');
    expect((await jobs.find(flaky, id))?.state).toBe('failed');

    const outcomes = await Promise.all([1, 2, 3].map(() => database.handle.db.transaction((tx) => jobs.retry(id, { within: tx }))));
    expect(outcomes.map((outcome) => outcome.outcome).sort()).toEqual(['not-failed', 'not-failed', 'retried']);
    expect((await jobs.failedCounts())['test-flaky'] ?? 0).toBe(counted - 1);
    expect(await jobs.retry('0b8f3c52-9a1e-4d7b-8c55-2f1e6a7b9c10')).toEqual({ outcome: 'missing' });

    // One more try than it had: it completes now, or fails for good again.
    jobs.handle(flaky, async () => undefined);
    expect(await jobs.drain()).toEqual({ completed: 1, failed: 0 });
    expect(await jobs.find(flaky, id)).toMatchObject({ state: 'completed', retryCount: 3 });
  });
});

describe('enqueueing', () => {
  it('enqueues a job with a dedupe key once', async () => {
    const jobs = jobQueue(false);
    const first = await jobs.enqueue(plain, { n: 1 }, { dedupeKey: 'welcome:cus_1' });
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(await jobs.enqueue(plain, { n: 2 }, { dedupeKey: 'welcome:cus_1' })).toBeNull();
    expect(await jobs.enqueue(plain, { n: 3 }, { dedupeKey: 'welcome:cus_2' })).not.toBeNull();
    expect(await waitingPayloads('test-plain')).toEqual([{ n: 1 }, { n: 3 }]);
    jobs.handle(plain, async () => undefined);
    await jobs.drain();
  });

  it('keeps a job enqueued inside a transaction only if the transaction commits', async () => {
    const jobs = jobQueue(false);
    await expect(
      database.handle.db.transaction(async (tx) => {
        await jobs.enqueue(plain, { n: 10 }, { within: tx });
        throw new Error('the order could not be saved');
      }),
    ).rejects.toThrow('the order could not be saved');
    await database.handle.db.transaction(async (tx) => {
      await jobs.enqueue(plain, { n: 11 }, { within: tx });
    });
    expect(await waitingPayloads('test-plain')).toEqual([{ n: 11 }]);
    jobs.handle(plain, async () => undefined);
    await jobs.drain();
  });

  it('refuses a job for a queue the database was not prepared with', async () => {
    const jobs = jobQueue(false);
    await expect(jobs.enqueue(defineJob<{ n: number }>(queue('never-installed')), { n: 1 })).rejects.toThrow(
      /no "never-installed" job queue/,
    );
  });
});

describe('workers (WORKER=on and only run jobs, off only enqueues)', () => {
  it('runs a job enqueued by a process that does not run jobs itself', async () => {
    const api = jobQueue(false);
    const ranIn: string[] = [];
    api.handle(plain, async () => {
      ranIn.push('api');
    });
    await api.start();
    await api.enqueue(plain, { n: 20 });

    const worker = jobQueue(true);
    const ran = signal<number>();
    worker.handle(plain, async ({ n }) => {
      ranIn.push('worker');
      ran.settle(n);
    });
    await worker.start();
    expect(await ran.done).toBe(20);
    expect(ranIn).toEqual(['worker']);
  });

  it('runs a job enqueued in its own process at once, without waiting for its next poll', async () => {
    const jobs = jobQueue(true, { pollingIntervalSeconds: 600 });
    const ran = signal<number>();
    jobs.handle(plain, async ({ n }) => ran.settle(n));
    await jobs.start();
    await jobs.enqueue(plain, { n: 21 });
    expect(await ran.done).toBe(21);
  });

  it('runs a delayed job once it is due, without waiting for its next poll', async () => {
    const jobs = jobQueue(true, { pollingIntervalSeconds: 600 });
    const ran = signal<number>();
    jobs.handle(plain, async ({ n }) => ran.settle(n));
    await jobs.start();
    const id = await jobs.enqueue(plain, { n: 22 }, { delaySeconds: 1 });
    expect((await jobs.find(plain, id ?? ''))?.state).toBe('created');
    expect(await ran.done).toBe(22);
  });

  it('enqueues a scheduled job on its schedule', async () => {
    const jobs = jobQueue(true);
    const ran = signal<unknown>();
    jobs.handle(everyMinute, async (payload) => ran.settle(payload));
    await jobs.start();
    expect(await ran.done).toEqual({});
  });
});

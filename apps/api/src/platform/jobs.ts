import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import PgBoss from 'pg-boss';
import { jobsDatabaseFor } from './jobs-database.js';

/**
 * Background work on pg-boss (decision 015): jobs are rows in the shop's own database (PGlite or
 * Postgres), so a crash loses none. A job is retried after a failure, and a job whose process died
 * while it ran (it stays active past its queue's expiry) runs again, so every handler must be
 * idempotent: running it twice has the effect of running it once.
 */

/** A queue: its retries, how long a job may stay active, and a schedule for recurring work. */
export interface QueueSettings {
  name: string;
  /** Tries after the first before a job is left failed, its error kept. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** Doubles the delay at each retry (with some jitter). */
  retryBackoff: boolean;
  /** Past this a running job counts as abandoned and is tried again; it is also the handler's time limit. */
  expireInSeconds: number;
  /** A cron line, in UTC: a job with an empty payload is enqueued on this schedule. */
  schedule?: string;
}

/** A kind of job: its queue and, as a type only, its payload. */
export interface JobDefinition<Payload extends object> {
  readonly queue: QueueSettings;
  readonly payload?: Payload;
}

export function defineJob<Payload extends object>(queue: QueueSettings): JobDefinition<Payload> {
  return { queue };
}

interface JobContext {
  /** The job's id: stable across its retries, so effects can be keyed on it. */
  id: string;
  /** 1 for the first run, 2 for the first retry... */
  attempt: number;
}

type JobHandler<Payload> = (payload: Payload, job: JobContext) => Promise<void>;

export interface EnqueueOptions {
  /** The job is enqueued once for this key (per queue), however often it is asked for, while it is kept. */
  dedupeKey?: string;
  /** A Drizzle transaction: the job exists only if that transaction commits. */
  within?: object;
  /** Not before this many seconds from now (by the database's clock). */
  delaySeconds?: number;
}

type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

interface JobRecord {
  id: string;
  state: JobState;
  /** Retries started so far (0 while the first run is the only one). */
  retryCount: number;
  /** What a failed run left: the error's name, message and stack. */
  output: unknown;
}

/** A job that failed for good, as the owner sees it: never its payload (it can hold e-mail addresses), never its stack. */
interface FailedJobRecord {
  id: string;
  queue: string;
  failedAt: Date;
  /** Runs it had, the first one included. */
  attempts: number;
  /** The last error's message, cut to 500 characters. */
  message: string;
}

type RetryOutcome =
  | { outcome: 'retried'; job: FailedJobRecord }
  | { outcome: 'missing' }
  /** It is no longer failed: tried again already, or running, or done. */
  | { outcome: 'not-failed'; state: JobState };

interface DrainReport {
  completed: number;
  failed: number;
}

export interface JobQueue {
  /** Enqueues a job; its id, or null when `dedupeKey` found it already enqueued. */
  enqueue<Payload extends object>(job: JobDefinition<Payload>, payload: Payload, options?: EnqueueOptions): Promise<string | null>;
  /** The work a kind of job does. Register every handler before `start`. */
  handle<Payload extends object>(job: JobDefinition<Payload>, handler: JobHandler<Payload>): void;
  /** Opens the queue; in a worker also polls for jobs, expires abandoned ones and keeps the schedules. */
  start(): Promise<void>;
  /** Lets running jobs finish (for a few seconds) and stops polling. */
  stop(): Promise<void>;
  /** Tests only: runs every queued job in this process, delayed ones and retries too, until none is left. */
  drain(): Promise<DrainReport>;
  /** A job's state and kept error, also after it has been archived. */
  find(job: JobDefinition<object>, id: string): Promise<JobRecord | null>;
  /** How many jobs of each handled queue wait to run (queued or waiting for a retry), not those running. */
  queueDepths(): Promise<Record<string, number>>;
  /** Jobs that failed for good (kept FAILED_JOBS_KEPT_DAYS), newest first, at most `limit`. */
  failed(limit: number): Promise<FailedJobRecord[]>;
  /** How many jobs of each queue failed for good (queues with none are left out). */
  failedCounts(): Promise<Record<string, number>>;
  /**
   * Sends a failed job back to be run once more (pg-boss's `retry`), in `within`'s transaction
   * when given; the job is locked while it is checked, so two retries at once make one.
   */
  retry(id: string, options?: { within?: object }): Promise<RetryOutcome>;
}

/**
 * Days a job that failed for good stays in pg-boss's job table, where the owner sees it and can
 * send it back (pg-boss's default is 12 hours, after which it is archived and cannot be retried).
 */
export const FAILED_JOBS_KEPT_DAYS = 7;

/** pg-boss's schema (its default): the job table is read for what pg-boss has no call for. */
const BOSS_SCHEMA = 'pgboss';

/**
 * The fields of a failed job the owner sees. The message is where pg-boss puts it: an Error keeps
 * its own (`{name, message, stack}`), a timeout or a thrown non-object is wrapped as `{value}`.
 */
const FAILED_JOB_COLUMNS = `id::text as id, name as queue, completed_on as "failedAt", retry_count + 1 as attempts,
  left(coalesce(output->>'message', output->'value'->>'message', case when jsonb_typeof(output->'value') = 'string' then output->>'value' end, 'No message was kept.'), 500) as message`;

interface FailedJobRow {
  id: string;
  queue: string;
  failedAt: Date | string | null;
  attempts: number | string;
  message: string;
}

function failedJobOf(row: FailedJobRow): FailedJobRecord {
  return { id: row.id, queue: row.queue, failedAt: new Date(row.failedAt ?? 0), attempts: Number(row.attempts), message: row.message };
}

interface JobTiming {
  /** How often an idle worker looks for jobs another process enqueued (its own wake it at once). */
  pollingIntervalSeconds: number;
  /** How often abandoned jobs are looked for (one worker at a time does it). */
  maintenanceIntervalSeconds: number;
  /** How often the schedules are checked for jobs that are due (one worker at a time does it). */
  cronMonitorIntervalSeconds: number;
  /** How often the jobs a schedule made due are enqueued. */
  cronWorkerIntervalSeconds: number;
  /**
   * Override every queue's expiry and retry delay (without backoff) for the jobs this process
   * enqueues: with them a test of a killed worker takes seconds, not minutes.
   */
  expireInSeconds?: number;
  retryDelaySeconds?: number;
  /** How long `stop` waits for running jobs before leaving them to expire and run again elsewhere. */
  stopGraceSeconds: number;
}

const DEFAULT_TIMING: JobTiming = {
  pollingIntervalSeconds: 2,
  maintenanceIntervalSeconds: 60,
  cronMonitorIntervalSeconds: 30,
  cronWorkerIntervalSeconds: 5,
  stopGraceSeconds: 8,
};

interface JobLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

const quietLog: JobLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** pg-boss's own queue for schedules: created with the others rather than when the first worker starts. */
const SCHEDULE_QUEUE = '__pgboss__send-it';

function queueOptions(queue: QueueSettings): PgBoss.Queue {
  return {
    name: queue.name,
    retryLimit: queue.retryLimit,
    retryDelay: queue.retryDelaySeconds,
    retryBackoff: queue.retryBackoff,
    expireInSeconds: queue.expireInSeconds,
  };
}

/**
 * Creates pg-boss's tables (or migrates them to this version), then every queue with its current
 * settings and schedule. Runs while the database is prepared at start, under the start-up lock,
 * through `db` (the Drizzle database start-up works on).
 */
export async function installJobQueues(db: object, queues: readonly QueueSettings[]): Promise<void> {
  const boss = new PgBoss({ db: jobsDatabaseFor(db), migrate: true, supervise: false, schedule: false });
  const failures: unknown[] = [];
  boss.on('error', (error) => failures.push(error));
  await boss.start();
  try {
    await boss.createQueue(SCHEDULE_QUEUE);
    for (const queue of queues) {
      await boss.createQueue(queue.name, queueOptions(queue));
      await boss.updateQueue(queue.name, queueOptions(queue));
      if (queue.schedule) await boss.schedule(queue.name, queue.schedule, {}, { tz: 'UTC' });
      else await boss.unschedule(queue.name);
    }
  } finally {
    await boss.stop({ graceful: false, close: false });
  }
  if (failures.length > 0) throw failures[0];
}

/** A uuid that is the same for the same queue and key: pg-boss keeps one job per id. */
function dedupeId(queue: string, key: string): string {
  const hex = createHash('sha256').update(`${queue}\u0000${key}`).digest('hex');
  // Shaped as an RFC 9562 version 8 (custom) uuid.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16)}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

/** Resolves when `work` does, or rejects once `ms` have passed (the work itself cannot be stopped). */
async function withinTime(work: Promise<void>, ms: number, what: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} ran longer than ${Math.round(ms / 1000)} s`)), ms);
  });
  try {
    await Promise.race([work, limit]);
  } finally {
    clearTimeout(timer);
  }
}

/** Sleeps until its time is up or `notify` is called (a job was enqueued in this process). */
function createWake() {
  let pending = false;
  let wakeUp: (() => void) | null = null;
  return {
    notify() {
      if (wakeUp) wakeUp();
      else pending = true;
    },
    wait(ms: number): Promise<void> {
      if (pending) {
        pending = false;
        return Promise.resolve();
      }
      return new Promise((resolve) => {
        const timer = setTimeout(done, ms);
        function done() {
          clearTimeout(timer);
          wakeUp = null;
          resolve();
        }
        wakeUp = done;
      });
    },
  };
}

interface JobQueueOptions {
  /** The Drizzle database the jobs live in. */
  db: object;
  /** This process runs jobs (WORKER on or only); otherwise it only enqueues (WORKER off). */
  runsJobs: boolean;
  log?: JobLog | undefined;
  timing?: Partial<JobTiming> | undefined;
  /** Told how each run this process made ended (the metrics count them). */
  onFinished?: ((queue: string, outcome: 'completed' | 'failed') => void) | undefined;
}

export function createJobQueue({ db, runsJobs, log = quietLog, timing: timingOverrides, onFinished }: JobQueueOptions): JobQueue {
  const timing = { ...DEFAULT_TIMING, ...timingOverrides };
  const boss = new PgBoss({
    db: jobsDatabaseFor(db),
    // The tables are made when the database is prepared; here pg-boss only checks their version.
    migrate: false,
    supervise: runsJobs,
    schedule: runsJobs,
    maintenanceIntervalSeconds: timing.maintenanceIntervalSeconds,
    archiveFailedAfterSeconds: FAILED_JOBS_KEPT_DAYS * 24 * 60 * 60,
    cronMonitorIntervalSeconds: timing.cronMonitorIntervalSeconds,
    cronWorkerIntervalSeconds: timing.cronWorkerIntervalSeconds,
  });
  let stopping = false;
  boss.on('error', (error) => {
    // Once stopping, a poll that was under way may meet a closed database: nothing is lost by that.
    if (!stopping) log.error({ err: error }, 'the job queue met an error');
  });

  const jobsDb = jobsDatabaseFor(db);
  const handlers = new Map<string, JobHandler<object>>();
  const wakes = new Map<string, ReturnType<typeof createWake>>();
  const loops: Promise<void>[] = [];

  /** Runs one fetched job and records how it ended; the job is never lost if this process dies meanwhile. */
  async function run(queue: string, job: PgBoss.JobWithMetadata<object>): Promise<'completed' | 'failed'> {
    const handler = handlers.get(queue);
    const attempt = job.retryCount + 1;
    let failure: unknown = null;
    try {
      if (!handler) throw new Error(`no handler for ${queue} jobs`);
      // A scheduled job carries the schedule's payload, which may be null.
      await withinTime(handler(job.data ?? {}, { id: job.id, attempt }), Number(job.expireInSeconds) * 1000, `the ${queue} job`);
    } catch (error) {
      failure = error ?? new Error(`the ${queue} job failed`);
    }
    if (failure === null) {
      await boss.complete(queue, job.id);
      onFinished?.(queue, 'completed');
      return 'completed';
    }
    const final = job.retryCount >= job.retryLimit;
    // The payload is never logged: it may hold e-mail addresses and links.
    log[final ? 'error' : 'warn'](
      { err: failure, queue, jobId: job.id, attempt },
      final ? 'a job failed for good after its retries' : 'a job failed; it will be tried again',
    );
    await boss.fail(queue, job.id, failure as object);
    onFinished?.(queue, 'failed');
    return 'failed';
  }

  async function next(queue: string, options: { evenIfWaiting?: boolean } = {}): Promise<PgBoss.JobWithMetadata<object> | undefined> {
    const [job] = await boss.fetch<object>(queue, {
      batchSize: 1,
      includeMetadata: true,
      ignoreStartAfter: options.evenIfWaiting === true,
    });
    return job;
  }

  async function work(queue: string, wake: ReturnType<typeof createWake>): Promise<void> {
    while (!stopping) {
      let ran = false;
      try {
        const job = await next(queue);
        // A job fetched is marked active: it runs even when a stop has begun meanwhile.
        if (job) {
          ran = true;
          await run(queue, job);
        }
      } catch (error) {
        if (!stopping) log.error({ err: error, queue }, 'the job worker could not reach the database');
      }
      if (!ran && !stopping) await wake.wait(timing.pollingIntervalSeconds * 1000);
    }
  }

  return {
    async enqueue(job, payload, options = {}) {
      const send: PgBoss.SendOptions = {};
      if (options.dedupeKey !== undefined) send.id = dedupeId(job.queue.name, options.dedupeKey);
      if (options.within) send.db = jobsDatabaseFor(options.within) as PgBoss.Db;
      if (options.delaySeconds) send.startAfter = options.delaySeconds;
      if (timing.expireInSeconds) send.expireInSeconds = timing.expireInSeconds;
      if (timing.retryDelaySeconds !== undefined) {
        send.retryDelay = timing.retryDelaySeconds;
        send.retryBackoff = false;
      }
      const id = await boss.send(job.queue.name, payload, send);
      // pg-boss inserts nothing, silently, for a queue that does not exist.
      if (id === null && options.dedupeKey === undefined)
        throw new Error(`There is no "${job.queue.name}" job queue: it is created when the database is prepared`);
      const wake = id === null ? undefined : wakes.get(job.queue.name);
      // A worker in this process takes the job as soon as it is due, not at its next poll.
      if (wake && options.delaySeconds) setTimeout(() => wake.notify(), options.delaySeconds * 1000 + 50).unref();
      else wake?.notify();
      return id;
    },

    handle(job, handler) {
      handlers.set(job.queue.name, handler as JobHandler<object>);
    },

    async start() {
      await boss.start();
      if (!runsJobs) return;
      for (const queue of handlers.keys()) {
        const wake = createWake();
        wakes.set(queue, wake);
        loops.push(work(queue, wake));
      }
      log.info({ queues: [...handlers.keys()] }, 'the job worker is running');
    },

    async stop() {
      if (stopping) return;
      stopping = true;
      for (const wake of wakes.values()) wake.notify();
      const grace = new AbortController();
      await Promise.race([
        Promise.allSettled(loops),
        sleep(timing.stopGraceSeconds * 1000, undefined, { signal: grace.signal }).catch(() => undefined),
      ]);
      grace.abort();
      await boss.stop({ graceful: false, close: false });
    },

    async drain() {
      const report: DrainReport = { completed: 0, failed: 0 };
      // A handler that enqueues more work is followed; one that enqueues itself forever is stopped.
      for (let pass = 0; pass < 100; pass += 1) {
        let ran = 0;
        for (const queue of handlers.keys()) {
          for (let job = await next(queue, { evenIfWaiting: true }); job; job = await next(queue, { evenIfWaiting: true })) {
            ran += 1;
            report[await run(queue, job)] += 1;
          }
        }
        if (ran === 0) return report;
      }
      throw new Error('the job queue did not drain: jobs keep enqueuing jobs');
    },

    async find(job, id) {
      const found = await boss.getJobById<object>(job.queue.name, id, { includeArchive: true });
      if (!found) return null;
      return { id: found.id, state: found.state, retryCount: found.retryCount, output: found.output };
    },

    async queueDepths() {
      const queues = [...handlers.keys()];
      // Jobs before 'active': created (due or delayed) and retry.
      const sizes = await Promise.all(queues.map((queue) => boss.getQueueSize(queue, { before: 'active' })));
      return Object.fromEntries(queues.map((queue, index) => [queue, sizes[index] ?? 0]));
    },

    async failed(limit) {
      const { rows } = await jobsDb.executeSql(
        `SELECT ${FAILED_JOB_COLUMNS} FROM ${BOSS_SCHEMA}.job WHERE state = 'failed' ORDER BY completed_on DESC, id DESC LIMIT $1`,
        [limit],
      );
      return (rows as FailedJobRow[]).map(failedJobOf);
    },

    async failedCounts() {
      const { rows } = await jobsDb.executeSql(
        `SELECT name, count(*)::int AS count FROM ${BOSS_SCHEMA}.job WHERE state = 'failed' GROUP BY name`,
        [],
      );
      return Object.fromEntries((rows as Array<{ name: string; count: number | string }>).map((row) => [row.name, Number(row.count)]));
    },

    async retry(id, options = {}) {
      const on = options.within ? jobsDatabaseFor(options.within) : jobsDb;
      const { rows } = await on.executeSql(`SELECT ${FAILED_JOB_COLUMNS}, state FROM ${BOSS_SCHEMA}.job WHERE id = $1::uuid FOR UPDATE`, [
        id,
      ]);
      const row = rows[0] as (FailedJobRow & { state: JobState }) | undefined;
      if (!row) return { outcome: 'missing' };
      if (row.state !== 'failed') return { outcome: 'not-failed', state: row.state };
      // pg-boss's retry: the job is due at once, with one more try than it had.
      await boss.retry(row.queue, row.id, { db: on as PgBoss.Db });
      if (!options.within) wakes.get(row.queue)?.notify();
      return { outcome: 'retried', job: failedJobOf(row) };
    },
  };
}

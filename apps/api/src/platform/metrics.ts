import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/connection.js';
import { appMeta } from '../db/schema.js';
import { LAST_BACKUP_KEY } from './backups.js';

/**
 * What the shop measures, in Prometheus's terms (decision 044). One registry per app, never
 * prom-client's global one, so that a test can build many apps. Labels take only values from a
 * short, fixed set: a route's pattern, never its URL; a queue's name; an outcome. Nothing a
 * visitor types (an id, a token, an e-mail address) ever becomes a label.
 */

/** The `app_meta` key the backup command writes `{"at":"<ISO time>",...}` under when a backup is made. */

/** How long a scrape waits for a reading from the database before it answers with the last one. */
const READ_TIMEOUT_MS = 2_000;

/** The label of a request that matched no route (a 404, the storefront's pages): one, whatever its URL. */
const UNMATCHED_ROUTE = 'unmatched';

/** Methods counted by name; any other becomes OTHER, so a client cannot add labels. */
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** What the checkout reports, by name: each is counted once per payment, when its row moved. */
type PaymentOutcome = 'succeeded' | 'failed' | 'cancelled' | 'refunded_automatically';

export interface AppMetrics {
  registry: Registry;
  /** The checkout's sink: an order inserted, a payment moved for good. */
  checkout: { orderCreated(): void; paymentMoved(outcome: PaymentOutcome): void };
  /** How a job run in this process ended. */
  jobFinished(queue: string, outcome: 'completed' | 'failed'): void;
  /** Where each scrape reads the job queues' depth from. */
  readQueueDepths(read: () => Promise<Record<string, number>>): void;
}

/**
 * A reading from the database on scrape, bounded: a slow database makes the scrape answer with
 * the last value read (and count the miss), never hang; a reading still running is not started twice.
 */
function boundedReading<T>(read: () => Promise<T>, onMiss: () => void): () => Promise<{ value: T } | null> {
  let running: Promise<T> | null = null;
  return async () => {
    running ??= read().finally(() => (running = null));
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), READ_TIMEOUT_MS)));
    try {
      const value = await Promise.race([running.then((result) => ({ value: result })), late]);
      if (value === null) onMiss();
      return value;
    } catch {
      onMiss();
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}

/** The backup's time in seconds since 1970, from its `app_meta` row; 0 when there is none (or it cannot be read as one). */
export function lastBackupSeconds(value: string | undefined): number {
  if (!value) return 0;
  try {
    const at = (JSON.parse(value) as { at?: unknown }).at;
    const ms = typeof at === 'string' ? Date.parse(at) : NaN;
    return Number.isFinite(ms) ? ms / 1000 : 0;
  } catch {
    return 0;
  }
}

/**
 * The app's metrics, and the hook that times every answer. `database` gives the pool's counts (on
 * Postgres) and the last backup's time.
 */
export function registerMetrics(app: FastifyInstance, { database }: { database: DatabaseHandle }): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'selvedge_' });

  const requests = new Counter({
    name: 'selvedge_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'selvedge_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.is404 || !request.routeOptions.url ? UNMATCHED_ROUTE : request.routeOptions.url;
    const method = KNOWN_METHODS.has(request.method) ? request.method : 'OTHER';
    requests.inc({ method, route, status: String(reply.statusCode) });
    durations.observe({ method, route }, reply.elapsedTime / 1000);
  });

  const readErrors = new Counter({
    name: 'selvedge_metrics_read_errors_total',
    help: 'Readings a scrape could not make in time (or at all), by source; the last value read was answered.',
    labelNames: ['source'] as const,
    registers: [registry],
  });

  const { poolStats } = database;
  if (poolStats) {
    const poolGauge = (name: string, help: string, pick: (stats: { total: number; idle: number; waiting: number }) => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(pick(poolStats()));
        },
      });
    poolGauge('selvedge_db_pool_total', 'Connections open in the database pool.', (stats) => stats.total);
    poolGauge('selvedge_db_pool_idle', 'Open connections idle in the database pool.', (stats) => stats.idle);
    poolGauge('selvedge_db_pool_waiting', 'Queries waiting for a connection from the database pool.', (stats) => stats.waiting);
  }

  let depthReading: (() => Promise<{ value: Record<string, number> } | null>) | null = null;
  new Gauge({
    name: 'selvedge_job_queue_depth',
    help: 'Jobs waiting to run (queued, delayed or waiting for a retry), by queue.',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      const reading = await depthReading?.();
      if (!reading) return;
      this.reset();
      for (const [queue, depth] of Object.entries(reading.value)) this.set({ queue }, depth);
    },
  });
  const jobsCompleted = new Counter({
    name: 'selvedge_jobs_completed_total',
    help: 'Job runs this process completed, by queue.',
    labelNames: ['queue'] as const,
    registers: [registry],
  });
  const jobsFailed = new Counter({
    name: 'selvedge_jobs_failed_total',
    help: 'Job runs that failed in this process, by queue (a run retried later counts once per failure).',
    labelNames: ['queue'] as const,
    registers: [registry],
  });

  const orders = new Counter({
    name: 'selvedge_orders_created_total',
    help: 'Orders created (one per paid checkout).',
    registers: [registry],
  });
  const payments = new Counter({
    name: 'selvedge_payments_total',
    help: 'Payments moved for good, by outcome: succeeded, failed, cancelled, refunded_automatically.',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });

  const backupReading = boundedReading(
    async () => (await database.db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, LAST_BACKUP_KEY)))[0]?.value,
    () => readErrors.inc({ source: 'last_backup' }),
  );
  new Gauge({
    name: 'selvedge_last_backup_timestamp_seconds',
    help: 'When the last backup was made (seconds since 1970); 0 when none was.',
    registers: [registry],
    async collect() {
      const reading = await backupReading();
      if (reading) this.set(lastBackupSeconds(reading.value));
    },
  });

  return {
    registry,
    checkout: {
      orderCreated: () => orders.inc(),
      paymentMoved: (outcome) => payments.inc({ outcome }),
    },
    jobFinished: (queue, outcome) => (outcome === 'completed' ? jobsCompleted : jobsFailed).inc({ queue }),
    readQueueDepths(read) {
      depthReading = boundedReading(read, () => readErrors.inc({ source: 'job_queue' }));
    },
  };
}

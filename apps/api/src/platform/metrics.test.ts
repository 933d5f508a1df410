import { CheckoutSchema, TEST_CARDS } from '@selvedge/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appMeta } from '../db/schema.js';
import { cartCalls, pieceInput, readCatalogue, type CartCatalogue } from '../test/cart-kit.js';
import { anAddress, checkoutCalls, forgetSales, paymentIdOf } from '../test/checkout-kit.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { usingPostgres } from '../test/test-database.js';
import { paymentSweepJob } from '../modules/checkout/checkout.jobs.js';
import { fixedClock } from './clock.js';
import { loadConfig } from './config.js';
import { installationSecret, TEST_PAYMENTS_WEBHOOK_SECRET } from './installation-secrets.js';
import { JOB_QUEUES } from './job-queues.js';
import { mailJob } from './mailer.js';
import { bearerMatches, startMetricsServer, type MetricsServer } from './metrics-server.js';
import { LAST_BACKUP_KEY } from './backups.js';
import { lastBackupSeconds, type AppMetrics } from './metrics.js';
import { signTestWebhook, TEST_WEBHOOK_HEADER } from './payments/test-provider.js';

const TOKEN = 'scrape-token-for-the-tests-0123456789';
const start = new Date('2026-03-02T09:00:00Z');
const clock = fixedClock(start);

let shop: TestApp;
let metrics: AppMetrics;
let server: MetricsServer;
let catalogue: CartCatalogue;

beforeAll(async () => {
  shop = await createTestApp({ clock, config: { metrics: { port: 0, host: '127.0.0.1', token: TOKEN } } });
  if (!shop.app.metrics) throw new Error('an app with METRICS_PORT has metrics');
  metrics = shop.app.metrics;
  server = await startMetricsServer({ registry: metrics.registry, host: '127.0.0.1', port: 0, token: TOKEN, log: shop.app.log });
  catalogue = await readCatalogue(shop, ['shirt']);
});
afterAll(async () => {
  await server?.close();
  await shop?.close();
});

function scrape(headers: Record<string, string> = { authorization: `Bearer ${TOKEN}` }, path = '/metrics'): Promise<Response> {
  return fetch(`http://127.0.0.1:${server.port}${path}`, { headers });
}

async function scraped(): Promise<string> {
  const answer = await scrape();
  expect(answer.status).toBe(200);
  return answer.text();
}

/** A sample's value in the scraped text; undefined when the series is not there. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? '').split(/,(?=[a-z_]+=")/).filter(Boolean);
    if (wanted.every((pair) => present.includes(pair)) && present.length === wanted.length) return Number(match[3]);
  }
  return undefined;
}

/** Every label value in the scraped text. */
function labelValues(text: string): string[] {
  return [...text.matchAll(/[a-z_]+="([^"]*)"/g)].map((match) => match[1] ?? '');
}

describe('served apart from the shop, never to the public', () => {
  it('asks for the bearer token: 401 without it or with another, 200 with it', async () => {
    expect((await scrape({})).status).toBe(401);
    expect((await scrape({})).headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect((await scrape({ authorization: 'Bearer wrong-token' })).status).toBe(401);
    expect((await scrape({ authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}` })).status).toBe(401);
    expect((await scrape({ authorization: `Bearer ${TOKEN}x` })).status).toBe(401);
    const answer = await scrape();
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(await answer.text()).toContain('# TYPE selvedge_http_requests_total counter');
  });

  it('serves /metrics alone on its port', async () => {
    expect((await scrape(undefined, '/')).status).toBe(404);
    expect((await scrape(undefined, '/api/health')).status).toBe(404);
    expect(
      (await fetch(`http://127.0.0.1:${server.port}/metrics`, { method: 'POST', headers: { authorization: `Bearer ${TOKEN}` } })).status,
    ).toBe(405);
  });

  it("has no /metrics on the shop's port, with or without the token", async () => {
    expect((await shop.call('/metrics')).status).toBe(404);
    expect((await shop.call({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404);
    expect((await shop.call('/api/metrics')).status).toBe(404);
  });

  it('compares the token whatever the length of what was sent', () => {
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(undefined, TOKEN)).toBe(false);
    expect(bearerMatches('', TOKEN)).toBe(false);
    expect(bearerMatches(`Bearer ${TOKEN.slice(0, -1)}`, TOKEN)).toBe(false);
    expect(bearerMatches(`bearer ${'x'.repeat(10_000)}`, TOKEN)).toBe(false);
  });

  it('without METRICS_PORT measures nothing and the app has no metrics', async () => {
    const plain = await createTestApp();
    try {
      expect(plain.app.metrics).toBeNull();
      expect((await plain.call('/metrics')).status).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

describe('HTTP requests, by route pattern', () => {
  it('counts a product page under its pattern, a 404 under unmatched, and never a raw value', async () => {
    const fabric = catalogue.fabrics.shirt[0];
    if (!fabric) throw new Error('the seed has shirts');
    const route = '/api/shopify/products/:type/handle/:handle';
    const before = await scraped();
    const count = (text: string, labels: Record<string, string>) => sample(text, 'selvedge_http_requests_total', labels) ?? 0;
    const productLabels = { method: 'GET', route, status: '200' };
    const missingLabels = { method: 'GET', route: 'unmatched', status: '404' };

    for (let n = 0; n < 3; n += 1) expect((await shop.call(`/api/shopify/products/shirt/handle/${fabric.handle}?cc=SGD`)).status).toBe(200);
    const secret = `ada.lovelace+${Date.now()}@example.com`;
    expect((await shop.call(`/api/no-such-thing/${encodeURIComponent(secret)}`)).status).toBe(404);
    expect((await shop.call({ method: 'PROPFIND', url: `/api/${fabric.handle}` })).status).toBe(404);

    const after = await scraped();
    expect(count(after, productLabels) - count(before, productLabels)).toBe(3);
    expect(count(after, missingLabels) - count(before, missingLabels)).toBe(1);
    expect(sample(after, 'selvedge_http_request_duration_seconds_count', { method: 'GET', route })).toBeGreaterThanOrEqual(3);
    expect(sample(after, 'selvedge_http_request_duration_seconds_bucket', { le: '5', method: 'GET', route })).toBeGreaterThanOrEqual(3);
    expect(sample(after, 'selvedge_http_requests_total', { method: 'OTHER', route: 'unmatched', status: '404' })).toBeGreaterThanOrEqual(1);
    // What a visitor typed is nowhere in the labels: every route label is a pattern or "unmatched".
    const values = labelValues(after);
    expect(values.join(' ')).not.toContain(fabric.handle);
    expect(values.join(' ')).not.toContain('lovelace');
    const routes = [...after.matchAll(/route="([^"]*)"/g)].map((match) => match[1] ?? '');
    for (const each of routes) expect(each === 'unmatched' || each.startsWith('/')).toBe(true);
    for (const each of routes.filter((value) => value !== 'unmatched'))
      expect(shop.app.hasRoute({ url: each, method: 'GET' }) || shop.app.hasRoute({ url: each, method: 'POST' })).toBe(true);
  });

  it('carries the default process metrics under the selvedge_ prefix', async () => {
    const text = await scraped();
    expect(sample(text, 'selvedge_process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(text).toContain('selvedge_nodejs_heap_size_used_bytes');
  });
});

describe('the database pool', () => {
  it(usingPostgres() ? 'shows the pg pool: total, idle, waiting' : 'has no pool gauges on PGlite', async () => {
    const text = await scraped();
    if (!usingPostgres()) {
      expect(text).not.toContain('selvedge_db_pool_');
      return;
    }
    expect(sample(text, 'selvedge_db_pool_total')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'selvedge_db_pool_idle')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'selvedge_db_pool_waiting')).toBe(0);
  });
});

describe('orders and payments', () => {
  const value = async (name: string, labels: Record<string, string> = {}) => sample(await scraped(), name, labels) ?? 0;

  it('counts one order and one succeeded payment however often the payment is reported', async () => {
    await forgetSales(shop);
    clock.set(start);
    const calls = checkoutCalls(shop);
    const secret = await installationSecret(shop.database.handle.db, TEST_PAYMENTS_WEBHOOK_SECRET);
    const webhook = (event: object) => {
      const body = JSON.stringify(event);
      return shop.call({
        method: 'POST',
        url: '/api/payments/test/webhook',
        payload: body,
        headers: { 'content-type': 'application/json', [TEST_WEBHOOK_HEADER]: signTestWebhook(secret, body, clock.now()) },
      });
    };
    const ordersBefore = await value('selvedge_orders_created_total');
    const succeededBefore = await value('selvedge_payments_total', { outcome: 'succeeded' });

    const cart = (await cartCalls(shop).create({ lineItems: [pieceInput(catalogue)] })).body;
    await calls.open(cart.encodedId);
    const ready = CheckoutSchema.parse((await calls.update(cart.encodedId, { email: 'grace@example.com', address: anAddress('SG') })).body);
    const started = await calls.pay(cart.encodedId, { acceptedTotal: ready.cost.total }, `pay-metrics-${cart.id.slice(-8)}`);
    const paymentId = paymentIdOf(started.body.redirectUrl);
    expect((await calls.card(paymentId, TEST_CARDS.asyncSucceeds)).body.status).toBe('processing');
    expect(await value('selvedge_orders_created_total')).toBe(ordersBefore);

    // Reported by two webhooks (one delivered twice) and two returns from the payment page, some at once.
    const reports = await Promise.all([
      webhook({ id: 'evt_metrics_1', type: 'payment.succeeded', paymentId }),
      webhook({ id: 'evt_metrics_1', type: 'payment.succeeded', paymentId }),
      calls.complete(cart.encodedId, paymentId),
    ]);
    for (const report of reports) expect(report.status, report.raw).toBeLessThan(300);
    expect((await webhook({ id: 'evt_metrics_2', type: 'payment.succeeded', paymentId })).status).toBeLessThan(300);
    expect((await calls.complete(cart.encodedId, paymentId)).body.order).not.toBeNull();

    expect(await value('selvedge_orders_created_total')).toBe(ordersBefore + 1);
    expect(await value('selvedge_payments_total', { outcome: 'succeeded' })).toBe(succeededBefore + 1);
  });

  it('counts a failed payment once', async () => {
    await forgetSales(shop);
    clock.set(start);
    const calls = checkoutCalls(shop);
    const failedBefore = await value('selvedge_payments_total', { outcome: 'failed' });
    const ordersBefore = await value('selvedge_orders_created_total');
    const cart = (await cartCalls(shop).create({ lineItems: [pieceInput(catalogue)] })).body;
    await calls.open(cart.encodedId);
    const ready = CheckoutSchema.parse((await calls.update(cart.encodedId, { email: 'grace@example.com', address: anAddress('SG') })).body);
    const paymentId = paymentIdOf(
      (await calls.pay(cart.encodedId, { acceptedTotal: ready.cost.total }, `pay-fails-${cart.id.slice(-8)}`)).body.redirectUrl,
    );
    expect((await calls.card(paymentId, TEST_CARDS.asyncFails)).body.status).toBe('processing');
    // The test provider settles it when its time comes: the sweep asks, twice.
    clock.set(new Date(start.getTime() + 10 * 60_000));
    for (let n = 0; n < 2; n += 1) {
      await shop.app.jobs.enqueue(paymentSweepJob, {});
      await shop.app.jobs.drain();
    }
    expect(await value('selvedge_payments_total', { outcome: 'failed' })).toBe(failedBefore + 1);
    expect(await value('selvedge_orders_created_total')).toBe(ordersBefore);
  });
});

describe('jobs', () => {
  const message = (n: number) => ({ to: `queued-${n}@example.com`, subject: `Queued ${n}`, text: 'A message for the queue.' });

  it('shows the queue depth on scrape and counts the jobs run to completion', async () => {
    await shop.app.jobs.drain();
    const before = await scraped();
    expect(sample(before, 'selvedge_job_queue_depth', { queue: 'mail' })).toBe(0);
    expect(sample(before, 'selvedge_job_queue_depth', { queue: JOB_QUEUES.paymentSweep.name })).toBe(0);
    const completedBefore = sample(before, 'selvedge_jobs_completed_total', { queue: 'mail' }) ?? 0;

    for (let n = 0; n < 3; n += 1) await shop.app.jobs.enqueue(mailJob, message(n));
    await shop.app.jobs.enqueue(mailJob, message(3), { delaySeconds: 3600 });
    expect(sample(await scraped(), 'selvedge_job_queue_depth', { queue: 'mail' })).toBe(4);

    expect(await shop.app.jobs.drain()).toEqual({ completed: 4, failed: 0 });
    const after = await scraped();
    expect(sample(after, 'selvedge_job_queue_depth', { queue: 'mail' })).toBe(0);
    expect(sample(after, 'selvedge_jobs_completed_total', { queue: 'mail' })).toBe(completedBefore + 4);
    expect(sample(after, 'selvedge_jobs_failed_total', { queue: 'mail' }) ?? 0).toBe(0);
  });

  it('counts every failed run of a job whose mail server is away', async () => {
    const away = await createTestApp({ config: { metrics: { port: 0, host: '127.0.0.1', token: null }, smtpUrl: 'smtp://127.0.0.1:1' } });
    try {
      const registry = away.app.metrics?.registry;
      if (!registry) throw new Error('an app with METRICS_PORT has metrics');
      await away.app.jobs.enqueue(mailJob, message(9));
      expect(await away.app.jobs.drain()).toEqual({ completed: 0, failed: JOB_QUEUES.mail.retryLimit + 1 });
      const text = await registry.metrics();
      expect(sample(text, 'selvedge_jobs_failed_total', { queue: 'mail' })).toBe(JOB_QUEUES.mail.retryLimit + 1);
      expect(sample(text, 'selvedge_jobs_completed_total', { queue: 'mail' }) ?? 0).toBe(0);
      expect(sample(text, 'selvedge_job_queue_depth', { queue: 'mail' })).toBe(0);
    } finally {
      await away.close();
    }
  });
});

describe('the last backup', () => {
  it("reads app_meta's backup.last on scrape: 0 before any backup, then its time", async () => {
    const { db } = shop.database.handle;
    await db.delete(appMeta).where(eq(appMeta.key, LAST_BACKUP_KEY));
    expect(sample(await scraped(), 'selvedge_last_backup_timestamp_seconds')).toBe(0);
    const at = '2026-03-01T02:30:00.000Z';
    await db.insert(appMeta).values({ key: LAST_BACKUP_KEY, value: JSON.stringify({ at, file: 'selvedge-2026-03-01.dump', bytes: 1234 }) });
    expect(sample(await scraped(), 'selvedge_last_backup_timestamp_seconds')).toBe(Date.parse(at) / 1000);
    await db.delete(appMeta).where(eq(appMeta.key, LAST_BACKUP_KEY));
  });

  it.each([[undefined], [''], ['not json'], ['{}'], ['{"at":"yesterday"}'], ['{"at":12}'], ['null']])('reads %j as no backup', (value) => {
    expect(lastBackupSeconds(value)).toBe(0);
  });
});

describe('configuration', () => {
  it('serves no metrics without METRICS_PORT, and on 127.0.0.1 by default', () => {
    expect(loadConfig({}).metrics).toBeNull();
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, host: '127.0.0.1', token: null });
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5', METRICS_TOKEN: TOKEN }).metrics).toEqual({
      port: 9464,
      host: '10.0.0.5',
      token: TOKEN,
    });
    // A worker opens no shop port, so its metrics may take the shop's number.
    expect(loadConfig({ METRICS_PORT: '3000', WORKER: 'only', DATABASE_URL: 'postgres://shop@127.0.0.1/shop' }).metrics?.port).toBe(3000);
  });

  it.each([
    [{ METRICS_PORT: 'ninety' }, /METRICS_PORT/],
    [{ METRICS_PORT: '0' }, /METRICS_PORT must be a port number from 1 to 65535/],
    [{ METRICS_PORT: '70000' }, /METRICS_PORT must be a port number from 1 to 65535/],
    [{ METRICS_PORT: '3000' }, /METRICS_PORT must differ from PORT/],
    [{ METRICS_PORT: '9464', METRICS_TOKEN: 'short' }, /METRICS_TOKEN must be at least 16 characters/],
    [{ METRICS_PORT: '9464', METRICS_TOKEN: 'has a space in it somewhere' }, /METRICS_TOKEN must be printable ASCII/],
    [{ METRICS_TOKEN: TOKEN }, /METRICS_TOKEN is set without METRICS_PORT/],
    [{ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }, /METRICS_HOST=0\.0\.0\.0 lets other machines reach the metrics; set METRICS_TOKEN/],
  ])('refuses %o with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('the metrics port', () => {
  it('says which variables to change when its port is taken', async () => {
    await expect(
      startMetricsServer({ registry: metrics.registry, host: '127.0.0.1', port: server.port, token: null, log: shop.app.log }),
    ).rejects.toThrow(new RegExp(`could not be served on 127\\.0\\.0\\.1:${server.port} \\(METRICS_HOST, METRICS_PORT\\): .*EADDRINUSE`));
  });
});

import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerApiRoutes, registerStorefrontPages } from './app-routes.js';
import { composeServices } from './app-services.js';
import type { DatabaseHandle } from './db/connection.js';
import { registerApiDocs } from './platform/api-docs.js';
import { systemClock, type Clock } from './platform/clock.js';
import type { AppConfig } from './platform/config.js';
import { registerErrorHandler } from './platform/errors.js';
import type { FileStorage } from './platform/file-storage.js';
import { clientErrorAnswerer, frameworkErrorHandler, MAX_PARAM_LENGTH } from './platform/framework-errors.js';
import type { JobQueue } from './platform/jobs.js';
import type { Backups } from './platform/backups.js';
import type { PreviewsService } from './modules/previews/previews.service.js';
import { installationSecret, TEST_PAYMENTS_WEBHOOK_SECRET } from './platform/installation-secrets.js';
import { loggerOptions } from './platform/log-options.js';
import { registerMetrics, type AppMetrics } from './platform/metrics.js';
import { fastifyTrustProxy } from './platform/proxy-trust.js';
import { registerAuthRateLimits } from './platform/rate-limit.js';
import { leaveSealedAnswersUncompressed, registerResponseEncryption } from './platform/response-encryption.js';
import { registerRevalidatedAnswers } from './platform/revalidated-answers.js';
import { registerSecurityHeaders } from './platform/security-headers.js';

/** The channel migration 0023's triggers announce catalogue, price, rate, shipping, content and code changes on. */
const SHOP_CHANGES = 'shop_changed';

export interface AppDependencies {
  config: AppConfig;
  database: DatabaseHandle;
  clock?: Clock;
  /** Where log lines go instead of stdout (the tests read them). */
  logStream?: { write(line: string): void };
  /**
   * Told the one-time set-up link when the shop starts with no staff and no ADMIN_EMAIL (the server
   * prints it on the console, apart from the request log). Without it the link is not made.
   */
  onSetupLink?: (link: string) => void;
  /** Tests only: the uploads' storage, in place of the one the configuration names. */
  files?: FileStorage;
}

/** The CSP the storefront runs under: its own scripts only, no inline script, no third parties. */
const contentSecurityPolicy = {
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // Radix's scroll lock adds a <style> element at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: null,
  },
};

/**
 * Builds the whole application without listening: used by server.ts and by every test. Here the
 * HTTP server and its cross-cutting plugins; the services are composed in app-services.ts and the
 * routes registered in app-routes.ts.
 */
export async function buildApp({
  config,
  database,
  clock = systemClock,
  logStream,
  onSetupLink,
  files,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : loggerOptions(config.logLevel, logStream),
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    // Long enough that an over-long handle gets the route's own clear answer; past it, a 414 in our shape.
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: frameworkErrorHandler({ responseKey: config.responseEncryption ? config.responseKey : null }),
    clientErrorHandler: clientErrorAnswerer({ responseKey: config.responseEncryption ? config.responseKey : null }),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // Time limits: a request must arrive whole within 30 s (a slow client cannot hold a socket
    // forever); an idle kept-alive connection stays open longer than a balancer keeps its own idle
    // ones (haproxy: 5 s), so the balancer, not the process, is the one to close it.
    requestTimeout: 30_000,
    keepAliveTimeout: 65_000,
  }).withTypeProvider<ZodTypeProvider>();

  /**
   * Shutting down in two steps (server.ts): first `drain()`: the health check says 503 so the
   * balancer stops sending here, and every answer closes its connection; then, once the balancer
   * has seen it, `close()` lets the requests in flight finish.
   */
  const lifecycle = { draining: false };
  app.decorate('lifecycle', {
    get draining() {
      return lifecycle.draining;
    },
    drain() {
      lifecycle.draining = true;
    },
  });
  app.addHook('onSend', async (_request, reply) => {
    if (lifecycle.draining) void reply.header('connection', 'close');
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // Before the envelope is sealed: the ETag is of the plain answer.
  registerRevalidatedAnswers(app);

  registerSecurityHeaders(app, { contentSecurityPolicy, crossOriginEmbedderPolicy: false });
  if (config.responseEncryption) leaveSealedAnswersUncompressed(app);
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  if (config.responseEncryption) registerResponseEncryption(app, config.responseKey);
  await registerApiDocs(app, { serve: config.env !== 'production' });

  // The test provider's webhooks are signed with a secret of this installation, never one a visitor can work out.
  const testPaymentsSecret = config.stripe
    ? null
    : (config.testPaymentsWebhookSecret ?? (await installationSecret(database.db, TEST_PAYMENTS_WEBHOOK_SECRET)));
  // Measured only when served (METRICS_PORT): server.ts serves `app.metrics` on a port of its own.
  const metrics = config.metrics ? registerMetrics(app, { database }) : null;
  const services = composeServices({ config, database, clock, log: app.log, testPaymentsSecret, files, metrics });
  const { jobs } = services;
  metrics?.readQueueDepths(() => jobs.queueDepths());
  app.decorate('metrics', metrics);
  // An edit anywhere (another API process, the back office, psql) reaches this process's kept answers within a moment.
  app.addHook('onReady', () => database.notices.subscribe(SHOP_CHANGES, () => services.forgetShopCaches()));
  app.addHook('onReady', () => jobs.start());
  app.addHook('onReady', async () => {
    if (!config.admin && !onSetupLink) return;
    // Under the start-up lock: API processes starting together make one owner, not one each.
    const link = await database.withStartupLock(() => services.staff.ensureOwner(config.admin));
    if (link) onSetupLink?.(link);
  });
  // Running jobs finish (for a few seconds) before the database closes; the rest run after a restart.
  app.addHook('onClose', () => jobs.stop());
  app.decorate('backups', services.backups);
  app.decorate('previews', { warmDefaults: () => services.previews.warmDefaults() });
  app.decorate('jobs', { drain: () => jobs.drain(), enqueue: (job, payload, options) => jobs.enqueue(job, payload, options) });
  const limits = await registerAuthRateLimits(app, { db: database.db, clock, scale: config.authRateLimitScale });

  await registerApiRoutes(app, { config, database, services, limits, clock });
  await registerStorefrontPages(app, { config, services });

  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether this process is on its way out (server.ts drains it before closing). */
    lifecycle: { readonly draining: boolean; drain(): void };
    /** This shop's backups (platform/backups.ts): server.ts makes one on SIGUSR2, as `npm run backup` asks of a running embedded shop. */
    backups: Backups;
    /** server.ts draws the customisers' first pictures once it listens (decision 050). */
    previews: Pick<PreviewsService, 'warmDefaults'>;
    /**
     * The job queue, for tests: `drain()` runs every queued job (e-mails, reset links) now;
     * `enqueue` queues one, as its schedule would (the payment sweep).
     */
    jobs: Pick<JobQueue, 'drain' | 'enqueue'>;
    /** The app's metrics when METRICS_PORT is set (decision 044), for server.ts to serve; else null. */
    metrics: AppMetrics | null;
  }
}

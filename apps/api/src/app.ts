import { randomUUID } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from './db/connection.js';
import { createAnalyticsRepository } from './modules/analytics/analytics.repository.js';
import { analyticsRoutes } from './modules/analytics/analytics.routes.js';
import { createAnalyticsService } from './modules/analytics/analytics.service.js';
import { createAuthRepository } from './modules/auth/auth.repository.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { createAuthService } from './modules/auth/auth.service.js';
import path from 'node:path';
import { createCartRepository } from './modules/cart/cart.repository.js';
import { cartRoutes } from './modules/cart/cart.routes.js';
import { createCartService } from './modules/cart/cart.service.js';
import { createCustomersRepository } from './modules/customers/customers.repository.js';
import { customersRoutes } from './modules/customers/customers.routes.js';
import { createCustomersService } from './modules/customers/customers.service.js';
import { createMeasurementsRepository } from './modules/measurements/measurements.repository.js';
import { measurementsRoutes } from './modules/measurements/measurements.routes.js';
import { createMeasurementsService } from './modules/measurements/measurements.service.js';
import { registerJobHandlers } from './job-handlers.js';
import { createOutboxRepository } from './modules/outbox/outbox.repository.js';
import { outboxRoutes } from './modules/outbox/outbox.routes.js';
import { createExpiredRowsRepository } from './platform/expired-rows.repository.js';
import { createJobQueue, type JobQueue } from './platform/jobs.js';
import { createMailer } from './platform/mailer.js';
import { registerAuthRateLimits } from './platform/rate-limit.js';
import { createCatalogueRepository } from './modules/catalogue/catalogue.repository.js';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.js';
import { createCatalogueService } from './modules/catalogue/catalogue.service.js';
import { createPricing } from './modules/catalogue/pricing.js';
import { createContentRepository } from './modules/content/content.repository.js';
import { contentRoutes } from './modules/content/content.routes.js';
import { createContentService } from './modules/content/content.service.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { createMailingListRepository } from './modules/mailing-list/mailing-list.repository.js';
import { mailingListRoutes } from './modules/mailing-list/mailing-list.routes.js';
import { createMailingListService } from './modules/mailing-list/mailing-list.service.js';
import { createPreorderRepository } from './modules/preorder/preorder.repository.js';
import { preorderRoutes } from './modules/preorder/preorder.routes.js';
import { createPreorderService } from './modules/preorder/preorder.service.js';
import { createShippingRepository } from './modules/shipping/shipping.repository.js';
import { shippingRoutes } from './modules/shipping/shipping.routes.js';
import { createShippingService } from './modules/shipping/shipping.service.js';
import { createSessionStore } from './platform/authentication.js';
import { systemClock, type Clock } from './platform/clock.js';
import type { AppConfig } from './platform/config.js';
import { registerErrorHandler } from './platform/errors.js';
import { answerClientError, frameworkErrorHandler, MAX_PARAM_LENGTH } from './platform/framework-errors.js';
import { loggerOptions } from './platform/log-options.js';
import { fastifyTrustProxy } from './platform/proxy-trust.js';
import { registerApiDocs } from './platform/api-docs.js';
import { refuseForbiddenText } from './platform/forbidden-text.js';
import { registerRouteAuth } from './platform/route-auth.js';
import { registerResponseEncryption } from './platform/response-encryption.js';
import { ErrorCode, DEFAULT_CURRENCY, fabricsPagePath, PRODUCT_TYPES, type ProductType } from '@selvedge/contract';
import { createRouteHints, fetchPreload, imagePreload } from './platform/route-hints.js';
import { registerStorefront } from './platform/storefront.js';

export interface AppDependencies {
  config: AppConfig;
  database: DatabaseHandle;
  clock?: Clock;
  /** Where log lines go instead of stdout (the tests read them). */
  logStream?: { write(line: string): void };
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

/** Builds the whole application without listening: used by server.ts and by every test. */
export async function buildApp({ config, database, clock = systemClock, logStream }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : loggerOptions(config.logLevel, logStream),
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    // Long enough that an over-long handle gets the route's own clear answer; past it, a 414 in our shape.
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: frameworkErrorHandler({ responseKey: config.responseEncryption ? config.responseKey : null }),
    clientErrorHandler: answerClientError,
    trustProxy: fastifyTrustProxy(config.trustProxy),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  await app.register(fastifyHelmet, { contentSecurityPolicy, crossOriginEmbedderPolicy: false });
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  if (config.responseEncryption) registerResponseEncryption(app, config.responseKey);
  await registerApiDocs(app, { serve: config.env !== 'production' });

  const catalogueRepository = createCatalogueRepository(database.db);
  const pricing = createPricing({ source: catalogueRepository, clock });
  const catalogue = createCatalogueService({ repository: catalogueRepository, pricing, clock });
  const content = createContentService({ repository: createContentRepository(database.db), catalogue });
  const shipping = createShippingService({ repository: createShippingRepository(database.db) });
  const preorder = createPreorderService({ repository: createPreorderRepository(database.db), clock });
  const analytics = createAnalyticsService({ repository: createAnalyticsRepository(database.db), clock });
  const sessions = createSessionStore({ db: database.db, clock });
  // WORKER=off: this process only enqueues; the jobs run in a WORKER=only process.
  const jobs = createJobQueue({ db: database.db, runsJobs: config.worker !== 'off', log: app.log });
  const outbox = createOutboxRepository(database.db);
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    jobs,
    outbox,
    clock,
    outboxDir: config.dataDir === 'memory://' ? null : path.join(config.dataDir, 'outbox'),
  });
  const mailingList = createMailingListService({ repository: createMailingListRepository(database.db), mailer, clock, publicUrl: config.publicUrl });
  const cartRepository = createCartRepository(database.db);
  const cart = createCartService({ repository: cartRepository });
  const measurements = createMeasurementsService({ repository: createMeasurementsRepository(database.db), catalogue, clock });
  const customers = createCustomersService({
    repository: createCustomersRepository(database.db),
    carts: cart,
    sizes: measurements,
    deliveryCountries: () => shipping.deliveryCountries(),
    mailer,
    clock,
    publicUrl: config.publicUrl,
  });
  const auth = createAuthService({
    repository: createAuthRepository(database.db),
    sessions,
    customers,
    carts: cart,
    mailer,
    jobs,
    clock,
    publicUrl: config.publicUrl,
  });
  registerJobHandlers(jobs, { mailer, auth, expiredRows: createExpiredRowsRepository(database.db), clock, log: app.log });
  app.addHook('onReady', () => jobs.start());
  // Running jobs finish (for a few seconds) before the database closes; the rest run after a restart.
  app.addHook('onClose', () => jobs.stop());
  app.decorate('jobs', { drain: () => jobs.drain() });
  const authLimits = await registerAuthRateLimits(app, { db: database.db, clock, scale: config.authRateLimitScale });

  await app.register(
    async (api) => {
      refuseForbiddenText(api);
      registerRouteAuth(api, sessions);
      await api.register(healthRoutes(database));
      await api.register(catalogueRoutes(catalogue));
      await api.register(preorderRoutes(preorder));
      await api.register(contentRoutes(content));
      await api.register(shippingRoutes(shipping));
      await api.register(mailingListRoutes(mailingList, authLimits));
      await api.register(analyticsRoutes(analytics, authLimits));
      await api.register(authRoutes(auth, authLimits, clock));
      await api.register(customersRoutes(customers, authLimits));
      await api.register(measurementsRoutes(measurements));
      await api.register(cartRoutes(cart));
      // The outbox shows e-mails with live reset links: never in production.
      if (config.env !== 'production' && !config.smtpUrl) await api.register(outboxRoutes(outbox));
    },
    { prefix: '/api' },
  );

  if (config.webDist) {
    // The customiser's code and first picture are named in its index.html, so they load with the entry.
    const types = PRODUCT_TYPES.join('|');
    const shopRoute = new RegExp(`^/(preorder/)?shop/(${types})/?$`);
    const routeHints = createRouteHints(config.webDist, [
      { pattern: new RegExp(`^/preorder/shop/(${types})/?$`), module: 'src/app/routes/preorder-shop-route.tsx' },
      { pattern: new RegExp(`^/shop/(${types})/?$`), module: 'src/app/routes/shop-route.tsx' },
    ]);
    await registerStorefront(app, {
      webDist: config.webDist,
      responseKey: config.responseKey,
      async headHints(url) {
        const match = shopRoute.exec(url.pathname);
        if (!match) return '';
        const type = match[2] as ProductType;
        const listing = match[1] ? 'preorder' : 'standard';
        // The pre-order customiser lists cloth only while a pre-order runs and sells this type; otherwise it says so.
        const running = listing === 'preorder' ? (await preorder.current()).preorder : null;
        const listsFabrics = listing === 'standard' || (running?.ongoing === true && running.productsOrder.includes(type));
        const picture = await catalogue.customiserPicture(type, url.searchParams);
        return [
          routeHints(url.pathname),
          picture ? imagePreload(picture) : '',
          // Most visits are in the default currency: the first page of cloth loads alongside the scripts.
          listsFabrics ? fetchPreload(`/api${fabricsPagePath(type, DEFAULT_CURRENCY, listing)}`) : '',
        ]
          .filter(Boolean)
          .join('\n    ');
      },
    });
  } else {
    app.setNotFoundHandler((request, reply) =>
      reply.status(404).send({ error: `No such address: ${request.method} ${request.url.split('?')[0]}`, code: ErrorCode.not_found }),
    );
  }

  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue, for tests: `drain()` runs every queued job (e-mails, reset links) now. */
    jobs: Pick<JobQueue, 'drain'>;
  }
}


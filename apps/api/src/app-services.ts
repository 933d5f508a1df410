import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from './db/connection.js';
import { registerJobHandlers } from './job-handlers.js';
import { createAnalyticsRepository } from './modules/analytics/analytics.repository.js';
import { createAnalyticsService } from './modules/analytics/analytics.service.js';
import { createAuthRepository } from './modules/auth/auth.repository.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { createCartRepository } from './modules/cart/cart.repository.js';
import { createCartService } from './modules/cart/cart.service.js';
import { createCheckoutRepository } from './modules/checkout/checkout.repository.js';
import { createCheckoutService } from './modules/checkout/checkout.service.js';
import { createCatalogueRepository } from './modules/catalogue/catalogue.repository.js';
import { createCatalogueService } from './modules/catalogue/catalogue.service.js';
import { createPricing } from './modules/catalogue/pricing.js';
import { createShopCaches } from './platform/announced-cache.js';
import { createFabricsAdminRepository } from './modules/catalogue/fabrics-admin.repository.js';
import { createFabricsAdminService } from './modules/catalogue/fabrics-admin.service.js';
import { createProductConfigAdminRepository } from './modules/catalogue/product-config-admin.repository.js';
import { createProductConfigAdminService } from './modules/catalogue/product-config-admin.service.js';
import { createRatesAdminRepository } from './modules/catalogue/rates-admin.repository.js';
import { createRatesAdminService } from './modules/catalogue/rates-admin.service.js';
import { createContentRepository } from './modules/content/content.repository.js';
import { createContentService } from './modules/content/content.service.js';
import { createContentAdminRepository } from './modules/content/content-admin.repository.js';
import { createContentAdminService } from './modules/content/content-admin.service.js';
import { createDiscountCodesAdminRepository } from './modules/cart/discount-codes-admin.repository.js';
import { createDiscountCodesAdminService } from './modules/cart/discount-codes-admin.service.js';
import { createShippingAdminRepository } from './modules/shipping/shipping-admin.repository.js';
import { createShippingAdminService } from './modules/shipping/shipping-admin.service.js';
import { createCustomersRepository } from './modules/customers/customers.repository.js';
import { createCustomersService } from './modules/customers/customers.service.js';
import { createMailingListRepository } from './modules/mailing-list/mailing-list.repository.js';
import { createMailingListService } from './modules/mailing-list/mailing-list.service.js';
import { createMeasurementsRepository } from './modules/measurements/measurements.repository.js';
import { createMeasurementsService } from './modules/measurements/measurements.service.js';
import { createAuditRepository } from './modules/audit/audit.repository.js';
import { createAuditService } from './modules/audit/audit.service.js';
import { createSystemRepository } from './modules/system/system.repository.js';
import { createSystemService } from './modules/system/system.service.js';
import { createStaffRepository } from './modules/staff/staff.repository.js';
import { createStaffService } from './modules/staff/staff.service.js';
import { createFitService } from './modules/fit/fit.service.js';
import { createFitPicturesRepository } from './modules/orders/fit-pictures.repository.js';
import { createFitPicturesService } from './modules/orders/fit-pictures.service.js';
import { createFitClaimsRepository } from './modules/fit-claims/fit-claims.repository.js';
import { createFitClaimsService } from './modules/fit-claims/fit-claims.service.js';
import { createDesignSharesRepository } from './modules/design-shares/design-shares.repository.js';
import { createDesignSharesService } from './modules/design-shares/design-shares.service.js';
import { createDesignsRepository } from './modules/designs/designs.repository.js';
import { createDesignsService } from './modules/designs/designs.service.js';
import { createPreviewsService } from './modules/previews/previews.service.js';
import { createAppointmentsRepository } from './modules/appointments/appointments.repository.js';
import { createAppointmentsService } from './modules/appointments/appointments.service.js';
import { createAppointmentsAdminService } from './modules/appointments/appointments-admin.service.js';
import { createRefundsRepository } from './modules/orders/refunds.repository.js';
import { createRefundsService } from './modules/orders/refunds.service.js';
import { createCustomersAdminRepository } from './modules/customers/customers-admin.repository.js';
import { createCustomersAdminService } from './modules/customers/customers-admin.service.js';
import { createWorkroomRepository } from './modules/orders/workroom.repository.js';
import { createWorkroomService } from './modules/orders/workroom.service.js';
import { createOrdersRepository } from './modules/orders/orders.repository.js';
import { createOrdersService } from './modules/orders/orders.service.js';
import { createOrderAgainService } from './modules/orders/order-again.service.js';
import { createTimelineRepository } from './modules/orders/timeline.repository.js';
import { createTimelineService } from './modules/orders/timeline.service.js';
import { createOutboxRepository } from './modules/outbox/outbox.repository.js';
import { createPreorderRepository } from './modules/preorder/preorder.repository.js';
import { createPreorderService } from './modules/preorder/preorder.service.js';
import { createPreorderAdminRepository } from './modules/preorder/preorder-admin.repository.js';
import { createPreorderAdminService } from './modules/preorder/preorder-admin.service.js';
import { createCataloguePictures } from './platform/public-pictures.js';
import { createShippingRepository } from './modules/shipping/shipping.repository.js';
import { createShippingService } from './modules/shipping/shipping.service.js';
import { createSessionStore } from './platform/authentication.js';
import type { Clock } from './platform/clock.js';
import type { AppConfig } from './platform/config.js';
import { createDiskStorage, createMemoryStorage, type FileStorage } from './platform/file-storage.js';
import { createS3Storage } from './platform/s3-storage.js';
import { createBackups } from './platform/backups.js';
import { createExpiredRowsRepository } from './platform/expired-rows.repository.js';
import { createIdempotency } from './platform/idempotency.js';
import { JOB_QUEUES } from './platform/job-queues.js';
import { createJobQueue } from './platform/jobs.js';
import { createMailer } from './platform/mailer.js';
import type { AppMetrics } from './platform/metrics.js';
import { createStripeProvider } from './platform/payments/stripe-provider.js';
import { createTestProvider, TEST_PAYMENTS_NOTICE } from './platform/payments/test-provider.js';

/**
 * The composition of the shop: every service made once, with its dependencies passed in as
 * arguments, and the job worker's handlers. No HTTP here (app-routes.ts registers the routes).
 */
export function composeServices({
  config,
  database,
  clock,
  log,
  testPaymentsSecret,
  files: givenFiles,
  metrics = null,
}: {
  config: AppConfig;
  database: DatabaseHandle;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The test provider's webhook secret (this installation's own, see installation-secrets.ts); null with Stripe. */
  testPaymentsSecret: string | null;
  /** Tests only: a storage that fails on purpose, in place of the configured one. */
  files?: FileStorage;
  /** What is counted (METRICS_PORT set); null counts nothing. */
  metrics?: AppMetrics | null;
}) {
  const { db } = database;
  const catalogueRepository = createCatalogueRepository(db);
  /**
   * Everything this process keeps of the catalogue, prices, rates and shipping, made through one
   * object and forgotten through it (with the carts' kept answers, which are priced from them):
   * when the back office here changes any of them, or the database announces that another process
   * or tool did (migration 0023).
   */
  const shopCaches = createShopCaches();
  const pricing = createPricing({ source: catalogueRepository, clock, caches: shopCaches });
  const catalogue = createCatalogueService({ repository: catalogueRepository, pricing, clock, caches: shopCaches });
  // Uploaded files: an S3 bucket when STORAGE_URL is set (several API machines share it), else DATA_DIR/uploads.
  const files =
    givenFiles ??
    (config.storage
      ? createS3Storage({
          endpoint: config.storage.url,
          bucket: config.storage.bucket,
          accessKeyId: config.storage.accessKeyId,
          secretAccessKey: config.storage.secretAccessKey,
          region: config.storage.region,
        })
      : config.dataDir === 'memory://'
        ? createMemoryStorage()
        : createDiskStorage(path.join(config.dataDir, 'uploads')));
  const content = createContentService({ repository: createContentRepository(db), catalogue, storage: files });
  const shipping = createShippingService({ repository: createShippingRepository(db), caches: shopCaches });
  const preorder = createPreorderService({ repository: createPreorderRepository(db), clock });
  const analytics = createAnalyticsService({ repository: createAnalyticsRepository(db), clock });
  const sessions = createSessionStore({ db, clock, announcements: database.announcements });
  // WORKER=off: this process only enqueues; the jobs run in a WORKER=only process.
  const jobs = createJobQueue({ db, runsJobs: config.worker !== 'off', log, onFinished: metrics?.jobFinished });
  const outbox = createOutboxRepository(db);
  const outboxDir = config.dataDir === 'memory://' ? null : path.join(config.dataDir, 'outbox');
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    jobs,
    outbox,
    clock,
    outboxDir,
    notice: config.testPaymentsNotice ? TEST_PAYMENTS_NOTICE : null,
  });
  const mailingList = createMailingListService({ repository: createMailingListRepository(db), mailer, clock, publicUrl: config.publicUrl });
  const fit = createFitService({ catalogue });
  const previews = createPreviewsService({ catalogue, content, storage: files });
  const measurements = createMeasurementsService({ repository: createMeasurementsRepository(db), catalogue, clock });
  const cart = createCartService({
    repository: createCartRepository(db),
    catalogue,
    sizes: measurements,
    shipping,
    clock,
    announcements: database.announcements,
  });
  const idempotency = createIdempotency({ db, clock });
  const customers = createCustomersService({
    repository: createCustomersRepository(db),
    carts: cart,
    sizes: measurements,
    deliveryCountries: () => shipping.deliveryCountries(),
    mailer,
    clock,
    publicUrl: config.publicUrl,
    announcements: database.announcements,
  });
  const auth = createAuthService({
    repository: createAuthRepository(db),
    sessions,
    customers,
    carts: cart,
    mailer,
    jobs,
    clock,
    publicUrl: config.publicUrl,
  });
  const fitPictures = createFitPicturesService({ repository: createFitPicturesRepository(db), storage: files, clock });
  const timelines = createTimelineService({
    repository: createTimelineRepository(db),
    configs: () => catalogue.productConfigs('SGD'),
    clock,
  });
  const orders = createOrdersService({
    repository: createOrdersRepository(db),
    fitPictures,
    timelines,
    mailer,
    publicUrl: config.publicUrl,
  });
  const orderAgain = createOrderAgainService({ orders, repository: createOrdersRepository(db), catalogue });
  const checkoutRepository = createCheckoutRepository(db);
  // Stripe when its key is set; otherwise the built-in test provider, so a fresh clone can sell.
  if (!config.stripe && !testPaymentsSecret) throw new Error("The test provider needs this installation's webhook secret.");
  const paymentProvider = config.stripe
    ? createStripeProvider(config.stripe)
    : createTestProvider({
        publicUrl: config.publicUrl,
        webhookSecret: testPaymentsSecret ?? '',
        lookup: (paymentId) => checkoutRepository.payment(paymentId),
        now: () => clock.now(),
      });
  const audit = createAuditService({ repository: createAuditRepository(db), clock });
  const checkout = createCheckoutService({
    repository: checkoutRepository,
    audit,
    mailer,
    carts: cart,
    catalogue,
    shipping,
    customers,
    orders,
    timelines,
    preorders: preorder,
    provider: paymentProvider,
    clock,
    caches: shopCaches,
    publicUrl: config.publicUrl,
    events: metrics?.checkout,
  });
  const staff = createStaffService({ repository: createStaffRepository(db), audit, mailer, jobs, clock, publicUrl: config.publicUrl });
  const workroom = createWorkroomService({
    repository: createWorkroomRepository(db),
    orders,
    timelines,
    fitPictures,
    audit,
    mailer,
    clock,
    configs: () => catalogue.productConfigs('SGD'),
  });
  const refunds = createRefundsService({
    repository: createRefundsRepository(db),
    payments: checkout,
    provider: paymentProvider,
    audit,
    mailer,
    clock,
  });
  // A change of sale status, rate or shipping reaches this process's answers at once.
  const forgetShopCaches = () => {
    shopCaches.forgetAll();
    cart.forgetKeptAnswers();
  };
  const cataloguePictures = createCataloguePictures(files);
  const fabricsAdmin = createFabricsAdminService({
    repository: createFabricsAdminRepository(db),
    audit,
    pictures: cataloguePictures,
    forgetCaches: forgetShopCaches,
    now: () => clock.now(),
  });
  // The storefront's pre-order answer is read afresh each time; its cloth's listings (the Preorder tag) are forgotten at once.
  const preorderAdmin = createPreorderAdminService({
    repository: createPreorderAdminRepository(db),
    audit,
    pictures: cataloguePictures,
    forgetCaches: forgetShopCaches,
    clock,
  });
  const ratesAdmin = createRatesAdminService({
    repository: createRatesAdminRepository(db),
    audit,
    forgetCaches: forgetShopCaches,
    now: () => clock.now(),
  });
  // A new or changed code reaches every cart's next answer in this process; a shipping change also the checkout's.
  const discountCodesAdmin = createDiscountCodesAdminService({
    repository: createDiscountCodesAdminRepository(db),
    audit,
    forgetCaches: () => cart.forgetKeptAnswers(),
    now: () => clock.now(),
  });
  const shippingAdmin = createShippingAdminService({
    repository: createShippingAdminRepository(db),
    audit,
    forgetCaches: forgetShopCaches,
    now: () => clock.now(),
  });
  const contentAdmin = createContentAdminService({ repository: createContentAdminRepository(db), audit, now: () => clock.now() });
  const productConfigAdmin = createProductConfigAdminService({
    repository: createProductConfigAdminRepository(db),
    catalogue,
    audit,
    forgetCaches: forgetShopCaches,
    now: () => clock.now(),
  });
  const fitClaims = createFitClaimsService({
    repository: createFitClaimsRepository(db),
    storage: files,
    catalogue,
    refunds,
    measurements,
    credits: discountCodesAdmin,
    audit,
    mailer,
    clock,
    accountLink: (order) => orders.accountLink(order),
  });
  const designShares = createDesignSharesService({ repository: createDesignSharesRepository(db), catalogue, clock });
  const designs = createDesignsService({ repository: createDesignsRepository(db), catalogue, clock });
  const customersAdmin = createCustomersAdminService({
    repository: createCustomersAdminRepository(db),
    catalogue,
    deliveryCountries: () => shipping.deliveryCountries(),
  });
  const system = createSystemService({
    repository: createSystemRepository(db),
    jobs,
    audit,
    queues: Object.values(JOB_QUEUES).map((queue) => queue.name),
    now: () => clock.now(),
  });
  const backups = createBackups({
    handle: database,
    databaseUrl: config.databaseUrl,
    uploadsDir: config.dataDir === 'memory://' || config.storage ? null : path.join(config.dataDir, 'uploads'),
    outboxDir,
    bucket: config.storage?.bucket ?? null,
    dir: config.backupDir,
  });
  const appointmentsRepository = createAppointmentsRepository(db);
  const appointments = createAppointmentsService({
    repository: appointmentsRepository,
    mailer,
    jobs,
    clock,
    publicUrl: config.publicUrl,
    mailFrom: config.mailFrom,
  });
  const appointmentsAdmin = createAppointmentsAdminService({ repository: appointmentsRepository, measurements, catalogue, audit, clock });
  registerJobHandlers(jobs, {
    appointments,
    mailer,
    auth,
    staff,
    checkout,
    refunds,
    workroom,
    backups,
    expiredRows: createExpiredRowsRepository(db),
    clock,
    log,
  });

  return {
    forgetShopCaches,
    backups,
    catalogue,
    fit,
    content,
    shipping,
    preorder,
    analytics,
    sessions,
    jobs,
    outbox,
    mailingList,
    cart,
    measurements,
    customers,
    auth,
    idempotency,
    orders,
    orderAgain,
    fitPictures,
    checkout,
    paymentProvider,
    audit,
    staff,
    workroom,
    refunds,
    fabricsAdmin,
    ratesAdmin,
    customersAdmin,
    discountCodesAdmin,
    shippingAdmin,
    contentAdmin,
    preorderAdmin,
    productConfigAdmin,
    system,
    fitClaims,
    designShares,
    designs,
    previews,
    appointments,
    appointmentsAdmin,
  };
}

export type Services = ReturnType<typeof composeServices>;

import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * One Vitest run for the whole workspace, one project per package, run in parallel.
 * API tests use PGlite in memory by default; with TEST_DATABASE_URL set, the `api-postgres`
 * project runs the database tests against that Postgres server as well. Either way each test file
 * gets a copy of a database prepared once per run (apps/api/src/test/database-templates.ts).
 */
const postgres = process.env.TEST_DATABASE_URL;
const apiGlobalSetup = ['src/test/global-setup.ts'];
/** API test files that replace a module with vi.mock: they need a module graph of their own. */
const apiFilesWithMocks = ['src/platform/password-hashing.test.ts'];
/** Storefront test files that replace a module with vi.mock, run apart for the same reason. */
const webFilesWithMocks = ['src/app/app-router.test.tsx', 'src/app/checkout-screen.test.tsx'];
const webTest = {
  root: 'apps/web',
  environment: 'jsdom',
  // jest-dom's matchers, the page's response key, the fake shop's API (src/test/fake-shop.ts), and a
  // fresh start for each file: its own modules, an empty page, storage and address (decision 069).
  setupFiles: ['src/test/setup.ts'],
  // user-event types key by key as a person does; on a busy machine a form test takes seconds.
  testTimeout: 20_000,
} as const;

/**
 * API test files that leave the Postgres run (decision 069): what each checks does not depend on the
 * engine. A file stays when it checks concurrent writes and their locks, SQL that PGlite and Postgres
 * may answer differently (JSON, time zones, collation, constraint names, statement counts, the
 * driver's errors), several processes on one database, or migrations and the move from PGlite.
 */
const postgresNeedNot = [
  // No database at all: seed data, pure functions, configuration, storage, headers and hints.
  'src/db/seed/**',
  'src/platform/{compressed-json,config,file-storage,password-hashing,response-encryption,route-hints,s3-storage,s3-storage.swift}.test.ts',
  'src/platform/{announced-cache,coalesced-calls,database-busy,revalidated-answers,security-headers}.test.ts',
  'src/modules/appointments/appointment-calendar.test.ts',
  'src/modules/audit/audit-sentences.test.ts',
  'src/modules/cart/cart-id.property.test.ts',
  'src/modules/catalogue/{pricing.property,product-config-rules,product-config-timeline-rules}.test.ts',
  'src/modules/orders/timeline.emails.test.ts',
  // Against a local fake of Stripe's API; no database.
  'src/platform/payments/stripe-provider.test.ts',
  // The embedded database's own folder: its lock and its first start run on PGlite alone.
  'src/db/{data-dir-lock,first-start}.test.ts',
  // Validation and refusals: every odd input is answered before a query is written.
  'src/{admin-settings-odd-input,no-server-errors}.test.ts',
  'src/platform/{error-answers,forbidden-text,framework-errors,hostile-bodies,proxy-trust,route-auth}.test.ts',
  // Routes whose writes come one after another and whose reads are plain selects by key: the same
  // SQL answers the same on both engines.
  'src/app.test.ts',
  'src/platform/{api-docs,authentication,mailer,public-pictures,test-payments-notice}.test.ts',
  'src/test/factories.test.ts',
  'src/modules/analytics/analytics.routes.test.ts',
  'src/modules/audit/audit-names.routes.test.ts',
  'src/modules/cart/cart-fit.routes.test.ts',
  'src/modules/catalogue/{config-fixture,fabric-editing.routes,fabrics-admin.routes,rates-admin.routes}.test.ts',
  'src/modules/checkout/{checkout-messages,checkout-stripe,checkout-totals}.routes.test.ts',
  'src/modules/content/**',
  'src/modules/customers/email-change.routes.test.ts',
  'src/modules/design-shares/**',
  'src/modules/fit/**',
  'src/modules/mailing-list/**',
  'src/modules/orders/{fit-pictures-storage,order-again.routes,order-refunds.routes,production-sheet.routes}.test.ts',
  'src/modules/preorder/**',
  'src/modules/previews/**',
  'src/modules/shipping/**',
  'src/modules/system/**',
];

export default defineConfig({
  test: {
    // One file at a time per core. Vitest's own default is one fewer than the cores, which on the
    // two-core test machine ran a single file at a time while the other core waited (decision 069).
    maxWorkers: availableParallelism(),
    projects: [
      { test: { name: 'contract', root: 'packages/contract', environment: 'node' } },
      { test: { name: 'domain', root: 'packages/domain', environment: 'node' } },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          environment: 'node',
          globalSetup: apiGlobalSetup,
          // The files of a worker share one module graph: PGlite's WASM and the app's modules load
          // once per worker, not once per file (about 40 % of the project's time). A file that
          // mocks a module runs apart, in api-mocks.
          isolate: false,
          exclude: [...configDefaults.exclude, ...apiFilesWithMocks],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          env: { TEST_DATABASE_URL: '' },
        },
      },
      {
        test: {
          name: 'api-mocks',
          root: 'apps/api',
          environment: 'node',
          include: apiFilesWithMocks,
          testTimeout: 30_000,
        },
      },
      ...(postgres
        ? [
            {
              test: {
                name: 'api-postgres',
                root: 'apps/api',
                environment: 'node',
                globalSetup: apiGlobalSetup,
                // A file runs against Postgres only when what it checks depends on the engine (decision 069);
                // every file runs on PGlite in the api project either way.
                include: ['src/**/*.test.ts'],
                exclude: postgresNeedNot,
                testTimeout: 30_000,
                hookTimeout: 60_000,
                isolate: false,
                env: { TEST_DATABASE_URL: postgres },
              },
            },
          ]
        : []),
      // The deployment files of deploy/ and their check (scripts/check-deploy.mjs, npm run deploy:check).
      { test: { name: 'scripts', root: 'scripts', environment: 'node', testTimeout: 60_000 } },
      {
        test: {
          ...webTest,
          name: 'web',
          // The files of a worker share one jsdom and the packages' modules: making a jsdom and loading
          // the set-up's packages once per file was more than a third of the project's time. The
          // set-up file gives each file its own copy of the storefront's modules (decision 069).
          isolate: false,
          exclude: [...configDefaults.exclude, ...webFilesWithMocks],
        },
      },
      { test: { ...webTest, name: 'web-mocks', include: webFilesWithMocks } },
    ],
  },
});

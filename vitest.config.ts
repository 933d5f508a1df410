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

export default defineConfig({
  test: {
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
                // Every test that touches a database; the seed data's and the pure platform tests ran above.
                include: ['src/**/*.test.ts'],
                exclude: [
                  'src/db/seed/**',
                  'src/platform/{compressed-json,config,file-storage,password-hashing,response-encryption,route-hints,s3-storage,s3-storage.swift}.test.ts',
                  // Against a local fake of Stripe's API; no database.
                  'src/platform/payments/stripe-provider.test.ts',
                ],
                testTimeout: 30_000,
                hookTimeout: 60_000,
                fileParallelism: false,
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
          name: 'web',
          root: 'apps/web',
          environment: 'jsdom',
          // jest-dom's matchers, the page's response key and the fake shop's API (src/test/fake-shop.ts).
          setupFiles: ['src/test/setup.ts'],
          // user-event types key by key as a person does; on a busy machine a form test takes seconds.
          testTimeout: 20_000,
        },
      },
    ],
  },
});

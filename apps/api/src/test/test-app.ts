import { openEnvelope, importResponseKey, isEnvelope } from '@selvedge/domain';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../app.js';
import { systemClock, type Clock } from '../platform/clock.js';
import { testConfig, type AppConfig } from '../platform/config.js';
import type { FileStorage } from '../platform/file-storage.js';
import { runStartedAt } from './database-templates.js';
import { createPreparedTestDatabase, type TestDatabase } from './test-database.js';

export interface TestAnswer<T = unknown> {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  /** The decrypted JSON body (or the raw text when it is not JSON). */
  body: T;
  raw: string;
  encrypted: boolean;
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: AppConfig;
  /** The shop's time: what it stamps rows and sessions with. */
  clock: Clock;
  /** Calls the app without opening a port and opens the response envelope like the storefront does. */
  call<T = unknown>(options: InjectOptions | string): Promise<TestAnswer<T>>;
  close(): Promise<void>;
}

/**
 * A migrated, seeded shop with its own database, as `buildApp` builds it for production. The seed
 * is dated `seedAt`, else the given clock's time, else (on the system's clock) the test run's start,
 * so shops seeded on one date share one prepared template (database-templates.ts).
 */
export async function createTestApp(
  options: {
    clock?: Clock;
    config?: Partial<AppConfig>;
    seedAt?: Date;
    beforeReady?: (app: FastifyInstance) => void;
    onSetupLink?: (link: string) => void;
    files?: FileStorage;
  } = {},
): Promise<TestApp> {
  const clock = options.clock ?? systemClock;
  const database = await createPreparedTestDatabase(options.seedAt ?? (options.clock ? clock.now() : runStartedAt()));
  const config = testConfig(options.config);
  const app = await buildApp({ config, database: database.handle, clock, onSetupLink: options.onSetupLink, files: options.files });
  options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    clock,
    call: await callerOf(app, config),
    async close() {
      await app.close();
      await database.dispose();
    },
  };
}

/** Calls `app` without opening a port and opens the response envelope like the storefront does. */
async function callerOf(app: FastifyInstance, config: AppConfig): Promise<TestApp['call']> {
  const key = await importResponseKey(config.responseKey.toString('base64'));
  return async <T>(injectOptions: InjectOptions | string): Promise<TestAnswer<T>> => {
    const response = await app.inject(injectOptions);
    let body: unknown = response.body;
    let encrypted = false;
    try {
      body = JSON.parse(response.body) as unknown;
    } catch {
      // Not JSON: SVG, HTML or empty.
    }
    if (isEnvelope(body)) {
      body = await openEnvelope(body, key);
      encrypted = true;
    }
    return { status: response.statusCode, headers: response.headers, body: body as T, raw: response.body, encrypted };
  };
}

/**
 * A second API process on the same Postgres database as `shop` (several processes behind one load
 * balancer), with its own connections and its own memory. Its `close` leaves the database to `shop`.
 */
export async function openAnotherProcess(shop: TestApp): Promise<TestApp> {
  const app = await buildApp({ config: shop.config, database: await shop.database.openAnother(), clock: shop.clock });
  await app.ready();
  return { ...shop, app, call: await callerOf(app, shop.config), close: () => app.close() };
}

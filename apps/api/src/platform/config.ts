import path from 'node:path';
import { z } from 'zod';
import { parseProxyTrust, type ProxyTrust } from './proxy-trust.js';

/**
 * The process environment, parsed once. A bad value stops the server at start with a message that
 * names the variable, rather than failing later.
 */

/** Used when RESPONSE_KEY is not set. Not a secret: the key is handed to every browser anyway. */
export const DEVELOPMENT_RESPONSE_KEY = 'c2VsdmVkZ2UtZGV2ZWxvcG1lbnQta2V5LTMyLWJ5dGU=';

const onOff = z.enum(['on', 'off']);

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  RESPONSE_KEY: z
    .string()
    .refine((value) => Buffer.from(value, 'base64').length === 32, 'RESPONSE_KEY must be 32 bytes, base64-encoded')
    .default(DEVELOPMENT_RESPONSE_KEY),
  RESPONSE_ENCRYPTION: onOff.default('on'),
  SEED: onOff.default('on'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Selvedge <hello@selvedge.example>'),
  PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^/]+$/, 'PUBLIC_URL must be an http(s) origin without a path, like https://shop.example')
    .optional(),
  AUTH_RATE_LIMIT_SCALE: z.coerce.number().min(0.01).max(100_000).default(1),
  WORKER: z.enum(['on', 'off', 'only']).default('on'),
  /** How long a stopping API process says "shutting down" on its health check before it closes (behind a balancer: longer than its check interval). */
  /** Where `npm run backup` and the nightly backup write (default DATA_DIR/backups). */
  BACKUP_DIR: z.string().optional(),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /** The test provider's webhook secret, for a tool that plays the provider (a benchmark); unset, the installation makes its own. */
  TEST_PAYMENTS_WEBHOOK_SECRET: z.string().min(32, 'TEST_PAYMENTS_WEBHOOK_SECRET must be at least 32 characters').optional(),
  /** Which payments the shop takes: unset, Stripe when its key is set, else the test provider (refused in production). */
  PAYMENTS: z.enum(['stripe', 'test']).optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, 'must be a Stripe secret key (sk_test_…, sk_live_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9+/=]+$/, 'must be a Stripe webhook signing secret (whsec_…)')
    .optional(),
  /** Stripe's API address: only to point the SDK at a local fake of it in tests and benchmarks. */
  STRIPE_API_URL: z.url().optional(),
  /** The owner made at first start instead of printing a set-up link (both or neither). */
  ADMIN_EMAIL: z.email('ADMIN_EMAIL must be an e-mail address').optional(),
  ADMIN_PASSWORD: z.string().min(12, 'ADMIN_PASSWORD must be at least 12 characters').max(256).optional(),
  /** Object storage for uploads (all four, or none for DATA_DIR/uploads): any server that speaks the S3 API. */
  STORAGE_URL: z
    .string()
    .regex(/^https?:\/\/[^/]+\/?$/, 'STORAGE_URL must be an http(s) origin without a path, like https://s3.example')
    .optional(),
  STORAGE_BUCKET: z.string().min(1).optional(),
  STORAGE_ACCESS_KEY_ID: z.string().min(1).optional(),
  STORAGE_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  STORAGE_REGION: z.string().min(1).default('us-east-1'),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, context) => {
      try {
        return parseProxyTrust(value);
      } catch (error) {
        context.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error) });
        return z.NEVER;
      }
    }),
  /** Prometheus metrics on a port of their own (unset: no metrics at all), never the shop's port (decision 044). */
  METRICS_PORT: z.coerce
    .number()
    .int('METRICS_PORT must be a port number')
    .min(1, 'METRICS_PORT must be a port number from 1 to 65535')
    .max(65_535, 'METRICS_PORT must be a port number from 1 to 65535')
    .optional(),
  METRICS_HOST: z.string().min(1, 'METRICS_HOST must be an address to listen on, like 127.0.0.1').default('127.0.0.1'),
  METRICS_TOKEN: z
    .string()
    .min(16, 'METRICS_TOKEN must be at least 16 characters')
    .regex(/^[\x21-\x7e]+$/, 'METRICS_TOKEN must be printable ASCII without spaces')
    .optional(),
});

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  /** A Postgres server; without it the embedded PGlite database in `dataDir` is used. */
  databaseUrl: string | undefined;
  responseKey: Buffer;
  responseEncryption: boolean;
  seed: boolean;
  logLevel: string;
  /** The built storefront to serve; null serves the API alone. */
  webDist: string | null;
  /** Mail goes through this SMTP server; without it, into the outbox (table and DATA_DIR/outbox). */
  smtpUrl: string | null;
  mailFrom: string;
  /** Where the shop is reached, for links in e-mails. Never taken from a request's Host header. */
  publicUrl: string;
  /** Multiplies every login/registration/reset limit (tests and benchmarks raise them). */
  authRateLimitScale: number;
  /**
   * Background jobs (WORKER): 'on' serves HTTP and runs jobs in one process; 'off' serves HTTP and
   * only enqueues; 'only' runs jobs and opens no port. The split lets API and worker processes on
   * one Postgres scale apart.
   */
  worker: 'on' | 'off' | 'only';
  /**
   * SIGTERM: for this long the health check answers 503 and answers close their connections (a
   * balancer takes the process out), then requests in flight finish and the process ends. 0 (alone,
   * `npm start`) closes at once.
   */
  shutdownDrainMs: number;
  /** Where backups are written and pruned (7 daily, 4 weekly); null for an in-memory test shop. */
  backupDir: string | null;
  /**
   * Payments: Stripe when STRIPE_SECRET_KEY is set (its webhooks need STRIPE_WEBHOOK_SECRET), else
   * the built-in test provider, so a fresh clone can take a (test) payment.
   */
  stripe: { secretKey: string; webhookSecret: string | null; apiUrl: string | null } | null;
  /**
   * True when a production shop runs on the test provider (PAYMENTS=test): every page and e-mail
   * then says that no real money moves.
   */
  testPaymentsNotice: boolean;
  /** TEST_PAYMENTS_WEBHOOK_SECRET when set; null lets the installation keep a random one in its database. */
  testPaymentsWebhookSecret: string | null;
  /** Whose X-Forwarded-* headers are believed (TRUST_PROXY); off, the socket's peer is the address. */
  trustProxy: ProxyTrust;
  /** The first owner, when the shop starts with no staff (ADMIN_EMAIL and ADMIN_PASSWORD); else a set-up link is printed. */
  admin: { email: string; password: string } | null;
  /** Uploads in an S3 bucket (STORAGE_*); null keeps them on disk in DATA_DIR/uploads. */
  storage: { url: string; bucket: string; accessKeyId: string; secretAccessKey: string; region: string } | null;
  /**
   * Prometheus metrics (METRICS_PORT, METRICS_HOST, METRICS_TOKEN): served on their own port, with
   * a bearer token when one is set; null measures nothing and serves no metrics (decision 044).
   */
  metrics: { port: number; host: string; token: string | null } | null;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const values = parsed.data;
  if (values.WORKER !== 'on' && !values.DATABASE_URL) {
    throw new Error(
      `Invalid environment: WORKER=${values.WORKER} splits the shop into API and worker processes, which only works on Postgres (DATABASE_URL). The embedded database is one process's: leave WORKER unset (on), or set DATABASE_URL.`,
    );
  }
  return {
    env: values.NODE_ENV,
    host: values.HOST,
    port: values.PORT,
    dataDir: path.resolve(values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    responseKey: Buffer.from(values.RESPONSE_KEY, 'base64'),
    responseEncryption: values.RESPONSE_ENCRYPTION === 'on',
    seed: values.SEED === 'on',
    logLevel: values.LOG_LEVEL,
    webDist: values.WEB_DIST ? path.resolve(values.WEB_DIST) : null,
    smtpUrl: values.SMTP_URL ?? null,
    mailFrom: values.MAIL_FROM,
    publicUrl: values.PUBLIC_URL ?? `http://localhost:${values.PORT}`,
    authRateLimitScale: values.AUTH_RATE_LIMIT_SCALE,
    worker: values.WORKER,
    shutdownDrainMs: values.SHUTDOWN_DRAIN_MS,
    backupDir: path.resolve(values.BACKUP_DIR ?? path.join(values.DATA_DIR, 'backups')),
    stripe: values.STRIPE_SECRET_KEY
      ? { secretKey: values.STRIPE_SECRET_KEY, webhookSecret: values.STRIPE_WEBHOOK_SECRET ?? null, apiUrl: values.STRIPE_API_URL ?? null }
      : null,
    testPaymentsNotice: testPaymentsIn(values.NODE_ENV, values.PAYMENTS, values.STRIPE_SECRET_KEY !== undefined),
    testPaymentsWebhookSecret: values.TEST_PAYMENTS_WEBHOOK_SECRET ?? null,
    trustProxy: values.TRUST_PROXY,
    admin: adminOf(values.ADMIN_EMAIL, values.ADMIN_PASSWORD),
    storage: storageOf(values),
    metrics: metricsOf(values.METRICS_PORT, values.METRICS_HOST, values.METRICS_TOKEN, values.WORKER === 'only' ? null : values.PORT),
  };
}

/**
 * Whether a production shop runs on the test provider, which it does only when told so: a live
 * shop that lost its Stripe key must not quietly take "payments" that card 4242 pays.
 */
function testPaymentsIn(env: AppConfig['env'], payments: 'stripe' | 'test' | undefined, stripeKey: boolean): boolean {
  if (payments === 'stripe' && !stripeKey) throw new Error('Invalid environment: PAYMENTS=stripe needs STRIPE_SECRET_KEY.');
  if (payments === 'test' && stripeKey)
    throw new Error('Invalid environment: PAYMENTS=test and STRIPE_SECRET_KEY are both set; choose one.');
  if (stripeKey || env !== 'production') return false;
  if (payments !== 'test') {
    throw new Error(
      'Invalid environment: NODE_ENV=production without STRIPE_SECRET_KEY would take test payments that move no money. Set STRIPE_SECRET_KEY, or PAYMENTS=test to run a demonstration shop that says so on every page.',
    );
  }
  return true;
}

function adminOf(email: string | undefined, password: string | undefined): AppConfig['admin'] {
  if (email === undefined && password === undefined) return null;
  if (email === undefined || password === undefined)
    throw new Error('Invalid environment: set both ADMIN_EMAIL and ADMIN_PASSWORD, or neither.');
  return { email, password };
}

/** Object storage needs its address, bucket and both keys: half of them set is a mistake, said at start. */
function storageOf(values: z.infer<typeof EnvSchema>): AppConfig['storage'] {
  const given = {
    STORAGE_URL: values.STORAGE_URL,
    STORAGE_BUCKET: values.STORAGE_BUCKET,
    STORAGE_ACCESS_KEY_ID: values.STORAGE_ACCESS_KEY_ID,
    STORAGE_SECRET_ACCESS_KEY: values.STORAGE_SECRET_ACCESS_KEY,
  };
  const missing = Object.entries(given)
    .filter(([, value]) => value === undefined)
    .map(([name]) => name);
  if (missing.length === 4) return null;
  if (missing.length > 0)
    throw new Error(
      `Invalid environment: object storage needs ${missing.join(', ')} as well (set all of STORAGE_URL, STORAGE_BUCKET, STORAGE_ACCESS_KEY_ID and STORAGE_SECRET_ACCESS_KEY, or none).`,
    );
  return {
    url: values.STORAGE_URL!.replace(/\/$/, ''),
    bucket: values.STORAGE_BUCKET!,
    accessKeyId: values.STORAGE_ACCESS_KEY_ID!,
    secretAccessKey: values.STORAGE_SECRET_ACCESS_KEY!,
    region: values.STORAGE_REGION,
  };
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost']);

/**
 * Metrics on their own port, never the shop's (`shopPort`, null in a worker, which opens no other),
 * and reachable from another machine only with a token.
 */
function metricsOf(port: number | undefined, host: string, token: string | undefined, shopPort: number | null): AppConfig['metrics'] {
  if (port === undefined) {
    if (token !== undefined)
      throw new Error('Invalid environment: METRICS_TOKEN is set without METRICS_PORT; set METRICS_PORT to serve metrics.');
    return null;
  }
  if (port === shopPort)
    throw new Error(`Invalid environment: METRICS_PORT must differ from PORT (${shopPort}): metrics are never served on the shop's port.`);
  if (!token && !LOOPBACK_HOSTS.has(host)) {
    throw new Error(
      `Invalid environment: METRICS_HOST=${host} lets other machines reach the metrics; set METRICS_TOKEN too, or keep METRICS_HOST=127.0.0.1.`,
    );
  }
  return { port, host, token: token ?? null };
}

/** A configuration for tests: in-memory database, quiet logs, a fixed key. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    env: 'test',
    host: '127.0.0.1',
    port: 0,
    dataDir: 'memory://',
    databaseUrl: undefined,
    responseKey: Buffer.from(DEVELOPMENT_RESPONSE_KEY, 'base64'),
    responseEncryption: true,
    seed: true,
    logLevel: 'silent',
    webDist: null,
    smtpUrl: null,
    mailFrom: 'Selvedge <hello@selvedge.example>',
    publicUrl: 'http://localhost:3000',
    authRateLimitScale: 1,
    // Tests run queued jobs with `app.jobs.drain()` when they choose to, not with a polling worker.
    worker: 'off',
    shutdownDrainMs: 0,
    backupDir: null,
    trustProxy: false,
    stripe: null,
    testPaymentsNotice: false,
    testPaymentsWebhookSecret: null,
    admin: null,
    storage: null,
    metrics: null,
    ...overrides,
  };
}

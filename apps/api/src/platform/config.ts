import path from 'node:path';
import { z } from 'zod';

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
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  const values = parsed.data;
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
  };
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
    ...overrides,
  };
}

import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_RESPONSE_KEY, loadConfig } from './config.js';

describe('configuration from the environment', () => {
  it('has defaults that start the shop on port 3000 with PGlite in ./data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir.endsWith('data')).toBe(true);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.responseKey.toString('base64')).toBe(DEVELOPMENT_RESPONSE_KEY);
    expect(config.responseEncryption).toBe(true);
  });

  it('reads PORT, DATA_DIR, DATABASE_URL and RESPONSE_ENCRYPTION', () => {
    const config = loadConfig({ PORT: '8080', DATA_DIR: '/tmp/shop', DATABASE_URL: 'postgres://db/shop', RESPONSE_ENCRYPTION: 'off' });
    expect(config).toMatchObject({ port: 8080, dataDir: '/tmp/shop', databaseUrl: 'postgres://db/shop', responseEncryption: false });
  });

  it('refuses to start a production shop on the test provider unless PAYMENTS=test says so', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /NODE_ENV=production without STRIPE_SECRET_KEY would take test payments.*PAYMENTS=test/,
    );
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS: 'test' }).testPaymentsNotice).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_live_abc123' })).toMatchObject({
      testPaymentsNotice: false,
      stripe: { secretKey: 'sk_live_abc123' },
    });
    // Development (npm start) takes test payments as before, without the production notice.
    expect(loadConfig({}).testPaymentsNotice).toBe(false);
    expect(() => loadConfig({ PAYMENTS: 'stripe' })).toThrow(/PAYMENTS=stripe needs STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ PAYMENTS: 'test', STRIPE_SECRET_KEY: 'sk_test_abc123' })).toThrow(/both set/);
    expect(() => loadConfig({ PAYMENTS: 'paypal' })).toThrow(/PAYMENTS/);
    // A tool that plays the provider (the checkout benchmark) may name the webhook secret; a short one is refused.
    expect(loadConfig({ TEST_PAYMENTS_WEBHOOK_SECRET: 'x'.repeat(40) }).testPaymentsWebhookSecret).toBe('x'.repeat(40));
    expect(() => loadConfig({ TEST_PAYMENTS_WEBHOOK_SECRET: 'short' })).toThrow(
      /TEST_PAYMENTS_WEBHOOK_SECRET must be at least 32 characters/,
    );
  });

  it('runs the job worker inside the one process by default, and splits it with WORKER on Postgres', () => {
    const postgres = { DATABASE_URL: 'postgres://shop@127.0.0.1/shop' };
    expect(loadConfig({}).worker).toBe('on');
    expect(loadConfig({ ...postgres, WORKER: 'off' }).worker).toBe('off');
    expect(loadConfig({ ...postgres, WORKER: 'only' }).worker).toBe('only');
  });

  it('refuses to split the embedded database between processes, with a sentence', () => {
    expect(() => loadConfig({ WORKER: 'off' })).toThrow(
      /WORKER=off splits the shop into API and worker processes, which only works on Postgres \(DATABASE_URL\)/,
    );
    expect(() => loadConfig({ WORKER: 'only' })).toThrow(/WORKER=only .*leave WORKER unset/);
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ RESPONSE_KEY: 'c2hvcnQ=' }, /RESPONSE_KEY must be 32 bytes/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must start with postgres/],
    [{ RESPONSE_ENCRYPTION: 'maybe' }, /RESPONSE_ENCRYPTION/],
    [{ WORKER: 'yes' }, /WORKER/],
  ])('refuses %o with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('keeps uploads on disk unless all of STORAGE_URL, STORAGE_BUCKET and both keys are set', () => {
    expect(loadConfig({}).storage).toBeNull();
    const storage = {
      STORAGE_URL: 'https://s3.example/',
      STORAGE_BUCKET: 'selvedge',
      STORAGE_ACCESS_KEY_ID: 'key',
      STORAGE_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig(storage).storage).toEqual({
      url: 'https://s3.example',
      bucket: 'selvedge',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      region: 'us-east-1',
    });
    expect(loadConfig({ ...storage, STORAGE_REGION: 'auto' }).storage?.region).toBe('auto');
    expect(() => loadConfig({ STORAGE_URL: 'https://s3.example', STORAGE_BUCKET: 'selvedge' })).toThrow(
      /needs STORAGE_ACCESS_KEY_ID, STORAGE_SECRET_ACCESS_KEY as well/,
    );
    expect(() => loadConfig({ ...storage, STORAGE_URL: 's3.example/bucket' })).toThrow(/STORAGE_URL must be an http\(s\) origin/);
  });
});

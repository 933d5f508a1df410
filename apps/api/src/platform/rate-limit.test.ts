import { AUTH_MESSAGES } from '@selvedge/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { customers, rateLimits, sessions } from '../db/schema.js';
import { TEST_OWNER } from '../test/staff-kit.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { fixedClock } from './clock.js';
import { AUTH_RATE_RULES, LOGIN_DELAY_MAX_MS, loginDelayMs, waitPhrase } from './rate-limit.js';

const start = new Date('2026-03-02T09:00:00Z');
const clock = fixedClock(start);
let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp({ clock, config: { admin: TEST_OWNER } });
});
afterAll(async () => shop.close());
beforeEach(async () => {
  clock.set(start);
  const { db } = shop.database.handle;
  await shop.app.jobs.drain();
  await db.delete(sessions);
  await db.delete(customers);
  await db.delete(rateLimits);
});

type ErrorBody = { error: string; code: string };
const ada = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', password: 'analytical', confirmPassword: 'analytical' };

const post = (url: string, payload: unknown, ip = '203.0.113.7', app?: FastifyInstance) =>
  app
    ? app
        .inject({ method: 'POST', url, payload: payload as object, remoteAddress: ip })
        .then((response) => ({ status: response.statusCode, headers: response.headers, body: {} as ErrorBody }))
    : shop.call<ErrorBody>({ method: 'POST', url, payload: payload as object, remoteAddress: ip });
const login = (email: string, password = 'wrong-one', ip?: string) => post('/api/shopify/auth/login?cc=SGD', { email, password }, ip);

describe('login limits', () => {
  it('stops a guessing run on one e-mail from one address with a clear 429, and lets it in again when the window has passed', async () => {
    await post('/api/shopify/auth/register', ada);
    const { max, windowMs } = AUTH_RATE_RULES.loginPerEmailAndIp;
    for (let attempt = 0; attempt < max; attempt += 1) {
      expect((await login('ada@example.com', 'wrong-one', '198.51.100.7')).status).toBe(401);
    }
    const refused = await login('ADA@example.com', 'analytical', '198.51.100.7');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: AUTH_MESSAGES.tooManyAttempts('15 minutes'), code: 'too_many_attempts' });
    expect(refused.headers['retry-after']).toBe(String(windowMs / 1000));

    // Another e-mail from the same address is not held up.
    expect((await login('grace@example.com', 'wrong-one', '198.51.100.7')).status).toBe(401);

    clock.set(new Date(start.getTime() + windowMs + 1));
    expect((await login('ada@example.com', 'analytical', '198.51.100.7')).status).toBe(200);
  });

  it('never lets a stranger lock the owner out: guesses from many addresses slow the e-mail down instead', async () => {
    await post('/api/shopify/auth/register', ada);
    const { max } = AUTH_RATE_RULES.loginSlowdownPerEmail;
    const waitsBefore = clock.waits.length;
    // The stranger's guesses, each from a new address: the first `max` go at full speed.
    for (let attempt = 0; attempt < max; attempt += 1) {
      expect((await login('ada@example.com', 'wrong-one', `198.51.100.${attempt}`)).status).toBe(401);
    }
    expect(clock.waits.length).toBe(waitsBefore);
    // Past them, each attempt waits longer than the one before, up to the cap.
    for (let attempt = 0; attempt < 8; attempt += 1) {
      expect((await login('ada@example.com', 'wrong-one', `192.0.2.${attempt}`)).status).toBe(401);
    }
    const waits = clock.waits.slice(waitsBefore);
    expect(waits).toEqual([250, 500, 1000, 2000, 4000, LOGIN_DELAY_MAX_MS, LOGIN_DELAY_MAX_MS, LOGIN_DELAY_MAX_MS]);
    // The owner, from home, still gets in with the right password.
    expect((await login('ada@example.com', 'analytical', '203.0.113.77')).status).toBe(200);
  });

  it('never lets a stranger lock the shop’s owner out of the back office: ten wrong passwords from anywhere stop only that address', async () => {
    const staffLogin = (password: string, ip: string) => post('/api/admin/auth/login', { email: TEST_OWNER.email, password }, ip);
    const { max } = AUTH_RATE_RULES.staffLoginPerEmailAndIp;
    for (let attempt = 0; attempt < max; attempt += 1) expect((await staffLogin('not the password', '198.51.100.66')).status).toBe(401);
    // That address is stopped, even with the right password...
    const refused = await staffLogin(TEST_OWNER.password, '198.51.100.66');
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('too_many_attempts');
    // ...but the owner, from the shop, gets in at once.
    const waitsBefore = clock.waits.length;
    expect((await staffLogin(TEST_OWNER.password, '203.0.113.10')).status).toBe(200);
    // A spray over many addresses is slowed more and more, and the owner still gets in.
    for (let attempt = 0; attempt < 4; attempt += 1) expect((await staffLogin('not the password', `192.0.2.${attempt}`)).status).toBe(401);
    expect(clock.waits.slice(waitsBefore).filter((wait) => wait > 0).length).toBeGreaterThanOrEqual(4);
    expect((await staffLogin(TEST_OWNER.password, '203.0.113.10')).status).toBe(200);
  });

  it('stops one address that tries many e-mails', async () => {
    const { max } = AUTH_RATE_RULES.loginPerIp;
    for (let attempt = 0; attempt < max; attempt += 1) {
      expect((await login(`person${attempt}@example.com`)).status).toBe(401);
    }
    const refused = await login('someone-else@example.com');
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('too_many_attempts');
    // Another address carries on.
    expect((await login('someone-else@example.com', 'wrong-one', '192.0.2.1')).status).toBe(401);
  });

  it('counts bad bodies too, so malformed floods are stopped as well', async () => {
    const { max } = AUTH_RATE_RULES.loginPerIp;
    for (let attempt = 0; attempt < max; attempt += 1) {
      expect((await post('/api/shopify/auth/login?cc=SGD', { email: '' })).status).toBe(400);
    }
    expect((await post('/api/shopify/auth/login?cc=SGD', { email: '' })).status).toBe(429);
  });

  it('is one count for several API processes on one database', async () => {
    const second = await buildApp({ config: shop.config, database: shop.database.handle, clock });
    await second.ready();
    try {
      const { max } = AUTH_RATE_RULES.loginPerEmailAndIp;
      for (let attempt = 0; attempt < max; attempt += 1) {
        const app = attempt % 2 === 0 ? undefined : second;
        const answer = await post(
          '/api/shopify/auth/login?cc=SGD',
          { email: 'ada@example.com', password: 'wrong-one' },
          '198.51.100.8',
          app,
        );
        expect(answer.status).toBe(401);
      }
      const refused = await post(
        '/api/shopify/auth/login?cc=SGD',
        { email: 'ada@example.com', password: 'wrong-one' },
        '198.51.100.8',
        second,
      );
      expect(refused.status).toBe(429);
    } finally {
      await second.close();
    }
  });
});

describe('registration and reset limits', () => {
  it('stops one address opening many accounts', async () => {
    const { max } = AUTH_RATE_RULES.registerPerIp;
    for (let attempt = 0; attempt < max; attempt += 1) {
      expect((await post('/api/shopify/auth/register', { ...ada, email: `person${attempt}@example.com` })).status).toBe(201);
    }
    const refused = await post('/api/shopify/auth/register', { ...ada, email: 'one-more@example.com' });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe(AUTH_MESSAGES.tooManyAttempts('60 minutes'));
  });

  it('sends at most a few reset links to one e-mail, answering 429 after', async () => {
    const { max } = AUTH_RATE_RULES.recoverPerEmail;
    for (let attempt = 0; attempt < max; attempt += 1) {
      expect((await post('/api/shopify/auth/recover', { email: 'ada@example.com' }, `198.51.100.${attempt}`)).status).toBe(200);
    }
    const refused = await post('/api/shopify/auth/recover', { email: 'ada@example.com' }, '198.51.100.50');
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('too_many_attempts');
  });
});

describe('waitPhrase', () => {
  it.each([
    [1, '1 second'],
    [20_000, '20 seconds'],
    [59_001, '1 minute'],
    [60_000, '1 minute'],
    [61_000, '2 minutes'],
    [15 * 60_000, '15 minutes'],
  ])('%i ms reads %s', (ms, phrase) => {
    expect(waitPhrase(ms)).toBe(phrase);
  });
});

describe('loginDelayMs', () => {
  it('is nothing within the free attempts, then doubles from 250 ms up to the cap', () => {
    expect([1, 10, 11, 12, 13, 15, 16, 40, 10_000].map((attempts) => loginDelayMs(attempts, 10))).toEqual([
      0,
      0,
      250,
      500,
      1000,
      4000,
      LOGIN_DELAY_MAX_MS,
      LOGIN_DELAY_MAX_MS,
      LOGIN_DELAY_MAX_MS,
    ]);
  });
});

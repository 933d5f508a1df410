import { AUTH_MESSAGES, OutboxResponseSchema, recoverMessage, RESET_TOKEN_LIFETIME_MS, type LoginResponse } from '@selvedge/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customers, outboxMessages, passwordResets, rateLimits, sessions } from '../../db/schema.js';
import { fixedClock } from '../../platform/clock.js';
import { RESET_JOB_DELAY_MS } from './auth.service.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { invalidInputAnswer } from '../../test/error-answers.js';

const start = new Date('2026-03-02T09:00:00Z');
const clock = fixedClock(start);
let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp({ clock, config: { publicUrl: 'https://shop.example' } });
});
afterAll(async () => shop.close());
beforeEach(async () => {
  clock.set(start);
  const { db } = shop.database.handle;
  await shop.app.jobs.drain();
  await db.delete(sessions);
  await db.delete(customers);
  await db.delete(outboxMessages);
  await db.delete(rateLimits);
});

type ErrorBody = { error: string; code: string };
const ada = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', password: 'analytical', confirmPassword: 'analytical' };

const post = <T>(url: string, payload: unknown, headers: Record<string, string> = {}) =>
  shop.call<T & ErrorBody>({ method: 'POST', url, payload: payload as object, headers });
const register = async () => (await post<LoginResponse>('/api/shopify/auth/register', ada)).body;
const login = (password: string) => post<LoginResponse>('/api/shopify/auth/login?cc=SGD', { email: ada.email, password });
const recover = (email: unknown) => post<{ message: string }>('/api/shopify/auth/recover', { email });
const reset = (body: unknown) => post<{ message: string }>('/api/account/password-reset', body);
const changePassword = (token: string, body: unknown) =>
  shop.call<{ message: string } & ErrorBody>({
    method: 'PATCH',
    url: '/api/shopify/auth/password',
    payload: body as object,
    headers: { authorization: `Bearer ${token}` },
  });
const customer = (token: string) =>
  shop.call<ErrorBody>({ method: 'GET', url: '/api/firebase/customers/customer?cc=SGD', headers: { authorization: `Bearer ${token}` } });

async function outbox(to?: string) {
  await shop.app.jobs.drain();
  const answer = await shop.call({ method: 'GET', url: `/api/dev/outbox${to ? `?to=${encodeURIComponent(to)}` : ''}` });
  expect(answer.status).toBe(200);
  // A developer's tool, read in a browser: plain JSON even with answers sealed.
  expect(answer.encrypted).toBe(false);
  return OutboxResponseSchema.parse(answer.body).messages;
}

/** The payloads of the jobs waiting in a queue, oldest first. */
async function waitingJobs(queue: string): Promise<unknown[]> {
  const result = await shop.database.handle.db.execute(
    sql`select data from pgboss.job where name = ${queue} and state < 'active' order by created_on`,
  );
  return (result as unknown as { rows: Array<{ data: unknown }> }).rows.map((row) => row.data);
}

/** The token of the newest reset link sent to Ada. */
async function resetToken(): Promise<string> {
  const [message] = (await outbox(ada.email)).filter((mail) => mail.subject === 'Reset your Selvedge password');
  const link = message?.links.find((href) => href.includes('/account/reset-password?token='));
  expect(link).toMatch(/^https:\/\/shop\.example\/account\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
  return new URL(link ?? '').searchParams.get('token') ?? '';
}

describe('POST /api/shopify/auth/recover', () => {
  it('answers the same sentence for an account and for an unknown e-mail, and mails only the account', async () => {
    await register();
    const known = await recover(' ADA@example.com ');
    const unknown = await recover('grace@example.com');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual({ message: recoverMessage('ada@example.com') });
    expect(unknown.body).toEqual({ message: recoverMessage('grace@example.com') });
    expect(known.headers['cache-control']).toBe('no-store');

    expect(await outbox('grace@example.com')).toEqual([]);
    const mails = await outbox(ada.email);
    expect(mails.map((mail) => mail.subject).sort()).toEqual(['Reset your Selvedge password', 'Welcome to Selvedge']);
    const token = await resetToken();
    // Only the token's hash is stored.
    const rows = await shop.database.handle.db.select().from(passwordResets);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).not.toBe(token);
    expect(rows[0]?.expiresAt.getTime()).toBe(start.getTime() + RESET_TOKEN_LIFETIME_MS);
  });

  it('only queues the request: the lookup, the link and its e-mail are made in the job worker', async () => {
    await register();
    await shop.app.jobs.drain();
    expect((await recover(ada.email)).status).toBe(200);
    expect((await recover('grace@example.com')).status).toBe(200);

    // Nothing that depends on the account happened in the requests, so no later answer can be slowed by it.
    expect(await shop.database.handle.db.select().from(passwordResets)).toEqual([]);
    expect(await waitingJobs('password-reset')).toEqual([{ email: 'ada@example.com' }, { email: 'grace@example.com' }]);
    expect(await waitingJobs('mail')).toEqual([]);
    // And the worker takes them at a random moment later, not as the answer goes.
    const delays = await shop.database.handle.db.execute(
      sql`select extract(epoch from start_after - created_on) * 1000 as ms from pgboss.job where name = 'password-reset' and state < 'active'`,
    );
    const { rows } = delays as unknown as { rows: Array<{ ms: string }> };
    expect(rows).toHaveLength(2);
    for (const { ms } of rows) {
      expect(Number(ms)).toBeGreaterThanOrEqual(RESET_JOB_DELAY_MS.min - 1);
      expect(Number(ms)).toBeLessThanOrEqual(RESET_JOB_DELAY_MS.max + 1);
    }

    // The worker does it.
    expect((await outbox(ada.email)).map((mail) => mail.subject).sort()).toEqual(['Reset your Selvedge password', 'Welcome to Selvedge']);
    expect(await shop.database.handle.db.select().from(passwordResets)).toHaveLength(1);
  });

  it('mails one working link when the reset job runs again after its process died', async () => {
    await register();
    await recover(ada.email);
    const token = await resetToken();
    // The process died after the job's work but before pg-boss marked it done: once it expires, it runs again.
    await shop.database.handle.db.execute(
      sql`update pgboss.job set state = 'retry', completed_on = null where name = 'password-reset' and id = (select id from pgboss.job where name = 'password-reset' order by created_on desc limit 1)`,
    );
    expect(await shop.app.jobs.drain()).toEqual({ completed: 1, failed: 0 });

    const resets = (await outbox(ada.email)).filter((mail) => mail.subject === 'Reset your Selvedge password');
    expect(resets).toHaveLength(1);
    expect(await shop.database.handle.db.select().from(passwordResets)).toHaveLength(1);
    expect((await reset({ token, password: 'difference', confirmPassword: 'difference' })).status).toBe(200);
  });

  it.each([
    ['no e-mail', {}, AUTH_MESSAGES.emailInvalid],
    ['a bad e-mail', { email: 'ada.example.com' }, AUTH_MESSAGES.emailInvalid],
    ['a number', { email: 42 }, AUTH_MESSAGES.emailInvalid],
  ])('refuses %s with a 400 and sends nothing', async (_what, body, message) => {
    await register();
    const answer = await post('/api/shopify/auth/recover', body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(invalidInputAnswer(message));
    expect((await outbox(ada.email)).map((mail) => mail.subject)).toEqual(['Welcome to Selvedge']);
  });

  it('refuses a body that is not an object', async () => {
    const answer = await post('/api/shopify/auth/recover', ['ada@example.com']);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe(AUTH_MESSAGES.recoverNotAnObject);
  });
});

describe('POST /api/account/password-reset', () => {
  it('sets the new password once: the old one and every session stop working, the link cannot be reused', async () => {
    const { token: session } = await register();
    await recover(ada.email);
    const token = await resetToken();

    const answer = await reset({ token, password: 'difference', confirmPassword: 'difference' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: AUTH_MESSAGES.resetDone });

    expect((await login('analytical')).status).toBe(401);
    expect((await login('difference')).status).toBe(200);
    expect((await customer(session)).status).toBe(401);

    const again = await reset({ token, password: 'third-one', confirmPassword: 'third-one' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ error: AUTH_MESSAGES.resetTokenInvalid, code: 'reset_token_invalid' });
    expect((await login('difference')).status).toBe(200);
  });

  it('refuses a link older than an hour and keeps the password', async () => {
    await register();
    await recover(ada.email);
    const token = await resetToken();
    clock.set(new Date(start.getTime() + RESET_TOKEN_LIFETIME_MS + 1000));
    const answer = await reset({ token, password: 'difference', confirmPassword: 'difference' });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('reset_token_invalid');
    expect((await login('analytical')).status).toBe(200);
  });

  it('works just inside the hour', async () => {
    await register();
    await recover(ada.email);
    const token = await resetToken();
    clock.set(new Date(start.getTime() + RESET_TOKEN_LIFETIME_MS - 1000));
    expect((await reset({ token, password: 'difference', confirmPassword: 'difference' })).status).toBe(200);
  });

  it('only the newest link works once a second one is asked for', async () => {
    await register();
    await recover(ada.email);
    const first = await resetToken();
    clock.set(new Date(start.getTime() + 60_000));
    await recover(ada.email);
    const second = await resetToken();
    expect(second).not.toBe(first);
    expect((await reset({ token: first, password: 'difference', confirmPassword: 'difference' })).status).toBe(400);
    expect((await reset({ token: second, password: 'difference', confirmPassword: 'difference' })).status).toBe(200);
  });

  it('gives one success when the same link is used twice at once', async () => {
    await register();
    await recover(ada.email);
    const token = await resetToken();
    const answers = await Promise.all([
      reset({ token, password: 'first-pick', confirmPassword: 'first-pick' }),
      reset({ token, password: 'other-pick', confirmPassword: 'other-pick' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
  });

  it.each([
    ['a short password', { password: '1234', confirmPassword: '1234' }, AUTH_MESSAGES.passwordTooShort],
    ['passwords that differ', { password: 'difference', confirmPassword: 'different' }, AUTH_MESSAGES.passwordMismatch],
    ['a made-up token', { token: 'x'.repeat(43), password: 'difference', confirmPassword: 'difference' }, AUTH_MESSAGES.resetTokenInvalid],
    [
      'a token of the wrong form',
      { token: 'short', password: 'difference', confirmPassword: 'difference' },
      AUTH_MESSAGES.resetTokenInvalid,
    ],
  ])('refuses %s and leaves the link usable', async (_what, change, message) => {
    await register();
    await recover(ada.email);
    const token = await resetToken();
    const answer = await reset({ token, ...change });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe(message);
    expect((await login('analytical')).status).toBe(200);
    expect((await reset({ token, password: 'difference', confirmPassword: 'difference' })).status).toBe(200);
  });
});

describe('PATCH /api/shopify/auth/password', () => {
  it('changes the password with the current one, keeps this session and ends the others', async () => {
    const { token } = await register();
    const other = (await login('analytical')).body.token;
    const answer = await changePassword(token, { currentPassword: 'analytical', password: 'difference', confirmPassword: 'difference' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: AUTH_MESSAGES.passwordChanged });
    expect((await customer(token)).status).toBe(200);
    expect((await customer(other)).status).toBe(401);
    expect((await login('analytical')).status).toBe(401);
    expect((await login('difference')).status).toBe(200);
  });

  it.each([
    [
      'a wrong current password',
      { currentPassword: 'Analytical', password: 'difference', confirmPassword: 'difference' },
      AUTH_MESSAGES.currentPasswordWrong,
    ],
    ['no current password', { password: 'difference', confirmPassword: 'difference' }, AUTH_MESSAGES.currentPasswordWrong],
    ['a short password', { currentPassword: 'analytical', password: '1234', confirmPassword: '1234' }, AUTH_MESSAGES.passwordTooShort],
    [
      'passwords that differ',
      { currentPassword: 'analytical', password: 'difference', confirmPassword: 'other-one' },
      AUTH_MESSAGES.passwordMismatch,
    ],
    ['a list', ['difference'], AUTH_MESSAGES.changePasswordNotAnObject],
  ])('refuses %s with a 400 and keeps the password and sessions', async (_what, body, message) => {
    const { token } = await register();
    const answer = await changePassword(token, body);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe(message);
    expect((await customer(token)).status).toBe(200);
    expect((await login('analytical')).status).toBe(200);
  });

  it("answers 401 'Token expired.' without a session, and changes nothing", async () => {
    const { token } = await register();
    await post('/api/shopify/auth/logout', undefined, { authorization: `Bearer ${token}` });
    for (const headers of [{}, { authorization: `Bearer ${token}` }]) {
      const answer = await shop.call<ErrorBody>({
        method: 'PATCH',
        url: '/api/shopify/auth/password',
        payload: { currentPassword: 'analytical', password: 'difference', confirmPassword: 'difference' },
        headers,
      });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ error: 'Token expired.', code: 'token_expired' });
    }
    expect((await login('analytical')).status).toBe(200);
  });
});

describe('GET /api/dev/outbox', () => {
  it('lists the welcome e-mail with its link to the profile', async () => {
    await register();
    const [welcome] = await outbox(ada.email);
    expect(welcome).toMatchObject({ to: ada.email, subject: 'Welcome to Selvedge', links: ['https://shop.example/profile'] });
    expect(welcome?.text).toContain('Dear Ada,');
  });

  it('answers only requests from the machine itself', async () => {
    await register();
    const remote = await shop.call({ method: 'GET', url: '/api/dev/outbox', remoteAddress: '203.0.113.9' });
    expect(remote.status).toBe(404);
    expect(JSON.stringify(remote.body)).not.toContain('ada@example.com');
    const local = await shop.call({ method: 'GET', url: '/api/dev/outbox', remoteAddress: '::1' });
    expect(local.status).toBe(200);
  });

  it('does not exist in production', async () => {
    const production = await createTestApp({ config: { env: 'production' } });
    try {
      expect((await production.call({ method: 'GET', url: '/api/dev/outbox' })).status).toBe(404);
    } finally {
      await production.close();
    }
  });
});

import { CustomerSchema, emptyPerType, LoginResponseSchema, type LoginResponse } from '@selvedge/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { carts, customers, rateLimits, sessions } from '../../db/schema.js';
import { hashToken, SESSION_LIFETIME_MS } from '../../platform/authentication.js';
import { fixedClock } from '../../platform/clock.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { invalidInputAnswer } from '../../test/error-answers.js';

/** What a customer with no saved sizes carries: every product type, empty. */
const noSizes = emptyPerType(() => []);
const noSizeMeta = emptyPerType(() => ({ sizeAndFitMeasurements: {}, mostRecentSize: null }));

const start = new Date('2026-03-02T09:00:00Z');
const clock = fixedClock(start);
let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp({ clock });
});
afterAll(async () => shop.close());
beforeEach(async () => {
  clock.set(start);
  await shop.database.handle.db.delete(sessions);
  await shop.database.handle.db.delete(customers);
  // Each test starts with fresh attempt counters; the limits have tests of their own.
  await shop.database.handle.db.delete(rateLimits);
});

type ErrorBody = { error: string; code: string };

const ada = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  password: 'analytical',
  confirmPassword: 'analytical',
};

const register = (payload: unknown) =>
  shop.call<LoginResponse & ErrorBody>({ method: 'POST', url: '/api/shopify/auth/register', payload: payload as object });
const login = (payload: unknown, cc = 'SGD') =>
  shop.call<LoginResponse & ErrorBody>({ method: 'POST', url: `/api/shopify/auth/login?cc=${cc}`, payload: payload as object });
const logout = (token: string) =>
  shop.call<ErrorBody>({ method: 'POST', url: '/api/shopify/auth/logout', headers: { authorization: `Bearer ${token}` } });
const customer = (authorization?: string) =>
  shop.call<ErrorBody & Record<string, unknown>>({
    method: 'GET',
    url: '/api/firebase/customers/customer?cc=SGD',
    headers: authorization === undefined ? {} : { authorization },
  });

async function rowCount(table: typeof customers | typeof sessions): Promise<number> {
  const [row] = await shop.database.handle.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

const TOKEN_EXPIRED = { error: 'Token expired.', code: 'token_expired' };
const INVALID_CREDENTIALS = { error: 'Email or password is incorrect.', code: 'invalid_credentials' };

describe('POST /api/shopify/auth/register', () => {
  it('creates the customer, logs them in and answers 201 like a login, encrypted and not cached', async () => {
    const answer = await register({ ...ada, firstName: ' Ada ' });
    expect(answer.status).toBe(201);
    expect(answer.encrypted).toBe(true);
    expect(answer.headers['cache-control']).toBe('no-store');
    const body = LoginResponseSchema.parse(answer.body);
    expect(body.id).toMatch(/^cus_[A-Za-z0-9_-]{22}$/);
    expect(body).toEqual({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      id: body.id,
      email: 'ada@example.com',
      activeCart: expect.stringMatching(/^crt_[A-Za-z0-9_-]{22}$/),
      measurements: noSizes,
      sizeMeta: noSizeMeta,
      customer: {
        id: body.id,
        email: 'ada@example.com',
        firstName: 'Ada',
        lastName: 'Lovelace',
        phone: null,
        acceptsMarketing: true,
        activeCart: body.activeCart,
        measurements: noSizes,
        sizeMeta: noSizeMeta,
        defaultAddress: null,
        addresses: [],
        createdAt: start.toISOString(),
      },
    });
    // SPEC §4: every customer has an active cart, made empty with the account.
    const [cartRow] = await shop.database.handle.db.select().from(carts);
    expect(cartRow).toMatchObject({ id: body.activeCart, customerId: body.id, completedAt: null });

    const [row] = await shop.database.handle.db.select().from(customers);
    expect(row).toMatchObject({ id: body.id, email: 'ada@example.com', acceptsMarketing: true, createdAt: start, updatedAt: start });
    expect(row?.passwordHash.startsWith('$argon2id$v=19$m=12288,t=3,p=1$')).toBe(true);
    expect(row?.passwordHash).not.toContain('analytical');

    // The session works at once.
    expect((await customer(`Bearer ${body.token}`)).status).toBe(200);
  });

  it('stores only the hash of the token it hands out', async () => {
    const { body } = await register(ada);
    const rows = await shop.database.handle.db.select().from(sessions);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ tokenHash: hashToken(body.token), customerId: body.id, createdAt: start, revokedAt: null });
    expect(rows[0]?.expiresAt).toEqual(new Date(start.getTime() + SESSION_LIFETIME_MS));
    expect(JSON.stringify(rows)).not.toContain(body.token);
  });

  it('lower-cases the e-mail and keeps acceptsMarketing false when the box is unticked', async () => {
    const answer = await register({ ...ada, email: '  Ada.Lovelace@Example.COM ', acceptsMarketing: false });
    expect(answer.status).toBe(201);
    expect(answer.body.email).toBe('ada.lovelace@example.com');
    expect(answer.body.customer.acceptsMarketing).toBe(false);
  });

  // SPEC §5: the first message that applies is the answer, word for word.
  it.each([
    { what: 'no first name', body: { ...ada, firstName: '' }, message: 'First name cannot be empty' },
    {
      what: 'no last name and a short password',
      body: { ...ada, lastName: undefined, password: '1' },
      message: 'Last name cannot be empty',
    },
    {
      what: 'a short password, a bad e-mail and a mismatch',
      body: { ...ada, password: '1234', confirmPassword: '12345', email: 'ada.example.com' },
      message: 'Password must be at least 5 characters.',
    },
    { what: 'a bad e-mail and a mismatch', body: { ...ada, email: 'ada@', confirmPassword: 'analytica' }, message: 'Email is invalid.' },
    { what: 'no e-mail', body: { ...ada, email: undefined }, message: 'Email is invalid.' },
    { what: 'a mismatch', body: { ...ada, confirmPassword: 'Analytical' }, message: 'Password and Confirm Password do not match.' },
    { what: 'no confirmation', body: { ...ada, confirmPassword: undefined }, message: 'Password and Confirm Password do not match.' },
    {
      what: 'a password over 256 characters',
      body: { ...ada, password: 'p'.repeat(257), confirmPassword: 'p'.repeat(257) },
      message: 'Password can be at most 256 characters.',
    },
    { what: 'acceptsMarketing as text', body: { ...ada, acceptsMarketing: 'no' }, message: 'acceptsMarketing must be true or false.' },
    {
      what: 'a JSON list',
      body: [ada],
      message: 'The registration must be a JSON object with firstName, lastName, email, password and confirmPassword.',
    },
  ])('refuses $what with "$message" and stores nothing', async ({ body, message }) => {
    const answer = await register(body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(invalidInputAnswer(message));
    expect(await rowCount(customers)).toBe(0);
    expect(await rowCount(sessions)).toBe(0);
  });

  it('answers a body that is not JSON with a clear 400', async () => {
    for (const [payload, type] of [
      ['not json', 'application/json'],
      ['email=ada%40example.com', 'application/x-www-form-urlencoded'],
      ['', 'text/plain'],
    ] as const) {
      const answer = await shop.call<ErrorBody>({
        method: 'POST',
        url: '/api/shopify/auth/register',
        payload,
        headers: { 'content-type': type },
      });
      expect(answer.status, type).toBe(400);
      expect(typeof answer.body.error).toBe('string');
    }
    expect(await rowCount(customers)).toBe(0);
  });

  it('refuses an e-mail that already has an account, in any case, and changes nothing', async () => {
    const first = await register(ada);
    const [before] = await shop.database.handle.db.select().from(customers);
    clock.set(new Date(start.getTime() + 60_000));

    const again = await register({
      ...ada,
      email: 'ADA@example.com',
      firstName: 'Augusta',
      password: 'different',
      confirmPassword: 'different',
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: 'An account with this email already exists. Log in or reset your password.', code: 'email_taken' });

    expect(await shop.database.handle.db.select().from(customers)).toEqual([before]);
    expect(await rowCount(sessions)).toBe(1);
    // The first password still logs in; the second does not.
    expect((await login({ email: 'ada@example.com', password: 'analytical' })).body.id).toBe(first.body.id);
    expect((await login({ email: 'ada@example.com', password: 'different' })).status).toBe(401);
  });

  it('makes one account when five registrations for one e-mail arrive at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        register({ ...ada, email: i % 2 ? 'ADA@example.com' : 'ada@example.com', firstName: `Ada ${i}` }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    for (const refused of answers.filter((answer) => answer.status === 409)) expect(refused.body.code).toBe('email_taken');
    expect(await rowCount(customers)).toBe(1);
    expect(await rowCount(sessions)).toBe(1);
  });
});

describe('POST /api/shopify/auth/login', () => {
  beforeEach(async () => {
    expect((await register(ada)).status).toBe(201);
  });

  it('logs in with the e-mail in any case and answers a new session', async () => {
    const answer = await login({ email: ' ADA@Example.com ', password: 'analytical' });
    expect(answer.status).toBe(200);
    expect(answer.encrypted).toBe(true);
    expect(answer.headers['cache-control']).toBe('no-store');
    const body = LoginResponseSchema.parse(answer.body);
    expect(body).toMatchObject({
      email: 'ada@example.com',
      activeCart: expect.stringMatching(/^crt_/),
      measurements: noSizes,
      sizeMeta: noSizeMeta,
    });
    expect(body.customer).toMatchObject({ id: body.id, firstName: 'Ada', lastName: 'Lovelace' });
    expect(await rowCount(sessions)).toBe(2);
    expect((await customer(`Bearer ${body.token}`)).body.id).toBe(body.id);
  });

  it('gives the same answer for a wrong password and for an e-mail with no account', async () => {
    const wrongPassword = await login({ email: 'ada@example.com', password: 'Analytical' });
    const unknownEmail = await login({ email: 'grace@example.com', password: 'analytical' });
    for (const answer of [wrongPassword, unknownEmail]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual(INVALID_CREDENTIALS);
    }
    expect(wrongPassword.headers['content-type']).toEqual(unknownEmail.headers['content-type']);
    expect(await rowCount(sessions)).toBe(1);
  });

  it.each([
    [{ password: 'analytical' }, 'Email cannot be empty.'],
    [{ email: 'ada@example.com' }, 'Password cannot be empty.'],
    [{ email: 'ada@example.com', password: '' }, 'Password cannot be empty.'],
    ['ada@example.com', 'The login must be a JSON object with email and password.'],
  ])('refuses %j with a 400 "%s"', async (payload, message) => {
    const answer = await login(payload);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(invalidInputAnswer(message));
  });

  it('checks ?cc= like the other calls', async () => {
    expect((await login({ email: 'ada@example.com', password: 'analytical' }, 'usd')).status).toBe(200);
    const refused = await login({ email: 'ada@example.com', password: 'analytical' }, 'XXX');
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(/^cc: currency must be one of/);
  });
});

describe('sessions: logout, expiry and the customer call', () => {
  let token: string;
  let id: string;
  beforeEach(async () => {
    const { body } = await register(ada);
    token = body.token;
    id = body.id;
  });

  it('GET /api/firebase/customers/customer answers the token’s customer', async () => {
    const answer = await customer(`Bearer ${token}`);
    expect(answer.status).toBe(200);
    expect(answer.encrypted).toBe(true);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(CustomerSchema.parse(answer.body)).toEqual({
      id,
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: null,
      acceptsMarketing: true,
      activeCart: expect.stringMatching(/^crt_/),
      measurements: noSizes,
      sizeMeta: noSizeMeta,
      defaultAddress: null,
      addresses: [],
      createdAt: start.toISOString(),
    });
  });

  it.each([
    ['no Authorization header', undefined],
    ['an empty header', ''],
    ['another scheme', 'Basic YWRhOmFuYWx5dGljYWw='],
    ['a bare "Bearer"', 'Bearer'],
    ['a token of the wrong form', 'Bearer not-a-token'],
    ['an unknown token', `Bearer ${'A'.repeat(43)}`],
    ['the stored hash instead of the token', 'hash'],
  ])("answers %s with 401 'Token expired.'", async (_what, header) => {
    const authorization = header === 'hash' ? `Bearer ${hashToken(token)}` : header;
    const answer = await customer(authorization);
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual(TOKEN_EXPIRED);
  });

  it('logout revokes the token: 204, then 401 for the customer call and for a second logout', async () => {
    const other = (await login({ email: 'ada@example.com', password: 'analytical' })).body.token;
    const answer = await logout(token);
    expect(answer.status).toBe(204);
    expect(answer.raw).toBe('');

    expect((await customer(`Bearer ${token}`)).body).toEqual(TOKEN_EXPIRED);
    const again = await logout(token);
    expect(again.status).toBe(401);
    expect(again.body).toEqual(TOKEN_EXPIRED);
    // Only that session ended.
    expect((await customer(`Bearer ${other}`)).status).toBe(200);
    const [row] = await shop.database.handle.db.select().from(sessions).where(eqTokenHash(token));
    expect(row?.revokedAt).toEqual(start);
  });

  it('logout without a token is a 401', async () => {
    const answer = await shop.call<ErrorBody>({ method: 'POST', url: '/api/shopify/auth/logout' });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual(TOKEN_EXPIRED);
  });

  it("a token expires after 30 days: 'Token expired.'", async () => {
    clock.set(new Date(start.getTime() + SESSION_LIFETIME_MS - 1000));
    expect((await customer(`Bearer ${token}`)).status).toBe(200);
    clock.set(new Date(start.getTime() + SESSION_LIFETIME_MS + 1000));
    const answer = await customer(`Bearer ${token}`);
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual(TOKEN_EXPIRED);
    // Logging in again gives a session that works.
    const fresh = await login({ email: 'ada@example.com', password: 'analytical' });
    expect((await customer(`Bearer ${fresh.body.token}`)).status).toBe(200);
  });
});

function eqTokenHash(token: string) {
  return eq(sessions.tokenHash, hashToken(token));
}

import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../db/prepare-database.js';
import { customers, sessions } from '../db/schema.js';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import { bearerToken, createSessionStore, hashToken, SESSION_LIFETIME_MS, type SessionStore } from './authentication.js';
import { fixedClock } from './clock.js';

const start = new Date('2026-03-02T09:00:00Z');
const clock = fixedClock(start);
let database: TestDatabase;
let store: SessionStore;

beforeAll(async () => {
  database = await createTestDatabase();
  await prepareDatabase(database.handle, { seed: false, now: start });
  store = createSessionStore({ db: database.handle.db, clock });
  await database.handle.db
    .insert(customers)
    .values({ id: 'cus_test', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', passwordHash: 'x' });
});
afterAll(async () => database.dispose());
beforeEach(async () => {
  clock.set(start);
  await database.handle.db.delete(sessions);
});

const requestWith = (authorization?: string) => ({ headers: authorization === undefined ? {} : { authorization } }) as FastifyRequest;

describe('session store', () => {
  it('issues a 256-bit base64url token that resolves to its customer, and stores only its SHA-256', async () => {
    const { token, expiresAt } = await store.issue('cus_test');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(expiresAt).toEqual(new Date(start.getTime() + SESSION_LIFETIME_MS));
    expect(await store.resolve(token)).toBe('cus_test');

    const rows = await database.handle.db.select().from(sessions);
    expect(rows).toEqual([{ tokenHash: hashToken(token), customerId: 'cus_test', createdAt: start, expiresAt, revokedAt: null }]);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('gives every session a different token', async () => {
    const tokens = await Promise.all(Array.from({ length: 20 }, () => store.issue('cus_test')));
    expect(new Set(tokens.map((each) => each.token)).size).toBe(20);
  });

  it('keeps a session for 30 days and not a millisecond longer', async () => {
    const { token } = await store.issue('cus_test');
    clock.set(new Date(start.getTime() + SESSION_LIFETIME_MS - 1));
    expect(await store.resolve(token)).toBe('cus_test');
    clock.set(new Date(start.getTime() + SESSION_LIFETIME_MS));
    expect(await store.resolve(token)).toBeNull();
  });

  it('forgets a revoked session, and revoking twice is harmless', async () => {
    const kept = await store.issue('cus_test');
    const ended = await store.issue('cus_test');
    expect(await store.revoke(ended.token)).toBe(true);
    expect(await store.revoke(ended.token)).toBe(false);
    expect(await store.resolve(ended.token)).toBeNull();
    expect(await store.resolve(kept.token)).toBe('cus_test');
  });

  it.each([
    ['an unknown token', 'A'.repeat(43)],
    ['an empty token', ''],
    ['a token too long', 'A'.repeat(44)],
    ['a token with other characters', `${'A'.repeat(42)}=`],
  ])('resolves %s to null', async (_what, token) => {
    await store.issue('cus_test');
    expect(await store.resolve(token)).toBeNull();
    expect(await store.revoke(token)).toBe(false);
  });

  it('does not resolve a stored hash used as a token', async () => {
    const { token } = await store.issue('cus_test');
    expect(await store.resolve(hashToken(token))).toBeNull();
  });
});

describe('bearerToken', () => {
  it('reads the token of a Bearer header in any case, and nothing from other forms', () => {
    expect(bearerToken(requestWith('Token abc'))).toBeNull();
    expect(bearerToken(requestWith('Bearer abc'))).toBe('abc');
    expect(bearerToken(requestWith('bearer  abc'))).toBe('abc');
    expect(bearerToken(requestWith('Bearer abc def'))).toBeNull();
    expect(bearerToken(requestWith())).toBeNull();
  });
});

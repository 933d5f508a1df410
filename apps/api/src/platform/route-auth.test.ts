import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSessionStore, type SessionStore } from './authentication.js';
import { registerErrorHandler } from './errors.js';
import { caller, callerId, registerRouteAuth } from './route-auth.js';
import { fixedClock } from './clock.js';
import { prepareDatabase } from '../db/prepare-database.js';
import { customers } from '../db/schema.js';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';

let database: TestDatabase;
let store: SessionStore;
let app: FastifyInstance;
let adaToken: string;
let bobToken: string;
/** What each handler ran with: a route refused by its declaration never runs. */
const ran: string[] = [];

beforeAll(async () => {
  const clock = fixedClock(new Date('2026-03-02T09:00:00Z'));
  database = await createTestDatabase();
  await prepareDatabase(database.handle, { seed: false, now: clock.now() });
  await database.handle.db.insert(customers).values([
    { id: 'cus_ada', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', passwordHash: 'x' },
    { id: 'cus_bob', email: 'bob@example.com', firstName: 'Bob', lastName: 'Tester', passwordHash: 'x' },
  ]);
  store = createSessionStore({ db: database.handle.db, clock });
  adaToken = (await store.issue('cus_ada')).token;
  bobToken = (await store.issue('cus_bob')).token;

  app = Fastify();
  registerErrorHandler(app);
  registerRouteAuth(app, store);
  app.get('/me', { config: { auth: 'customer' } }, async (request) => {
    ran.push('me');
    return caller(request);
  });
  app.get('/maybe', { config: { auth: 'optional' } }, async (request) => ({ customerId: callerId(request) }));
  app.get('/open', { config: { auth: 'public' } }, async (request) => ({ customerId: callerId(request) }));
  app.post('/customers/:id/things', { config: { auth: 'customer', ownCustomerParam: 'id' } }, async (request) => {
    ran.push(`things:${(request.params as { id: string }).id}`);
    return { ok: true };
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.dispose();
});

const call = (method: 'GET' | 'POST', url: string, authorization?: string) =>
  app.inject({ method, url, headers: authorization === undefined ? {} : { authorization }, ...(method === 'POST' ? { payload: {} } : {}) });

describe('routes declare who may call them', () => {
  it('gives a customer route its caller, whatever the case of the scheme', async () => {
    expect((await call('GET', '/me', `Bearer ${adaToken}`)).json()).toEqual({ customerId: 'cus_ada', token: adaToken });
    expect((await call('GET', '/me', `bearer  ${adaToken}`)).json()).toEqual({ customerId: 'cus_ada', token: adaToken });
  });

  it.each([
    ['no header', undefined],
    ['an empty header', ''],
    ['another scheme', 'Basic YWRhOmVuZ2luZQ=='],
    ['a bare scheme', 'Bearer'],
    ['two tokens', 'Bearer abc def'],
    ['an unknown token', `Bearer ${'A'.repeat(43)}`],
  ])("answers a customer route with %s by 401 'Token expired.', without running it", async (_what, header) => {
    ran.length = 0;
    const answer = await call('GET', '/me', header);
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({ error: 'Token expired.', code: 'token_expired' });
    expect(ran).toEqual([]);
  });

  it('lets a visitor through an optional route, but not a stale token', async () => {
    expect((await call('GET', '/maybe')).json()).toEqual({ customerId: null });
    expect((await call('GET', '/maybe', `Bearer ${bobToken}`)).json()).toEqual({ customerId: 'cus_bob' });
    expect((await call('GET', '/maybe', `Bearer ${'B'.repeat(43)}`)).statusCode).toBe(401);
  });

  it("refuses another customer's id in the path with 403 before the handler runs", async () => {
    ran.length = 0;
    const answer = await call('POST', '/customers/cus_ada/things', `Bearer ${bobToken}`);
    expect(answer.statusCode).toBe(403);
    expect(answer.json().code).toBe('forbidden');
    expect(ran).toEqual([]);
    expect((await call('POST', '/customers/cus_ada/things', `Bearer ${adaToken}`)).statusCode).toBe(200);
    expect(ran).toEqual(['things:cus_ada']);
  });

  it('reads no session on a public route: a stale token there is no reason to refuse the catalogue', async () => {
    expect((await call('GET', '/open', `Bearer ${'B'.repeat(43)}`)).json()).toEqual({ customerId: null });
    expect((await call('GET', '/open', `Bearer ${adaToken}`)).json()).toEqual({ customerId: null });
  });

  it('stops the server at start when a store route declares no access, naming it', async () => {
    const careless = Fastify();
    registerRouteAuth(careless, store);
    const start = async () => {
      await careless.register(async (scope) => {
        scope.get('/orders/:number/secret', async () => ({ everything: true }));
      });
      await careless.ready();
    };
    await expect(start()).rejects.toThrow(/The store route GET \/orders\/:number\/secret declares no access/);
    await careless.close();
  });
});

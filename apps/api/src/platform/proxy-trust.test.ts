import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { rateLimits } from '../db/schema.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { loadConfig, type AppConfig } from './config.js';
import { AUTH_RATE_RULES } from './rate-limit.js';

/** A route of this test only: it answers the address the shop believes the request came from. */
function addAddressRoute(app: FastifyInstance): void {
  app.get('/address-seen', { config: { plainJson: true } }, (request) => ({ ip: request.ip }));
}

async function addressSeen(app: FastifyInstance, remoteAddress: string, forwardedFor?: string): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: '/address-seen',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
  return (response.json() as { ip: string }).ip;
}

describe('TRUST_PROXY', () => {
  it('is off by default, so no forwarded header is believed', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
  });

  it('takes a hop count or a comma list of proxy addresses and CIDR ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toEqual({ hops: 1 });
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback' }).trustProxy).toEqual({
      proxies: ['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8', 'loopback'],
    });
  });

  it.each(['on', 'true', '10.0.0.300', '10.0.0.0/33', '::1/129', 'proxy.example', '127.0.0.1,,10.0.0.1', '10.0.0.0/8/8', '99'])(
    'refuses %s with a message naming the variable',
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    },
  );
});

describe('the client address behind a proxy or none', () => {
  // Production, where the header used to be believed from anyone.
  let shop: TestApp;
  const others: FastifyInstance[] = [];
  beforeAll(async () => {
    shop = await createTestApp({ config: { env: 'production' }, beforeReady: addAddressRoute });
  });
  afterAll(async () => {
    for (const app of others) await app.close();
    await shop.close();
  });

  /** Another API process on the same database, with its own proxy setting. */
  async function shopWith(trustProxy: AppConfig['trustProxy']): Promise<FastifyInstance> {
    const app = await buildApp({ config: { ...shop.config, trustProxy }, database: shop.database.handle });
    addAddressRoute(app);
    await app.ready();
    others.push(app);
    return app;
  }

  it('ignores a made-up X-Forwarded-For when no proxy is trusted', async () => {
    expect(await addressSeen(shop.app, '203.0.113.7', '198.51.100.23')).toBe('203.0.113.7');
    expect(await addressSeen(shop.app, '127.0.0.1', '198.51.100.23')).toBe('127.0.0.1');
  });

  it('refuses a client past the per-address limit however many addresses its headers invent', async () => {
    await shop.database.handle.db.delete(rateLimits);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const answer = await shop.call({
        method: 'POST',
        url: '/api/shopify/auth/recover',
        remoteAddress: '203.0.113.7',
        // A fresh e-mail each time too, so only the per-address count can refuse.
        headers: { 'x-forwarded-for': `198.51.${attempt}.${attempt + 1}` },
        payload: { email: `someone${attempt}@example.com` },
      });
      statuses.push(answer.status);
    }
    const { max } = AUTH_RATE_RULES.recoverPerIp;
    expect(statuses.slice(0, max).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(max).every((status) => status === 429)).toBe(true);
  });

  it('believes the header from a listed proxy, and only from it', async () => {
    const app = await shopWith({ proxies: ['127.0.0.1'] });
    expect(await addressSeen(app, '127.0.0.1', '198.51.100.23')).toBe('198.51.100.23');
    // A client that reaches the server directly cannot pose as the proxy's client.
    expect(await addressSeen(app, '203.0.113.7', '198.51.100.23')).toBe('203.0.113.7');
    // The proxy appends the address it saw; what the client wrote before that is not believed.
    expect(await addressSeen(app, '127.0.0.1', '10.9.9.9, 198.51.100.23')).toBe('198.51.100.23');
  });

  it('with a hop count, takes the address the nearest proxy saw', async () => {
    const app = await shopWith({ hops: 1 });
    expect(await addressSeen(app, '10.0.0.2', '10.9.9.9, 198.51.100.23')).toBe('198.51.100.23');
    expect(await addressSeen(app, '10.0.0.2')).toBe('10.0.0.2');
  });
});

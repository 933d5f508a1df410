import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import Fastify from 'fastify';
import { EnvelopeSchema } from '@selvedge/contract';
import { importResponseKey, openEnvelope } from '@selvedge/domain';
import { describe, expect, it } from 'vitest';
import {
  ENVELOPE_COMPRESSION_MIN_BYTES,
  leaveSealedAnswersUncompressed,
  registerResponseEncryption,
  sealJson,
} from './response-encryption.js';

describe('response encryption', () => {
  const key = randomBytes(32);

  it("is opened by the storefront's reader (packages/domain) with the same key", async () => {
    const value = { products: [{ title: 'Sky Oxford', price: { amount: '129.00', currencyCode: 'SGD' } }], ünïcode: '✂' };
    const sealed = JSON.parse(sealJson(JSON.stringify(value), key)) as unknown;
    expect(await openEnvelope(sealed, await importResponseKey(key.toString('base64')))).toEqual(value);
  });

  it("compresses a large answer before sealing it when asked (version 2), which the storefront's reader opens", async () => {
    const value = {
      products: Array.from({ length: 60 }, (_, i) => ({ title: `Sky Oxford ${i}`, price: { amount: '129.00', currencyCode: 'SGD' } })),
      ünïcode: '✂',
    };
    const json = JSON.stringify(value);
    const compressed = EnvelopeSchema.parse(JSON.parse(sealJson(json, key, { compress: true })));
    const whole = EnvelopeSchema.parse(JSON.parse(sealJson(json, key)));
    expect(compressed.v).toBe(2);
    expect(whole.v).toBe(1);
    expect(compressed.data.length).toBeLessThan(whole.data.length / 4);
    expect(await openEnvelope(compressed, await importResponseKey(key.toString('base64')))).toEqual(value);
  });

  it('seals a small answer as it is, even when compression is allowed', () => {
    const small = JSON.stringify({ a: 'x'.repeat(ENVELOPE_COMPRESSION_MIN_BYTES - 20) });
    expect(EnvelopeSchema.parse(JSON.parse(sealJson(small, key, { compress: true }))).v).toBe(1);
  });

  it('uses a fresh IV every time, so equal answers do not look equal', () => {
    expect(sealJson('{"a":1}', key)).not.toBe(sealJson('{"a":1}', key));
  });

  it('cannot be opened with another key', async () => {
    const sealed = JSON.parse(sealJson('{"a":1}', key)) as unknown;
    const other = await importResponseKey(randomBytes(32).toString('base64'));
    await expect(openEnvelope(sealed, other)).rejects.toThrow();
  });
});

describe('sealed answers as served', () => {
  const key = randomBytes(32);
  // Cloth names that do not compress away: the envelope stays over HTTP compression's threshold.
  const catalogue = {
    products: Array.from({ length: 150 }, () => ({
      title: `Sky Oxford ${randomBytes(12).toString('hex')}`,
      price: { amount: '129.00', currencyCode: 'SGD' },
    })),
  };

  async function shop() {
    const app = Fastify();
    leaveSealedAnswersUncompressed(app);
    await app.register(fastifyCompress, { global: true, threshold: 1024 });
    registerResponseEncryption(app, key);
    app.get('/api/catalogue', { config: { publicAnswer: true } }, async () => catalogue);
    app.get('/api/cart', { config: { secretFree: true } }, async () => catalogue);
    await app.ready();
    return app;
  }
  const open = async (text: string) => openEnvelope(JSON.parse(text) as unknown, await importResponseKey(key.toString('base64')));

  it('seal a public answer once: the same JSON is the same envelope, compressed for HTTP once per encoding', async () => {
    const app = await shop();
    const first = await app.inject({ url: '/api/catalogue', headers: { 'accept-encoding': 'br, gzip' } });
    const second = await app.inject({ url: '/api/catalogue', headers: { 'accept-encoding': 'br, gzip' } });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const envelope = brotliDecompressSync(first.rawPayload).toString();
    expect(await open(envelope)).toEqual(catalogue);

    const gzip = await app.inject({ url: '/api/catalogue', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(envelope);
    const plain = await app.inject({ url: '/api/catalogue', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(envelope);
    await app.close();
  });

  it("seal anyone's own answer afresh each time, with a new IV", async () => {
    const app = await shop();
    const first = await app.inject({ url: '/api/cart' });
    const second = await app.inject({ url: '/api/cart' });
    expect(first.body).not.toBe(second.body);
    expect(await open(first.body)).toEqual(catalogue);
    expect(await open(second.body)).toEqual(catalogue);
    await app.close();
  });
});

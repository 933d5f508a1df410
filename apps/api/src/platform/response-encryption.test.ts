import { randomBytes } from 'node:crypto';
import { EnvelopeSchema } from '@selvedge/contract';
import { importResponseKey, openEnvelope } from '@selvedge/domain';
import { describe, expect, it } from 'vitest';
import { ENVELOPE_COMPRESSION_MIN_BYTES, sealJson } from './response-encryption.js';

describe('response encryption', () => {
  const key = randomBytes(32);

  it("is opened by the storefront's reader (packages/domain) with the same key", async () => {
    const value = { products: [{ title: 'Sky Oxford', price: { amount: '129.00', currencyCode: 'SGD' } }], ünïcode: '✂' };
    const sealed = JSON.parse(sealJson(JSON.stringify(value), key)) as unknown;
    expect(await openEnvelope(sealed, await importResponseKey(key.toString('base64')))).toEqual(value);
  });

  it("compresses a large answer before sealing it when asked (version 2), which the storefront's reader opens", async () => {
    const value = { products: Array.from({ length: 60 }, (_, i) => ({ title: `Sky Oxford ${i}`, price: { amount: '129.00', currencyCode: 'SGD' } })), ünïcode: '✂' };
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

import { randomBytes } from 'node:crypto';
import { importResponseKey, openEnvelope } from '@selvedge/domain';
import { describe, expect, it } from 'vitest';
import { sealJson } from './response-encryption.js';

describe('response encryption', () => {
  const key = randomBytes(32);

  it("is opened by the storefront's reader (packages/domain) with the same key", async () => {
    const value = { products: [{ title: 'Sky Oxford', price: { amount: '129.00', currencyCode: 'SGD' } }], ünïcode: '✂' };
    const sealed = JSON.parse(sealJson(JSON.stringify(value), key)) as unknown;
    expect(await openEnvelope(sealed, await importResponseKey(key.toString('base64')))).toEqual(value);
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

import { describe, expect, it } from 'vitest';
import { importResponseKey, isEnvelope, openEnvelope } from './response-envelope.js';

async function seal(value: unknown, raw: Uint8Array<ArrayBuffer>) {
  const key = await crypto.subtle.importKey('raw', raw, { name: 'AES-GCM' }, false, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(JSON.stringify(value)));
  return { v: 1, iv: Buffer.from(iv).toString('base64'), data: Buffer.from(data).toString('base64') };
}

describe('response envelope', () => {
  const raw = crypto.getRandomValues(new Uint8Array(32));
  const keyBase64 = Buffer.from(raw).toString('base64');

  it('opens what AES-256-GCM sealed with the same key', async () => {
    const value = { cart: { id: 'c1', total: '650.00' }, list: [1, 2, 3] };
    const envelope = await seal(value, raw);
    expect(isEnvelope(envelope)).toBe(true);
    expect(await openEnvelope(envelope, await importResponseKey(keyBase64))).toEqual(value);
  });

  it('refuses a tampered body', async () => {
    const envelope = await seal({ a: 1 }, raw);
    const bytes = Buffer.from(envelope.data, 'base64');
    bytes[0] = (bytes[0] ?? 0) ^ 1;
    const tampered = { ...envelope, data: bytes.toString('base64') };
    await expect(openEnvelope(tampered, await importResponseKey(keyBase64))).rejects.toThrow();
  });

  it('refuses a key of the wrong length', async () => {
    await expect(importResponseKey(Buffer.alloc(16).toString('base64'))).rejects.toThrow(/32 bytes/);
  });

  it('tells plain JSON from an envelope', () => {
    expect(isEnvelope({ products: [] })).toBe(false);
  });
});

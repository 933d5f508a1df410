import { describe, expect, it } from 'vitest';
import { importResponseKey, isEnvelope, openEnvelope } from './response-envelope.js';

/** Raw DEFLATE by the platform's CompressionStream: the reader must not depend on how it was made. */
async function deflateRaw(text: string): Promise<Uint8Array<ArrayBuffer>> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

async function seal(value: unknown, raw: Uint8Array<ArrayBuffer>, version: 1 | 2 = 1) {
  const key = await crypto.subtle.importKey('raw', raw, { name: 'AES-GCM' }, false, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const json = JSON.stringify(value);
  const plain = version === 2 ? await deflateRaw(json) : new TextEncoder().encode(json);
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plain);
  return { v: version, iv: Buffer.from(iv).toString('base64'), data: Buffer.from(data).toString('base64') };
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

  it('opens a version 2 envelope, whose JSON was compressed before it was sealed', async () => {
    const value = { products: Array.from({ length: 40 }, (_, i) => ({ title: `Oxford ${i}`, price: '129.00', note: 'é ✂' })) };
    const envelope = await seal(value, raw, 2);
    expect(isEnvelope(envelope)).toBe(true);
    expect(await openEnvelope(envelope, await importResponseKey(keyBase64))).toEqual(value);
    // Compressed first: far smaller than the same answer sealed as it is.
    const plainSealed = await seal(value, raw, 1);
    expect(envelope.data.length).toBeLessThan(plainSealed.data.length / 3);
  });

  it('refuses a version 2 envelope whose content is not compressed JSON', async () => {
    const wrong = { ...(await seal({ a: 1 }, raw, 1)), v: 2 };
    await expect(openEnvelope(wrong, await importResponseKey(keyBase64))).rejects.toThrow();
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
    expect(isEnvelope({ v: 3, iv: 'AAAA', data: 'AAAA' })).toBe(false);
  });
});

import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressJson, pickEncoding } from './compressed-json.js';

describe('pre-compressed JSON', () => {
  it('holds gzip and brotli copies that decompress to the same JSON', () => {
    const json = JSON.stringify({ fabrics: Array.from({ length: 200 }, (_, i) => ({ handle: `cloth-${i}` })) });
    const compressed = compressJson(json);
    expect(gunzipSync(compressed.gzip).toString()).toBe(json);
    expect(brotliDecompressSync(compressed.brotli).toString()).toBe(json);
    expect(compressed.gzip.length).toBeLessThan(json.length);
  });

  it('gives equal JSON equal ETags and different JSON different ones', () => {
    expect(compressJson('{"a":1}').etag).toBe(compressJson('{"a":1}').etag);
    expect(compressJson('{"a":1}').etag).not.toBe(compressJson('{"a":2}').etag);
  });

  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', null],
    [undefined, null],
    ['GZIP', 'gzip'],
  ] as const)('for Accept-Encoding %s picks %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * A JSON answer serialised and compressed once, for answers that many clients fetch unchanged
 * (the product configuration). Compressing 100 KB on every request would cost more than the rest
 * of the request together.
 */
export interface CompressedJson {
  json: string;
  etag: string;
  gzip: Buffer;
  brotli: Buffer;
}

export function compressJson(json: string): CompressedJson {
  return {
    json,
    etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`,
    gzip: gzipSync(json, { level: 9 }),
    brotli: brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
  };
}

/** Picks the smallest encoding the client accepts: brotli, then gzip, else none. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => q === undefined || !/^q=0(\.0*)?$/.test(q.trim()))
    .map(([name]) => name?.trim().toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}

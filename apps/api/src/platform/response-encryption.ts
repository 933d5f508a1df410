import { createCipheriv, randomBytes } from 'node:crypto';
import { brotliCompressSync, constants, deflateRawSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { PLAIN_PATH_MARKER } from '@selvedge/contract';
import { API_DOCS_PREFIX } from './api-docs.js';
import { createKeptAnswers } from './announced-cache.js';
import { pickEncoding } from './compressed-json.js';

/**
 * Below this many bytes of JSON, compressing inside the envelope saves less than it costs: such an
 * answer is sealed as it is (version 1).
 */
export const ENVELOPE_COMPRESSION_MIN_BYTES = 1024;

/**
 * Wraps JSON answers in the AES-256-GCM envelope of DESIGN §4. It deters casual scraping of the
 * catalogue; it is not a security boundary (the key is in every page the shop serves).
 * With `compress`, a large answer is compressed with raw DEFLATE before it is sealed (version 2):
 * ciphertext does not compress, so otherwise a page of cloth crosses the network at full size.
 */
export function sealJson(json: string, key: Buffer, options: { compress?: boolean } = {}): string {
  const compress = options.compress === true && Buffer.byteLength(json) >= ENVELOPE_COMPRESSION_MIN_BYTES;
  const plain = compress ? deflated(json) : Buffer.from(json, 'utf8');
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
  return `{"v":${compress ? 2 : 1},"iv":"${iv.toString('base64')}","data":"${data.toString('base64')}"}`;
}

/** Large answers sent to many readers at once (a cart kept in memory) are compressed once. */
const recentlyDeflated = new LRUCache<string, Buffer>({ max: 16 });
const DEFLATE_MEMO_MIN_LENGTH = 16 * 1024;

function deflated(json: string): Buffer {
  if (json.length < DEFLATE_MEMO_MIN_LENGTH) return deflateRawSync(json);
  const kept = recentlyDeflated.get(json);
  if (kept) return kept;
  const bytes = deflateRawSync(json);
  recentlyDeflated.set(json, bytes);
  return bytes;
}

/** HTTP compression pays from this size on (as @fastify/compress's threshold). */
const HTTP_COMPRESSION_MIN_BYTES = 1024;
/** Public answers kept sealed: the catalogue's pages and products, the content, the pre-order. */
const SEALED_PUBLIC_ANSWERS = 512;

/** A public answer sealed once, and its envelope compressed for HTTP once per encoding asked for. */
interface SealedPublicAnswer {
  envelope: string;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * Seals public answers (the same for everyone) once per distinct JSON: the same plaintext under the
 * same key is sent as the same envelope, which tells a reader only that two answers were equal, as
 * their ETags already do (decision 064). The envelope's HTTP compression is done once with it;
 * @fastify/compress leaves an answer that names its encoding alone.
 */
function sealedPublicAnswers(key: Buffer) {
  // Nothing here goes stale (the key is the answer itself): nothing is ever forgotten but to make room.
  const sealed = createKeptAnswers<SealedPublicAnswer>({ max: SEALED_PUBLIC_ANSWERS });
  return async (json: string, acceptEncoding: string | undefined): Promise<{ body: string | Buffer; encoding: 'br' | 'gzip' | null }> => {
    const seal = async (): Promise<SealedPublicAnswer> => ({ envelope: sealJson(json, key, { compress: true }) });
    // Readers of one answer at once share one sealing, hence one envelope.
    const answer = (await sealed.read(json, seal)) ?? (await seal());
    const encoding = answer.envelope.length >= HTTP_COMPRESSION_MIN_BYTES ? pickEncoding(acceptEncoding) : null;
    if (encoding === 'br') {
      answer.br ??= brotliCompressSync(answer.envelope, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } });
      return { body: answer.br, encoding };
    }
    if (encoding === 'gzip') {
      answer.gzip ??= gzipSync(answer.envelope, { level: 9 });
      return { body: answer.gzip, encoding };
    }
    return { body: answer.envelope, encoding: null };
  };
}

/**
 * A sealed answer that is not compressed inside its envelope is ciphertext in base64: HTTP
 * compression wins back a quarter of it at a real cost in CPU on every request (brotli on the
 * customer answer, asked for on every page load). Such routes, the private answers under /api, are
 * left uncompressed. Called before @fastify/compress registers, so its route hook sees the choice.
 */
export function leaveSealedAnswersUncompressed(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith(API_DOCS_PREFIX)) return;
    if (route.config?.publicAnswer === true || route.config?.plainJson === true || route.url.includes(PLAIN_PATH_MARKER)) return;
    // Compressed inside the envelope already, or ciphertext that HTTP compression barely shrinks.
    route.compress ??= false;
  });
}

export function registerResponseEncryption(app: FastifyInstance, key: Buffer): void {
  const sealedPublic = sealedPublicAnswers(key);
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string') return payload;
    if (request.url.includes(PLAIN_PATH_MARKER) || request.routeOptions.config.plainJson === true) return payload;
    // The API reference is read by people and tools, as plain OpenAPI.
    if (request.routeOptions.url?.startsWith(API_DOCS_PREFIX)) return payload;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('application/json')) return payload;
    const { publicAnswer, secretFree } = request.routeOptions.config;
    if (publicAnswer === true && reply.getHeader('content-encoding') === undefined) {
      const { body, encoding } = await sealedPublic(payload, request.headers['accept-encoding']);
      void reply.header('vary', 'accept-encoding');
      if (encoding) void reply.header('content-encoding', encoding);
      return body;
    }
    return sealJson(payload, key, { compress: publicAnswer === true || secretFree === true });
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answers plain JSON even with encryption on: developer tools read by people (the outbox). */
    plainJson?: boolean;
    /**
     * The answer is the same for everyone (catalogue, content, the pre-order): it may be compressed
     * inside the envelope. Never set on an answer that carries a customer's data or a token: a
     * compressed secret beside text an attacker chose leaks through the answer's length (BREACH).
     */
    publicAnswer?: boolean;
    /**
     * The answer is its reader's own but holds nothing secret from them (no token, no password, no
     * one else's data): a cart, whose every word its holder wrote or may read. Large, so it is
     * compressed inside the envelope too; there is no secret for BREACH to find.
     */
    secretFree?: boolean;
  }
}

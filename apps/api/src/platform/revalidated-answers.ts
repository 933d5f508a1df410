import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * What a browser may do with an answer the back office can change (a price, a rate, a fabric's
 * sale): keep it, but ask again before each use. The question costs one round trip, answered 304
 * without a body while nothing changed, so an edit reaches the customer's next page load.
 */
export const REVALIDATE_EVERY_USE = 'no-cache';

/** True when `ifNoneMatch` (one tag, a list, or `*`) names `etag`, weakly compared (RFC 9110 §13.1.2). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

/** The weak ETag of an answer's JSON (its bytes differ from one answer to the next, its content does not). */
export function weakEtag(json: string): string {
  return `W/"${createHash('sha1').update(json).digest('base64url')}"`;
}

/** An answer serialised once: its JSON, checked by the route's schema, and its tag. */
export interface PreparedAnswer {
  json: string;
  etag: string;
}

/**
 * Serialises `value` as `schema` checks and strips it, once for as long as the same object is kept
 * (a catalogue answer kept a minute is asked for thousands of times): a kept answer is checked and
 * tagged when it is made, not on every request.
 */
export function preparedAnswers<T extends object>(schema: { parse(value: unknown): unknown }): (value: T) => PreparedAnswer {
  const prepared = new WeakMap<T, PreparedAnswer>();
  return (value) => {
    let answer = prepared.get(value);
    if (!answer) {
      const json = JSON.stringify(schema.parse(value));
      answer = { json, etag: weakEtag(json) };
      prepared.set(value, answer);
    }
    return answer;
  };
}

/**
 * Routes with `config.revalidate` answer with `Cache-Control: no-cache` and an ETag made from the
 * answer's JSON (or the one a prepared answer brings), and a 304 to a request that names it. The tag is weak: the bytes differ from one
 * answer to the next (the envelope's IV, the compression the client accepts), the content does not.
 * Registered before the response encryption, so the tag is of the plain answer.
 */
export function registerRevalidatedAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.routeOptions.config.revalidate !== true || request.method !== 'GET') return payload;
    if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    // A prepared answer comes with its tag; any other is tagged here.
    const given = reply.getHeader('etag');
    const etag = typeof given === 'string' ? given : weakEtag(payload);
    void reply.header('cache-control', REVALIDATE_EVERY_USE).header('etag', etag);
    if (!matchesEtag(request.headers['if-none-match'], etag)) return payload;
    void reply.status(304).removeHeader('content-type');
    return null;
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer is shown to customers and changed in the back office: the browser asks again
     * before each use, by ETag (registerRevalidatedAnswers).
     */
    revalidate?: boolean;
  }
}

import type { FastifyInstance } from 'fastify';

/**
 * Set-ups shared by the route plugins; each applies to the plugin it is called in (Fastify
 * encapsulation), never to the whole app.
 */

/**
 * A body that is not JSON reaches the route's schema as a string, so it gets the same clear 400
 * as any other wrong body instead of Fastify's bare 415.
 */
export function acceptAnyBody(app: FastifyInstance): void {
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
}

/** Answers that carry a token, a customer or their data are never kept by a cache. */
export function neverCache(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    void reply.header('cache-control', 'no-store');
    return payload;
  });
}

/**
 * Answers serialised as they are, without checking them against their schema again on every
 * response: for routes whose answers are large and built field by field by typed code (the cart),
 * where the check costs more than the rest of the request. The schema still documents the answer,
 * and the routes' tests parse every answer with it.
 */
export function serializeUnchecked(app: FastifyInstance): void {
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
}

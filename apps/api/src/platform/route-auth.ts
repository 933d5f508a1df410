import { CUSTOMER_MESSAGES } from '@selvedge/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bearerToken, tokenExpired, type SessionStore } from './authentication.js';
import { forbidden } from './errors.js';

/**
 * Who may call a route is part of its declaration, not of its handler, and every store route
 * declares it: the server refuses to start with one that does not, as the back office does
 * (staff-auth.ts), so a route written in a hurry is never public by omission.
 *
 *   { config: { auth: 'customer', ownCustomerParam: 'id' }, schema: ... }
 *
 * - `auth: 'public'`: anyone; no session is read (the catalogue, content, health, webhooks).
 * - `auth: 'customer'`: a live bearer session is needed; without one the answer is 401
 *   'Token expired.' (SPEC §8) before the body is even read.
 * - `auth: 'optional'`: visitors and customers alike; a header whose session is over is still
 *   401, so the storefront logs out rather than acting as a visitor on a stale token. Routes
 *   reached by an unguessable id (a cart token, a guest order's key, a payment) are these: their
 *   service lets a customer's record be used by that customer alone, and a guest's by its holder.
 * - `ownCustomerParam`: the path parameter that must be the session's own customer id (403
 *   otherwise), checked before validation, so nothing of another account is read or written.
 *
 * Handlers read the caller with `caller(request)`; services trust it and never re-check.
 */
interface RouteAuth {
  auth?: 'public' | 'customer' | 'optional';
  ownCustomerParam?: string;
}

export interface Caller {
  customerId: string;
  token: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth['auth'];
    ownCustomerParam?: RouteAuth['ownCustomerParam'];
  }
  interface FastifyRequest {
    /** The session's customer, set by the route's `auth`; null for a visitor. */
    caller: Caller | null;
  }
}

export function registerRouteAuth(app: FastifyInstance, sessions: SessionStore): void {
  app.decorateRequest('caller', null);
  app.addHook('onRoute', (route) => {
    // The back office's routes declare staff access instead, checked by their own hook.
    if ((route.config as { staff?: unknown } | undefined)?.staff !== undefined) return;
    if (!(route.config as RouteAuth | undefined)?.auth) {
      throw new Error(
        `The store route ${route.method.toString()} ${route.url} declares no access: give it config.auth 'public', 'optional' or 'customer'.`,
      );
    }
  });

  app.addHook('onRequest', async (request) => {
    const { auth } = request.routeOptions.config;
    if (!auth || auth === 'public') return;
    if (auth === 'optional' && request.headers.authorization === undefined) return;
    const token = bearerToken(request);
    const customerId = token ? await sessions.resolve(token) : null;
    if (!token || !customerId) throw tokenExpired();
    request.caller = { customerId, token };
  });

  app.addHook('preValidation', async (request) => {
    const param = request.routeOptions.config.ownCustomerParam;
    if (!param) return;
    const pathId = (request.params as Record<string, unknown>)[param];
    if (request.caller === null || pathId !== request.caller.customerId) throw forbidden(CUSTOMER_MESSAGES.forbidden);
  });
}

/** The caller of a route declared with `auth: 'customer'` (its hook has made sure there is one). */
export function caller(request: FastifyRequest): Caller {
  if (!request.caller) throw tokenExpired();
  return request.caller;
}

/** The customer of a route declared with `auth: 'optional'`, or null for a visitor. */
export function callerId(request: FastifyRequest): string | null {
  return request.caller?.customerId ?? null;
}

import { createHash, randomBytes } from 'node:crypto';
import { ErrorCode, TOKEN_EXPIRED_MESSAGE } from '@selvedge/contract';
import type { FastifyRequest } from 'fastify';
import type { ChangeAnnouncements, Database } from '../db/connection.js';
import type { Runner } from '../db/transaction.js';
import { createAnnouncedCache } from './announced-cache.js';
import { createSessionsRepository } from './sessions.repository.js';
import type { Clock } from './clock.js';
import { HttpError } from './errors.js';

/** A session lasts 30 days from login; logout ends it sooner. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** 32 random bytes in base64url: exactly 43 characters of this alphabet. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** RFC 6750: `Bearer` (any case), one or more spaces, the token. */
const BEARER_PATTERN = /^Bearer +(\S+) *$/i;

/** What is stored for a token: its SHA-256 in hex. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** The one answer for any session that cannot be used (SPEC §8): the storefront logs out on it. */
export const tokenExpired = () => new HttpError(401, ErrorCode.token_expired, TOKEN_EXPIRED_MESSAGE);

export interface IssuedSession {
  token: string;
  expiresAt: Date;
}

/** The channel migration 0006 announces a session's revocation or removal on, by its token hash. */
const SESSION_CHANGES = 'session_changed';

/**
 * Sessions by the SHA-256 of their token. With `announcements` (the embedded database) a live
 * session is kept in memory until it expires or the database announces it revoked or removed, so
 * the request that carries it costs no statement for it.
 */
export function createSessionStore({
  db,
  clock,
  announcements = null,
}: {
  db: Database;
  clock: Clock;
  announcements?: ChangeAnnouncements | null;
}) {
  const repository = createSessionsRepository(db);
  const live = createAnnouncedCache<{ customerId: string; expiresAt: Date }>(announcements, SESSION_CHANGES);
  return {
    /** A new session for the customer. The token is returned once and never stored. */
    async issue(customerId: string, runner?: Runner): Promise<IssuedSession> {
      const token = randomBytes(32).toString('base64url');
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
      await repository.insert({ tokenHash: hashToken(token), customerId, createdAt: now, expiresAt }, runner);
      return { token, expiresAt };
    },

    /** The customer a token belongs to, or null when it is malformed, unknown, expired or revoked. */
    async resolve(token: string): Promise<string | null> {
      if (!TOKEN_PATTERN.test(token)) return null;
      const tokenHash = hashToken(token);
      const now = clock.now();
      const session = await live.read(tokenHash, () => repository.findLive(tokenHash, now));
      if (!session) return null;
      if (session.expiresAt <= now) {
        live.forget(tokenHash);
        return null;
      }
      return session.customerId;
    },

    /** Ends a session; true when it was live. Revoking twice is harmless. */
    async revoke(token: string): Promise<boolean> {
      if (!TOKEN_PATTERN.test(token)) return false;
      return repository.revoke(hashToken(token), clock.now());
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/** The token of an `Authorization: Bearer <token>` header, or null when there is none or it is not that form. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  return BEARER_PATTERN.exec(header)?.[1] ?? null;
}

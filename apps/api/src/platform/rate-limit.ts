import fastifyRateLimit from '@fastify/rate-limit';
import { AUTH_MESSAGES } from '@selvedge/contract';
import { lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/connection.js';
import { rateLimits } from '../db/schema.js';
import type { Clock } from './clock.js';
import { HttpError } from './errors.js';

/**
 * Limits on the calls an attacker would hammer: login, registration and password reset, counted
 * per client address and per e-mail address. @fastify/rate-limit does the bookkeeping; its counters
 * live in the database, so several API processes share one count.
 */

interface Rule {
  max: number;
  windowMs: number;
}

const MINUTE = 60_000;

/** The limits before AUTH_RATE_LIMIT_SCALE. */
export const AUTH_RATE_RULES = {
  loginPerIp: { max: 30, windowMs: 15 * MINUTE },
  loginPerEmail: { max: 10, windowMs: 15 * MINUTE },
  registerPerIp: { max: 10, windowMs: 60 * MINUTE },
  recoverPerIp: { max: 10, windowMs: 15 * MINUTE },
  recoverPerEmail: { max: 3, windowMs: 15 * MINUTE },
  passwordPerCustomer: { max: 10, windowMs: 15 * MINUTE },
} satisfies Record<string, Rule>;

export type AuthRateRule = keyof typeof AUTH_RATE_RULES;

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Rows older than a day are past every window; they are swept now and then. */
const SWEEP_EVERY = 500;
const SWEEP_AGE_MS = 24 * 60 * MINUTE;

/**
 * A @fastify/rate-limit store on the `rate_limits` table: one atomic upsert per hit that either
 * starts a new window or counts into the current one.
 */
function databaseStore(db: Database, clock: Clock) {
  let hitsSinceSweep = 0;
  class DatabaseRateLimitStore {
    // @fastify/rate-limit passes the window as a third argument (its typings leave it out).
    incr(key: string, callback: IncrCallback, timeWindow = 60_000): void {
      const now = clock.now();
      const windowStart = new Date(now.getTime() - timeWindow);
      db.insert(rateLimits)
        .values({ key, windowStartedAt: now, hits: 1 })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            hits: sql`case when ${rateLimits.windowStartedAt} <= ${windowStart} then 1 else ${rateLimits.hits} + 1 end`,
            windowStartedAt: sql`case when ${rateLimits.windowStartedAt} <= ${windowStart} then ${now} else ${rateLimits.windowStartedAt} end`,
          },
        })
        .returning({ hits: rateLimits.hits, windowStartedAt: rateLimits.windowStartedAt })
        .then(([row]) => {
          if (!row) throw new Error('rate limit upsert returned no row');
          const ttl = Math.max(0, row.windowStartedAt.getTime() + timeWindow - now.getTime());
          callback(null, { current: row.hits, ttl });
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
      hitsSinceSweep += 1;
      if (hitsSinceSweep >= SWEEP_EVERY) {
        hitsSinceSweep = 0;
        db.delete(rateLimits)
          .where(lt(rateLimits.windowStartedAt, new Date(now.getTime() - SWEEP_AGE_MS)))
          .catch(() => undefined);
      }
    }

    child(): DatabaseRateLimitStore {
      return this;
    }
  }
  return DatabaseRateLimitStore;
}

/** "3 minutes", "1 minute", "20 seconds": how long until the window opens again. */
export function waitPhrase(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

export interface AuthRateLimits {
  /**
   * Counts one attempt under `rule` for `key` (the client address when omitted) and throws a 429
   * with a 'Too many attempts...' sentence and Retry-After once the limit is passed.
   */
  hit(request: FastifyRequest, rule: AuthRateRule, key?: string): Promise<void>;
}

export async function registerAuthRateLimits(
  app: FastifyInstance,
  { db, clock, scale }: { db: Database; clock: Clock; scale: number },
): Promise<AuthRateLimits> {
  // global: false — only the calls below are limited; the store is shared by every limiter.
  await app.register(fastifyRateLimit, { global: false, store: databaseStore(db, clock) });

  return {
    async hit(request, rule, key) {
      const { max, windowMs } = AUTH_RATE_RULES[rule];
      const counterKey = `${rule}:${key ?? request.ip}`;
      // A limiter per attempt: cheap (an options merge), and its key is this attempt's alone.
      const limiter = app.createRateLimit({ max: Math.max(1, Math.round(max * scale)), timeWindow: windowMs, keyGenerator: () => counterKey });
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) throw new TooManyAttempts(result.ttl);
    },
  };
}

export class TooManyAttempts extends HttpError {
  constructor(readonly retryAfterMs: number) {
    super(429, 'too_many_attempts', AUTH_MESSAGES.tooManyAttempts(waitPhrase(retryAfterMs)), {
      'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))),
    });
  }
}

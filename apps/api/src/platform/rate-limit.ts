import fastifyRateLimit from '@fastify/rate-limit';
import { ErrorCode, AUTH_MESSAGES } from '@selvedge/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/connection.js';
import type { Clock } from './clock.js';
import { HttpError } from './errors.js';
import { createRateLimitsRepository } from './rate-limits.repository.js';

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
  /**
   * The hard limit on guessing one account's password is per (e-mail, address): a stranger
   * elsewhere can never lock the owner out. Across addresses the e-mail is slowed instead
   * (loginSlowdownPerEmail).
   */
  loginPerEmailAndIp: { max: 10, windowMs: 15 * MINUTE },
  /** Attempts on one e-mail from anywhere; past `max` every attempt waits longer (loginDelayMs). */
  loginSlowdownPerEmail: { max: 10, windowMs: 15 * MINUTE },
  registerPerIp: { max: 10, windowMs: 60 * MINUTE },
  recoverPerIp: { max: 10, windowMs: 15 * MINUTE },
  recoverPerEmail: { max: 3, windowMs: 15 * MINUTE },
  passwordPerCustomer: { max: 10, windowMs: 15 * MINUTE },
  /** Mailing-list sign-ups: each sends a confirmation e-mail, so a few per address and per e-mail. */
  mailingListPerIp: { max: 10, windowMs: 60 * MINUTE },
  mailingListPerEmail: { max: 3, windowMs: 24 * 60 * MINUTE },
  /** Analytics batches: a browser sends one every few seconds at most. */
  analyticsPerIp: { max: 120, windowMs: MINUTE },
  analyticsPerVisitor: { max: 30, windowMs: MINUTE },
  /** Fit-picture uploads: each may carry 100 MB to decode, so a few dozen an hour from one address. */
  fitPicturesPerIp: { max: 30, windowMs: 60 * MINUTE },
  /** Shared design links: each is a row kept until revoked, so a few dozen an hour from one address. */
  designSharesPerIp: { max: 60, windowMs: 60 * MINUTE },
  /** Studio bookings: each sends an e-mail and holds a fitter, so a few dozen an hour from one address. */
  appointmentsPerIp: { max: 30, windowMs: 60 * MINUTE },
  /** The back office: fewer tries than the store's login (a staff account can refund money). */
  staffLoginPerIp: { max: 20, windowMs: 15 * MINUTE },
  /**
   * As the store's: the hard limit on one staff e-mail is per address, so no stranger can lock the
   * owner out; across addresses the e-mail is slowed (staffLoginSlowdownPerEmail).
   */
  staffLoginPerEmailAndIp: { max: 10, windowMs: 15 * MINUTE },
  staffLoginSlowdownPerEmail: { max: 10, windowMs: 15 * MINUTE },
  /** Set-up and invitation links tried from one address. */
  staffLinkPerIp: { max: 20, windowMs: 60 * MINUTE },
  /** Staff "forgot password" and reset links: as the customers' (recoverPerIp, recoverPerEmail), counted apart. */
  staffRecoverPerIp: { max: 10, windowMs: 15 * MINUTE },
  staffRecoverPerEmail: { max: 3, windowMs: 15 * MINUTE },
  staffPasswordPerStaff: { max: 10, windowMs: 15 * MINUTE },
} satisfies Record<string, Rule>;

/** The longest an attempt on a much-tried e-mail is held back. */
export const LOGIN_DELAY_MAX_MS = 8_000;

/**
 * How long the attempt numbered `attempts` (counted across every address for one e-mail) waits
 * before it is checked: nothing up to the free attempts, then 250 ms doubling up to 8 s. The owner
 * still gets in with the right password, only more slowly, while a guessing run spread over many
 * addresses crawls.
 */
export function loginDelayMs(attempts: number, free = AUTH_RATE_RULES.loginSlowdownPerEmail.max): number {
  if (attempts <= free) return 0;
  return Math.min(LOGIN_DELAY_MAX_MS, 250 * 2 ** Math.min(attempts - free - 1, 16));
}

type AuthRateRule = keyof typeof AUTH_RATE_RULES;

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** A counter whose window started longer ago than the longest rule's window counts for nothing: the hourly clean-up job deletes it. */
export const RATE_LIMIT_RETENTION_MS = Math.max(...Object.values(AUTH_RATE_RULES).map((rule) => rule.windowMs));

/**
 * A @fastify/rate-limit store on the `rate_limits` table: one atomic upsert per hit that either
 * starts a new window or counts into the current one.
 */
function databaseStore(db: Database, clock: Clock) {
  const counters = createRateLimitsRepository(db);
  class DatabaseRateLimitStore {
    // @fastify/rate-limit passes the window as a third argument (its typings leave it out).
    incr(key: string, callback: IncrCallback, timeWindow = 60_000): void {
      const now = clock.now();
      counters
        .hit(key, now, new Date(now.getTime() - timeWindow))
        .then((row) => {
          const ttl = Math.max(0, row.windowStartedAt.getTime() + timeWindow - now.getTime());
          callback(null, { current: row.hits, ttl });
        })
        .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
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
  /**
   * Counts one attempt under `rule` for `key` and gives how long it must wait (loginDelayMs):
   * nothing within the rule's `max`, longer and longer past it. It never refuses.
   */
  slowdown(request: FastifyRequest, rule: AuthRateRule, key: string): Promise<number>;
}

export async function registerAuthRateLimits(
  app: FastifyInstance,
  { db, clock, scale }: { db: Database; clock: Clock; scale: number },
): Promise<AuthRateLimits> {
  // global: false — only the calls below are limited; the store is shared by every limiter.
  await app.register(fastifyRateLimit, { global: false, store: databaseStore(db, clock) });

  const scaled = (rule: AuthRateRule) => Math.max(1, Math.round(AUTH_RATE_RULES[rule].max * scale));
  const check = (request: FastifyRequest, rule: AuthRateRule, key: string | undefined, max: number) => {
    const counterKey = `${rule}:${key ?? request.ip}`;
    // A limiter per attempt: cheap (an options merge), and its key is this attempt's alone.
    const limiter = app.createRateLimit({ max, timeWindow: AUTH_RATE_RULES[rule].windowMs, keyGenerator: () => counterKey });
    return limiter(request);
  };

  return {
    async hit(request, rule, key) {
      const result = await check(request, rule, key, scaled(rule));
      if (!result.isAllowed && result.isExceeded) throw new TooManyAttempts(result.ttl);
    },
    async slowdown(request, rule, key) {
      // With no real ceiling, what is left of it tells the count exactly.
      const result = await check(request, rule, key, Number.MAX_SAFE_INTEGER);
      const attempts = result.isAllowed ? 0 : Number.MAX_SAFE_INTEGER - result.remaining;
      return loginDelayMs(attempts, scaled(rule));
    },
  };
}

class TooManyAttempts extends HttpError {
  constructor(readonly retryAfterMs: number) {
    super(429, ErrorCode.too_many_attempts, AUTH_MESSAGES.tooManyAttempts(waitPhrase(retryAfterMs)), {
      'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))),
    });
  }
}

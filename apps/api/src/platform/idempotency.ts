import { createHash } from 'node:crypto';
import { ErrorCode, IDEMPOTENCY_KEY_SECONDS, IdempotencyKeySchema } from '@selvedge/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Database } from '../db/connection.js';
import { idempotencyKeys } from '../db/schema.js';
import type { Clock } from './clock.js';
import { badField, HttpError } from './errors.js';

const HEADER = 'idempotency-key';

const IDEMPOTENCY_MESSAGES = {
  reused: 'Idempotency-Key: this key was used for a different request; use a new key for a new request.',
  inFlight: 'Idempotency-Key: the first request with this key is still being answered; try again in a moment.',
} as const;

/** Keys older than this are forgotten; a retry after it is a new request. */
export const IDEMPOTENCY_KEY_MS = IDEMPOTENCY_KEY_SECONDS * 1000;

/**
 * A request in flight renews its claim on its key this often; a claim not renewed for the lease
 * belongs to a request whose process died (kill -9, a crash), and the next retry takes it over.
 */
const CLAIM_RENEWAL_MS = 5_000;
const CLAIM_LEASE_MS = 30_000;

/**
 * `POST` calls that create something take an `Idempotency-Key` header (DESIGN §4, as Stripe's API
 * does): the first request with a key runs and its answer is kept; a retry with the same key and
 * the same request gets that answer again without running; the same key with another request is a
 * 422; a retry while the first still runs is a 409. Keys belong to the caller (a customer, or the
 * visitors together) and to one call, so no one can read another's answer by guessing a key. A
 * request that fails leaves no key behind, so it can be retried as it was.
 */
export function createIdempotency({
  db,
  clock,
  lease = { renewalMs: CLAIM_RENEWAL_MS, leaseMs: CLAIM_LEASE_MS },
}: {
  db: Database;
  clock: Clock;
  /** How often a running request renews its claim, and how long an unrenewed claim holds. */
  lease?: { renewalMs: number; leaseMs: number };
}) {
  const thisKey = (scope: string, key: string) => and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key));

  /**
   * Takes over a claim whose request died: still unanswered and not renewed within the lease. One
   * retry wins the conditional update; the request runs again (the keyed calls are safe to repeat:
   * decision 040).
   */
  async function takeOverAbandoned(scope: string, key: string, requestHash: string, now: Date): Promise<boolean> {
    const taken = await db
      .update(idempotencyKeys)
      .set({ createdAt: now })
      .where(
        and(
          thisKey(scope, key),
          isNull(idempotencyKeys.statusCode),
          eq(idempotencyKeys.requestHash, requestHash),
          lt(idempotencyKeys.createdAt, new Date(now.getTime() - lease.leaseMs)),
        ),
      )
      .returning({ key: idempotencyKeys.key });
    return taken.length > 0;
  }

  /** Runs `work` while renewing the claim, so a live request keeps its key however long it takes. */
  async function whileClaimed<T>(scope: string, key: string, work: () => Promise<T>): Promise<T> {
    const renew = setInterval(() => {
      db.update(idempotencyKeys)
        .set({ createdAt: clock.now() })
        .where(and(thisKey(scope, key), isNull(idempotencyKeys.statusCode)))
        .then(
          () => undefined,
          () => undefined,
        );
    }, lease.renewalMs);
    renew.unref();
    try {
      return await work();
    } finally {
      clearInterval(renew);
    }
  }

  return {
    /**
     * `fingerprint` stands for the body when the body is not parsed JSON (a multipart form: its
     * fields and each file's SHA-256), so a retry is recognised as the same request.
     */
    async run<T>(request: FastifyRequest, reply: FastifyReply, scope: string, work: () => Promise<T>, fingerprint?: unknown): Promise<T> {
      const header = request.headers[HEADER];
      if (header === undefined) return work();
      const parsed = IdempotencyKeySchema.safeParse(Array.isArray(header) ? header.join(',') : header);
      if (!parsed.success)
        throw badField('Idempotency-Key', parsed.error.issues[0]?.message ?? 'Idempotency-Key: is not valid', ErrorCode.bad_request);
      const key = parsed.data;
      const fullScope = `${request.method} ${request.routeOptions.url ?? ''}|${scope}`;
      const requestHash = createHash('sha256')
        .update(JSON.stringify([request.query ?? null, fingerprint ?? request.body ?? null]))
        .digest('hex');
      const now = clock.now();
      // A key older than its lifetime is spent: the clean-up removes it, and until then it counts as new.
      await db
        .delete(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.scope, fullScope),
            eq(idempotencyKeys.key, key),
            lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_MS)),
          ),
        );
      const claimed = await db
        .insert(idempotencyKeys)
        .values({ scope: fullScope, key, requestHash, createdAt: now })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (claimed.length === 0) {
        const [first] = await db
          .select()
          .from(idempotencyKeys)
          .where(and(eq(idempotencyKeys.scope, fullScope), eq(idempotencyKeys.key, key)))
          .limit(1);
        // Gone between the insert and the read: the first request failed and let the key go.
        if (!first) throw new HttpError(409, ErrorCode.idempotency_key_in_flight, IDEMPOTENCY_MESSAGES.inFlight, { 'retry-after': '1' });
        if (first.requestHash !== requestHash) throw new HttpError(422, ErrorCode.idempotency_key_reused, IDEMPOTENCY_MESSAGES.reused);
        if (first.statusCode !== null) {
          void reply.status(first.statusCode).header('idempotent-replayed', 'true');
          return first.answer as T;
        }
        if (!(await takeOverAbandoned(fullScope, key, requestHash, now))) {
          throw new HttpError(409, ErrorCode.idempotency_key_in_flight, IDEMPOTENCY_MESSAGES.inFlight, { 'retry-after': '1' });
        }
      }
      let answer: T;
      try {
        answer = await whileClaimed(fullScope, key, work);
      } catch (error) {
        await db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.scope, fullScope), eq(idempotencyKeys.key, key)));
        throw error;
      }
      await db
        .update(idempotencyKeys)
        .set({ statusCode: reply.statusCode, answer: answer as object })
        .where(and(eq(idempotencyKeys.scope, fullScope), eq(idempotencyKeys.key, key)));
      return answer;
    },
  };
}

export type Idempotency = ReturnType<typeof createIdempotency>;

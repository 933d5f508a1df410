import { and, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../db/connection.js';
import {
  carts,
  idempotencyKeys,
  mailingListSubscribers,
  passwordResets,
  rateLimits,
  sessions,
  staffPasswordResets,
  staffSessions,
  writeQuotas,
} from '../db/schema.js';

/**
 * Rows whose use is over, deleted by the hourly clean-up job. Each delete is one statement, so a
 * clean-up run twice (a retried job) deletes the same rows once.
 */
export function createExpiredRowsRepository(db: Database) {
  return {
    /** Sessions past their expiry, and sessions ended by logout or a password change: neither works again. */
    async deleteEndedSessions(now: Date): Promise<number> {
      const deleted = await db
        .delete(sessions)
        .where(or(lt(sessions.expiresAt, now), isNotNull(sessions.revokedAt)))
        .returning({ tokenHash: sessions.tokenHash });
      return deleted.length;
    },

    /** Reset links used, replaced by a newer one, or past their hour. */
    async deleteSpentPasswordResets(now: Date): Promise<number> {
      const deleted = await db
        .delete(passwordResets)
        .where(or(isNotNull(passwordResets.usedAt), lt(passwordResets.expiresAt, now)))
        .returning({ tokenHash: passwordResets.tokenHash });
      return deleted.length;
    },

    /** Back-office sessions past their expiry, signed out, or ended by a reset or by the owner. */
    async deleteEndedStaffSessions(now: Date): Promise<number> {
      const deleted = await db
        .delete(staffSessions)
        .where(or(lt(staffSessions.expiresAt, now), isNotNull(staffSessions.revokedAt)))
        .returning({ tokenHash: staffSessions.tokenHash });
      return deleted.length;
    },

    /** Staff reset links used, replaced by a newer one, or past their hour. */
    async deleteSpentStaffPasswordResets(now: Date): Promise<number> {
      const deleted = await db
        .delete(staffPasswordResets)
        .where(or(isNotNull(staffPasswordResets.usedAt), lt(staffPasswordResets.expiresAt, now)))
        .returning({ tokenHash: staffPasswordResets.tokenHash });
      return deleted.length;
    },

    /** Rate-limit counters whose window started before `before`: past every limit's window. */
    async deleteRateLimitWindowsBefore(before: Date): Promise<number> {
      const deleted = await db.delete(rateLimits).where(lt(rateLimits.windowStartedAt, before)).returning({ key: rateLimits.key });
      return deleted.length;
    },

    /** Daily write quotas of days before `day` (YYYY-MM-DD, UTC): only today's count matters. */
    async deleteWriteQuotasBefore(day: string): Promise<number> {
      const deleted = await db.delete(writeQuotas).where(lt(writeQuotas.day, day)).returning({ key: writeQuotas.key });
      return deleted.length;
    },

    /** Guest carts nobody has touched since `before` and never checked out: their pieces go with them. */
    async deleteAbandonedGuestCarts(before: Date): Promise<number> {
      const deleted = await db
        .delete(carts)
        .where(and(isNull(carts.customerId), isNull(carts.completedAt), lt(carts.updatedAt, before)))
        .returning({ id: carts.id });
      return deleted.length;
    },

    /** Idempotency keys older than `before`: a retry after that is a new request. */
    async deleteIdempotencyKeysBefore(before: Date): Promise<number> {
      const deleted = await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before)).returning({ key: idempotencyKeys.key });
      return deleted.length;
    },

    /**
     * Mailing-list sign-ups never confirmed and whose link has expired: the address was given, but
     * its owner never said yes, so it is not kept.
     */
    async deleteUnconfirmedSignups(now: Date): Promise<number> {
      const deleted = await db
        .delete(mailingListSubscribers)
        .where(and(isNull(mailingListSubscribers.confirmedAt), lt(mailingListSubscribers.confirmExpiresAt, now)))
        .returning({ email: mailingListSubscribers.email });
      return deleted.length;
    },
  };
}

export type ExpiredRowsRepository = ReturnType<typeof createExpiredRowsRepository>;

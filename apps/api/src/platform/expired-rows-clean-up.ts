import type { Clock } from './clock.js';
import type { ExpiredRowsRepository } from './expired-rows.repository.js';
import { IDEMPOTENCY_KEY_MS } from './idempotency.js';
import { JOB_QUEUES } from './job-queues.js';
import { defineJob } from './jobs.js';
import { RATE_LIMIT_RETENTION_MS } from './rate-limit.js';

/** The hourly clean-up (a scheduled job: JOB_QUEUES.expiredRowsCleanUp). */
export const expiredRowsCleanUpJob = defineJob<Record<string, never>>(JOB_QUEUES.expiredRowsCleanUp);

export interface CleanUpReport {
  sessions: number;
  passwordResets: number;
  staffSessions: number;
  staffPasswordResets: number;
  rateLimitWindows: number;
  writeQuotas: number;
  unconfirmedSignups: number;
  abandonedGuestCarts: number;
  idempotencyKeys: number;
}

/** A guest cart untouched this long is removed (issue 14): its holder has not been back for a month. */
export const GUEST_CART_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Deletes ended sessions and spent reset links (the customers' and the staff's), rate-limit
 * windows past every limit, write quotas of past days, mailing-list sign-ups whose confirmation
 * link expired unused, guest carts untouched for 30 days, and idempotency keys past their day.
 */
export async function cleanUpExpiredRows({
  repository,
  clock,
}: {
  repository: ExpiredRowsRepository;
  clock: Clock;
}): Promise<CleanUpReport> {
  const now = clock.now();
  return {
    sessions: await repository.deleteEndedSessions(now),
    passwordResets: await repository.deleteSpentPasswordResets(now),
    staffSessions: await repository.deleteEndedStaffSessions(now),
    staffPasswordResets: await repository.deleteSpentStaffPasswordResets(now),
    rateLimitWindows: await repository.deleteRateLimitWindowsBefore(new Date(now.getTime() - RATE_LIMIT_RETENTION_MS)),
    writeQuotas: await repository.deleteWriteQuotasBefore(now.toISOString().slice(0, 10)),
    unconfirmedSignups: await repository.deleteUnconfirmedSignups(now),
    abandonedGuestCarts: await repository.deleteAbandonedGuestCarts(new Date(now.getTime() - GUEST_CART_RETENTION_MS)),
    idempotencyKeys: await repository.deleteIdempotencyKeysBefore(new Date(now.getTime() - IDEMPOTENCY_KEY_MS)),
  };
}

import type { Clock } from './clock.js';
import type { ExpiredRowsRepository } from './expired-rows.repository.js';
import { JOB_QUEUES } from './job-queues.js';
import { defineJob } from './jobs.js';
import { RATE_LIMIT_RETENTION_MS } from './rate-limit.js';

/** The hourly clean-up (a scheduled job: JOB_QUEUES.expiredRowsCleanUp). */
export const expiredRowsCleanUpJob = defineJob<Record<string, never>>(JOB_QUEUES.expiredRowsCleanUp);

export interface CleanUpReport {
  sessions: number;
  passwordResets: number;
  rateLimitWindows: number;
  writeQuotas: number;
  unconfirmedSignups: number;
}

/**
 * Deletes ended sessions, spent reset links, rate-limit windows past every limit, write quotas of
 * past days, and mailing-list sign-ups whose confirmation link expired unused.
 */
export async function cleanUpExpiredRows({ repository, clock }: { repository: ExpiredRowsRepository; clock: Clock }): Promise<CleanUpReport> {
  const now = clock.now();
  return {
    sessions: await repository.deleteEndedSessions(now),
    passwordResets: await repository.deleteSpentPasswordResets(now),
    rateLimitWindows: await repository.deleteRateLimitWindowsBefore(new Date(now.getTime() - RATE_LIMIT_RETENTION_MS)),
    writeQuotas: await repository.deleteWriteQuotasBefore(now.toISOString().slice(0, 10)),
    unconfirmedSignups: await repository.deleteUnconfirmedSignups(now),
  };
}

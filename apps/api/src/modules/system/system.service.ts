import { ErrorCode } from '@selvedge/contract';
import { FAILED_JOBS_SHOWN, LastBackupSchema, type AdminJobRetry, type AdminSystem, type LastBackup } from '@selvedge/contract/admin';
import { HttpError, notFound } from '../../platform/errors.js';
import { FAILED_JOBS_KEPT_DAYS, type JobQueue } from '../../platform/jobs.js';
import type { Actor, AuditService } from '../audit/audit.service.js';
import type { SystemRepository } from './system.repository.js';

/** A record the backup command wrote, or null when there is none or it cannot be read (the page then says "No backup yet"). */
function lastBackupOf(text: string | null): LastBackup | null {
  if (text === null) return null;
  try {
    const parsed = LastBackupSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The owner's view of the shop's machinery: background jobs that failed for good, and the last
 * backup. `queues` names every queue, so the counts show a 0 for a queue with no failure.
 */
export function createSystemService({
  repository,
  jobs,
  audit,
  queues,
}: {
  repository: SystemRepository;
  jobs: Pick<JobQueue, 'failed' | 'failedCounts' | 'retry'>;
  audit: AuditService;
  queues: readonly string[];
}) {
  return {
    /** GET /api/admin/system */
    async overview(): Promise<AdminSystem> {
      const [failed, counts, backup] = await Promise.all([jobs.failed(FAILED_JOBS_SHOWN), jobs.failedCounts(), repository.lastBackupText()]);
      return {
        failedJobs: failed.map((job) => ({ id: job.id, queue: job.queue, failedAt: job.failedAt.toISOString(), attempts: job.attempts, error: job.message })),
        failedByQueue: { ...Object.fromEntries(queues.map((queue) => [queue, 0])), ...counts },
        lastBackup: lastBackupOf(backup),
      };
    },

    /** POST /api/admin/jobs/:id/retry: the job and its audit entry in one transaction. */
    async retry(actor: Actor, id: string): Promise<AdminJobRetry> {
      return repository.transaction(async (tx) => {
        const result = await jobs.retry(id, { within: tx });
        if (result.outcome === 'missing') throw notFound(`There is no job ${id}: it may have been tried again and finished, or been cleared away after ${FAILED_JOBS_KEPT_DAYS} days.`, ErrorCode.job_not_found);
        if (result.outcome === 'not-failed') throw new HttpError(409, ErrorCode.job_not_failed, `Job ${id} has not failed any more (it is ${result.state}): there is nothing to try again.`);
        const { job } = result;
        // The same facts on both sides, so the log reads "state: failed → retry" and keeps the error it was retried for.
        const facts = { queue: job.queue, attempts: job.attempts, error: job.message };
        await audit.record(actor, { action: 'job.retry', subjectType: 'job', subjectId: job.id, before: { ...facts, state: 'failed' }, after: { ...facts, state: 'retry' } }, tx);
        return { id: job.id, queue: job.queue, state: 'retry' };
      });
    },
  };
}

export type SystemService = ReturnType<typeof createSystemService>;

import { ErrorCode } from '@selvedge/contract';
import {
  DEFAULT_SHOP_TIME_ZONE,
  FAILED_JOBS_SHOWN,
  isTimeZone,
  LastBackupSchema,
  SHOP_SETTINGS_MESSAGES,
  type AdminJobRetry,
  type AdminSystem,
  type LastBackup,
  type ShopSettings,
  type ShopSettingsUpdate,
} from '@selvedge/contract/admin';
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

const DEFAULT_SETTINGS: ShopSettings = { timeZone: DEFAULT_SHOP_TIME_ZONE, version: 0 };

/** The stored settings, or the defaults when there are none (or what is stored cannot be read, or names a zone this runtime does not know). */
function shopSettingsOf(text: string | null): ShopSettings {
  if (text === null) return DEFAULT_SETTINGS;
  try {
    const parsed = JSON.parse(text) as Partial<ShopSettings>;
    const version = Number.isInteger(parsed.version) ? parsed.version! : 0;
    return {
      timeZone: typeof parsed.timeZone === 'string' && isTimeZone(parsed.timeZone) ? parsed.timeZone : DEFAULT_SHOP_TIME_ZONE,
      version,
    };
  } catch {
    return DEFAULT_SETTINGS;
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
  now = () => new Date(),
}: {
  repository: SystemRepository;
  jobs: Pick<JobQueue, 'failed' | 'failedCounts' | 'retry'>;
  audit: AuditService;
  queues: readonly string[];
  now?: () => Date;
}) {
  return {
    /** GET /api/admin/system */
    async overview(): Promise<AdminSystem> {
      const [failed, counts, backup] = await Promise.all([
        jobs.failed(FAILED_JOBS_SHOWN),
        jobs.failedCounts(),
        repository.lastBackupText(),
      ]);
      return {
        failedJobs: failed.map((job) => ({
          id: job.id,
          queue: job.queue,
          failedAt: job.failedAt.toISOString(),
          attempts: job.attempts,
          error: job.message,
        })),
        failedByQueue: { ...Object.fromEntries(queues.map((queue) => [queue, 0])), ...counts },
        lastBackup: lastBackupOf(backup),
      };
    },

    /** POST /api/admin/jobs/:id/retry: the job and its audit entry in one transaction. */
    async retry(actor: Actor, id: string): Promise<AdminJobRetry> {
      return repository.transaction(async (tx) => {
        const result = await jobs.retry(id, { within: tx });
        if (result.outcome === 'missing')
          throw notFound(
            `There is no job ${id}: it may have been tried again and finished, or been cleared away after ${FAILED_JOBS_KEPT_DAYS} days.`,
            ErrorCode.job_not_found,
          );
        if (result.outcome === 'not-failed')
          throw new HttpError(
            409,
            ErrorCode.job_not_failed,
            `Job ${id} has not failed any more (it is ${result.state}): there is nothing to try again.`,
          );
        const { job } = result;
        // The same facts on both sides, so the log reads "state: failed → retry" and keeps the error it was retried for.
        const facts = { queue: job.queue, attempts: job.attempts, error: job.message };
        await audit.record(
          actor,
          {
            action: 'job.retry',
            subjectType: 'job',
            subjectId: job.id,
            before: { ...facts, state: 'failed' },
            after: { ...facts, state: 'retry' },
          },
          tx,
        );
        return { id: job.id, queue: job.queue, state: 'retry' };
      });
    },

    /** GET /api/admin/shop-settings: every signed-in staff member reads them (their pages write times in the shop's zone). */
    async shopSettings(): Promise<ShopSettings> {
      return shopSettingsOf(await repository.shopSettingsText());
    },

    /** PUT /api/admin/shop-settings: the owner's, at the version they saw, with its audit entry. */
    async updateShopSettings(actor: Actor, request: ShopSettingsUpdate): Promise<ShopSettings> {
      return repository.transaction(async (tx) => {
        const before = shopSettingsOf(await repository.lockShopSettings(JSON.stringify(DEFAULT_SETTINGS), tx));
        if (before.version !== request.version)
          throw new HttpError(409, ErrorCode.stale_edit, SHOP_SETTINGS_MESSAGES.stale, {}, { current: before });
        const after: ShopSettings = { timeZone: request.timeZone, version: before.version + 1 };
        await repository.saveShopSettings(JSON.stringify(after), now(), tx);
        await audit.record(
          actor,
          {
            action: 'shop_settings.update',
            subjectType: 'shop_settings',
            subjectId: 'shop',
            before: { timeZone: before.timeZone },
            after: { timeZone: after.timeZone },
          },
          tx,
        );
        return after;
      });
    },
  };
}

export type SystemService = ReturnType<typeof createSystemService>;

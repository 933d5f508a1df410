import { z } from 'zod';

/**
 * The owner's system page: background jobs that failed for good (each can be tried again) and the
 * last backup. A failed job is shown by its queue, time, attempts and error message only: never its
 * payload, which can hold e-mail addresses and links, nor the error's stack.
 */

/** How many failed jobs the page lists, newest first (the counts per queue cover them all). */
export const FAILED_JOBS_SHOWN = 100;

export const FailedJobSchema = z.object({
  /** pg-boss's id: a UUID. */
  id: z.string(),
  /** The queue's name (`mail`, `password-reset`…). */
  queue: z.string(),
  /** When its last attempt failed. */
  failedAt: z.string(),
  /** Runs it has had, the first one included. */
  attempts: z.number().int(),
  /** The last error's message (at most 500 characters). */
  error: z.string(),
});
export type FailedJob = z.infer<typeof FailedJobSchema>;

/** What the backup command records in `app_meta` under `backup.last` for each backup it finished. */
export const LastBackupSchema = z.object({
  at: z.iso.datetime({ offset: true }),
  /** The file's name only, never its folder. */
  file: z.string().min(1).max(255),
  kind: z.enum(['pglite', 'postgres']),
  orders: z.number().int().min(0),
  lastOrderNumber: z.string().max(40).nullable(),
  bytes: z.number().int().min(0),
});
export type LastBackup = z.infer<typeof LastBackupSchema>;

export const AdminSystemSchema = z.object({
  failedJobs: z.array(FailedJobSchema),
  /** Failed jobs per queue, every queue named (0 for none). */
  failedByQueue: z.record(z.string(), z.number().int()),
  /** Null before the first backup (or when its record cannot be read). */
  lastBackup: LastBackupSchema.nullable(),
});
export type AdminSystem = z.infer<typeof AdminSystemSchema>;

export const AdminJobParamsSchema = z.object({ id: z.guid('is not a job id (a UUID, like 0b8f3c52-9a1e-4d7b-8c55-2f1e6a7b9c10)') });

/** A failed job sent back to be run: it runs again at the worker's next look. */
export const AdminJobRetrySchema = z.object({ id: z.string(), queue: z.string(), state: z.literal('retry') });
export type AdminJobRetry = z.infer<typeof AdminJobRetrySchema>;

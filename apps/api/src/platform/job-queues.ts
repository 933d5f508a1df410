import type { QueueSettings } from './jobs.js';

/**
 * Every queue of background work, with its retries, expiry and schedule. The queues are created
 * (and their settings brought up to date) when the database is prepared at start, so a process
 * that only enqueues and one that only works agree on them. A new kind of job adds a line here;
 * its payload type and handler live with the code that owns it (see src/job-handlers.ts).
 *
 * `expireInSeconds` is how long a job may stay active: past it the job counts as abandoned (its
 * process was killed) and is tried again, so it must be longer than the work ever takes.
 */
export const JOB_QUEUES = {
  /** One e-mail to deliver (SMTP or the outbox). Retried for about half an hour while the server is away. */
  mail: { name: 'mail', retryLimit: 6, retryDelaySeconds: 30, retryBackoff: true, expireInSeconds: 120 },
  /** A password-reset request: look the e-mail up and, for an account, make a link and queue its e-mail. */
  passwordReset: { name: 'password-reset', retryLimit: 5, retryDelaySeconds: 10, retryBackoff: true, expireInSeconds: 60 },
  /** The same for a back-office account. */
  staffPasswordReset: { name: 'staff-password-reset', retryLimit: 5, retryDelaySeconds: 10, retryBackoff: true, expireInSeconds: 60 },
  /**
   * Every minute: payments left open (the customer closed the payment page's tab) are asked about
   * at their provider and completed; the test provider's asynchronous payments settle.
   */
  paymentSweep: {
    name: 'payment-sweep',
    retryLimit: 1,
    retryDelaySeconds: 30,
    retryBackoff: false,
    expireInSeconds: 120,
    schedule: '* * * * *',
  },
  /** Every five minutes: refunds left pending (a process stopped mid-refund, a bank still paying) are looked up at the provider and settled. */
  refundSweep: {
    name: 'refund-sweep',
    retryLimit: 1,
    retryDelaySeconds: 60,
    retryBackoff: false,
    expireInSeconds: 240,
    schedule: '*/5 * * * *',
  },
  /** Nightly at 00:05 Singapore time, when the day changes: every order still going has its pieces' expected dates and late flags worked out again (decision 048). */
  timelineSweep: {
    name: 'timeline-sweep',
    retryLimit: 2,
    retryDelaySeconds: 600,
    retryBackoff: false,
    expireInSeconds: 1_800,
    schedule: '5 16 * * *',
  },
  /** Nightly at 03:00 Singapore time: a backup of the shop (platform/backups.ts), then all but 7 daily and 4 weekly removed. */
  backup: { name: 'backup', retryLimit: 2, retryDelaySeconds: 600, retryBackoff: false, expireInSeconds: 3_600, schedule: '0 19 * * *' },
  /** A studio appointment's reminder, 24 h or 2 h before it (modules/appointments): sent only if the booking is still the one it was made for. */
  appointmentReminder: { name: 'appointment-reminder', retryLimit: 3, retryDelaySeconds: 60, retryBackoff: true, expireInSeconds: 120 },
  /** Hourly: ended sessions, spent reset links and rate-limit windows past every limit are deleted. */
  expiredRowsCleanUp: {
    name: 'expired-rows-clean-up',
    retryLimit: 2,
    retryDelaySeconds: 60,
    retryBackoff: false,
    expireInSeconds: 600,
    schedule: '17 * * * *',
  },
} as const satisfies Record<string, QueueSettings>;

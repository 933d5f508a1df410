import { backupJob, type Backups } from './platform/backups.js';
import { passwordResetJob, type AuthService } from './modules/auth/auth.service.js';
import { paymentSweepJob, PAYMENT_SWEEP_AFTER_MS } from './modules/checkout/checkout.jobs.js';
import type { CheckoutService } from './modules/checkout/checkout.service.js';
import { refundSweepJob, REFUND_SWEEP_AFTER_MS } from './modules/orders/refunds.jobs.js';
import type { RefundsService } from './modules/orders/refunds.service.js';
import { timelineSweepJob } from './modules/orders/timeline.jobs.js';
import type { WorkroomService } from './modules/orders/workroom.service.js';
import { staffPasswordResetJob, type StaffService } from './modules/staff/staff.service.js';
import type { Clock } from './platform/clock.js';
import { cleanUpExpiredRows, expiredRowsCleanUpJob } from './platform/expired-rows-clean-up.js';
import type { ExpiredRowsRepository } from './platform/expired-rows.repository.js';
import type { JobQueue } from './platform/jobs.js';
import { mailJob, type Mailer } from './platform/mailer.js';
import { appointmentReminderJob } from './modules/appointments/appointments.jobs.js';
import type { AppointmentsService } from './modules/appointments/appointments.service.js';

interface JobLog {
  info(details: object, message: string): void;
}

/**
 * What the job worker runs: one line per kind of job. The queues' retries, expiry and schedules
 * are in platform/job-queues.ts. Every handler must be idempotent (decision 017).
 */
export function registerJobHandlers(
  jobs: JobQueue,
  {
    mailer,
    auth,
    staff,
    checkout,
    refunds,
    workroom,
    expiredRows,
    backups,
    clock,
    log,
    appointments,
  }: {
    appointments: Pick<AppointmentsService, 'remind'>;
    backups: Pick<Backups, 'make'>;
    mailer: Mailer;
    auth: AuthService;
    staff: Pick<StaffService, 'sendPasswordReset'>;
    checkout: CheckoutService;
    refunds: Pick<RefundsService, 'sweep'>;
    workroom: Pick<WorkroomService, 'sweepTimelines'>;
    expiredRows: ExpiredRowsRepository;
    clock: Clock;
    log: JobLog;
  },
): void {
  jobs.handle(mailJob, (message, job) => mailer.deliver(message, job.id));
  jobs.handle(passwordResetJob, ({ email }, job) => auth.sendPasswordReset(email, job.id));
  jobs.handle(staffPasswordResetJob, ({ email }, job) => staff.sendPasswordReset(email, job.id));
  jobs.handle(paymentSweepJob, async () => {
    const asked = await checkout.sweep(PAYMENT_SWEEP_AFTER_MS);
    if (asked > 0) log.info({ asked }, 'open payments asked about');
  });
  jobs.handle(refundSweepJob, async () => {
    const settled = await refunds.sweep(REFUND_SWEEP_AFTER_MS);
    if (settled > 0) log.info({ settled }, 'pending refunds settled');
  });
  jobs.handle(timelineSweepJob, async () => {
    const late = await workroom.sweepTimelines();
    if (late > 0) log.info({ late }, 'pieces newly late told');
  });
  // A booking moved or cancelled since the reminder was scheduled ends the job without an e-mail.
  jobs.handle(appointmentReminderJob, async (payload) => {
    await appointments.remind(payload);
  });
  jobs.handle(backupJob, async () => {
    const made = await backups.make();
    log.info({ bytes: made.bytes, orders: made.manifest.orders }, 'nightly backup written');
  });
  jobs.handle(expiredRowsCleanUpJob, async () => {
    const deleted = await cleanUpExpiredRows({ repository: expiredRows, clock });
    log.info({ deleted }, 'expired rows cleaned up');
  });
}

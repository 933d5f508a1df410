import { JOB_QUEUES } from '../../platform/job-queues.js';
import { defineJob } from '../../platform/jobs.js';

/** The payment sweep (JOB_QUEUES.paymentSweep): no payload. */
export const paymentSweepJob = defineJob<Record<string, never>>(JOB_QUEUES.paymentSweep);

/** A payment still open this long after it was last touched is asked about at its provider. */
export const PAYMENT_SWEEP_AFTER_MS = 2 * 60_000;

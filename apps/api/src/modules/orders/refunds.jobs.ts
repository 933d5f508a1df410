import { JOB_QUEUES } from '../../platform/job-queues.js';
import { defineJob } from '../../platform/jobs.js';

/** The refund sweep (JOB_QUEUES.refundSweep): no payload. */
export const refundSweepJob = defineJob<Record<string, never>>(JOB_QUEUES.refundSweep);

/** A refund still pending this long after it was written is looked up at its provider. */
export const REFUND_SWEEP_AFTER_MS = 5 * 60_000;

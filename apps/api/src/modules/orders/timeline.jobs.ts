import { JOB_QUEUES } from '../../platform/job-queues.js';
import { defineJob } from '../../platform/jobs.js';

/** The nightly timeline sweep (JOB_QUEUES.timelineSweep, decision 048): no payload. */
export const timelineSweepJob = defineJob<Record<string, never>>(JOB_QUEUES.timelineSweep);

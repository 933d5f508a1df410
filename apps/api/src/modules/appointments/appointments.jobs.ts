import { JOB_QUEUES } from '../../platform/job-queues.js';
import { defineJob } from '../../platform/jobs.js';

/**
 * A reminder of one appointment, `hours` before it, for the booking as it was at `sequence`: a
 * booking moved since (its sequence raised) or cancelled lets the job end without an e-mail.
 */
export const appointmentReminderJob = defineJob<{ appointmentId: string; sequence: number; hours: 24 | 2 }>(JOB_QUEUES.appointmentReminder);

/** The reminders every booking gets, in hours before it starts. */
export const REMINDER_HOURS = [24, 2] as const;

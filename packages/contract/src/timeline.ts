import { z } from 'zod';

/**
 * Dated timelines (issue 29, decision 048): how long each workroom stage takes, the promised
 * window a piece was sold with, and the dates a customer and the workroom read for each piece.
 */

/** The stages a piece passes through, in order (the same as the order statuses' first seven). */
export const TIMELINE_STAGES = ['paid', 'measurements_confirmed', 'cutting', 'sewing', 'quality_check', 'shipped', 'delivered'] as const;
export const TimelineStageSchema = z.enum(TIMELINE_STAGES);
export type TimelineStage = z.infer<typeof TimelineStageSchema>;

/** The workroom's stages: each has a length in days; `shipped` lasts the courier's days, `delivered` is the end. */
export const WORK_STAGES = ['paid', 'measurements_confirmed', 'cutting', 'sewing', 'quality_check'] as const;
export type WorkStage = (typeof WORK_STAGES)[number];

const days = z.number().int('must be a whole number of days').min(0, 'must not be negative').max(90, 'must be at most 90 days');

/** Days (calendar days, weekends in them as in the lead time's weeks) a piece spends in each workroom stage before the next. */
export const StageDaysSchema = z.object({
  paid: days,
  measurements_confirmed: days,
  cutting: days,
  sewing: days,
  quality_check: days,
});
export type StageDays = z.infer<typeof StageDaysSchema>;

/** A product type's `timeline` section: stage lengths (seeded from the lead time), the need-by buffer, when the shop's own events take over. */
export const TimelineConfigSchema = z.object({
  stageDays: StageDaysSchema,
  /** A trial piece's stages, where the type has a trial lead time (else null). */
  trialStageDays: StageDaysSchema.nullable(),
  /** Calendar days kept free before an "I need it by" date for a fitting or an alteration (the fit guarantee's buffer). */
  needByBufferDays: z.number().int().min(0).max(60),
  /** A stage's length is learned (the median) once this many pieces of the type finished it within `withinDays`. */
  learning: z.object({ minTransitions: z.number().int().min(1).max(10_000), withinDays: z.number().int().min(7).max(730) }),
});
export type TimelineConfig = z.infer<typeof TimelineConfigSchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The window promised when the piece was paid for (Singapore dates, both inclusive). */
export const PromisedWindowSchema = z.object({ from: isoDate, to: isoDate });
export type PromisedWindow = z.infer<typeof PromisedWindowSchema>;

export const TimelineStepSchema = z.object({
  status: TimelineStageSchema,
  state: z.enum(['done', 'current', 'upcoming']),
  /** The day it was reached (done, current); null for one still to come. */
  on: isoDate.nullable(),
  /** The day it is expected to be reached (upcoming); null otherwise, and for a cancelled piece. */
  expectedOn: isoDate.nullable(),
});
export type TimelineStep = z.infer<typeof TimelineStepSchema>;

/** One piece's timeline: done stages with dates, the current one, expected dates for the rest. */
export const PieceTimelineSchema = z.object({
  steps: z.array(TimelineStepSchema),
  /** While on hold: since when, and why (the note given when it was put on hold). */
  hold: z.object({ since: isoDate, reason: z.string().nullable() }).nullable(),
  cancelled: z.boolean(),
  promised: PromisedWindowSchema.nullable(),
  /** When it is expected at the door (the day it was delivered, once it was); null when cancelled. */
  expectedDelivery: isoDate.nullable(),
  /** Expected after the promised window's last day. */
  late: z.boolean(),
});
export type PieceTimeline = z.infer<typeof PieceTimelineSchema>;

import {
  TIMELINE_STAGES,
  WORK_STAGES,
  type LeadTime,
  type OrderStatus,
  type PieceTimeline,
  type PromisedWindow,
  type StageDays,
  type TimelineStage,
  type TimelineStep,
} from '@selvedge/contract';

/**
 * Dated timelines (issue 29, decision 048), pure: a piece's stages with the days they were reached,
 * and the days the rest are expected, from its events, the stages' lengths and its holds. Dates are
 * Singapore calendar days (yyyy-mm-dd), and so are stage lengths (the weekend is in them, as in the
 * lead time's weeks): a hold of N days then moves every later date by exactly N days (decision 048).
 */

const DAY_MS = 86_400_000;
/** Singapore keeps UTC+8 all year (no summer time since 1982). */
const SINGAPORE_OFFSET_MS = 8 * 3_600_000;

/** Days since 1970-01-01 of a yyyy-mm-dd date. */
const dayNumber = (date: string): number => Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
const dateOf = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);
/** The Singapore calendar day of an instant. */
export const singaporeDay = (at: Date): string => dateOf(Math.floor((at.getTime() + SINGAPORE_OFFSET_MS) / DAY_MS));

export const addDays = (date: string, days: number): string => dateOf(dayNumber(date) + days);

/**
 * Stage lengths that add up to a lead time (the middle of its window, in days):
 * 15 % waiting for the measurements to be confirmed, 10 % each for confirming, cutting and the
 * quality check, the rest sewing. Migration 0024's backfill works the same sums out in SQL.
 */
export function seedStageDays(lead: LeadTime): StageDays {
  const total = Math.round(((lead.minWeeks + lead.maxWeeks) * 7) / 2);
  const share = (percent: number) => Math.round((total * percent) / 100);
  const paid = share(15);
  const tenth = share(10);
  return { paid, measurements_confirmed: tenth, cutting: tenth, sewing: total - paid - 3 * tenth, quality_check: tenth };
}

/** The days a lead time allows the workroom: from its shortest to its longest week count. */
export const leadTimeDays = (lead: LeadTime): { min: number; max: number } => ({
  min: Math.floor(lead.minWeeks * 7),
  max: Math.ceil(lead.maxWeeks * 7),
});

export const stageDaysTotal = (days: StageDays): number => WORK_STAGES.reduce((sum, stage) => sum + days[stage], 0);

export interface TimelineEvent {
  status: OrderStatus;
  at: Date;
  /** The note given with the move (for a hold: why). */
  note: string | null;
}

export interface TimelineInput {
  /** The piece's status changes (its first is the order's `paid`). */
  events: readonly TimelineEvent[];
  promised: PromisedWindow | null;
  /** Days per workroom stage (seeded, or learned). */
  stageDays: StageDays;
  /** Calendar days from shipped to delivered (the order's delivery rate's longest). */
  shippingDays: number;
  /** A pre-order piece is not started before its collection closes: the paid stage lasts at least until then. */
  startsOn?: string | null;
  now: Date;
}

const stageIndex = (status: OrderStatus): number => TIMELINE_STAGES.indexOf(status as TimelineStage);
const isWorkStage = (stage: TimelineStage): stage is (typeof WORK_STAGES)[number] => (WORK_STAGES as readonly string[]).includes(stage);

/**
 * The piece's timeline at `now`. The current stage ends its length after it was reached; a hold
 * in it (the clock stopped) moves that end, and every later date, by the hold's days; a stage
 * running past its end is expected to finish today, which moves the rest alike. Late: the expected
 * delivery is after the promised window's last day.
 */
export function pieceTimeline(input: TimelineInput): PieceTimeline {
  const today = dayNumber(singaporeDay(input.now));
  const events = [...input.events].sort((a, b) => a.at.getTime() - b.at.getTime());
  const reached = new Map<TimelineStage, number>();
  const holds: { from: number; to: number | null; reason: string | null }[] = [];
  let status: OrderStatus = 'paid';
  let heldFrom: TimelineStage = 'paid';
  for (const event of events) {
    const day = dayNumber(singaporeDay(event.at));
    const open = holds.at(-1);
    if (event.status === 'on_hold') {
      if (status !== 'on_hold' && status !== 'cancelled') heldFrom = stageIndex(status) >= 0 ? (status as TimelineStage) : heldFrom;
      if (status !== 'on_hold') holds.push({ from: day, to: null, reason: event.note });
      status = 'on_hold';
      continue;
    }
    if (open && open.to === null) open.to = day;
    status = event.status;
    const index = stageIndex(event.status);
    // A stage skipped over counts as done the day a later one was reached.
    for (let i = 0; i <= index; i += 1) if (!reached.has(TIMELINE_STAGES[i]!)) reached.set(TIMELINE_STAGES[i]!, day);
  }
  if (!reached.has('paid')) reached.set('paid', events[0] ? dayNumber(singaporeDay(events[0].at)) : today);

  const cancelled = status === 'cancelled';
  const current: TimelineStage = status === 'on_hold' ? heldFrom : cancelled ? lastReached(reached) : (status as TimelineStage);
  const currentIndex = stageIndex(current);
  const openHold = status === 'on_hold' ? holds.at(-1) : undefined;
  const hold = openHold ? { since: dateOf(openHold.from), reason: openHold.reason } : null;

  const steps: TimelineStep[] = TIMELINE_STAGES.map((stage, index) => {
    const on = reached.get(stage);
    if (index < currentIndex || (index === currentIndex && (stage === 'delivered' || cancelled)))
      return { status: stage, state: 'done', on: on === undefined ? null : dateOf(on), expectedOn: null };
    if (index === currentIndex) return { status: stage, state: 'current', on: on === undefined ? null : dateOf(on), expectedOn: null };
    return { status: stage, state: 'upcoming', on: null, expectedOn: null };
  });

  if (cancelled) return { steps, hold: null, cancelled: true, promised: input.promised, expectedDelivery: null, late: false };
  if (current === 'delivered') {
    const delivered = dateOf(reached.get('delivered')!);
    return {
      steps,
      hold: null,
      cancelled: false,
      promised: input.promised,
      expectedDelivery: delivered,
      late: input.promised !== null && delivered > input.promised.to,
    };
  }

  // The current stage ends its length after it was reached, later by every day it was held (the
  // clock stops), and not before today; each later stage ends its length after the one before.
  const start = reached.get(current)!;
  const lengthOf = (stage: TimelineStage): number => (isWorkStage(stage) ? input.stageDays[stage] : input.shippingDays);
  const held = holds.filter((entry) => entry.from >= start).reduce((sum, entry) => sum + Math.max(0, (entry.to ?? today) - entry.from), 0);
  let end = start + lengthOf(current);
  if (current === 'paid' && input.startsOn) end = Math.max(end, dayNumber(input.startsOn) + input.stageDays.paid);
  end = Math.max(end + held, today);
  for (let index = currentIndex + 1; index < TIMELINE_STAGES.length; index += 1) {
    steps[index]!.expectedOn = dateOf(end);
    if (index < TIMELINE_STAGES.length - 1) end += lengthOf(TIMELINE_STAGES[index]!);
  }
  const expectedDelivery = steps.at(-1)!.expectedOn!;
  return {
    steps,
    hold,
    cancelled: false,
    promised: input.promised,
    expectedDelivery,
    late: input.promised !== null && expectedDelivery > input.promised.to,
  };
}

function lastReached(reached: Map<TimelineStage, number>): TimelineStage {
  return TIMELINE_STAGES.filter((stage) => reached.has(stage)).at(-1) ?? 'paid';
}

/**
 * A piece's own status changes, out of its order's events: those naming it, and those for the
 * whole order while it was still going (a whole-order move skips finished and cancelled pieces).
 */
export function pieceEvents<E extends TimelineEvent & { reference: string | null }>(orderEvents: readonly E[], reference: string): E[] {
  const mine: E[] = [];
  let status: OrderStatus | null = null;
  for (const event of [...orderEvents].sort((a, b) => a.at.getTime() - b.at.getTime())) {
    const applies = event.reference === reference || (event.reference === null && status !== 'delivered' && status !== 'cancelled');
    if (!applies) continue;
    mine.push(event);
    status = event.status;
  }
  return mine;
}

/** Whether a piece expected on `expectedDelivery` leaves `bufferDays` before `needBy` (for a fitting or an alteration). */
export const meetsNeedBy = (expectedDelivery: string, bufferDays: number, needBy: string): boolean =>
  addDays(expectedDelivery, bufferDays) <= needBy;

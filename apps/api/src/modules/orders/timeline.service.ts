import {
  WORK_STAGES,
  type OrderStatus,
  type PieceTimeline,
  type ProductConfig,
  type ProductType,
  type StageDays,
} from '@selvedge/contract';
import { addDays, meetsNeedBy, pieceEvents, pieceTimeline, singaporeDay } from '@selvedge/domain';
import { createKeptAnswers } from '../../platform/announced-cache.js';
import type { Clock } from '../../platform/clock.js';
import type { OrderEventRow, OrderPieceRow, OrderRow } from './orders.repository.js';
import type { TimelineRepository } from './timeline.repository.js';

/** Learned stage lengths are asked of the database at most this often per type (a cache safe to lose). */
const LEARNED_FOR_MS = 10 * 60_000;
const DAY_MS = 86_400_000;

type Configs = () => Promise<Record<ProductType, ProductConfig>>;
type PieceFacts = Pick<OrderPieceRow, 'reference' | 'productType' | 'category' | 'promisedFrom' | 'promisedTo' | 'startsOn'>;
type EventFacts = Pick<OrderEventRow, 'status' | 'at' | 'note' | 'reference'>;
/** Stage days by `${type}:${trial}`. */
export type StageLengths = Map<string, StageDays>;

/** "5 April 2031": a Singapore date for a customer. */
export const dayInWords = (date: string): string =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/**
 * Dated timelines (issue 29, decision 048): each stage's length for a type (the configuration's,
 * or the median of the shop's own moves once there are enough), and the timelines of an order's
 * pieces from its events.
 */
export function createTimelineService({ repository, configs, clock }: { repository: TimelineRepository; configs: Configs; clock: Clock }) {
  const learned = createKeptAnswers<Awaited<ReturnType<TimelineRepository['learnedStages']>>>({
    max: 100,
    ttlMs: LEARNED_FOR_MS,
    now: () => clock.now().getTime(),
  });

  async function stageDays(config: ProductConfig, trial: boolean): Promise<StageDays> {
    const seeded = (trial ? config.timeline.trialStageDays : null) ?? config.timeline.stageDays;
    const { minTransitions, withinDays } = config.timeline.learning;
    const key = `${config.productType}:${trial}:${withinDays}`;
    const stages =
      (await learned.read(key, () =>
        repository.learnedStages(config.productType, trial, new Date(clock.now().getTime() - withinDays * DAY_MS)),
      )) ?? [];
    const days = { ...seeded };
    for (const stage of stages) {
      if (stage.transitions >= minTransitions && (WORK_STAGES as readonly string[]).includes(stage.stage))
        days[stage.stage as keyof StageDays] = stage.medianDays;
    }
    return days;
  }

  /** Each type's stage days, a trial piece's apart, read before any transaction opens (PGlite has one connection). */
  async function lengths(): Promise<StageLengths> {
    const all = await configs();
    const answer: StageLengths = new Map();
    for (const config of Object.values(all)) {
      answer.set(`${config.productType}:false`, await stageDays(config, false));
      if (config.timeline.trialStageDays) answer.set(`${config.productType}:true`, await stageDays(config, true));
    }
    return answer;
  }

  function timelinesOf(
    known: StageLengths,
    pieces: readonly PieceFacts[],
    events: readonly EventFacts[],
    shippingDays: number,
  ): Map<string, PieceTimeline> {
    const now = clock.now();
    const typed = events.map((event) => ({
      status: event.status as OrderStatus,
      at: event.at,
      note: event.note,
      reference: event.reference,
    }));
    const answer = new Map<string, PieceTimeline>();
    for (const piece of pieces) {
      const stageDaysOf = known.get(`${piece.productType}:${piece.category === 'trial'}`) ?? known.get(`${piece.productType}:false`);
      if (!stageDaysOf) continue;
      answer.set(
        piece.reference,
        pieceTimeline({
          events: pieceEvents(typed, piece.reference),
          promised: piece.promisedFrom && piece.promisedTo ? { from: piece.promisedFrom, to: piece.promisedTo } : null,
          stageDays: stageDaysOf,
          shippingDays,
          startsOn: piece.startsOn,
          now,
        }),
      );
    }
    return answer;
  }

  const shippingDaysOf = (row: Pick<OrderRow, 'snapshot'>): number =>
    (row.snapshot as { shipping?: { deliveryDays?: { max?: number } } }).shipping?.deliveryDays?.max ?? 0;

  return {
    lengths,

    /** Every piece's timeline, now (reads the stage lengths: not inside a transaction). */
    async ofOrder(
      row: Pick<OrderRow, 'snapshot'>,
      pieces: readonly PieceFacts[],
      events: readonly EventFacts[],
    ): Promise<Map<string, PieceTimeline>> {
      return timelinesOf(await lengths(), pieces, events, shippingDaysOf(row));
    },

    /** Every piece's timeline, now, from lengths read before the transaction this runs in. */
    ofOrderWith(
      known: StageLengths,
      row: Pick<OrderRow, 'snapshot'>,
      pieces: readonly PieceFacts[],
      events: readonly EventFacts[],
    ): Map<string, PieceTimeline> {
      return timelinesOf(known, pieces, events, shippingDaysOf(row));
    },

    /**
     * At the checkout: each piece's expected delivery if paid now, and whether it leaves its type's
     * fit-guarantee buffer before the customer's "I need it by" date.
     */
    async atPayment(
      items: readonly { reference: string; productType: ProductType; category: string }[],
      { shippingDays, startsOn }: { shippingDays: number; startsOn: string | null },
    ): Promise<{ expected: Record<string, string>; buffers: Record<string, number> }> {
      const all = await configs();
      const now = clock.now();
      const pieces = items.map((item) => ({
        reference: item.reference,
        productType: item.productType,
        category: item.category,
        promisedFrom: null,
        promisedTo: null,
        startsOn: item.category === 'preorder' ? startsOn : null,
      }));
      const timelines = timelinesOf(await lengths(), pieces, [{ status: 'paid', at: now, note: null, reference: null }], shippingDays);
      const expected: Record<string, string> = {};
      const buffers: Record<string, number> = {};
      for (const item of items) {
        const date = timelines.get(item.reference)?.expectedDelivery;
        if (date) expected[item.reference] = date;
        buffers[item.reference] = all[item.productType]?.timeline.needByBufferDays ?? 0;
      }
      return { expected, buffers };
    },
  };
}

/** The checkout's warning when the pieces, with the fit guarantee's buffer, are not expected by `needBy`; null when they are. */
export function needByWarning(
  needBy: string,
  { expected, buffers }: { expected: Record<string, string>; buffers: Record<string, number> },
): string | null {
  const short = Object.entries(expected).filter(([reference, date]) => !meetsNeedBy(date, buffers[reference] ?? 0, needBy));
  if (short.length === 0) return null;
  const latest = short
    .map(([, date]) => date)
    .sort()
    .at(-1)!;
  const buffer = Math.max(...short.map(([reference]) => buffers[reference] ?? 0));
  return `We expect to deliver your order by ${dayInWords(latest)}. With ${buffer} days kept for a fitting or an alteration, it may not be ready by ${dayInWords(needBy)}. You can still place the order.`;
}

/** Whether an "I need it by" date may be given today: not past, and within a year. Null when it may, else why not. */
export function needByProblem(needBy: string, now: Date): string | null {
  const today = singaporeDay(now);
  if (needBy < today) return 'needBy: is in the past';
  if (needBy > addDays(today, 365)) return 'needBy: must be within a year';
  return null;
}

export type TimelineService = ReturnType<typeof createTimelineService>;

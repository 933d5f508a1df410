import { WORK_STAGES, TIMELINE_STAGES, type ProductType } from '@selvedge/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connection.js';

/** How far before the learning window a stage's first event is looked for (no stage takes longer). */
const LONGEST_STAGE_DAYS = 120;

export interface LearnedStage {
  stage: string;
  /** Pieces that finished the stage within the window by going straight on to the next. */
  transitions: number;
  /** Their median, in Singapore calendar days (the lower middle value of an even count). */
  medianDays: number;
}

const stageList = sql.raw(`array[${TIMELINE_STAGES.map((stage) => `'${stage}'`).join(', ')}]::text[]`);
const workStages = sql.raw(`(${WORK_STAGES.map((stage) => `'${stage}'`).join(', ')})`);

/** The shop's own events, read for how long each stage takes (decision 048). */
export function createTimelineRepository(db: Database) {
  return {
    /**
     * For each workroom stage, the pieces of this type (trials apart; pre-orders, which wait for
     * their collection, and cancelled pieces left out) that went straight from it to the next stage
     * since `since`, and the median of the days it took. A piece's events are its own and the whole
     * order's; a hold in between is no straight move, so it does not count.
     */
    async learnedStages(productType: ProductType, trial: boolean, since: Date): Promise<LearnedStage[]> {
      const from = new Date(since.getTime() - LONGEST_STAGE_DAYS * 86_400_000);
      const result = (await db.execute(sql`
        with moves as (
          select e.status, e.at,
            lead(e.status) over w as next_status,
            lead(e.at) over w as next_at
          from order_pieces p
          join order_events e on e.order_id = p.order_id and (e.reference = p.reference or e.reference is null)
          where p.product_type = ${productType}
            and (p.category = 'trial') = ${trial}
            and p.category <> 'preorder'
            and p.status <> 'cancelled'
            and e.at >= ${from.toISOString()}::timestamptz
          window w as (partition by p.order_id, p.reference order by e.at, e.id)
        )
        select status as stage, count(*)::int as transitions,
          percentile_disc(0.5) within group (order by (timezone('Asia/Singapore', next_at)::date - timezone('Asia/Singapore', at)::date)) as median_days
        from moves
        where next_at >= ${since.toISOString()}::timestamptz
          and status in ${workStages}
          and array_position(${stageList}, next_status) = array_position(${stageList}, status) + 1
        group by status
      `)) as unknown as { rows: { stage: string; transitions: number | string; median_days: number | string }[] };
      return result.rows.map((row) => ({ stage: row.stage, transitions: Number(row.transitions), medianDays: Number(row.median_days) }));
    },
  };
}

export type TimelineRepository = ReturnType<typeof createTimelineRepository>;

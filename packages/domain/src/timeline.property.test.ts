import { PRODUCTION_STAGES } from './order-status.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, pieceTimeline, singaporeDay, type TimelineEvent, type TimelineInput } from './timeline.js';

const DAY_MS = 86_400_000;
const START = Date.parse('2031-01-01T04:00:00Z');

const stageDays = fc.record({
  paid: fc.integer({ min: 0, max: 10 }),
  measurements_confirmed: fc.integer({ min: 0, max: 10 }),
  cutting: fc.integer({ min: 0, max: 10 }),
  sewing: fc.integer({ min: 0, max: 30 }),
  quality_check: fc.integer({ min: 0, max: 10 }),
});

/** A piece moved forward (never back) through the workroom stages, a day gap of 0-15 between moves. */
const history = fc
  .record({
    stage: fc.integer({ min: 0, max: 5 }),
    gaps: fc.array(fc.integer({ min: 0, max: 15 }), { minLength: 6, maxLength: 6 }),
    start: fc.integer({ min: 0, max: 400 }),
  })
  .map(({ stage, gaps, start }) => {
    const events: TimelineEvent[] = [];
    let at = START + start * DAY_MS;
    for (let index = 0; index <= stage; index += 1) {
      if (index > 0) at += gaps[index]! * DAY_MS;
      events.push({ status: PRODUCTION_STAGES[index]!, at: new Date(at), note: null });
    }
    return { events, last: at };
  });

const input = (
  events: TimelineEvent[],
  days: TimelineInput['stageDays'],
  now: number,
  promised: TimelineInput['promised'] = null,
): TimelineInput => ({
  events,
  promised,
  stageDays: days,
  shippingDays: 7,
  now: new Date(now),
});

describe('timelines, for any piece', () => {
  it('never has a date going backwards along the stages', () => {
    fc.assert(
      fc.property(history, stageDays, fc.integer({ min: 0, max: 60 }), ({ events, last }, days, later) => {
        const timeline = pieceTimeline(input(events, days, last + later * DAY_MS));
        const dates = timeline.steps.map((step) => step.on ?? step.expectedOn);
        expect(dates.every((date) => date !== null)).toBe(true);
        for (let index = 1; index < dates.length; index += 1) expect(dates[index]! >= dates[index - 1]!).toBe(true);
        expect(timeline.expectedDelivery).toBe(dates.at(-1));
      }),
    );
  });

  it('moves the expected delivery by exactly the days held, when the stage was not running over', () => {
    fc.assert(
      fc.property(
        history,
        stageDays,
        fc.integer({ min: 0, max: 20 }),
        fc.integer({ min: 1, max: 40 }),
        ({ events, last }, days, into, held) => {
          const holdFrom = last + into * DAY_MS;
          const now = holdFrom + held * DAY_MS;
          const plain = pieceTimeline(input(events, days, holdFrom));
          // Only a stage not already over its time at the hold: then nothing but the hold moves the dates.
          fc.pre(plain.expectedDelivery === pieceTimeline(input(events, days, last)).expectedDelivery);
          const stage = events.at(-1)!.status;
          const heldEvents = [...events, { status: 'on_hold' as const, at: new Date(holdFrom), note: 'Waiting for cloth' }];
          const holding = pieceTimeline(input(heldEvents, days, now));
          expect(holding.expectedDelivery).toBe(addDays(plain.expectedDelivery!, held));
          expect(holding.hold).toEqual({ since: singaporeDay(new Date(holdFrom)), reason: 'Waiting for cloth' });
          // Back where it was held: the days held stay added.
          const back = pieceTimeline(input([...heldEvents, { status: stage, at: new Date(now), note: null }], days, now));
          expect(back.expectedDelivery).toBe(addDays(plain.expectedDelivery!, held));
        },
      ),
    );
  });

  it('never turns late by moving forward early', () => {
    fc.assert(
      fc.property(
        history,
        stageDays,
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: -10, max: 30 }),
        ({ events, last }, days, after, slack) => {
          const stage = events.at(-1)!.status;
          const index = PRODUCTION_STAGES.indexOf(stage as (typeof PRODUCTION_STAGES)[number]);
          fc.pre(index < 5);
          const before = pieceTimeline(input(events, days, last));
          const promised = { from: '2031-01-01', to: addDays(before.expectedDelivery!, slack) };
          const now = last + after * DAY_MS;
          const current = pieceTimeline(input(events, days, now, promised));
          const nextExpected = current.steps[index + 1]!.expectedOn!;
          // Early: the move happens before the next stage is due.
          fc.pre(singaporeDay(new Date(now)) <= nextExpected);
          const moved = pieceTimeline(
            input([...events, { status: PRODUCTION_STAGES[index + 1]!, at: new Date(now), note: null }], days, now, promised),
          );
          expect(moved.expectedDelivery! <= current.expectedDelivery!).toBe(true);
          if (!current.late) expect(moved.late).toBe(false);
        },
      ),
    );
  });
});

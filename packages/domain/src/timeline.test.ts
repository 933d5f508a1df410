import { describe, expect, it } from 'vitest';
import {
  addDays,
  meetsNeedBy,
  pieceEvents,
  pieceTimeline,
  seedStageDays,
  singaporeDay,
  stageDaysTotal,
  type TimelineEvent,
} from './timeline.js';

const DAYS = { paid: 4, measurements_confirmed: 3, cutting: 3, sewing: 13, quality_check: 3 };
/** Noon in Singapore on that day. */
const at = (date: string) => new Date(`${date}T04:00:00Z`);
const event = (status: TimelineEvent['status'], date: string, note: string | null = null): TimelineEvent => ({
  status,
  at: at(date),
  note,
});
const promised = { from: '2031-04-01', to: '2031-04-08' };

describe('Singapore days and business days', () => {
  it('counts the day in Singapore, 8 hours ahead of UTC', () => {
    expect(singaporeDay(new Date('2031-03-03T15:59:59Z'))).toBe('2031-03-03');
    expect(singaporeDay(new Date('2031-03-03T16:00:00Z'))).toBe('2031-03-04');
  });

  it('counts calendar days across months and years', () => {
    expect(addDays('2031-02-27', 2)).toBe('2031-03-01');
    expect(addDays('2031-12-30', 3)).toBe('2032-01-02');
  });
});

describe('a piece timeline', () => {
  it('just paid: paid is current, every later stage has an expected date, delivery within the window', () => {
    // Paid Monday 3 March 2031.
    const timeline = pieceTimeline({
      events: [event('paid', '2031-03-03')],
      promised,
      stageDays: DAYS,
      shippingDays: 7,
      now: at('2031-03-03'),
    });
    expect(timeline.steps.map((step) => [step.status, step.state, step.on, step.expectedOn])).toEqual([
      ['paid', 'current', '2031-03-03', null],
      ['measurements_confirmed', 'upcoming', null, '2031-03-07'],
      ['cutting', 'upcoming', null, '2031-03-10'],
      ['sewing', 'upcoming', null, '2031-03-13'],
      ['quality_check', 'upcoming', null, '2031-03-26'],
      ['shipped', 'upcoming', null, '2031-03-29'],
      ['delivered', 'upcoming', null, '2031-04-05'],
    ]);
    expect(timeline.expectedDelivery).toBe('2031-04-05');
    expect(timeline.late).toBe(false);
    expect(timeline.hold).toBeNull();
  });

  it('counts the current stage from the day it was reached, done stages keep their days', () => {
    const events = [event('paid', '2031-03-03'), event('measurements_confirmed', '2031-03-04'), event('cutting', '2031-03-05')];
    const timeline = pieceTimeline({ events, promised, stageDays: DAYS, shippingDays: 7, now: at('2031-03-05') });
    expect(timeline.steps.slice(0, 3).map((step) => [step.state, step.on])).toEqual([
      ['done', '2031-03-03'],
      ['done', '2031-03-04'],
      ['current', '2031-03-05'],
    ]);
    expect(timeline.steps[3]!.expectedOn).toBe('2031-03-08');
    expect(timeline.expectedDelivery).toBe('2031-03-31');
  });

  it('stops the clock on hold, says why, and moves every remaining date by the days held', () => {
    const events = [event('paid', '2031-03-03'), event('on_hold', '2031-03-04', 'Waiting for the fabric to arrive')];
    const held = pieceTimeline({ events, promised, stageDays: DAYS, shippingDays: 7, now: at('2031-03-07') });
    expect(held.hold).toEqual({ since: '2031-03-04', reason: 'Waiting for the fabric to arrive' });
    expect(held.steps[0]!.state).toBe('current');
    expect(held.expectedDelivery).toBe('2031-04-08');
    expect(held.late).toBe(false);
    const longer = pieceTimeline({ events, promised, stageDays: DAYS, shippingDays: 7, now: at('2031-03-08') });
    expect(longer.expectedDelivery).toBe('2031-04-09');
    expect(longer.late).toBe(true);
    // Back at work after 5 days: the 5 days stay added.
    const back = pieceTimeline({
      events: [...events, event('paid', '2031-03-09')],
      promised,
      stageDays: DAYS,
      shippingDays: 7,
      now: at('2031-03-09'),
    });
    expect(back.hold).toBeNull();
    expect(back.expectedDelivery).toBe('2031-04-10');
  });

  it('expects a stage running over to finish today, and later stages after it', () => {
    const timeline = pieceTimeline({
      events: [event('paid', '2031-03-03')],
      promised,
      stageDays: DAYS,
      shippingDays: 7,
      now: at('2031-03-20'),
    });
    expect(timeline.steps[1]!.expectedOn).toBe('2031-03-20');
    expect(timeline.steps[2]!.expectedOn).toBe('2031-03-23');
    expect(timeline.expectedDelivery).toBe('2031-04-18');
    expect(timeline.late).toBe(true);
  });

  it('a delivered piece: every stage done, delivered on its day; late only if after the window', () => {
    const stages = ['paid', 'measurements_confirmed', 'cutting', 'sewing', 'quality_check', 'shipped', 'delivered'] as const;
    const events = stages.map((status, index) => event(status, `2031-03-${String(3 + index * 3).padStart(2, '0')}`));
    const timeline = pieceTimeline({ events, promised, stageDays: DAYS, shippingDays: 7, now: at('2031-05-01') });
    expect(timeline.steps.every((step) => step.state === 'done')).toBe(true);
    expect(timeline.expectedDelivery).toBe('2031-03-21');
    expect(timeline.late).toBe(false);
  });

  it('a cancelled piece has no expected dates and is never late', () => {
    const timeline = pieceTimeline({
      events: [event('paid', '2031-03-03'), event('cancelled', '2031-03-04')],
      promised,
      stageDays: DAYS,
      shippingDays: 7,
      now: at('2031-06-01'),
    });
    expect(timeline.cancelled).toBe(true);
    expect(timeline.expectedDelivery).toBeNull();
    expect(timeline.late).toBe(false);
    expect(timeline.steps.every((step) => step.expectedOn === null)).toBe(true);
  });

  it('counts a skipped stage done on the day a later one was reached', () => {
    const timeline = pieceTimeline({
      events: [event('paid', '2031-03-03'), event('cutting', '2031-03-05')],
      promised,
      stageDays: DAYS,
      shippingDays: 7,
      now: at('2031-03-05'),
    });
    expect(timeline.steps[1]).toEqual({ status: 'measurements_confirmed', state: 'done', on: '2031-03-05', expectedOn: null });
  });

  it('starts a pre-order piece once its collection closes', () => {
    const timeline = pieceTimeline({
      events: [event('paid', '2031-03-03')],
      promised: null,
      stageDays: DAYS,
      shippingDays: 7,
      startsOn: '2031-03-17',
      now: at('2031-03-03'),
    });
    expect(timeline.steps[1]!.expectedOn).toBe('2031-03-21');
    expect(timeline.late).toBe(false);
  });
});

describe('a piece out of its order events', () => {
  it('takes its own and the whole order moves made while it was still going', () => {
    const ev = (status: TimelineEvent['status'], date: string, reference: string | null) => ({ ...event(status, date), reference });
    const events = [
      ev('paid', '2031-03-03', null),
      ev('cancelled', '2031-03-04', 'a'),
      ev('cutting', '2031-03-05', null),
      ev('sewing', '2031-03-06', 'b'),
    ];
    expect(pieceEvents(events, 'a').map((e) => e.status)).toEqual(['paid', 'cancelled']);
    expect(pieceEvents(events, 'b').map((e) => e.status)).toEqual(['paid', 'cutting', 'sewing']);
  });
});

describe('seeded stage lengths', () => {
  it('add up to the middle of the lead time, in days', () => {
    expect(seedStageDays({ minWeeks: 3.5, maxWeeks: 4 })).toEqual(DAYS);
    expect(stageDaysTotal(seedStageDays({ minWeeks: 6, maxWeeks: 8 }))).toBe(49);
  });
});

describe('need-by', () => {
  it('warns when the buffer does not fit before the date', () => {
    expect(meetsNeedBy('2031-04-04', 7, '2031-04-11')).toBe(true);
    expect(meetsNeedBy('2031-04-04', 7, '2031-04-10')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { countdownParts, countdownText, DAY_MS, FEW_HOURS_MS, HOUR_MS, PREORDER_ENDED_TEXT, SECOND_MS } from './preorder-countdown.js';

const cutoff = new Date('2031-03-15T16:00:00.000Z');
/** The moment `remaining` milliseconds before the cutoff. */
const before = (remaining: number) => new Date(cutoff.getTime() - remaining);

const MINUTE_MS = 60 * SECOND_MS;

describe('the countdown sentence', () => {
  it('says the pre-order has ended exactly at the cutoff and at any time after it', () => {
    expect(countdownText(cutoff, before(0))).toBe('Pre-order has ended.');
    expect(countdownText(cutoff, before(-1))).toBe(PREORDER_ENDED_TEXT);
    expect(countdownText(cutoff, before(-400 * DAY_MS))).toBe(PREORDER_ENDED_TEXT);
  });

  it('says few hours are left from 1 ms up to just under 6 hours before the cutoff', () => {
    for (const remaining of [1, SECOND_MS, HOUR_MS, FEW_HOURS_MS - 1]) {
      expect(countdownText(cutoff, before(remaining))).toBe('Few hours left');
    }
  });

  it('says less than a day is left from exactly 6 hours up to just under 24 hours', () => {
    for (const remaining of [FEW_HOURS_MS, FEW_HOURS_MS + 1, 12 * HOUR_MS, DAY_MS - 1]) {
      expect(countdownText(cutoff, before(remaining))).toBe('Less than a day left');
    }
  });

  it('counts whole days from exactly 24 hours, in the singular for one day', () => {
    expect(countdownText(cutoff, before(DAY_MS))).toBe('1 day left');
    expect(countdownText(cutoff, before(47 * HOUR_MS))).toBe('1 day left');
    expect(countdownText(cutoff, before(2 * DAY_MS - 1))).toBe('1 day left');
    expect(countdownText(cutoff, before(2 * DAY_MS))).toBe('2 days left');
  });

  it('rounds partial days down, whatever the number of days', () => {
    for (const days of [2, 3, 7, 21, 100]) {
      for (const extra of [0, 1, HOUR_MS, DAY_MS - 1]) {
        expect(countdownText(cutoff, before(days * DAY_MS + extra))).toBe(`${days} days left`);
      }
    }
  });

  it('refuses an invalid cutoff instead of inventing an answer', () => {
    expect(() => countdownText(new Date('not a date'), cutoff)).toThrow(RangeError);
  });
});

describe('the countdown clock', () => {
  const total = (parts: ReturnType<typeof countdownParts>) =>
    ((parts.days * 24 + parts.hours) * 60 + parts.minutes) * 60 * SECOND_MS + parts.seconds * SECOND_MS;

  it('stops at zero, marked ended, at and after the cutoff', () => {
    const zero = { ended: true, days: 0, hours: 0, minutes: 0, seconds: 0 };
    expect(countdownParts(cutoff, before(0))).toEqual(zero);
    expect(countdownParts(cutoff, before(-5 * DAY_MS))).toEqual(zero);
  });

  it('still shows one second in the last millisecond before the cutoff', () => {
    expect(countdownParts(cutoff, before(1))).toEqual({ ended: false, days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(countdownParts(cutoff, before(SECOND_MS))).toEqual({ ended: false, days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(countdownParts(cutoff, before(SECOND_MS + 1)).seconds).toBe(2);
  });

  it('splits the time left into days, hours, minutes and seconds that add back up', () => {
    const cases = [
      FEW_HOURS_MS,
      DAY_MS,
      47 * HOUR_MS,
      2 * DAY_MS + 3 * HOUR_MS + 4 * MINUTE_MS + 5 * SECOND_MS,
      21 * DAY_MS - SECOND_MS,
      99 * DAY_MS + 23 * HOUR_MS + 59 * MINUTE_MS + 59 * SECOND_MS,
    ];
    for (const remaining of cases) {
      const parts = countdownParts(cutoff, before(remaining));
      expect(parts.ended).toBe(false);
      expect(total(parts)).toBe(remaining);
      expect(parts.hours).toBeLessThan(24);
      expect(parts.minutes).toBeLessThan(60);
      expect(parts.seconds).toBeLessThan(60);
    }
  });

  it('agrees with the sentence on the number of whole days', () => {
    for (const remaining of [DAY_MS, 47 * HOUR_MS, 2 * DAY_MS, 30 * DAY_MS + 5 * HOUR_MS]) {
      const { days } = countdownParts(cutoff, before(remaining));
      expect(countdownText(cutoff, before(remaining))).toBe(`${days} ${days === 1 ? 'day' : 'days'} left`);
    }
  });

  it('moves by exactly one second per second', () => {
    const start = 3 * DAY_MS + 7 * SECOND_MS;
    const a = countdownParts(cutoff, before(start));
    const b = countdownParts(cutoff, before(start - SECOND_MS));
    expect(total(a) - total(b)).toBe(SECOND_MS);
  });
});

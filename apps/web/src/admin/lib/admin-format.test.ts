import { afterEach, describe, expect, it } from 'vitest';
import {
  calendarDayText,
  dateText,
  dateTimeText,
  setShopTimeZone,
  shopDayEdges,
  shopLocalTime,
  zonedMoment,
  zoneText,
} from './admin-format';

afterEach(() => setShopTimeZone('Asia/Singapore'));

describe('the back office writes times in the shop time zone', () => {
  const lateEvening = '2026-11-28T17:30:00.000Z';

  it('in Singapore by default, whatever the browser zone', () => {
    expect(dateTimeText(lateEvening)).toBe('29 Nov 2026, 1:30 am');
    expect(dateText(lateEvening)).toBe('29 Nov 2026');
    expect(zoneText()).toBe('Singapore time (SGT)');
  });

  it('in the zone the shop settings name', () => {
    setShopTimeZone('America/New_York');
    expect(dateTimeText(lateEvening)).toBe('28 Nov 2026, 12:30 pm');
    expect(dateText(lateEvening)).toBe('28 Nov 2026');
    expect(zoneText('America/New_York', new Date(lateEvening))).toBe('New York time (GMT-5)');
    expect(zoneText('UTC')).toBe('UTC');
  });

  it('writes a missing moment as the dash given, a text that is no moment as it is, a calendar day without moving it', () => {
    expect(dateTimeText(null)).toBe('—');
    expect(dateText(null, 'Never')).toBe('Never');
    expect(dateTimeText('not a time')).toBe('not a time');
    expect(calendarDayText('2026-03-01')).toBe('1 Mar 2026');
  });
});

describe('days of the shop calendar', () => {
  it('start and end at the shop midnight', () => {
    expect(shopDayEdges('2026-11-28', 'Asia/Singapore')).toEqual({ start: '2026-11-27T16:00:00.000Z', end: '2026-11-28T15:59:59.999Z' });
    expect(shopDayEdges('2026-11-28', 'UTC')).toEqual({ start: '2026-11-28T00:00:00.000Z', end: '2026-11-28T23:59:59.999Z' });
  });

  it('are 23 or 25 hours long on the days the clocks change', () => {
    // London goes forward on 29 March 2026 and back on 25 October 2026.
    expect(shopDayEdges('2026-03-29', 'Europe/London')).toEqual({ start: '2026-03-29T00:00:00.000Z', end: '2026-03-29T22:59:59.999Z' });
    expect(shopDayEdges('2026-10-25', 'Europe/London')).toEqual({ start: '2026-10-24T23:00:00.000Z', end: '2026-10-25T23:59:59.999Z' });
  });

  it('turn a wall clock into a moment and back', () => {
    expect(zonedMoment('2026-07-01T09:15', 'Europe/London')).toBe('2026-07-01T08:15:00.000Z');
    expect(shopLocalTime('2026-07-01T08:15:00.000Z', 'Europe/London')).toBe('2026-07-01T09:15');
    expect(shopLocalTime('2026-11-27T16:00:00.000Z')).toBe('2026-11-28T00:00');
  });
});

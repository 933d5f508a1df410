import { describe, expect, it } from 'vitest';
import {
  freeSlots,
  heldTime,
  isTimeZone,
  isoWeekday,
  localDate,
  slotLabel,
  zonedInstant,
  type FitterHours,
  type SlotRules,
} from './studio-slots.js';

const SG = 'Asia/Singapore';
const rules: SlotRules = { durationMinutes: 45, bufferMinutes: 15, minNoticeMinutes: 120, horizonDays: 14 };
const weekdays = (opens: string, closes: string) => [1, 2, 3, 4, 5].map((weekday) => ({ weekday, opens, closes }));
const ana: FitterHours = { id: 'ana', hours: weekdays('11:00', '15:00') };
const ben: FitterHours = { id: 'ben', hours: weekdays('13:00', '17:00') };
// Monday 30 November 2026, 08:00 in Singapore.
const mondayMorning = new Date('2026-11-30T00:00:00Z');
const isoOf = (slots: { start: Date }[]) => slots.map((slot) => slot.start.toISOString());

describe('time zones', () => {
  it('reads a studio clock time as the instant it is there, with the zone offset of that day', () => {
    expect(zonedInstant('2026-12-01', '11:00', SG).toISOString()).toBe('2026-12-01T03:00:00.000Z');
    // London in winter is UTC, in summer UTC+1.
    expect(zonedInstant('2026-12-01', '11:00', 'Europe/London').toISOString()).toBe('2026-12-01T11:00:00.000Z');
    expect(zonedInstant('2026-07-01', '11:00', 'Europe/London').toISOString()).toBe('2026-07-01T10:00:00.000Z');
    // New York's spring-forward night skips 02:30; it lands an hour later.
    expect(zonedInstant('2026-03-08', '02:30', 'America/New_York').toISOString()).toBe('2026-03-08T07:30:00.000Z');
  });

  it('names the local date and weekday, which differ from UTC late at night', () => {
    expect(localDate(new Date('2026-11-30T17:00:00Z'), SG)).toBe('2026-12-01');
    expect(localDate(new Date('2026-11-30T15:00:00Z'), SG)).toBe('2026-11-30');
    expect(isoWeekday('2026-11-30')).toBe(1);
    expect(isoWeekday('2026-12-06')).toBe(7);
  });

  it('knows a real zone name from a made-up one', () => {
    expect(isTimeZone('Asia/Singapore')).toBe(true);
    expect(isTimeZone('America/Argentina/Buenos_Aires')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('Asia/Singapore; DROP TABLE')).toBe(false);
  });

  it('writes a slot in the studio time zone whatever the reader clock', () => {
    const label = slotLabel(new Date('2026-12-01T03:00:00Z'), SG);
    expect(label.time).toBe('11:00');
    expect(label.day).toMatch(/Tuesday,? 1 December 2026/);
    expect(label.zone).toMatch(/Singapore/);
    expect(slotLabel(new Date('2026-12-01T03:00:00Z'), 'Europe/London').time).toBe('03:00');
  });
});

describe('free slots', () => {
  it('runs from opening, a duration plus buffer apart, the last ending by closing, in the studio time zone', () => {
    const slots = freeSlots({ now: mondayMorning, timeZone: SG, rules, fitters: [ana], closures: [], held: [] });
    const monday = slots.filter((slot) => localDate(slot.start, SG) === '2026-11-30');
    // 11:00, 12:00, 13:00, 14:00 (14:45 ends by 15:00); Singapore is UTC+8.
    expect(isoOf(monday)).toEqual([
      '2026-11-30T03:00:00.000Z',
      '2026-11-30T04:00:00.000Z',
      '2026-11-30T05:00:00.000Z',
      '2026-11-30T06:00:00.000Z',
    ]);
    expect(monday[0]?.end.toISOString()).toBe('2026-11-30T03:45:00.000Z');
    // No weekend slots.
    expect(slots.some((slot) => [6, 7].includes(isoWeekday(localDate(slot.start, SG))))).toBe(false);
  });

  it('keeps the minimum notice and the horizon', () => {
    // 10:30 Singapore: with two hours notice 11:00 and 12:00 are gone, 13:00 is the first.
    const now = new Date('2026-11-30T02:30:00Z');
    const slots = freeSlots({ now, timeZone: SG, rules, fitters: [ana], closures: [], held: [] });
    expect(slots[0]?.start.toISOString()).toBe('2026-11-30T05:00:00.000Z');
    const horizon = now.getTime() + rules.horizonDays * 86_400_000;
    expect(slots.every((slot) => slot.start.getTime() < horizon)).toBe(true);
    // The horizon ends on Monday 14 December at 10:30, before that day's first slot.
    expect(slots.at(-1)?.start.toISOString()).toBe('2026-12-11T06:00:00.000Z');
    // From 13:30 it ends at 13:30 that Monday: 11:00, 12:00 and 13:00 are in, 14:00 is not.
    const later = freeSlots({ now: new Date('2026-11-30T05:30:00Z'), timeZone: SG, rules, fitters: [ana], closures: [], held: [] });
    expect(isoOf(later.filter((slot) => localDate(slot.start, SG) === '2026-12-14'))).toEqual([
      '2026-12-14T03:00:00.000Z',
      '2026-12-14T04:00:00.000Z',
      '2026-12-14T05:00:00.000Z',
    ]);
  });

  it('leaves out closed days for everyone, and one fitter day off for that fitter only', () => {
    const slots = freeSlots({
      now: mondayMorning,
      timeZone: SG,
      rules,
      fitters: [ana, ben],
      closures: [
        { date: '2026-12-01', fitterId: null },
        { date: '2026-12-02', fitterId: 'ana' },
      ],
      held: [],
    });
    expect(slots.some((slot) => localDate(slot.start, SG) === '2026-12-01')).toBe(false);
    const wednesday = slots.filter((slot) => localDate(slot.start, SG) === '2026-12-02');
    expect(wednesday.length).toBeGreaterThan(0);
    expect(wednesday.every((slot) => slot.fitterIds.join() === 'ben')).toBe(true);
  });

  it('names every fitter free at a time, and drops a time only when nobody is', () => {
    const slots = freeSlots({ now: mondayMorning, timeZone: SG, rules, fitters: [ana, ben], closures: [], held: [] });
    const at = (iso: string) => slots.find((slot) => slot.start.toISOString() === iso);
    expect(at('2026-11-30T03:00:00.000Z')?.fitterIds).toEqual(['ana']);
    expect(at('2026-11-30T05:00:00.000Z')?.fitterIds).toEqual(['ana', 'ben']);
    expect(at('2026-11-30T08:00:00.000Z')?.fitterIds).toEqual(['ben']);
  });

  it('keeps a booking and its buffer clear, on both sides', () => {
    // A booking at 12:10 to 12:55, buffer to 13:10: it overlaps the 12:00 slot (held to 13:00) and the 13:00 one.
    const start = new Date('2026-11-30T04:10:00Z');
    const { heldUntil } = heldTime(start, rules);
    expect(heldUntil.toISOString()).toBe('2026-11-30T05:10:00.000Z');
    const slots = freeSlots({
      now: mondayMorning,
      timeZone: SG,
      rules,
      fitters: [ana, ben],
      closures: [],
      held: [{ fitterId: 'ana', start, end: heldUntil }],
    });
    const monday = slots.filter((slot) => localDate(slot.start, SG) === '2026-11-30');
    expect(monday.find((slot) => slot.start.toISOString() === '2026-11-30T04:00:00.000Z')).toBeUndefined();
    expect(monday.find((slot) => slot.start.toISOString() === '2026-11-30T05:00:00.000Z')?.fitterIds).toEqual(['ben']);
    expect(monday.find((slot) => slot.start.toISOString() === '2026-11-30T03:00:00.000Z')?.fitterIds).toEqual(['ana']);
    expect(monday.find((slot) => slot.start.toISOString() === '2026-11-30T06:00:00.000Z')?.fitterIds).toEqual(['ana', 'ben']);
  });

  it('a booking that ends where a slot begins leaves it free', () => {
    const start = new Date('2026-11-30T03:00:00Z');
    const { heldUntil } = heldTime(start, rules);
    const slots = freeSlots({
      now: mondayMorning,
      timeZone: SG,
      rules,
      fitters: [ana],
      closures: [],
      held: [{ fitterId: 'ana', start, end: heldUntil }],
    });
    expect(isoOf(slots).slice(0, 2)).toEqual(['2026-11-30T04:00:00.000Z', '2026-11-30T05:00:00.000Z']);
  });

  it('follows a summer time change: the same clock hours, an hour apart in UTC', () => {
    const london: FitterHours = { id: 'lon', hours: [{ weekday: 7, opens: '10:00', closes: '11:00' }] };
    const slots = freeSlots({
      now: new Date('2026-03-20T00:00:00Z'),
      timeZone: 'Europe/London',
      rules: { ...rules, minNoticeMinutes: 0 },
      fitters: [london],
      closures: [],
      held: [],
    });
    // Sunday 22 March is GMT, Sunday 29 March BST.
    expect(isoOf(slots)).toEqual(['2026-03-22T10:00:00.000Z', '2026-03-29T09:00:00.000Z']);
  });

  it('gives nothing for hours that close before they open, or a studio without hours', () => {
    expect(
      freeSlots({
        now: mondayMorning,
        timeZone: SG,
        rules,
        fitters: [{ id: 'x', hours: [{ weekday: 1, opens: '15:00', closes: '11:00' }] }],
        closures: [],
        held: [],
      }),
    ).toEqual([]);
    expect(freeSlots({ now: mondayMorning, timeZone: SG, rules, fitters: [], closures: [], held: [] })).toEqual([]);
  });
});

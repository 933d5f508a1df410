/**
 * The studio's free appointment times (issue 31, decision 058): pure, so the server that books and
 * the tests that check it agree. Hours and closures are written in the studio's own time zone (an
 * IANA name such as Asia/Singapore); every instant in and out is a Date (UTC).
 */

/** One opening of a weekday, in the studio's local time: weekday 1 = Monday ... 7 = Sunday, times `HH:MM`. */
export interface WeeklyHours {
  weekday: number;
  opens: string;
  closes: string;
}

/** How a studio hands out its time: an appointment's length, the fitter's pause after it, how soon and how far ahead one may book. */
export interface SlotRules {
  durationMinutes: number;
  bufferMinutes: number;
  minNoticeMinutes: number;
  horizonDays: number;
}

/** A fitter and the hours they see customers (their own, or the studio's when they have none). */
export interface FitterHours {
  id: string;
  hours: readonly WeeklyHours[];
}

/** A local date (`YYYY-MM-DD`) the studio is shut; `fitterId` for one fitter's day off, null for everyone. */
export interface Closure {
  date: string;
  fitterId: string | null;
}

/** Time a fitter is taken: a booking from its start to its end plus the buffer after it (the database's `during`). */
export interface HeldTime {
  fitterId: string;
  start: Date;
  end: Date;
}

export interface FreeSlot {
  start: Date;
  end: Date;
  /** The fitters free for the whole slot and its buffer, in the order given. */
  fitterIds: string[];
}

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether `name` is a time zone this runtime knows (an IANA name such as `Asia/Singapore`). */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+){0,2}$/.test(name) && name !== 'UTC') return false;
  try {
    partsFormatter(name);
    return true;
  } catch {
    return false;
  }
}

/** The wall clock in `timeZone` at `instant`, as if it were UTC (milliseconds). */
function wallClock(instant: Date, timeZone: string): number {
  const parts = Object.fromEntries(
    partsFormatter(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
}

/** Minutes `timeZone` is ahead of UTC at `instant` (480 for Singapore). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const whole = Math.floor(instant.getTime() / 1000) * 1000;
  return Math.round((wallClock(new Date(whole), timeZone) - whole) / MINUTE_MS);
}

/**
 * The instant the clocks of `timeZone` show `time` on `date`. A time that a clock change skips
 * (02:30 on a spring-forward night) is read with the offset before the change, so it lands an hour later.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const day = DATE.exec(date);
  const clock = TIME.exec(time);
  if (!day || !clock) throw new Error(`Not a local date and time: ${date} ${time}`);
  const wall = Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]), Number(clock[1]), Number(clock[2]));
  const first = zoneOffsetMinutes(new Date(wall), timeZone);
  const guess = wall - first * MINUTE_MS;
  const second = zoneOffsetMinutes(new Date(guess), timeZone);
  if (second === first) return new Date(guess);
  // The offset changed in between: the other offset is right when it shows the asked time; if neither does, the time was skipped.
  const other = wall - second * MINUTE_MS;
  return new Date(wallClock(new Date(other), timeZone) === wall ? other : guess);
}

/** The local date (`YYYY-MM-DD`) in `timeZone` at `instant`. */
export function localDate(instant: Date, timeZone: string): string {
  return new Date(wallClock(instant, timeZone)).toISOString().slice(0, 10);
}

/** `date` moved by `days` calendar days. */
function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** 1 = Monday ... 7 = Sunday, of a local date. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** Minutes since midnight of an `HH:MM` time; NaN for anything else. */
export function minutesOfDay(time: string): number {
  const clock = TIME.exec(time);
  return clock ? Number(clock[1]) * 60 + Number(clock[2]) : Number.NaN;
}

/** The time a booking starting at `start` takes from its fitter: the appointment and the buffer after it. */
export function heldTime(start: Date, rules: Pick<SlotRules, 'durationMinutes' | 'bufferMinutes'>): { end: Date; heldUntil: Date } {
  return {
    end: new Date(start.getTime() + rules.durationMinutes * MINUTE_MS),
    heldUntil: new Date(start.getTime() + (rules.durationMinutes + rules.bufferMinutes) * MINUTE_MS),
  };
}

/**
 * Every free slot from `now` on: within each fitter's weekly hours of each local day (slots one
 * after another from the opening, each the duration plus the buffer apart, the last one ending by
 * the closing), not on a closed day, not overlapping time a booking holds (a slot and its own buffer
 * against a booking and its buffer), starting no sooner than the minimum notice and before the
 * horizon. Ordered by start; a time several fitters are free at is one slot naming them all.
 */
export function freeSlots({
  now,
  timeZone,
  rules,
  fitters,
  closures,
  held,
}: {
  now: Date;
  timeZone: string;
  rules: SlotRules;
  fitters: readonly FitterHours[];
  closures: readonly Closure[];
  held: readonly HeldTime[];
}): FreeSlot[] {
  const earliest = now.getTime() + rules.minNoticeMinutes * MINUTE_MS;
  const latest = now.getTime() + rules.horizonDays * DAY_MS;
  const step = (rules.durationMinutes + rules.bufferMinutes) * MINUTE_MS;
  const duration = rules.durationMinutes * MINUTE_MS;
  if (rules.durationMinutes <= 0 || step <= 0) return [];
  const closed = new Set(closures.map((closure) => `${closure.date}|${closure.fitterId ?? ''}`));
  const slots = new Map<number, FreeSlot>();
  const first = localDate(now, timeZone);
  // One day more than the horizon: its last local day may begin before the horizon ends.
  for (let offset = 0; offset <= rules.horizonDays + 1; offset += 1) {
    const date = addDays(first, offset);
    if (closed.has(`${date}|`)) continue;
    const weekday = isoWeekday(date);
    for (const fitter of fitters) {
      if (closed.has(`${date}|${fitter.id}`)) continue;
      const taken = held.filter((hold) => hold.fitterId === fitter.id);
      for (const hours of fitter.hours) {
        if (hours.weekday !== weekday || !(minutesOfDay(hours.opens) < minutesOfDay(hours.closes))) continue;
        const opens = zonedInstant(date, hours.opens, timeZone).getTime();
        const closes = zonedInstant(date, hours.closes, timeZone).getTime();
        for (let start = opens; start + duration <= closes; start += step) {
          if (start < earliest || start >= latest) continue;
          const end = start + step;
          if (taken.some((hold) => hold.start.getTime() < end && start < hold.end.getTime())) continue;
          const slot = slots.get(start) ?? { start: new Date(start), end: new Date(start + duration), fitterIds: [] };
          if (!slot.fitterIds.includes(fitter.id)) slot.fitterIds.push(fitter.id);
          slots.set(start, slot);
        }
      }
    }
  }
  const order = new Map(fitters.map((fitter, index) => [fitter.id, index]));
  return [...slots.values()]
    .sort((a, b) => a.start.getTime() - b.start.getTime())
    .map((slot) => ({ ...slot, fitterIds: slot.fitterIds.sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0)) }));
}

/**
 * How a slot is written for a person, always in the studio's time zone (a customer abroad books the
 * studio's clock, not theirs): `Tuesday 1 December 2026`, `11:00`, and the zone's name (`Singapore time`).
 */
export function slotLabel(start: Date, timeZone: string, locale = 'en-GB'): { day: string; time: string; zone: string } {
  const day = new Intl.DateTimeFormat(locale, { timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(start);
  const time = new Intl.DateTimeFormat(locale, { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(start);
  const zoneName =
    new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'longGeneric' })
      .formatToParts(start)
      .find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
  return { day, time, zone: zoneName };
}

import { DEFAULT_SHOP_TIME_ZONE } from '@selvedge/contract/admin';

/**
 * How the back office writes days and times: one way on every page, always in the shop's time
 * zone (its settings; Singapore unless the owner chose another), wherever the page is opened.
 * The zone is set once the settings have loaded (`setShopTimeZone`); each function also takes
 * one, for tests and for the settings form's preview.
 */

let shopZone = DEFAULT_SHOP_TIME_ZONE;

/** The zone the back office writes times in from now on. */
export function setShopTimeZone(zone: string): void {
  shopZone = zone;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(kind: 'day' | 'moment' | 'zoneShort' | 'parts', zone: string): Intl.DateTimeFormat {
  const key = `${kind} ${zone}`;
  let format = formats.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions =
      kind === 'day'
        ? { day: 'numeric', month: 'short', year: 'numeric' }
        : kind === 'moment'
          ? { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' }
          : kind === 'zoneShort'
            ? { timeZoneName: 'short' }
            : {
                year: 'numeric',
                month: '2-digit',
                day: '2-digit',
                hour: '2-digit',
                minute: '2-digit',
                second: '2-digit',
                hourCycle: 'h23',
              };
    format = new Intl.DateTimeFormat('en-SG', { ...options, timeZone: zone });
    formats.set(key, format);
  }
  return format;
}

const dateOf = (iso: string | null): Date | null => {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** A moment as a day and time in the shop's zone: "28 Nov 2026, 3:59 pm" (`none` for no moment). */
export const dateTimeText = (iso: string | null, none = '—', zone = shopZone): string => {
  const date = dateOf(iso);
  return date ? formatFor('moment', zone).format(date) : (iso ?? none);
};

/** A moment as its day in the shop's zone: "28 Nov 2026". */
export const dateText = (iso: string | null, none = '—', zone = shopZone): string => {
  const date = dateOf(iso);
  return date ? formatFor('day', zone).format(date) : (iso ?? none);
};

/** A calendar day (yyyy-mm-dd, a due date) written the same way: "28 Nov 2026", the same day in every zone. */
export const calendarDayText = (day: string): string =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) ? formatFor('day', 'UTC').format(new Date(`${day}T12:00:00Z`)) : day;

/** The zone in words: "Singapore time (SGT)", "New York time (GMT-5)". */
export function zoneText(zone = shopZone, at = new Date()): string {
  const place = zone === 'UTC' ? 'UTC' : (zone.split('/').at(-1) ?? zone).replaceAll('_', ' ');
  const short =
    formatFor('zoneShort', zone)
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? zone;
  return place === short ? `${place}` : `${place} time (${short})`;
}

/** A moment's wall clock in `zone` as fields. */
function wallClock(date: Date, zone: string) {
  const parts = Object.fromEntries(
    formatFor('parts', zone)
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** How far `zone`'s clock is ahead of UTC at `date`, in milliseconds. */
function offsetAt(date: Date, zone: string): number {
  const wall = wallClock(date, zone);
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second) - Math.floor(date.getTime() / 1000) * 1000;
}

/** The moment the wall clock of `zone` shows `local` (yyyy-mm-ddThh:mm[:ss]) as an ISO moment; the later one when the clock goes back. */
export function zonedMoment(local: string, zone = shopZone): string {
  const guess = new Date(`${local.length === 16 ? `${local}:00` : local}Z`);
  // Two passes settle a moment near a change of the clocks.
  const first = new Date(guess.getTime() - offsetAt(guess, zone));
  return new Date(guess.getTime() - offsetAt(first, zone)).toISOString();
}

/** A day of the shop's calendar as the moments it starts and ends (for the audit log's "from" and "to"). */
export function shopDayEdges(day: string, zone = shopZone): { start: string; end: string } {
  const start = zonedMoment(`${day}T00:00:00`, zone);
  const next = new Date(`${day}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  const end = new Date(new Date(zonedMoment(`${next.toISOString().slice(0, 10)}T00:00:00`, zone)).getTime() - 1).toISOString();
  return { start, end };
}

/** A moment as the shop's wall clock, yyyy-mm-ddThh:mm (a datetime-local field's value). */
export function shopLocalTime(iso: string, zone = shopZone): string {
  const wall = wallClock(new Date(iso), zone);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${wall.year}-${two(wall.month)}-${two(wall.day)}T${two(wall.hour)}:${two(wall.minute)}`;
}

/** `measurements_confirmed` → 'Measurements confirmed'. */
export const wordsOf = (code: string): string => {
  const text = code.replaceAll('_', ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/**
 * The pre-order countdown (SPEC §4, §8): how long until a collection's cutoff, as clock digits and
 * as a short sentence. Pure: the caller passes the current time.
 */

export const SECOND_MS = 1000;
export const HOUR_MS = 60 * 60 * SECOND_MS;
export const DAY_MS = 24 * HOUR_MS;

/** Below this much time left the sentence stops counting and says 'Few hours left'. */
export const FEW_HOURS_MS = 6 * HOUR_MS;

export const PREORDER_ENDED_TEXT = 'Pre-order has ended.';

export interface CountdownParts {
  /** True at or after the cutoff; every other field is then 0. */
  ended: boolean;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

function remainingMs(cutoff: Date, now: Date): number {
  const remaining = cutoff.getTime() - now.getTime();
  if (Number.isNaN(remaining)) throw new RangeError('a countdown needs a valid cutoff and a valid current time');
  return remaining;
}

/**
 * Time left until `cutoff`, split into clock parts. Partial seconds count as a whole second, so the
 * clock reads 00:00:00:01 during the last second and 00:00:00:00 only once the pre-order has ended.
 */
export function countdownParts(cutoff: Date, now: Date): CountdownParts {
  const remaining = remainingMs(cutoff, now);
  if (remaining <= 0) return { ended: true, days: 0, hours: 0, minutes: 0, seconds: 0 };
  const totalSeconds = Math.ceil(remaining / SECOND_MS);
  return {
    ended: false,
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
  };
}

/**
 * The countdown sentence of SPEC §8: 'Pre-order has ended.' at or after the cutoff, 'Few hours left'
 * under 6 hours, 'Less than a day left' under 24 hours, otherwise the whole days left
 * ('1 day left', '2 days left'; 47 hours is still '1 day left').
 */
export function countdownText(cutoff: Date, now: Date): string {
  const remaining = remainingMs(cutoff, now);
  if (remaining <= 0) return PREORDER_ENDED_TEXT;
  if (remaining < FEW_HOURS_MS) return 'Few hours left';
  if (remaining < DAY_MS) return 'Less than a day left';
  const days = Math.floor(remaining / DAY_MS);
  return `${days} ${days === 1 ? 'day' : 'days'} left`;
}

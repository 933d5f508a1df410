import { setTimeout as delay } from 'node:timers/promises';

/** Time, passed in so tests can hold it still. */
export interface Clock {
  now(): Date;
  /** Waits `ms` before going on (a slowed-down answer); a test clock moves on at once instead. */
  wait(ms: number): Promise<void>;
}

export const systemClock: Clock = { now: () => new Date(), wait: (ms) => delay(ms) };

export function fixedClock(at: Date): Clock & { set(next: Date): void; readonly waits: number[] } {
  let current = at;
  const waits: number[] = [];
  return {
    now: () => current,
    async wait(ms: number) {
      waits.push(ms);
      current = new Date(current.getTime() + ms);
    },
    set(next: Date) {
      current = next;
    },
    waits,
  };
}

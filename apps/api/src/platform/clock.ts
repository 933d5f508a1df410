/** Time, passed in so tests can hold it still. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export function fixedClock(at: Date): Clock & { set(next: Date): void } {
  let current = at;
  return {
    now: () => current,
    set(next: Date) {
      current = next;
    },
  };
}

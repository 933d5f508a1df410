import { countdownParts, countdownText, type CountdownParts } from '@selvedge/domain';
import { useEffect, useState } from 'react';

/** setTimeout fires at once for delays above 2^31 - 1 ms (about 24.8 days). */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

export interface Countdown {
  parts: CountdownParts;
  text: string;
}

/**
 * The countdown to `cutoffMs`, re-rendered every second until it reaches zero, then left alone.
 * Null when the cutoff is not a valid time.
 */
export function useCountdown(cutoffMs: number): Countdown | null {
  const [now, setNow] = useState(Date.now);
  const valid = !Number.isNaN(cutoffMs);
  const ended = !valid || now >= cutoffMs;

  useEffect(() => {
    if (ended) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [ended]);

  if (!valid) return null;
  const cutoff = new Date(cutoffMs);
  const at = new Date(now);
  return { parts: countdownParts(cutoff, at), text: countdownText(cutoff, at) };
}

/** Whether `cutoffMs` has passed; re-renders once, when it does, without ticking every second. */
export function useCutoffPassed(cutoffMs: number): boolean {
  const [now, setNow] = useState(Date.now);
  const passed = Number.isNaN(cutoffMs) || now >= cutoffMs;

  useEffect(() => {
    if (passed) return;
    // Long waits are split: the timer re-arms until the cutoff really has passed.
    const timer = window.setTimeout(() => setNow(Date.now()), Math.min(cutoffMs - now, MAX_TIMEOUT_MS));
    return () => window.clearTimeout(timer);
  }, [cutoffMs, now, passed]);

  return passed;
}

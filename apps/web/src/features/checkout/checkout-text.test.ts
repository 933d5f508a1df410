import { describe, expect, it } from 'vitest';
import { dayText, timeText } from './checkout-text';

/** What Intl writes for en-SG, which the checkout's own writing must match. */
const intlDay = (isoDay: string) =>
  new Intl.DateTimeFormat('en-SG', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Singapore' }).format(
    new Date(`${isoDay}T12:00:00+08:00`),
  );
const intlTime = (date: Date) => new Intl.DateTimeFormat('en-SG', { hour: 'numeric', minute: '2-digit' }).format(date).replace(/\s/g, ' ');

describe('the checkout’s dates and times', () => {
  it('writes every day of two years as Intl does for en-SG', () => {
    for (let at = Date.UTC(2026, 0, 1); at < Date.UTC(2028, 0, 1); at += 86_400_000) {
      const isoDay = new Date(at).toISOString().slice(0, 10);
      expect(dayText(isoDay), isoDay).toBe(intlDay(isoDay));
    }
  });

  it('writes every minute of a day on this device’s clock as Intl does for en-SG', () => {
    const start = new Date(2026, 2, 12, 0, 0).getTime();
    for (let minute = 0; minute < 24 * 60; minute += 1) {
      const date = new Date(start + minute * 60_000);
      expect(timeText(date.toISOString()), date.toString()).toBe(intlTime(date));
    }
  });

  it('leaves what is not a day or a moment as it came', () => {
    expect(dayText('2026-02-31')).toBe('2026-02-31');
    expect(dayText('soon')).toBe('soon');
    expect(timeText('later')).toBe('later');
  });
});

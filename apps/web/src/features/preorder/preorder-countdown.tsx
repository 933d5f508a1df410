import styles from './preorder-countdown.module.css';
import { useCountdown } from './use-countdown';

const pad = (value: number) => String(value).padStart(2, '0');

interface PreorderCountdownProps {
  /** The pre-order's cutoff: an ISO 8601 instant or a Date. */
  cutoff: string | Date;
  /** 'light' on pale panels (default), 'dark' on the ink background. */
  tone?: 'light' | 'dark';
  className?: string;
}

/**
 * DD:HH:MM:SS to the cutoff, ticking every second, with the SPEC §8 sentence beneath
 * ('3 days left' ... 'Pre-order has ended.'). Only the sentence is announced to screen readers
 * when it changes; the ticking digits are a timer, which is not.
 */
export function PreorderCountdown({ cutoff, tone = 'light', className }: PreorderCountdownProps) {
  const countdown = useCountdown(new Date(cutoff).getTime());
  if (!countdown) return null;
  const { parts, text } = countdown;
  const units = [
    [parts.days, 'days'],
    [parts.hours, 'hours'],
    [parts.minutes, 'minutes'],
    [parts.seconds, 'seconds'],
  ] as const;

  return (
    <div
      className={[styles.countdown, tone === 'dark' ? styles.dark : '', className ?? ''].join(' ')}
      data-testid="preorder-countdown"
      data-ended={parts.ended || undefined}
    >
      <div role="timer" className={styles.clock}>
        {units.map(([value, unit], index) => (
          <span key={unit} className={styles.segment}>
            {index > 0 ? (
              <span className={styles.colon} aria-hidden="true">
                :
              </span>
            ) : null}
            <span className={styles.unit}>
              <span className={styles.digits}>{pad(value)}</span>
              <span className={styles.label}>{unit}</span>
            </span>
          </span>
        ))}
      </div>
      <p className={styles.text} aria-live="polite">
        {text}
      </p>
    </div>
  );
}

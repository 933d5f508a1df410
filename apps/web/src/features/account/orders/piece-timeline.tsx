import { ORDER_STATUS_LABELS, type PieceTimeline as Timeline, type TimelineStep } from '@selvedge/contract';
import { dayText } from './order-text';
import styles from './piece-timeline.module.css';

/** What a step says in words (never its colour alone): done on a day, under way since one, or expected on one. */
function whenText(step: TimelineStep, cancelled: boolean): string {
  if (step.state === 'done') return step.on ? `Done ${dayText(step.on)}` : 'Done';
  if (step.state === 'current') return step.on ? `Now, since ${dayText(step.on)}` : 'Now';
  if (cancelled || !step.expectedOn) return 'Not planned';
  return `Expected ${dayText(step.expectedOn)}`;
}

/**
 * A piece's dated timeline (decision 048): the promised window, the expected delivery, a hold and
 * why, then each stage in order, done ones with their day, the current one, the rest with the
 * day each is expected.
 */
export function PieceTimeline({ timeline, name }: { timeline: Timeline; name: string }) {
  const { promised, expectedDelivery, hold, late, cancelled } = timeline;
  const delivered = timeline.steps.at(-1)?.state === 'done';
  return (
    <div className={styles.timeline} data-testid="piece-timeline">
      {hold ? (
        <p className={styles.hold} data-testid="piece-hold">
          <strong>On hold:</strong> {hold.reason ?? 'we will be in touch shortly.'}
        </p>
      ) : null}
      {!cancelled && expectedDelivery ? (
        <p className={styles.summary}>
          <span>
            {delivered ? 'Delivered' : 'Expected delivery'} <strong data-testid="piece-expected">{dayText(expectedDelivery)}</strong>
          </span>
          {promised ? (
            <span className={styles.promised}>
              Promised {promised.from === promised.to ? dayText(promised.from) : `${dayText(promised.from)} – ${dayText(promised.to)}`}
            </span>
          ) : null}
        </p>
      ) : null}
      {late && !delivered ? (
        <p className={styles.late} data-testid="piece-late">
          Later than we promised: we are sorry, and we have written to you with the new date.
        </p>
      ) : null}
      <ol className={styles.steps} aria-label={`Timeline of the ${name}`}>
        {timeline.steps.map((step) => (
          <li
            key={step.status}
            className={styles.step}
            data-state={step.state}
            aria-current={step.state === 'current' ? 'step' : undefined}
          >
            <span className={styles.marker} aria-hidden="true" />
            <span className={styles.stage}>{ORDER_STATUS_LABELS[step.status]}</span>
            <span className={styles.when}>{whenText(step, cancelled)}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

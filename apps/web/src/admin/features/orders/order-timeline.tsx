import type { AdminOrder } from '@selvedge/contract/admin';
import { dueDayOf, statusText } from '../../lib/order-words';
import styles from './order-timeline.module.css';

/**
 * Dated timelines in the back office (decision 048): the expected delivery and the late flag a
 * board card and a piece show, in words (never by colour alone).
 */

/** A board card's line: "Expected 1 April 2026", or "Late: expected …" when a piece passes its promised window. */
export function ExpectedLine({ expectedOn, late }: { expectedOn: string | null; late: boolean }) {
  if (!expectedOn) return null;
  return (
    <span className={late ? styles.late : undefined} data-testid="card-expected">
      {late ? `Late: expected ${dueDayOf(expectedOn)}` : `Expected ${dueDayOf(expectedOn)}`}
    </span>
  );
}

type Piece = AdminOrder['pieces'][number];

/** A piece's promised window, expected delivery, late flag (and whether the customer was told), hold and each stage's date. */
export function PieceTimelineFacts({ order, piece }: { order: AdminOrder; piece: Piece }) {
  const timeline = piece.timeline;
  if (!timeline) return null;
  const told = order.lateNotified[piece.reference] === true;
  return (
    <div className={styles.facts}>
      <p className={styles.line}>
        {timeline.expectedDelivery ? <span>Expected delivery {dueDayOf(timeline.expectedDelivery)}</span> : null}
        {timeline.promised ? <span>Promised by {dueDayOf(timeline.promised.to)}</span> : null}
        {timeline.late ? (
          <span className={styles.late} data-testid="piece-late">
            Late{told ? ': the customer was told' : ''}
          </span>
        ) : null}
      </p>
      {timeline.hold ? (
        <p className={styles.hold}>
          On hold since {dueDayOf(timeline.hold.since)}: {timeline.hold.reason ?? 'no reason given'}
        </p>
      ) : null}
      <ol className={styles.steps} aria-label={`Stages of piece ${piece.reference}`}>
        {timeline.steps.map((step) => (
          <li key={step.status} data-state={step.state}>
            {statusText(step.status)}:{' '}
            {step.state === 'done'
              ? `done ${step.on ? dueDayOf(step.on) : ''}`
              : step.state === 'current'
                ? `now${step.on ? `, since ${dueDayOf(step.on)}` : ''}`
                : step.expectedOn
                  ? `expected ${dueDayOf(step.expectedOn)}`
                  : 'not planned'}
          </li>
        ))}
      </ol>
    </div>
  );
}

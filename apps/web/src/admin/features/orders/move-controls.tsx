import { ErrorCode, type OrderStatus } from '@selvedge/contract';
import type { AdminOrder } from '@selvedge/contract/admin';
import { useId, useState } from 'react';
import { ApiRequestError } from '../../../lib/api-client';
import { failureText } from '../../../lib/api-failure';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog';
import ui from '../../lib/ui/admin-ui.module.css';
import { DoneLine, ProblemLine } from '../../lib/ui/form-messages';
import type { MoveChoices } from './order-moves';
import { statusText } from '../../lib/order-words';
import { useMoveOrder } from './orders-api';
import styles from './orders.module.css';

const STALE_MOVE_TEXT = 'Someone else moved this order first. It has been reloaded: check it, then move it again if it still needs it.';

/** A refused move in words: a stale one says someone was first (the order is read again). */
function moveProblemText(error: unknown): string {
  return error instanceof ApiRequestError && error.code === ErrorCode.stale_edit ? STALE_MOVE_TEXT : failureText(error);
}

interface MoveControlsProps {
  order: AdminOrder;
  /** The piece moved, or null for the whole order. */
  reference: string | null;
  choices: MoveChoices;
  /** Whose moves these are, for the buttons' names: "the whole order", "the Oxford Blue shirt". */
  subject: string;
}

/**
 * The moves an order or a piece may make now: the next stage (and those after it), hold or return,
 * and cancel behind a question; a note travels with the move to the customer's e-mail and the history.
 */
export function MoveControls({ order, reference, choices, subject }: MoveControlsProps) {
  const move = useMoveOrder(order.number);
  const noteId = useId();
  const [note, setNote] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const nothing = choices.forward.length === 0 && !choices.hold && !choices.cancel && choices.resume === null;
  if (nothing) return <p className={ui.muted}>No moves left for {subject}.</p>;

  const send = (status: OrderStatus) => {
    setDone(null);
    move.mutate(
      { status, reference, version: order.version, ...(note.trim() ? { note: note.trim() } : {}) },
      {
        onSuccess: () => {
          setNote('');
          setConfirming(false);
          setDone(`Moved ${subject} to ${statusText(status).toLowerCase()}. The customer is told by e-mail.`);
        },
        onError: () => setConfirming(false),
      },
    );
  };
  const [next, ...later] = choices.forward;
  const pending = move.isPending;
  return (
    <div className={styles.moves}>
      <div className={styles.moveButtons}>
        {choices.resume ? (
          <button
            type="button"
            className={ui.button}
            disabled={pending}
            onClick={() => send(choices.resume!)}
            aria-label={`Return ${subject} to ${statusText(choices.resume)}`}
          >
            Return to {statusText(choices.resume).toLowerCase()}
          </button>
        ) : null}
        {next ? (
          <button
            type="button"
            className={ui.button}
            disabled={pending}
            onClick={() => send(next)}
            aria-label={`Move ${subject} to ${statusText(next)}`}
          >
            {statusText(next)}
          </button>
        ) : null}
        {choices.hold ? (
          <button
            type="button"
            className={ui.secondaryButton}
            disabled={pending}
            onClick={() => send('on_hold')}
            aria-label={`Put ${subject} on hold`}
          >
            Hold
          </button>
        ) : null}
        {choices.cancel ? (
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            trigger={{ text: 'Cancel…', label: `Cancel ${subject}`, className: ui.dangerButton, disabled: pending }}
            title={`Cancel ${subject}?`}
            description="Nothing has been cut yet. The customer is told by e-mail; a refund is a separate step."
            problem={null}
            cancelText="Keep it"
            confirmText="Cancel it"
            pendingText="Cancelling…"
            pending={pending}
            onConfirm={() => send('cancelled')}
          />
        ) : null}
      </div>
      {later.length > 0 ? (
        // Skipping a stage is rare: those moves wait behind a disclosure, out of the way of the next one.
        <details className={styles.later}>
          <summary>Skip to a later stage</summary>
          <div className={styles.moveButtons}>
            {later.map((status) => (
              <button
                key={status}
                type="button"
                className={ui.secondaryButton}
                disabled={pending}
                onClick={() => send(status)}
                aria-label={`Move ${subject} to ${statusText(status)}`}
              >
                {statusText(status)}
              </button>
            ))}
          </div>
        </details>
      ) : null}
      <label className={styles.noteLabel} htmlFor={noteId}>
        Note with the move <span className={ui.muted}>(optional: the customer reads it)</span>
      </label>
      <input id={noteId} className={styles.noteInput} value={note} maxLength={500} onChange={(event) => setNote(event.target.value)} />
      <ProblemLine>{move.isError ? moveProblemText(move.error) : null}</ProblemLine>
      <DoneLine>{done}</DoneLine>
    </div>
  );
}

import { ErrorCode, type OrderStatus } from '@selvedge/contract';
import { AdminOrderStaleMoveSchema, type AdminOrderBoardCard, type SizeSourceKind } from '@selvedge/contract/admin';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import { ApiRequestError } from '../../../lib/api-client';
import { failureText } from '../../../lib/api-failure';
import ui from '../../lib/ui/admin-ui.module.css';
import { ExpectedLine } from './order-timeline';
import { dueDayOf, dueText, PRODUCT_TYPE_WORDS, statusText } from '../../lib/order-words';
import { useMoveOrder } from './orders-api';
import styles from './orders-board.module.css';

/** A board card (decision 054): what a tailor sorts by, and a menu that moves the order as its page does. */

const SIZE_SOURCE_WORDS: Record<SizeSourceKind, string> = {
  standard: 'Standard size',
  profile: 'Saved size',
  body: 'Body measurements',
  estimate: 'Estimated size',
};

/** What the board says after a move from a card: done, or refused (a stale one says where the order is now). */
export interface BoardNotice {
  number: string;
  kind: 'moved' | 'refused';
  text: string;
}

/** A refused move in words: a stale one names the stage the order is at now (the board is read again). */
function refusalText(number: string, error: unknown): string {
  if (error instanceof ApiRequestError && error.code === ErrorCode.stale_edit) {
    const stale = AdminOrderStaleMoveSchema.safeParse(error.body);
    const now = stale.success ? ` It is now at ${statusText(stale.data.current.status)}.` : '';
    return `Someone else moved ${number} first.${now} The board has been refreshed: move it again if it still needs it.`;
  }
  return `${number} was not moved: ${failureText(error)}`;
}

/** A menu item's words for a move. */
const moveWords = (status: OrderStatus) => (status === 'on_hold' ? 'Put on hold' : `Move to ${statusText(status)}`);

/**
 * The moves of the card's order: the same call, rules and e-mails as the order page's (the server
 * checks the version the card was read at). Cancelling asks a question on the order page, so it is
 * left there.
 */
function MoveMenu({ order, onNotice }: { order: AdminOrderBoardCard; onNotice(notice: BoardNotice): void }) {
  const move = useMoveOrder(order.number);
  const moves = order.moves.filter((status) => status !== 'cancelled');
  if (moves.length === 0) return null;
  const send = (status: OrderStatus) =>
    move.mutate(
      { status, reference: null, version: order.version },
      {
        onSuccess: () =>
          onNotice({
            number: order.number,
            kind: 'moved',
            text: `Moved ${order.number} to ${statusText(status)}. The customer is told by e-mail.`,
          }),
        onError: (error) => onNotice({ number: order.number, kind: 'refused', text: refusalText(order.number, error) }),
      },
    );
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={styles.moveTrigger} disabled={move.isPending} aria-label={`Move ${order.number}`}>
        {move.isPending ? 'Moving…' : 'Move'} <span aria-hidden="true">▾</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={styles.moveMenu} align="end" sideOffset={4} collisionPadding={8}>
          <DropdownMenu.Label className={styles.moveMenuLabel}>
            {order.number}: {statusText(order.status)}
          </DropdownMenu.Label>
          {moves.map((status) => (
            <DropdownMenu.Item key={status} className={styles.moveMenuItem} onSelect={() => send(status)}>
              {moveWords(status)}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

export function BoardCard({
  order,
  notice,
  onNotice,
}: {
  order: AdminOrderBoardCard;
  notice: BoardNotice | null;
  onNotice(notice: BoardNotice): void;
}) {
  const flagged = order.overdue || order.late;
  return (
    <li className={styles.card} data-overdue={flagged || undefined} data-testid={`card-${order.number}`}>
      <div className={styles.cardTop}>
        <Link className={styles.cardLink} to={`/orders/${order.number}`}>
          {order.number}
        </Link>
        <MoveMenu order={order} onNotice={onNotice} />
      </div>
      <span>{order.customerName}</span>
      <ul className={styles.pieces} aria-label={`Pieces of ${order.number}`}>
        {order.pieces.map((piece) => (
          <li key={piece.reference} className={styles.piece}>
            {piece.fabric.swatch ? (
              <img className={styles.swatch} src={piece.fabric.swatch} alt="" width={28} height={28} loading="lazy" decoding="async" />
            ) : (
              <span className={styles.swatch} aria-hidden="true" />
            )}
            <span>
              <span className={styles.pieceName}>
                {piece.quantity > 1 ? `${piece.quantity} × ` : ''}
                {PRODUCT_TYPE_WORDS[piece.productType]}
                {piece.status !== order.status ? ` (${statusText(piece.status).toLowerCase()})` : ''}
              </span>
              <span className={styles.fabricCode} title={piece.fabric.title}>
                {piece.fabric.code}
              </span>
              <span className={ui.muted}>{SIZE_SOURCE_WORDS[piece.sizeSource]}</span>
            </span>
          </li>
        ))}
      </ul>
      <span className={order.overdue ? styles.overdue : undefined}>
        {order.dueOn && !order.overdue ? `Due ${dueDayOf(order.dueOn)}` : dueText(order.dueOn, order.overdue)}
      </span>
      <ExpectedLine expectedOn={order.expectedOn} late={order.late} />
      {order.trial || order.preorder || order.rush ? (
        <span className={styles.flags}>
          {order.rush && order.needBy ? <span className={styles.rush}>Rush: needed by {dueDayOf(order.needBy)}</span> : null}
          {order.trial ? <span className={styles.flag}>Trial</span> : null}
          {order.preorder ? <span className={styles.flag}>Pre-order</span> : null}
        </span>
      ) : null}
      {/* The board's own line reads it out; the card keeps it in sight where the order now is. */}
      {notice ? (
        <p className={notice.kind === 'moved' ? styles.cardDone : styles.cardProblem}>
          {notice.kind === 'moved'
            ? `Moved to ${statusText(order.status)}.`
            : `Now at ${statusText(order.status)}: someone else moved it first.`}
        </p>
      ) : null}
    </li>
  );
}

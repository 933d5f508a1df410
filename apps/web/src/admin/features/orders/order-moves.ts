import { ORDER_STATUSES, type OrderStatus } from '@selvedge/contract';
import type { AdminOrder } from '@selvedge/contract/admin';
import { movePiece, PRODUCTION_STAGES } from '@selvedge/domain';

/**
 * Which moves the order page offers, by the domain's rules (the server applies the same ones):
 * the production stages ahead, on hold (and back from it), and cancelled, only before cutting.
 */

type Piece = AdminOrder['pieces'][number];

const FINISHED: readonly OrderStatus[] = ['cancelled', 'delivered'];

/**
 * Where a piece on hold was held from: the status it had before the last hold that concerned it
 * (the order's events, oldest first; an event without a reference concerns every piece).
 */
export function heldFromOf(order: Pick<AdminOrder, 'events'>, piece: Pick<Piece, 'reference' | 'status'>): OrderStatus | null {
  if (piece.status !== 'on_hold') return null;
  const mine = [...order.events]
    .filter((event) => event.reference === null || event.reference === piece.reference)
    .sort((a, b) => a.at.localeCompare(b.at));
  const held = mine.map((event) => event.status).lastIndexOf('on_hold');
  for (let index = held - 1; index >= 0; index -= 1) {
    const status = mine[index]?.status;
    if (status && status !== 'on_hold') return status;
  }
  return held === -1 ? null : 'paid';
}

export interface MoveChoices {
  /** The production stages it may go to, in order (the first is the next one). */
  forward: OrderStatus[];
  hold: boolean;
  cancel: boolean;
  /** The stage a piece on hold goes back to, when it is held. */
  resume: OrderStatus | null;
}

const NONE: MoveChoices = { forward: [], hold: false, cancel: false, resume: null };

/** Every status that all `pieces` may move to together. */
function allowedFor(order: Pick<AdminOrder, 'events'>, pieces: readonly Piece[]): Set<OrderStatus> {
  if (pieces.length === 0) return new Set();
  return new Set(ORDER_STATUSES.filter((to) => pieces.every((piece) => movePiece(piece.status, heldFromOf(order, piece), to).ok)));
}

function choicesOf(allowed: Set<OrderStatus>, resumeFrom: OrderStatus | null): MoveChoices {
  const forward = PRODUCTION_STAGES.filter((stage) => allowed.has(stage));
  const resume = resumeFrom && allowed.has(resumeFrom) ? resumeFrom : null;
  return { forward: forward.filter((stage) => stage !== resume), hold: allowed.has('on_hold'), cancel: allowed.has('cancelled'), resume };
}

/** The moves of one piece. */
export function pieceMoves(order: Pick<AdminOrder, 'events'>, piece: Piece): MoveChoices {
  if (FINISHED.includes(piece.status)) return NONE;
  return choicesOf(allowedFor(order, [piece]), heldFromOf(order, piece));
}

/** The moves of the whole order: those every piece still going may make together. */
export function orderMoves(order: Pick<AdminOrder, 'events' | 'pieces'>): MoveChoices {
  const going = order.pieces.filter((piece) => !FINISHED.includes(piece.status));
  const allowed = allowedFor(order, going);
  const held = going.map((piece) => heldFromOf(order, piece)).filter((status): status is OrderStatus => status !== null);
  const resume = going.length > 0 && held.length === going.length && held.every((status) => status === held[0]) ? (held[0] ?? null) : null;
  return choicesOf(allowed, resume);
}

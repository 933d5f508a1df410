import { ORDER_STATUS_LABELS, type OrderStatus } from '@selvedge/contract';

/**
 * How a made-to-measure piece moves through the workroom (issue 15's statuses, issue 16's board):
 * forward along the stages, on hold from any unfinished stage and back to where it was held (or
 * further), and cancelled only before the cloth is cut.
 */
export const PRODUCTION_STAGES = [
  'paid',
  'measurements_confirmed',
  'cutting',
  'sewing',
  'quality_check',
  'shipped',
  'delivered',
] as const satisfies readonly OrderStatus[];
type Stage = (typeof PRODUCTION_STAGES)[number];

const stageIndex = (status: OrderStatus): number => PRODUCTION_STAGES.indexOf(status as Stage);
const CUTTING = stageIndex('cutting');

export type PieceMove = { ok: true; heldFrom: OrderStatus | null } | { ok: false; reason: string };

/** Whether a piece at `current` (held from `heldFrom` while on hold) may go to `to`, and what it is then held from. */
export function movePiece(current: OrderStatus, heldFrom: OrderStatus | null, to: OrderStatus): PieceMove {
  const label = (status: OrderStatus) => ORDER_STATUS_LABELS[status].toLowerCase();
  if (to === current) return { ok: false, reason: `It is already ${label(current)}.` };
  if (current === 'cancelled') return { ok: false, reason: 'It is cancelled.' };
  if (current === 'delivered') return { ok: false, reason: 'It is delivered.' };
  const from = current === 'on_hold' ? (heldFrom ?? 'paid') : current;
  if (to === 'on_hold') return { ok: true, heldFrom: current };
  if (to === 'cancelled') {
    return stageIndex(from) < CUTTING ? { ok: true, heldFrom: null } : { ok: false, reason: 'It can be cancelled only before cutting.' };
  }
  if (stageIndex(to) < stageIndex(from) || (current !== 'on_hold' && stageIndex(to) === stageIndex(from))) {
    return { ok: false, reason: `It cannot go back from ${label(from)} to ${label(to)}.` };
  }
  return { ok: true, heldFrom: null };
}

/** An order's status from its pieces': cancelled when all are; on hold when any unfinished one is; else the least advanced. */
export function orderStatusOf(pieces: readonly OrderStatus[]): OrderStatus {
  const live = pieces.filter((status) => status !== 'cancelled');
  if (live.length === 0) return 'cancelled';
  if (live.includes('on_hold')) return 'on_hold';
  return PRODUCTION_STAGES[Math.min(...live.map(stageIndex))] ?? 'paid';
}

import { ORDER_STATUSES, type OrderStatus, type PieceCategory, type ProductType } from '@selvedge/contract';
import type { AdminBoardPiece, SizeSourceKind } from '@selvedge/contract/admin';
import { movePiece } from '@selvedge/domain';
import type { BoardPieceRow } from './workroom.repository.js';

/** What a board card says of an order's pieces (decision 054), worked out from the rows one statement read. */

/**
 * The kind of a piece's size source, from the sentence the order keeps ('Size M, Slim fit',
 * 'Saved size "Office"…', 'Body measurements', 'Estimated from answers: …', 'Remake of …, adjusted
 * measurements'): a remake is made to measurements the workroom adjusted.
 */
function sizeSourceKind(source: string): SizeSourceKind {
  if (source.startsWith('Saved size')) return 'profile';
  if (source.startsWith('Body measurements') || source.startsWith('Remake of')) return 'body';
  if (source.startsWith('Estimated')) return 'estimate';
  return 'standard';
}

const FINISHED: readonly string[] = ['cancelled', 'delivered'];

/**
 * The statuses the whole order may move to now: those every piece still going may make together,
 * by the rules a move applies (`movePiece`, with each piece's stored hold), in the statuses' order.
 */
export function boardMoves(pieces: readonly Pick<BoardPieceRow, 'status' | 'heldFrom'>[]): OrderStatus[] {
  const going = pieces.filter((piece) => !FINISHED.includes(piece.status));
  if (going.length === 0) return [];
  return ORDER_STATUSES.filter((to) =>
    going.every((piece) => movePiece(piece.status as OrderStatus, piece.heldFrom as OrderStatus | null, to).ok),
  );
}

/**
 * A rush: the customer gave an "I need it by" date before the end of the delivery window promised
 * at payment for a piece still going (or no window is known). A need-by date after the window is met
 * by the usual pace, and is no rush.
 */
export function isRush(needBy: string | null, pieces: readonly Pick<BoardPieceRow, 'status' | 'promisedTo'>[]): boolean {
  if (needBy === null) return false;
  const going = pieces.filter((piece) => !FINISHED.includes(piece.status));
  if (going.length === 0) return false;
  const promised = going.map((piece) => piece.promisedTo);
  if (promised.some((day) => day === null)) return true;
  return promised.some((day) => needBy < day!);
}

export function boardPieceOf(row: BoardPieceRow): AdminBoardPiece {
  return {
    reference: row.reference,
    productType: row.productType as ProductType,
    category: row.category as PieceCategory,
    quantity: row.quantity,
    status: row.status as OrderStatus,
    fabric: { title: row.fabricTitle, code: row.fabricCode, swatch: row.swatch },
    sizeSource: sizeSourceKind(row.sizeSource),
  };
}

import type { CurrencyCode } from '@selvedge/contract';
import { FABRIC_PARAM } from '@selvedge/domain';
import type { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../../lib/api-client';
import { readPendingPieces, removePendingPiece } from '../../lib/pending-piece';
import { removeStorage, STORAGE_KEYS } from '../../lib/storage';
import { addToCart, type CartOwner } from './api/cart-mutations';
import { cartApi, takeCartAnswer } from './api/cart-queries';
import { pendingPieceReference, pieceLineInput } from './piece-input';

let moving: Promise<void> | null = null;

/**
 * Pieces that waited in this browser (`pendingPieces`, from before the cart existed) move into the
 * cart on the next visit, then the key goes. Each keeps a reference made from its `createdAt`, so
 * a move that is retried, or runs in two tabs at once, adds every piece once. A piece whose fabric
 * the shop no longer has cannot be made, and is let go.
 */
export function movePendingPieces(queryClient: QueryClient, currency: CurrencyCode, owner: CartOwner | null): Promise<void> {
  moving ??= move(queryClient, currency, owner).finally(() => {
    moving = null;
  });
  return moving;
}

async function move(queryClient: QueryClient, currency: CurrencyCode, owner: CartOwner | null): Promise<void> {
  const pieces = readPendingPieces();
  if (pieces.length === 0) {
    removeStorage(STORAGE_KEYS.pendingPieces);
    return;
  }
  const api = await cartApi();
  const lines = [];
  for (const piece of pieces) {
    const handle = new URLSearchParams(piece.design).get(FABRIC_PARAM);
    try {
      if (!handle) throw new ApiRequestError(404, 'not_found', 'no fabric');
      const fabric = await api.getFabricByHandle(piece.productType, handle, currency);
      const reference = pendingPieceReference(piece.createdAt);
      lines.push(
        pieceLineInput({
          productType: piece.productType,
          variantId: fabric.variantId,
          design: piece.design,
          sizing: piece.sizing,
          category: 'piece',
          reference,
        }),
      );
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 404) removePendingPiece(piece.createdAt);
      else throw error;
    }
  }
  if (lines.length > 0) {
    const first = pieces[0]?.createdAt ?? '';
    const cart = await addToCart(lines, { currency, owner, idempotencyKey: `move-${pendingPieceReference(first)}-${lines.length}` });
    takeCartAnswer(queryClient, cart);
  }
  removeStorage(STORAGE_KEYS.pendingPieces);
}

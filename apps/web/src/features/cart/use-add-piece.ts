import type { CurrencyCode } from '@selvedge/contract';
import { useCallback } from 'react';
import { failureText } from '../../lib/api-failure';
import { useAddPieces, type CartOwner } from './api/cart-mutations';
import { updateCartUi } from './cart-ui';
import { pieceLineInput, type PieceToAdd } from './piece-input';

/**
 * What the sizing step's "Add to cart" (or "Save changes") does: the piece goes to the cart (a new
 * guest cart on the first add; the piece under its reference replaced when an edit is saved), the
 * badge follows, and the add-to-cart notification opens. Rejects with the words to show.
 */
export function useAddPieceToCart(currency: CurrencyCode, owner: CartOwner | null) {
  const add = useAddPieces(currency, owner);
  const { mutateAsync } = add;
  const addPiece = useCallback(
    async (piece: PieceToAdd, { saved }: { saved: boolean }) => {
      try {
        // One key per logical add: the piece's reference (an edit's save is a PATCH, never a creation).
        await mutateAsync({ lineItems: [pieceLineInput(piece)], idempotencyKey: `add-${piece.reference}` });
      } catch (error) {
        throw new Error(failureText(error));
      }
      updateCartUi({ added: { reference: piece.reference, saved } });
    },
    [mutateAsync],
  );
  return { addPiece, adding: add.isPending };
}

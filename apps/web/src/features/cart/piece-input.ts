import { CART_ATTRIBUTE, type CartLineInput, type PieceCategory, type PieceSizing, type ProductType } from '@selvedge/contract';

/** A designed and sized piece as the sizing step hands it to the cart. */
export interface PieceToAdd {
  productType: ProductType;
  /** The fabric's variant (Product.variantId). */
  variantId: string;
  /** The customiser's query, without `?` (what designToSearchParams writes). */
  design: string;
  sizing: PieceSizing;
  category: PieceCategory;
  /** The piece's reference: a new one for a new piece, the piece's own when an edit is saved. */
  reference: string;
}

/** 16 random base64url characters (96 bits): a piece's reference, unguessable and unique in practice. */
export function newPieceReference(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
}

/**
 * The reference of a piece that waited in this browser (lib/pending-piece), made from its
 * `createdAt`: a move that is retried, or runs in two tabs, names the same piece and never doubles it.
 */
export function pendingPieceReference(createdAt: string): string {
  return `pending-${createdAt.replace(/[^0-9A-Za-z]/g, '')}`.slice(0, 40);
}

/** The cart line of a piece (SPEC §7 lineItems[]): the client sends no price, only what the piece is. */
export function pieceLineInput(piece: PieceToAdd): CartLineInput {
  return {
    merchandiseId: piece.variantId,
    quantity: 1,
    attributes: [
      { key: CART_ATTRIBUTE.reference, value: piece.reference },
      { key: CART_ATTRIBUTE.product, value: piece.productType },
      { key: CART_ATTRIBUTE.category, value: piece.category },
      { key: CART_ATTRIBUTE.design, value: piece.design },
      { key: CART_ATTRIBUTE.sizing, value: JSON.stringify(piece.sizing) },
    ],
  };
}

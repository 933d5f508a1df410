import type { AdminOrder } from '@selvedge/contract/admin';

type Piece = AdminOrder['pieces'][number];

/** What the cart wrote on a piece besides its styles (domain cart-piece `pieceAttributes`). */
const NAMED = new Set(['Size', 'Fit', 'Initials', 'Add ons', 'Others']);

export interface PieceParts {
  /** Each style group's choice, in the configuration's order: "Collar" → "Cutaway collar". */
  styles: { group: string; option: string }[];
  size: string | null;
  fit: string | null;
  initials: string | null;
  addOns: string | null;
  /** The customer's notes ("Others"). */
  notes: string | null;
}

/** A piece's attributes sorted into what the tailor reads: styles, size and fit, initials, add-ons, notes. */
export function pieceParts(piece: Pick<Piece, 'attributes'>): PieceParts {
  const value = (key: string) => piece.attributes.find((attribute) => attribute.key === key)?.value ?? null;
  return {
    styles: piece.attributes
      .filter((attribute) => !attribute.key.startsWith('_') && !NAMED.has(attribute.key))
      .map((attribute) => ({ group: attribute.key, option: attribute.value })),
    size: value('Size'),
    fit: value('Fit'),
    initials: value('Initials'),
    addOns: value('Add ons'),
    notes: value('Others'),
  };
}

export const pieceName = (piece: Pick<Piece, 'fabric' | 'productType'>, words: Record<string, string>) =>
  `${piece.fabric.title} ${(words[piece.productType] ?? piece.productType).toLowerCase()}`;

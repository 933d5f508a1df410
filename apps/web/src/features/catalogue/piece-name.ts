import type { ProductType } from '@selvedge/contract';

/** How a person names one piece of a type: "Design your jacket", "Start your trial trousers". */
const PIECE_NAMES: Record<ProductType, string> = {
  shirt: 'shirt',
  polo: 'polo shirt',
  trousers: 'trousers',
  shorts: 'shorts',
  outerwears: 'outerwear',
  jackets: 'jacket',
};

export function pieceName(type: ProductType): string {
  return PIECE_NAMES[type];
}

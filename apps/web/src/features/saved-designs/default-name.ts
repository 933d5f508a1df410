import { SAVED_DESIGN_LIMITS, type ProductConfig, type ProductType } from '@selvedge/contract';
import { designFromSearchParams } from '@selvedge/domain';

const PIECES: Record<ProductType, string> = {
  shirt: 'shirt',
  polo: 'polo shirt',
  trousers: 'trousers',
  shorts: 'shorts',
  outerwears: 'outerwear',
  jackets: 'jacket',
};

/** A design's name until the customer gives one: its first style, the piece and the cloth ("Spread collar shirt in Royal Oxford"). */
export function defaultDesignName(config: ProductConfig, query: string, fabricTitle: string | null): string {
  const { design } = designFromSearchParams(config, new URLSearchParams(query));
  const groupKey = config.stylesOrder[0];
  const group = groupKey ? config.styles[groupKey] : undefined;
  const option = group?.options.find((one) => one.key === (groupKey ? design.styles[groupKey] : undefined));
  const piece = PIECES[config.productType];
  // Option names say what they are ("Spread collar"), so the piece follows them.
  const styled = option ? `${option.value} ${piece}` : piece;
  const name = `${styled.charAt(0).toUpperCase()}${styled.slice(1)}${fabricTitle ? ` in ${fabricTitle}` : ''}`;
  return name.length > SAVED_DESIGN_LIMITS.nameMax ? `${name.slice(0, SAVED_DESIGN_LIMITS.nameMax - 1).trimEnd()}…` : name;
}

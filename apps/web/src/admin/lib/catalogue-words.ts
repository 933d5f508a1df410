import type { ProductType } from '@selvedge/contract';
import type { AdminFabric } from '@selvedge/contract/admin';

export type SaleStatus = AdminFabric['saleStatus'];

/** A fabric's sale status as staff read it. */
export const SALE_STATUS_WORDS: Record<SaleStatus, string> = {
  on_sale: 'On sale',
  out_of_stock: 'Out of stock',
  withdrawn: 'Withdrawn',
};

/** The product types as the shop's menu names them. */
export const TYPE_WORDS: Record<ProductType, string> = {
  shirt: 'Shirts',
  polo: 'Polos',
  trousers: 'Trousers',
  shorts: 'Shorts',
  outerwears: 'Outerwear',
  jackets: 'Jackets',
};

/**
 * A contract message shown beside its own field: the field's name the message starts with for a
 * program ('note: say why…') is dropped, since the label already says it.
 */
export function fieldWords(message: string | undefined): string | undefined {
  if (!message) return message;
  const text = message.replace(/^[A-Za-z]+: /, '');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "Withdrawn: The mill has stopped weaving it." — a fabric's status with the reason customers read. */
export function saleStatusLine(fabric: Pick<AdminFabric, 'saleStatus' | 'saleStatusNote'>): string {
  const words = SALE_STATUS_WORDS[fabric.saleStatus];
  return fabric.saleStatusNote ? `${words}: ${fabric.saleStatusNote}` : words;
}

/** A contract message beside its own field: the request's path it starts with ('price.fixed.USD: ') is dropped. */
export function problemWords(message: string | undefined): string | undefined {
  if (!message) return message;
  const text = message.replace(/^[A-Za-z0-9.]+: /, '');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

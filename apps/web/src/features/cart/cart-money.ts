import type { CurrencyCode, GroupedCartItem } from '@selvedge/contract';
import { formatMoneyValue } from '@selvedge/domain';

/** An amount of the cart's answer, formatted by Intl in its currency's own decimals. */
export const moneyText = (amount: string, currencyCode: CurrencyCode) => formatMoneyValue({ amount, currencyCode });

/** A piece's price in the display currency, from its totals in every currency; in the cart's when missing. */
export function piecePriceText(item: GroupedCartItem, display: CurrencyCode): string {
  const inDisplay = item.groupedItemsTotalByCurrency[display];
  return inDisplay !== undefined ? moneyText(inDisplay, display) : moneyText(item.groupedItemsTotal, item.groupItemsCurrencyCode);
}

import type { Checkout, CurrencyCode, GroupedCartItem, Money } from '@selvedge/contract';
import { formatMoneyValue } from '@selvedge/domain';

/** Words and numbers of the checkout as a person reads them: money by Intl, dates in Singapore's calendar. */

export const moneyText = (money: Money) => formatMoneyValue(money);
export const amountText = (amount: string, currencyCode: CurrencyCode) => formatMoneyValue({ amount, currencyCode });

/** A piece's price in the charge currency, from its totals in every currency; in its own when missing. */
export function piecePriceText(item: GroupedCartItem, currency: CurrencyCode): string {
  const inCharge = item.groupedItemsTotalByCurrency[currency];
  return inCharge !== undefined ? amountText(inCharge, currency) : amountText(item.groupedItemsTotal, item.groupItemsCurrencyCode);
}

/** What a piece is charged, in the charge currency when the answer has it, else in SGD. */
export function pieceCharges(item: GroupedCartItem, currency: CurrencyCode): { key: string; label: string; text: string }[] {
  const inCharge = item.groupedItemsChargesByCurrency[currency];
  const [charges, code] = inCharge ? [inCharge, currency] : [item.groupedItemsChargesByCurrency.SGD ?? [], 'SGD' as const];
  return charges.map((charge) => ({ key: charge.key, label: charge.label, text: amountText(charge.amount, code) }));
}

const SINGAPORE = 'Asia/Singapore';

/** A yyyy-mm-dd day of the shop's calendar: "12 March 2026". */
export function dayText(isoDay: string): string {
  const date = new Date(`${isoDay}T12:00:00+08:00`);
  return Number.isNaN(date.getTime()) ? isoDay : new Intl.DateTimeFormat('en-SG', { day: 'numeric', month: 'long', year: 'numeric', timeZone: SINGAPORE }).format(date);
}

/** The time of day a moment falls on, on this device's clock: "2:35 pm". */
export function timeText(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat('en-SG', { hour: 'numeric', minute: '2-digit' }).format(date);
}

/** What is still needed before Pay can go ahead, in the order the page asks for it. */
export function missingForPay(checkout: Checkout): 'email' | 'address' | 'pieces' | null {
  if (!checkout.email) return 'email';
  if (!checkout.address) return 'address';
  if (checkout.hasInvalidItems) return 'pieces';
  return null;
}

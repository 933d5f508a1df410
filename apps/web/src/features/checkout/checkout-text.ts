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

// Dates and times are written out here rather than by Intl.DateTimeFormat: making a date format (with
// a time zone above all) costs a phone tens of milliseconds on first use, in the middle of the
// checkout's first drawing. The words are Intl's for en-SG; checkout-text.test.ts holds them together.
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A yyyy-mm-dd day of the shop's calendar: "12 March 2026". */
export function dayText(isoDay: string): string {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  if (!parts) return isoDay;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Not a day of the calendar (the 31st of February): as it came.
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return isoDay;
  return `${day} ${MONTHS[month - 1] ?? ''} ${year}`;
}

/** The time of day a moment falls on, on this device's clock: "2:35 pm". */
export function timeText(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const hours = date.getHours();
  return `${hours % 12 || 12}:${String(date.getMinutes()).padStart(2, '0')} ${hours < 12 ? 'am' : 'pm'}`;
}

/** What is still needed before Pay can go ahead, in the order the page asks for it. */
export function missingForPay(checkout: Checkout): 'email' | 'address' | 'pieces' | null {
  if (!checkout.email) return 'email';
  if (!checkout.address) return 'address';
  if (checkout.hasInvalidItems) return 'pieces';
  return null;
}

import { ORDER_STATUS_LABELS, type Money, type OrderStatus, type ProductType } from '@selvedge/contract';
import { formatMoneyValue } from '@selvedge/domain';
import { calendarDayText, dateText, dateTimeText } from './admin-format';

/** How the workroom's pages write statuses, days, money and product types. */

export const statusText = (status: OrderStatus) => ORDER_STATUS_LABELS[status];

/** Money as the storefront writes it ("SGD 1,234.50"). */
export const moneyText = (money: Money) => formatMoneyValue(money);

export const PRODUCT_TYPE_WORDS: Record<ProductType, string> = {
  shirt: 'Shirt',
  polo: 'Polo',
  trousers: 'Trousers',
  shorts: 'Shorts',
  outerwears: 'Outerwear',
  jackets: 'Jacket',
};

export const typesText = (types: readonly ProductType[]) => types.map((type) => PRODUCT_TYPE_WORDS[type]).join(', ');

/** A moment as its day in the shop's calendar: "12 Mar 2026". */
export const dayOf = (iso: string): string => dateText(iso);

/** A moment as a day and time in the shop's time zone. */
export const momentOf = (iso: string): string => dateTimeText(iso);

/** A yyyy-mm-dd day of the workroom's calendar. */
export const dueDayOf = (isoDay: string) => calendarDayText(isoDay);

/** The due day in words, overdue said so (never by colour alone). */
export function dueText(dueOn: string | null, overdue: boolean): string {
  if (!dueOn) return 'No due date';
  return overdue ? `Overdue: was due ${dueDayOf(dueOn)}` : dueDayOf(dueOn);
}

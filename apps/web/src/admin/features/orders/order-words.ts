import { ORDER_STATUS_LABELS, type Money, type OrderStatus, type ProductType } from '@selvedge/contract';
import { formatMoneyValue } from '@selvedge/domain';

/** How the workroom's pages write statuses, days, money and product types. */

const SINGAPORE = 'Asia/Singapore';

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

const dayFormat = new Intl.DateTimeFormat('en-SG', { day: 'numeric', month: 'short', year: 'numeric', timeZone: SINGAPORE });
const momentFormat = new Intl.DateTimeFormat('en-SG', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: SINGAPORE });

/** A moment as its day in the workroom's calendar: "12 Mar 2026". */
export function dayOf(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dayFormat.format(date);
}

export function momentOf(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : momentFormat.format(date);
}

/** A yyyy-mm-dd day of the workroom's calendar. */
export const dueDayOf = (isoDay: string) => dayOf(`${isoDay}T12:00:00+08:00`);

/** The due day in words, overdue said so (never by colour alone). */
export function dueText(dueOn: string | null, overdue: boolean): string {
  if (!dueOn) return 'No due date';
  return overdue ? `Overdue: was due ${dueDayOf(dueOn)}` : dueDayOf(dueOn);
}

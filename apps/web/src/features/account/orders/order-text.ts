import type { CurrencyCode, Money, OrderSummary } from '@selvedge/contract';
import { formatMoneyValue } from '@selvedge/domain';

const SINGAPORE = 'Asia/Singapore';

export const moneyText = (money: Money) => formatMoneyValue(money);
export const amountText = (amount: string, currencyCode: CurrencyCode) => formatMoneyValue({ amount, currencyCode });

/** A moment as a day: "12 March 2026". */
export function dateText(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : new Intl.DateTimeFormat('en-SG', { day: 'numeric', month: 'long', year: 'numeric', timeZone: SINGAPORE }).format(date);
}

/** A moment with its time: "12 March 2026, 2:35 pm". */
export function momentText(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : new Intl.DateTimeFormat('en-SG', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZone: SINGAPORE,
      }).format(date);
}

/** A yyyy-mm-dd day of the shop's calendar. */
export const dayText = (isoDay: string) => dateText(`${isoDay}T12:00:00+08:00`);

/** An estimated delivery window: "12 – 19 March 2026" or one day. */
export function deliveryText(delivery: NonNullable<OrderSummary['delivery']>): string {
  return delivery.earliest === delivery.latest ? dayText(delivery.earliest) : `${dayText(delivery.earliest)} – ${dayText(delivery.latest)}`;
}

export const piecesText = (count: number) => `${count} ${count === 1 ? 'piece' : 'pieces'}`;

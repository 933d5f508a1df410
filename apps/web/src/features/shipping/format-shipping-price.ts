import type { Money } from '@selvedge/contract';
import { currencyDecimals, decimalStringToMinor, formatMoney } from '@selvedge/domain';

/**
 * A shipping rate as SPEC §9 shows it: whole currency units ("SGD 25") and "Free" for "0.00".
 * An amount with cents (not expected from the shop's rates) keeps them rather than being rounded.
 */
export function formatShippingPrice(price: Money, locale = 'en-SG'): string {
  const minor = decimalStringToMinor(price.amount, price.currencyCode);
  if (minor === 0) return 'Free';
  const unit = 10 ** currencyDecimals(price.currencyCode);
  if (minor % unit !== 0) return formatMoney(minor, price.currencyCode, locale);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: price.currencyCode,
    currencyDisplay: 'code',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(minor / unit);
}

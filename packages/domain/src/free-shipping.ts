import { convertFromSgd, minorToDecimalString, type CurrencyRate } from './money.js';

/** How far a cart is from free shipping (SPEC §2 cart drawer, §9), in the cart's currency. */
export interface FreeShippingProgress {
  /** The subtotal has reached the threshold. */
  entitled: boolean;
  /** What is still missing, in minor units of `currencyCode` (0 once entitled). */
  remainingMinor: number;
  /** The threshold in the cart's currency, converted and rounded up as every price is. */
  thresholdMinor: number;
  /** How far along, in whole per cent, never over 100. */
  percent: number;
  currencyCode: CurrencyRate['code'];
}

/**
 * The free-shipping progress of a subtotal in the currency of `rate`. The threshold is set in SGD
 * (SPEC §9: SGD 650) and converted like a price, so a customer sees the same figure in the drawer
 * and at checkout. Integer arithmetic only.
 */
export function freeShippingProgress(subtotalMinor: number, thresholdSgdMinor: number, rate: CurrencyRate): FreeShippingProgress {
  if (!Number.isSafeInteger(subtotalMinor) || subtotalMinor < 0)
    throw new RangeError('a subtotal is a whole, non-negative number of minor units');
  const thresholdMinor = convertFromSgd(thresholdSgdMinor, rate);
  const remainingMinor = Math.max(0, thresholdMinor - subtotalMinor);
  const percent = thresholdMinor <= 0 ? 100 : Math.min(100, Number((BigInt(subtotalMinor) * 100n) / BigInt(thresholdMinor)));
  return { entitled: remainingMinor === 0, remainingMinor, thresholdMinor, percent, currencyCode: rate.code };
}

/** SPEC §8's words for the progress: 'You are entitled to FREE SHIPPING!' or '{currency} {amount} more to FREE SHIPPING'. */
export function freeShippingText(progress: FreeShippingProgress): string {
  if (progress.entitled) return 'You are entitled to FREE SHIPPING!';
  return `${progress.currencyCode} ${minorToDecimalString(progress.remainingMinor, progress.currencyCode)} more to FREE SHIPPING`;
}

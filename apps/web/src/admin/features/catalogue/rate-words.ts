import { DEFAULT_CURRENCY, type CurrencyCode } from '@selvedge/contract';
import type { AdminRate } from '@selvedge/contract/admin';
import { convertFromSgd, formatMoney } from '@selvedge/domain';

const currencyNames = new Intl.DisplayNames(['en'], { type: 'currency' });

/** "British Pound" for GBP. */
export const currencyName = (code: CurrencyCode) => currencyNames.of(code) ?? code;

/** The SGD price the rates page shows converted, as an example: SGD 100.00. */
const EXAMPLE_SGD_MINOR = 100_00;

/** "GBP 57.00": what `EXAMPLE_SGD_MINOR` costs at this rate and rounding, the way the server prices it; null while the rate is not a rate. */
export function examplePrice(rate: Pick<AdminRate, 'code' | 'ratePerSgd' | 'roundingIncrementMinor'>): string | null {
  try {
    return formatMoney(convertFromSgd(EXAMPLE_SGD_MINOR, rate), rate.code);
  } catch {
    return null;
  }
}

export const exampleSgd = () => formatMoney(EXAMPLE_SGD_MINOR, DEFAULT_CURRENCY);

/** "1 SGD = 0.57 GBP, rounded up to GBP 1.00". */
export function rateLine(rate: Pick<AdminRate, 'code' | 'ratePerSgd' | 'roundingIncrementMinor'>): string {
  return `1 SGD = ${rate.ratePerSgd} ${rate.code}, rounded up to a multiple of ${formatMoney(rate.roundingIncrementMinor, rate.code)}`;
}

/** "GBP 1.00" for a rounding of 100 typed in GBP's minor units; null while it is not a whole number above zero. */
export function roundingStep(code: CurrencyCode, typed: string): string | null {
  const text = typed.trim();
  return /^\d{1,7}$/.test(text) && Number(text) > 0 ? formatMoney(Number(text), code) : null;
}

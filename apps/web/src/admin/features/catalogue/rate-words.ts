import { DEFAULT_CURRENCY, type CurrencyCode } from '@selvedge/contract';
import type { AdminRate } from '@selvedge/contract/admin';
import { convertFromSgd, currencyDecimals, formatMoney, minorToDecimalString } from '@selvedge/domain';

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

/** The largest rounding the server takes, in minor units. */
const ROUNDING_MAX_MINOR = 1_000_000;

/**
 * A rounding typed in the currency's own units as the minor units the server stores: "0.05" CHF
 * is 5, "1" JPY is 1, "1" GBP is 100. Null for what is no such amount: not a number, zero, more
 * decimals than the currency has (a tenth of a yen), or above the largest step.
 */
export function roundingMinorOf(code: CurrencyCode, typed: string): number | null {
  const decimals = currencyDecimals(code);
  const match = /^(\d{1,7})(?:\.(\d*))?$/.exec(typed.trim());
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  if (fraction.replace(/0+$/, '').length > decimals) return null;
  const minor = Number(whole) * 10 ** decimals + Number(fraction.padEnd(decimals, '0').slice(0, decimals) || '0');
  return minor >= 1 && minor <= ROUNDING_MAX_MINOR ? minor : null;
}

/** A stored rounding as the form shows it, in the currency's units: 100 GBP minor units is "1", 5 is "0.05", 50 is "0.50". */
export function roundingUnitsOf(code: CurrencyCode, minor: number): string {
  const text = minorToDecimalString(minor, code);
  return text.endsWith(`.${'0'.repeat(currencyDecimals(code))}`) ? text.slice(0, text.indexOf('.')) : text;
}

/** What the rounding field takes, in words: "In GBP, like 1 or 0.05 (0.01 at the least)", "In whole JPY, like 1, 10 or 100". */
export function roundingHint(code: CurrencyCode): string {
  const decimals = currencyDecimals(code);
  if (decimals === 0) return `In whole ${code}, like 1, 10 or 100.`;
  return `In ${code}, like 1 or 0.05 (${minorToDecimalString(1, code)} at the least).`;
}

/** What is wrong with a rounding the form cannot take. */
export function roundingProblem(code: CurrencyCode): string {
  const decimals = currencyDecimals(code);
  const most = formatMoney(ROUNDING_MAX_MINOR, code);
  return decimals === 0
    ? `A whole number of ${code} from 1 to ${most}, like 1 or 10`
    : `An amount of ${code} from ${minorToDecimalString(1, code)} to ${most}, like 1 or 0.05`;
}

/** "GBP 5.00" for a rounding typed as "5" in GBP; null while it is not an amount the form takes. */
export function roundingStep(code: CurrencyCode, typed: string): string | null {
  const minor = roundingMinorOf(code, typed);
  return minor === null ? null : formatMoney(minor, code);
}

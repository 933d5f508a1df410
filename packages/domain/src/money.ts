import type { CurrencyCode, Money } from '@selvedge/contract';
import { CURRENCY_DECIMALS } from './currency-table.js';

/**
 * Money in code is an integer number of minor units (cents; yen for JPY). These functions are the
 * only way it becomes a decimal string or moves between currencies.
 */

const RATE_SCALE_DIGITS = 8;
const RATE_SCALE = 10n ** BigInt(RATE_SCALE_DIGITS);

export function currencyDecimals(code: CurrencyCode): number {
  return CURRENCY_DECIMALS[code];
}

function assertMinor(minor: number): void {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`money must be a whole number of minor units, got ${minor}`);
}

/** 65000 SGD -> "650.00"; 48000 JPY -> "48000". */
export function minorToDecimalString(minor: number, code: CurrencyCode): string {
  assertMinor(minor);
  const decimals = currencyDecimals(code);
  const sign = minor < 0 ? '-' : '';
  const digits = Math.abs(minor)
    .toString()
    .padStart(decimals + 1, '0');
  if (decimals === 0) return sign + digits;
  return `${sign}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

export function toMoney(minor: number, code: CurrencyCode): Money {
  return { amount: minorToDecimalString(minor, code), currencyCode: code };
}

/** "650.00" SGD -> 65000. Refuses more decimals than the currency has. */
export function decimalStringToMinor(amount: string, code: CurrencyCode): number {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!match) throw new RangeError(`"${amount}" is not a decimal amount`);
  const [, sign = '', whole = '0', fraction = ''] = match;
  const decimals = currencyDecimals(code);
  if (fraction.length > decimals) {
    throw new RangeError(`${code} has ${decimals} decimals; "${amount}" has ${fraction.length}`);
  }
  const minor = Number(whole + fraction.padEnd(decimals, '0'));
  assertMinor(minor);
  return sign === '-' ? -minor : minor;
}

/** Parses an exchange rate ("0.77", "12400") into an integer scaled by 10^8. */
export function parseRate(rate: string): bigint {
  const match = /^(\d+)(?:\.(\d{1,8}))?$/.exec(rate.trim());
  if (!match) throw new RangeError(`"${rate}" is not an exchange rate with at most ${RATE_SCALE_DIGITS} decimals`);
  const [, whole = '0', fraction = ''] = match;
  const scaled = BigInt(whole) * RATE_SCALE + BigInt(fraction.padEnd(RATE_SCALE_DIGITS, '0'));
  if (scaled <= 0n) throw new RangeError('an exchange rate must be above zero');
  return scaled;
}

export interface CurrencyRate {
  code: CurrencyCode;
  /** Units of `code` that one SGD buys, as a decimal string. */
  ratePerSgd: string;
  /** Converted prices round up to a multiple of this many minor units. */
  roundingIncrementMinor: number;
}

/**
 * Converts an SGD price into `rate.code`, rounding up to the currency's increment, in exact
 * integer arithmetic (no floating point touches money).
 */
export function convertFromSgd(minorSgd: number, rate: CurrencyRate): number {
  assertMinor(minorSgd);
  if (rate.code === 'SGD') return minorSgd;
  const increment = BigInt(rate.roundingIncrementMinor);
  if (increment <= 0n) throw new RangeError('a rounding increment must be at least 1');
  const numerator = BigInt(minorSgd) * parseRate(rate.ratePerSgd) * 10n ** BigInt(currencyDecimals(rate.code));
  const denominator = RATE_SCALE * 10n ** BigInt(currencyDecimals('SGD')) * increment;
  const negative = numerator < 0n;
  const absolute = negative ? -numerator : numerator;
  const steps = (absolute + denominator - 1n) / denominator;
  const result = Number(steps * increment);
  return negative ? -result : result;
}

/**
 * One formatter per locale and currency, made on first use: making an Intl.NumberFormat costs far
 * more than using one, and a page of prices (the checkout: every piece, charge and total) formats
 * dozens of amounts in one or two currencies.
 */
const moneyFormats = new Map<string, Intl.NumberFormat>();

function moneyFormat(code: CurrencyCode, locale: string): Intl.NumberFormat {
  const key = `${locale} ${code}`;
  let format = moneyFormats.get(key);
  if (!format) {
    const decimals = currencyDecimals(code);
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: code,
      currencyDisplay: 'code',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    moneyFormats.set(key, format);
  }
  return format;
}

/**
 * The shop's own locale written out: "SGD 1,234.50", "JPY 48,000", "-SGD 25.00" (a no-break space
 * after the code), as Intl writes en-SG (money.test.ts holds them together for every currency). A
 * browser's first currency format loads the locale's data, tens of milliseconds on a phone in the
 * middle of a page's first drawing (the checkout's, the customiser's).
 */
function formatEnSg(minor: number, code: CurrencyCode): string {
  const decimals = currencyDecimals(code);
  const digits = String(Math.abs(minor)).padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = decimals > 0 ? `.${digits.slice(digits.length - decimals)}` : '';
  return `${minor < 0 ? '-' : ''}${code}\u00a0${whole}${fraction}`;
}

/** Formats minor units for a person, with the currency's own decimals. */
export function formatMoney(minor: number, code: CurrencyCode, locale = 'en-SG'): string {
  if (locale === 'en-SG' && Number.isSafeInteger(minor) && !Object.is(minor, -0)) return formatEnSg(minor, code);
  return moneyFormat(code, locale).format(minor / 10 ** currencyDecimals(code));
}

export function formatMoneyValue(money: Money, locale = 'en-SG'): string {
  return formatMoney(decimalStringToMinor(money.amount, money.currencyCode), money.currencyCode, locale);
}

import { CURRENCY_CODES, type CurrencyCode } from '@selvedge/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCY_COUNTRY, CURRENCY_COUNTRY_NAME, CURRENCY_DECIMALS } from './currency-table.js';
import { convertFromSgd, currencyDecimals, decimalStringToMinor, formatMoney, minorToDecimalString, parseRate } from './money.js';

const intlDecimals = (code: CurrencyCode) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits;

describe('currency table', () => {
  it('knows every one of the 31 currencies, and nothing else', () => {
    expect(Object.keys(CURRENCY_DECIMALS).sort()).toEqual([...CURRENCY_CODES].sort());
    expect(Object.keys(CURRENCY_COUNTRY).sort()).toEqual([...CURRENCY_CODES].sort());
    expect(CURRENCY_CODES).toHaveLength(31);
  });

  it.each(CURRENCY_CODES)('%s has the number of decimals Intl gives it', (code) => {
    expect(CURRENCY_DECIMALS[code]).toBe(intlDecimals(code));
  });

  it.each(CURRENCY_CODES)('%s is shown with the English name Intl gives its country (the euro with the euro area)', (code) => {
    const region = CURRENCY_COUNTRY[code];
    const name = region === 'EU' ? 'Euro area' : (new Intl.DisplayNames(['en'], { type: 'region' }).of(region) ?? '');
    // "Hong Kong SAR China" and "Macao SAR China" are shown by their everyday names.
    expect(name === CURRENCY_COUNTRY_NAME[code] || name === `${CURRENCY_COUNTRY_NAME[code]} SAR China`).toBe(true);
  });

  it('gives JPY, KRW, VND and IDR no decimals', () => {
    for (const code of ['JPY', 'KRW', 'VND', 'IDR'] as const) expect(CURRENCY_DECIMALS[code]).toBe(0);
  });
});

describe('decimal strings', () => {
  it.each(CURRENCY_CODES)('%s round-trips minor units through its decimal string', (code) => {
    for (const minor of [0, 1, 99, 100, 65_000, 123_456_789, -2_550]) {
      const text = minorToDecimalString(minor, code);
      const decimals = CURRENCY_DECIMALS[code];
      expect(text.split('.')[1]?.length ?? 0).toBe(decimals);
      expect(decimalStringToMinor(text, code)).toBe(minor);
    }
  });

  it('writes SGD 650 as "650.00" and JPY 48000 as "48000"', () => {
    expect(minorToDecimalString(65_000, 'SGD')).toBe('650.00');
    expect(minorToDecimalString(5, 'USD')).toBe('0.05');
    expect(minorToDecimalString(48_000, 'JPY')).toBe('48000');
  });

  it('refuses more decimals than a currency has, and non-numbers', () => {
    expect(() => decimalStringToMinor('1.5', 'JPY')).toThrow(/JPY has 0 decimals/);
    expect(() => decimalStringToMinor('1.005', 'SGD')).toThrow(/SGD has 2 decimals/);
    expect(() => decimalStringToMinor('12abc', 'SGD')).toThrow(/not a decimal amount/);
  });

  it('refuses fractional minor units', () => {
    expect(() => minorToDecimalString(10.5, 'SGD')).toThrow(/whole number/);
  });
});

describe('conversion from SGD', () => {
  it('keeps SGD as it is', () => {
    expect(convertFromSgd(12_900, { code: 'SGD', ratePerSgd: '1', roundingIncrementMinor: 1 })).toBe(12_900);
  });

  it.each(CURRENCY_CODES.filter((code) => code !== 'SGD'))('%s rounds up to its increment and never below the exact value', (code) => {
    const decimals = CURRENCY_DECIMALS[code];
    const increment = decimals === 0 ? 10 : 100;
    const rate = { code, ratePerSgd: '3.14159265', roundingIncrementMinor: increment };
    for (const minorSgd of [1, 8_900, 12_345, 129_900]) {
      const converted = convertFromSgd(minorSgd, rate);
      const exact = (minorSgd / 100) * 3.14159265 * 10 ** decimals;
      expect(converted % increment).toBe(0);
      expect(converted).toBeGreaterThanOrEqual(Math.floor(exact));
      expect(converted - exact).toBeLessThan(increment);
    }
  });

  it('is exact where floating point would not be', () => {
    // 0.1 + 0.2 style trouble: 1.10 SGD at 0.7 is exactly 0.77.
    expect(convertFromSgd(110, { code: 'USD', ratePerSgd: '0.7', roundingIncrementMinor: 1 })).toBe(77);
  });

  it('refuses malformed or zero rates', () => {
    expect(() => parseRate('abc')).toThrow(/not an exchange rate/);
    expect(() => parseRate('0')).toThrow(/above zero/);
    expect(() => parseRate('1.123456789')).toThrow(/at most 8 decimals/);
  });
});

describe('formatting', () => {
  it('formats with the currency code and its own decimals', () => {
    expect(formatMoney(65_000, 'SGD')).toMatch(/^SGD\s650\.00$/);
    expect(formatMoney(48_000, 'JPY')).toMatch(/^JPY\s48,000$/);
  });

  it('writes en-SG itself exactly as Intl does, for every currency, sign and size of amount', () => {
    const amounts = [0, 1, 7, 99, 100, 999, 1_000, 12_345, 65_000, 100_000, 999_999, 1_000_000, 123_456_789, 10_000_000_000_000];
    for (const code of CURRENCY_CODES) {
      const decimals = currencyDecimals(code);
      const intl = new Intl.NumberFormat('en-SG', {
        style: 'currency',
        currency: code,
        currencyDisplay: 'code',
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      });
      for (const minor of [...amounts, ...amounts.map((amount) => -amount).filter((amount) => amount !== 0)]) {
        expect(formatMoney(minor, code), `${code} ${minor}`).toBe(intl.format(minor / 10 ** decimals));
      }
    }
    fc.assert(
      fc.property(fc.constantFrom(...CURRENCY_CODES), fc.integer({ min: -1e12, max: 1e12 }), (code, minor) => {
        const decimals = currencyDecimals(code);
        const intl = new Intl.NumberFormat('en-SG', {
          style: 'currency',
          currency: code,
          currencyDisplay: 'code',
          minimumFractionDigits: decimals,
          maximumFractionDigits: decimals,
        });
        expect(formatMoney(minor, code)).toBe(intl.format(minor / 10 ** decimals));
      }),
    );
  });

  it('formats every currency in any locale as a formatter made for that pair would, call after call', () => {
    for (const locale of ['en-SG', 'de-DE', 'en-SG']) {
      for (const code of CURRENCY_CODES) {
        const decimals = currencyDecimals(code);
        const made = new Intl.NumberFormat(locale, {
          style: 'currency',
          currency: code,
          currencyDisplay: 'code',
          minimumFractionDigits: decimals,
          maximumFractionDigits: decimals,
        });
        for (const minor of [0, 7, 123_456, -2_500])
          expect(formatMoney(minor, code, locale), `${locale} ${code} ${minor}`).toBe(made.format(minor / 10 ** decimals));
      }
    }
  });
});

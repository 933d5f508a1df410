import { CURRENCY_CODES, type CurrencyCode } from '@selvedge/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCY_DECIMALS } from './currency-table.js';
import { convertFromSgd, decimalStringToMinor, minorToDecimalString, parseRate, type CurrencyRate } from './money.js';

/** Every currency but the base one: those are the ones prices are converted into. */
const converted = CURRENCY_CODES.filter((code) => code !== 'SGD');

const currency = fc.constantFrom(...converted);
/** Any rate the table may hold: above zero, at most 8 decimals, up to 100,000 units per SGD. */
const rate = fc.bigInt({ min: 1n, max: 10n ** 13n }).map((scaled) => {
  const fraction = (scaled % 10n ** 8n).toString().padStart(8, '0').replace(/0+$/, '');
  return `${scaled / 10n ** 8n}${fraction === '' ? '' : `.${fraction}`}`;
});
const increment = fc.oneof(fc.constantFrom(1, 10, 100, 1000, 10_000, 100_000), fc.integer({ min: 1, max: 100_000 }));
const currencyRate: fc.Arbitrary<CurrencyRate> = fc.record({ code: currency, ratePerSgd: rate, roundingIncrementMinor: increment });
/** A price in SGD cents, up to S$10 million. */
const sgdPrice = fc.integer({ min: 0, max: 1_000_000_000 });

/** minorSgd converted exactly, as a fraction numerator / denominator of the currency's minor units. */
function exact(minorSgd: number, to: CurrencyRate): { numerator: bigint; denominator: bigint } {
  return {
    numerator: BigInt(minorSgd) * parseRate(to.ratePerSgd) * 10n ** BigInt(CURRENCY_DECIMALS[to.code]),
    denominator: 10n ** 8n * 10n ** BigInt(CURRENCY_DECIMALS.SGD),
  };
}

describe('conversion from SGD, for any rate and rounding increment in every currency', () => {
  it('gives a whole number of the currency’s increments, never below the exact amount and less than one increment above it', () => {
    fc.assert(
      fc.property(sgdPrice, currencyRate, (minorSgd, to) => {
        const price = convertFromSgd(minorSgd, to);
        const { numerator, denominator } = exact(minorSgd, to);
        expect(Number.isSafeInteger(price)).toBe(true);
        expect(price % to.roundingIncrementMinor).toBe(0);
        expect(BigInt(price) * denominator >= numerator).toBe(true);
        expect(BigInt(price - to.roundingIncrementMinor) * denominator < numerator).toBe(true);
      }),
    );
  });

  it('is never negative, and free stays free', () => {
    fc.assert(
      fc.property(sgdPrice, currencyRate, (minorSgd, to) => {
        expect(convertFromSgd(minorSgd, to)).toBeGreaterThanOrEqual(0);
        expect(convertFromSgd(0, to)).toBe(0);
      }),
    );
  });

  it('never makes a dearer SGD price cheaper in another currency', () => {
    fc.assert(
      fc.property(sgdPrice, sgdPrice, currencyRate, (a, b, to) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(convertFromSgd(low, to)).toBeLessThanOrEqual(convertFromSgd(high, to));
      }),
    );
  });

  it('rounds a refund (a negative amount) to the same size as the price it returns', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000_000 }), currencyRate, (minorSgd, to) => {
        expect(convertFromSgd(-minorSgd, to)).toBe(-convertFromSgd(minorSgd, to));
      }),
    );
  });

  it('gives a price that its decimal string, with the currency’s own decimals, carries exactly', () => {
    fc.assert(
      fc.property(sgdPrice, currencyRate, (minorSgd, to) => {
        const price = convertFromSgd(minorSgd, to);
        const text = minorToDecimalString(price, to.code);
        expect(text.split('.')[1]?.length ?? 0).toBe(CURRENCY_DECIMALS[to.code]);
        expect(decimalStringToMinor(text, to.code)).toBe(price);
      }),
    );
  });

  it('leaves SGD prices as they are, whatever rate or increment a row claims', () => {
    fc.assert(
      fc.property(sgdPrice, rate, increment, (minorSgd, ratePerSgd, roundingIncrementMinor) => {
        expect(convertFromSgd(minorSgd, { code: 'SGD', ratePerSgd, roundingIncrementMinor })).toBe(minorSgd);
      }),
    );
  });
});

describe('decimal strings in every currency', () => {
  it('read back any whole number of minor units they were written from', () => {
    fc.assert(
      fc.property(fc.constantFrom<CurrencyCode>(...CURRENCY_CODES), fc.maxSafeInteger(), (code, minor) => {
        expect(decimalStringToMinor(minorToDecimalString(minor, code), code)).toBe(minor);
      }),
    );
  });
});

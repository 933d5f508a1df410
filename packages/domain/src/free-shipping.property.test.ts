import { CURRENCY_CODES } from '@selvedge/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { freeShippingProgress, freeShippingText } from './free-shipping.js';
import { convertFromSgd, type CurrencyRate } from './money.js';

const SGD: CurrencyRate = { code: 'SGD', ratePerSgd: '1', roundingIncrementMinor: 1 };
const THRESHOLD = 65_000;

const rate: fc.Arbitrary<CurrencyRate> = fc.record({
  code: fc.constantFrom(...CURRENCY_CODES),
  ratePerSgd: fc.integer({ min: 1, max: 2_000_000 }).map((hundredths) => (hundredths / 100).toFixed(2)),
  roundingIncrementMinor: fc.constantFrom(1, 10, 100, 1000),
});
const subtotal = fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER });

describe('free-shipping progress', () => {
  it('says what SPEC §8 says, in SGD', () => {
    expect(freeShippingText(freeShippingProgress(50_000, THRESHOLD, SGD))).toBe('SGD 150.00 more to FREE SHIPPING');
    expect(freeShippingText(freeShippingProgress(65_000, THRESHOLD, SGD))).toBe('You are entitled to FREE SHIPPING!');
    expect(freeShippingProgress(0, THRESHOLD, SGD)).toEqual({
      entitled: false,
      remainingMinor: 65_000,
      thresholdMinor: 65_000,
      percent: 0,
      currencyCode: 'SGD',
    });
    expect(freeShippingProgress(97_500, THRESHOLD, SGD).percent).toBe(100);
  });

  it('converts the threshold like a price: JPY has no decimals', () => {
    const jpy: CurrencyRate = { code: 'JPY', ratePerSgd: '113.5', roundingIncrementMinor: 100 };
    const progress = freeShippingProgress(60_000, THRESHOLD, jpy);
    expect(progress.thresholdMinor).toBe(73_800);
    expect(freeShippingText(progress)).toBe('JPY 13800 more to FREE SHIPPING');
  });

  it('in every currency: entitled exactly when the subtotal reaches the converted threshold, the rest is what is missing, 0-100 %', () => {
    fc.assert(
      fc.property(subtotal, rate, (minor, to) => {
        const progress = freeShippingProgress(minor, THRESHOLD, to);
        const threshold = convertFromSgd(THRESHOLD, to);
        expect(progress.thresholdMinor).toBe(threshold);
        expect(progress.entitled).toBe(minor >= threshold);
        expect(progress.remainingMinor).toBe(progress.entitled ? 0 : threshold - minor);
        expect(progress.percent).toBeGreaterThanOrEqual(0);
        expect(progress.percent).toBeLessThanOrEqual(100);
        expect(progress.percent === 100).toBe(minor >= threshold);
        expect(Number.isInteger(progress.percent)).toBe(true);
      }),
    );
  });

  it('never goes backwards as the subtotal grows', () => {
    fc.assert(
      fc.property(subtotal, subtotal, rate, (a, b, to) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const before = freeShippingProgress(low, THRESHOLD, to);
        const after = freeShippingProgress(high, THRESHOLD, to);
        expect(after.percent).toBeGreaterThanOrEqual(before.percent);
        expect(after.remainingMinor).toBeLessThanOrEqual(before.remainingMinor);
      }),
    );
  });

  it('refuses a subtotal that is not whole minor units', () => {
    expect(() => freeShippingProgress(-1, THRESHOLD, SGD)).toThrow(RangeError);
    expect(() => freeShippingProgress(1.5, THRESHOLD, SGD)).toThrow(RangeError);
  });
});

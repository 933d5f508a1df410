import { CURRENCY_CODES, type CurrencyCode } from '@selvedge/contract';
import { currencyDecimals, decimalStringToMinor, minorToDecimalString, type CurrencyRate } from '@selvedge/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seedCurrencies } from '../../db/seed/content/index.js';
import { fixedClock } from '../../platform/clock.js';
import { createPricing } from './pricing.js';

/** The shop's own 31 rates and rounding steps, as the seed stores them. */
const rates: CurrencyRate[] = seedCurrencies.map(({ code, ratePerSgd, roundingIncrementMinor }) => ({
  code,
  ratePerSgd,
  roundingIncrementMinor,
}));
const step = (code: CurrencyCode) => rates.find((rate) => rate.code === code)?.roundingIncrementMinor ?? Number.NaN;
const pricing = createPricing({ source: { listCurrencyRates: async () => rates }, clock: fixedClock(new Date('2026-03-02T09:00:00Z')) });

const currency = fc.constantFrom<CurrencyCode>(...CURRENCY_CODES);
/** A fabric's price: S$0.01 to S$50,000. */
const sgdPrice = fc.integer({ min: 1, max: 5_000_000 });
/** Hand-set prices for some currencies, in each one's minor units. */
const fixedPrices = fc.dictionary(currency, fc.integer({ min: 0, max: 100_000_000 }), { maxKeys: 8 }) as fc.Arbitrary<
  Partial<Record<CurrencyCode, number>>
>;

const price = async (code: CurrencyCode, priceMinorSgd: number, fixed: Partial<Record<CurrencyCode, number>>) =>
  (await pricing.priceIn(code))({ priceMinorSgd, fixedPrices: fixed });

describe('prices in the 31 currencies the shop sells in', () => {
  it('has a rate for every currency', () => {
    expect(rates.map((rate) => rate.code).sort()).toEqual([...CURRENCY_CODES].sort());
  });

  it('gives a fabric’s hand-set price for a currency exactly, whatever its SGD price', async () => {
    await fc.assert(
      fc.asyncProperty(sgdPrice, fixedPrices, currency, async (priceMinorSgd, fixed, code) => {
        const answer = await price(code, priceMinorSgd, fixed);
        const hand = fixed[code];
        expect(answer.currencyCode).toBe(code);
        if (hand !== undefined) expect(answer.amount).toBe(minorToDecimalString(hand, code));
      }),
    );
  });

  it('converts every other price, rounded up to the currency’s step, never to nothing, and dearer in SGD never cheaper', async () => {
    await fc.assert(
      fc.asyncProperty(sgdPrice, sgdPrice, currency, async (a, b, code) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const lowPrice = decimalStringToMinor((await price(code, low, {})).amount, code);
        const highPrice = decimalStringToMinor((await price(code, high, {})).amount, code);
        expect(lowPrice % step(code)).toBe(0);
        expect(lowPrice).toBeGreaterThan(0);
        expect(lowPrice).toBeLessThanOrEqual(highPrice);
        if (code === 'SGD') expect([lowPrice, highPrice]).toEqual([low, high]);
      }),
    );
  });

  it('writes each price with the currency’s own number of decimals', async () => {
    await fc.assert(
      fc.asyncProperty(sgdPrice, fixedPrices, currency, async (priceMinorSgd, fixed, code) => {
        const { amount } = await price(code, priceMinorSgd, fixed);
        expect(amount.split('.')[1]?.length ?? 0).toBe(currencyDecimals(code));
      }),
    );
  });

  it('keeps a hand-set price to its own currency: the others still convert', async () => {
    await fc.assert(
      fc.asyncProperty(
        sgdPrice,
        currency,
        currency,
        fc.integer({ min: 0, max: 100_000_000 }),
        async (priceMinorSgd, fixedIn, shownIn, hand) => {
          fc.pre(fixedIn !== shownIn);
          expect(await price(shownIn, priceMinorSgd, { [fixedIn]: hand })).toEqual(await price(shownIn, priceMinorSgd, {}));
        },
      ),
    );
  });
});

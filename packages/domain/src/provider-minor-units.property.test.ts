import { CURRENCY_CODES, PAYMENT_PROVIDERS } from '@selvedge/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCY_DECIMALS } from './currency-table.js';
import { minorToDecimalString } from './money.js';
import { fromProviderAmount, providerAmountProblem, toProviderAmount } from './provider-minor-units.js';

const provider = fc.constantFrom(...PAYMENT_PROVIDERS);
const currency = fc.constantFrom(...CURRENCY_CODES);
/** Any amount a shop could charge or refund: up to 10^12 minor units either way, and the edges. */
const shopMinor = fc.oneof(fc.integer({ min: -1_000_000_000_000, max: 1_000_000_000_000 }), fc.constantFrom(0, 1, -1, 99, 100, 101));

/** The same amount as a decimal number of whole units, read from the provider's amount and its decimals. */
function providerDecimalString(amount: number, decimals: number): string {
  const sign = amount < 0 ? '-' : '';
  const digits = Math.abs(amount)
    .toString()
    .padStart(decimals + 1, '0');
  return decimals === 0 ? sign + digits : `${sign}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

describe('provider minor units, for every provider and currency', () => {
  it('gives back the very amount after a round trip through the provider’s units', () => {
    fc.assert(
      fc.property(provider, currency, shopMinor, (name, code, minor) => {
        const amount = toProviderAmount(name, code, minor);
        expect(Number.isSafeInteger(amount)).toBe(true);
        expect(fromProviderAmount(name, code, amount)).toBe(minor);
      }),
      { numRuns: 2000 },
    );
  });

  it('counts in the shop’s decimals or finer, so one shop unit is a whole, positive number of the provider’s', () => {
    for (const name of PAYMENT_PROVIDERS) {
      for (const code of CURRENCY_CODES) {
        const unit = toProviderAmount(name, code, 1);
        expect([1, 10, 100, 1000], `${name} ${code}`).toContain(unit);
      }
    }
  });

  it('keeps the value: the provider’s amount read with its decimals is the shop’s amount read with the shop’s', () => {
    fc.assert(
      fc.property(currency, shopMinor, (code, minor) => {
        const stripeDecimals = Math.log10(toProviderAmount('stripe', code, 1)) + CURRENCY_DECIMALS[code];
        const asStripe = providerDecimalString(toProviderAmount('stripe', code, minor), stripeDecimals);
        const asShop = minorToDecimalString(minor, code);
        expect(Number(asStripe)).toBe(Number(asShop));
        expect(asStripe.startsWith(asShop)).toBe(true);
        expect(asStripe.slice(asShop.length)).toMatch(/^(\.?0*)$/);
      }),
    );
  });

  it('never makes a larger payment smaller, nor a payment free', () => {
    fc.assert(
      fc.property(provider, currency, shopMinor, shopMinor, (name, code, a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(toProviderAmount(name, code, low)).toBeLessThanOrEqual(toProviderAmount(name, code, high));
        if (a !== 0) expect(toProviderAmount(name, code, a)).not.toBe(0);
      }),
    );
  });

  it('refuses a provider amount that is not a whole number of the shop’s units rather than rounding it', () => {
    fc.assert(
      fc.property(provider, currency, shopMinor, (name, code, minor) => {
        const unit = toProviderAmount(name, code, 1);
        fc.pre(unit > 1);
        const amount = toProviderAmount(name, code, minor);
        for (let part = 1; part < unit; part += Math.max(1, Math.floor(unit / 7))) {
          expect(() => fromProviderAmount(name, code, amount + part)).toThrow(RangeError);
        }
      }),
    );
  });

  it('takes any positive amount of up to ten digits in every currency, and never a negative one', () => {
    fc.assert(
      fc.property(provider, currency, fc.integer({ min: 1, max: 9_999_999_999 }), (name, code, minor) => {
        expect(providerAmountProblem(name, code, minor)).toBeNull();
        expect(providerAmountProblem(name, code, -minor)).toMatch(/more than nothing/);
      }),
    );
  });
});

import { CURRENCY_CODES, PAYMENT_PROVIDERS, type CurrencyCode } from '@selvedge/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertFromSgd, decimalStringToMinor, formatMoney, formatMoneyValue, toMoney, type CurrencyRate } from './money.js';
import { fromProviderAmount, toProviderAmount } from './provider-minor-units.js';

/**
 * Issue 15: one total from the cart to the e-mail. A checkout's total passes through several
 * hands: the cart's decimal strings, the checkout's minor units, the provider's units for the
 * charge, the order's decimal strings and the e-mail's formatted text. Whatever the currency and
 * the amounts, every hand must hold the same amount. (The API's test of the same journey,
 * `checkout-totals.routes.test.ts`, runs it through the real shop in each of the 31 currencies.)
 */

const currency = fc.constantFrom(...CURRENCY_CODES);
const provider = fc.constantFrom(...PAYMENT_PROVIDERS);
/** A rate per SGD with up to 8 decimals, and a rounding increment, as the rates table holds them. */
const rate = fc.record({
  units: fc.integer({ min: 0, max: 30_000 }),
  fraction: fc.integer({ min: 0, max: 99_999_999 }),
  increment: fc.constantFrom(1, 5, 10, 100, 1000),
});
/** A cart: up to 12 lines priced in SGD cents (a fabric, styles, add-ons), a code's share and shipping. */
const cart = fc.record({
  lines: fc.array(fc.integer({ min: 0, max: 5_000_00 }), { minLength: 1, maxLength: 12 }),
  discountPercent: fc.integer({ min: 0, max: 100 }),
  shippingSgd: fc.integer({ min: 0, max: 200_00 }),
});

function currencyRate(
  code: CurrencyCode,
  { units, fraction, increment }: { units: number; fraction: number; increment: number },
): CurrencyRate {
  const ratePerSgd = code === 'SGD' ? '1' : `${Math.max(units, 0)}.${String(Math.max(fraction, 1)).padStart(8, '0')}`;
  return { code, ratePerSgd, roundingIncrementMinor: code === 'SGD' ? 1 : increment };
}

describe('one total from the cart to the e-mail, in every currency', () => {
  it('is the same amount in the cart, the checkout, the charge, the order and the e-mail', () => {
    fc.assert(
      fc.property(currency, rate, cart, provider, (code, rateRow, { lines, discountPercent, shippingSgd }, name) => {
        const to = currencyRate(code, rateRow);
        // The cart: each line converted and rounded on its own, as the shop prices them, then summed.
        const lineMinor = lines.map((sgd) => convertFromSgd(sgd, to));
        const subtotalMinor = lineMinor.reduce((sum, minor) => sum + minor, 0);
        const discountMinor = Math.floor((subtotalMinor * discountPercent) / 100);
        const shippingMinor = convertFromSgd(shippingSgd, to);
        const totalMinor = subtotalMinor - discountMinor + shippingMinor;
        const cartTotal = toMoney(subtotalMinor - discountMinor, code);

        // The checkout reads the cart's decimal string back and adds shipping.
        const checkoutMinor = decimalStringToMinor(cartTotal.amount, code) + shippingMinor;
        expect(checkoutMinor).toBe(totalMinor);
        const checkoutTotal = toMoney(checkoutMinor, code);

        // The charge: the provider's units, and what the provider reports back.
        const charged = toProviderAmount(name, code, decimalStringToMinor(checkoutTotal.amount, code));
        const captured = fromProviderAmount(name, code, charged);
        expect(captured).toBe(totalMinor);

        // The order keeps minor units and answers with a decimal string; the e-mail formats that string.
        const orderTotal = toMoney(captured, code);
        expect(orderTotal).toEqual(checkoutTotal);
        expect(formatMoneyValue(orderTotal)).toBe(formatMoney(totalMinor, code));
      }),
      { numRuns: 3000 },
    );
  });
});

import { CURRENCY_CODES, PRODUCT_TYPES, type ProductType } from '@selvedge/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CurrencyRate } from './money.js';
import { evaluateDiscount, singaporeMonth, type DiscountCodeRule, type DiscountContext, type DiscountPiece } from './discount-codes.js';

const rule = (overrides: Partial<DiscountCodeRule> = {}): DiscountCodeRule => ({
  code: 'CODE',
  kind: 'percentage',
  percentOff: 10,
  amounts: {},
  productTypes: [],
  trialOnly: false,
  countryCodes: [],
  newCustomersOnly: false,
  usageLimitTotal: null,
  usageLimitPerCustomer: null,
  usageLimitPerMonth: null,
  startsAt: null,
  endsAt: null,
  ...overrides,
});

const piece: fc.Arbitrary<DiscountPiece> = fc.record({
  productType: fc.constantFrom(...PRODUCT_TYPES),
  category: fc.constantFrom('piece' as const, 'trial' as const, 'preorder' as const),
  quantity: fc.integer({ min: 1, max: 20 }),
  unitMinor: fc.integer({ min: 0, max: 10_000_000 }),
});

const anyRule: fc.Arbitrary<DiscountCodeRule> = fc
  .record({
    kind: fc.constantFrom('percentage' as const, 'fixed_amount' as const, 'fixed_price' as const),
    percentOff: fc.integer({ min: 1, max: 100 }),
    sgd: fc.integer({ min: 0, max: 5_000_000 }),
    productTypes: fc.subarray([...PRODUCT_TYPES]),
    trialOnly: fc.boolean(),
  })
  .map(({ sgd, productTypes, ...rest }) => rule({ ...rest, amounts: { SGD: sgd }, productTypes: productTypes as ProductType[] }));

/** A rate for `currency`: the SGD one is 1; the others anything a shop might set. */
const rateOf = (currency: (typeof CURRENCY_CODES)[number], ratePerSgd = '0.77'): CurrencyRate =>
  currency === 'SGD'
    ? { code: 'SGD', ratePerSgd: '1', roundingIncrementMinor: 1 }
    : { code: currency, ratePerSgd, roundingIncrementMinor: 1 };

const context = (
  pieces: DiscountPiece[],
  currency: (typeof CURRENCY_CODES)[number] = 'SGD',
  overrides: Partial<DiscountContext> = {},
): DiscountContext => ({
  pieces,
  rate: rateOf(currency),
  deliveryCountry: null,
  countryName: (code) => (code === 'US' ? 'United States' : code),
  isNewCustomer: true,
  usage: { total: 0, byThisCustomer: 0, thisMonth: 0 },
  now: new Date('2026-03-02T09:00:00Z'),
  ...overrides,
});

describe('a discount code on a cart', () => {
  it('takes off whole minor units from eligible pieces only, never more than they cost, split to add up exactly', () => {
    fc.assert(
      fc.property(anyRule, fc.array(piece, { maxLength: 12 }), fc.constantFrom(...CURRENCY_CODES), (code, pieces, currency) => {
        const result = evaluateDiscount(code, context(pieces, currency));
        expect(result.perPiece).toHaveLength(pieces.length);
        expect(result.perPiece.reduce((sum, share) => sum + share, 0)).toBe(result.totalMinor);
        pieces.forEach((candidate, index) => {
          const share = result.perPiece[index] ?? 0;
          expect(Number.isSafeInteger(share) && share >= 0).toBe(true);
          expect(share).toBeLessThanOrEqual(candidate.unitMinor * candidate.quantity);
          const eligible =
            (code.productTypes.length === 0 || code.productTypes.includes(candidate.productType)) &&
            (!code.trialOnly || candidate.category === 'trial');
          if (!eligible) expect(share).toBe(0);
        });
        if (!result.applicable) expect(result.totalMinor).toBe(0);
      }),
    );
  });

  it('takes a percentage of the eligible total, rounded down', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), fc.array(piece, { minLength: 1, maxLength: 8 }), (percent, pieces) => {
        const result = evaluateDiscount(rule({ percentOff: percent }), context(pieces));
        const total = pieces.reduce((sum, candidate) => sum + candidate.unitMinor * candidate.quantity, 0);
        expect(result.totalMinor).toBe(Math.floor((total * percent) / 100));
      }),
    );
  });

  it('sets a fixed price per eligible piece, and never raises one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.array(piece, { minLength: 1, maxLength: 8 }), (price, pieces) => {
        const result = evaluateDiscount(rule({ kind: 'fixed_price', amounts: { SGD: price } }), context(pieces));
        pieces.forEach((candidate, index) =>
          expect(result.perPiece[index]).toBe(Math.max(0, candidate.unitMinor - price) * candidate.quantity),
        );
      }),
    );
  });

  it('applies the trial trousers offer in US dollars for US delivery only, and says so while the country is unknown', () => {
    const offer = rule({
      code: 'TRIAL',
      kind: 'fixed_price',
      amounts: { USD: 6000, SGD: 7800 },
      productTypes: ['trousers'],
      trialOnly: true,
      countryCodes: ['US'],
      newCustomersOnly: true,
      usageLimitPerMonth: 50,
    });
    const trousers: DiscountPiece = { productType: 'trousers', category: 'trial', quantity: 1, unitMinor: 9000 };
    expect(evaluateDiscount(offer, context([trousers], 'USD', { deliveryCountry: { code: 'US', name: 'United States' } }))).toMatchObject({
      applicable: true,
      totalMinor: 3000,
      message: null,
    });
    expect(evaluateDiscount(offer, context([trousers], 'USD')).message).toMatch(/United States; checkout confirms it/);
    expect(evaluateDiscount(offer, context([trousers], 'USD', { deliveryCountry: { code: 'SG', name: 'Singapore' } }))).toMatchObject({
      applicable: false,
      totalMinor: 0,
    });
    expect(evaluateDiscount(offer, context([{ ...trousers, category: 'piece' }], 'USD')).applicable).toBe(false);
    expect(evaluateDiscount(offer, context([trousers], 'USD', { usage: { total: 50, byThisCustomer: 0, thisMonth: 50 } })).applicable).toBe(
      false,
    );
    expect(evaluateDiscount(offer, context([trousers], 'USD', { isNewCustomer: false })).applicable).toBe(false);
  });

  it('counts the month in Singapore: its first and last instants belong to it', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }), (at) => {
        const month = singaporeMonth(at);
        expect(month.start.getTime()).toBeLessThanOrEqual(at.getTime());
        expect(at.getTime()).toBeLessThan(month.end.getTime());
        expect(singaporeMonth(month.start)).toEqual(month);
        expect(singaporeMonth(new Date(month.end.getTime() - 1))).toEqual(month);
        expect(new Date(month.start.getTime() + 8 * 3_600_000).getUTCDate()).toBe(1);
      }),
    );
  });
});

import { CURRENCY_CODES, type CurrencyCode } from '@selvedge/contract';
import { describe, expect, it } from 'vitest';
import { CURRENCY_DECIMALS } from './currency-table.js';
import { fromProviderAmount, providerAmountProblem, toProviderAmount } from './provider-minor-units.js';

describe('Stripe’s units for the shop’s currencies (docs.stripe.com/currencies)', () => {
  it('sends a two-decimal currency as it is: SGD 650.00 is 65000', () => {
    expect(toProviderAmount('stripe', 'SGD', 65_000)).toBe(65_000);
    expect(toProviderAmount('stripe', 'USD', 1099)).toBe(1099);
  });

  it('sends Stripe’s zero-decimal currencies (JPY, KRW, VND) in whole units: ¥48000 is 48000', () => {
    expect(toProviderAmount('stripe', 'JPY', 48_000)).toBe(48_000);
    expect(toProviderAmount('stripe', 'KRW', 650_000)).toBe(650_000);
    expect(toProviderAmount('stripe', 'VND', 12_500_000)).toBe(12_500_000);
  });

  it('sends HUF, IDR and PKR, which the shop shows without decimals, as two-decimal amounts', () => {
    expect(toProviderAmount('stripe', 'HUF', 175_000)).toBe(17_500_000);
    expect(toProviderAmount('stripe', 'IDR', 7_250_000)).toBe(725_000_000);
    expect(toProviderAmount('stripe', 'PKR', 180_000)).toBe(18_000_000);
    expect(fromProviderAmount('stripe', 'HUF', 17_500_000)).toBe(175_000);
    expect(fromProviderAmount('stripe', 'IDR', 100)).toBe(1);
  });

  it('makes HUF charges whole forints, which also meets Stripe’s payout rule (divisible by 100)', () => {
    for (const forints of [1, 7, 175, 99_999, 1_234_567]) {
      expect(toProviderAmount('stripe', 'HUF', forints) % 100).toBe(0);
    }
  });

  it('sends TWD in its two decimals as the shop keeps them: the divisible-by-100 rule is for payouts only', () => {
    expect(toProviderAmount('stripe', 'TWD', 80_045)).toBe(80_045);
    expect(fromProviderAmount('stripe', 'TWD', 80_045)).toBe(80_045);
  });

  it('refuses to read Stripe’s HUF 10.45 (1045) or PKR 0.50 (50) as a number of whole units', () => {
    expect(() => fromProviderAmount('stripe', 'HUF', 1045)).toThrow(RangeError);
    expect(() => fromProviderAmount('stripe', 'PKR', 50)).toThrow(RangeError);
    expect(() => fromProviderAmount('stripe', 'SGD', 10.5)).toThrow(RangeError);
  });

  it('counts every other currency in two decimals, both in the shop and at Stripe', () => {
    const special: CurrencyCode[] = ['JPY', 'KRW', 'VND', 'HUF', 'IDR', 'PKR'];
    for (const code of CURRENCY_CODES.filter((c) => !special.includes(c))) {
      expect(CURRENCY_DECIMALS[code], code).toBe(2);
      expect(toProviderAmount('stripe', code, 12_345), code).toBe(12_345);
    }
  });
});

describe('the test provider', () => {
  it('counts in the shop’s own minor units for every currency', () => {
    for (const code of CURRENCY_CODES) {
      expect(toProviderAmount('test', code, 48_000), code).toBe(48_000);
      expect(fromProviderAmount('test', code, 48_000), code).toBe(48_000);
    }
  });
});

describe('amounts a provider cannot take', () => {
  it('refuses nothing to pay and a negative amount', () => {
    expect(providerAmountProblem('stripe', 'SGD', 0)).toMatch(/more than nothing/);
    expect(providerAmountProblem('stripe', 'SGD', -100)).toMatch(/more than nothing/);
    expect(providerAmountProblem('test', 'SGD', 0)).toMatch(/more than nothing/);
  });

  it('refuses a fraction of a minor unit', () => {
    expect(providerAmountProblem('stripe', 'JPY', 10.5)).toMatch(/not a whole number/);
    expect(() => toProviderAmount('stripe', 'JPY', 10.5)).toThrow(RangeError);
  });

  it('takes up to Stripe’s 12 digits of its own units, and refuses one more', () => {
    expect(providerAmountProblem('stripe', 'USD', 999_999_999_999)).toBeNull();
    expect(providerAmountProblem('stripe', 'USD', 1_000_000_000_000)).toMatch(/at most 999999999999/);
    expect(providerAmountProblem('stripe', 'VND', 999_999_999_999)).toBeNull();
    expect(providerAmountProblem('stripe', 'VND', 1_000_000_000_000)).toMatch(/at most/);
  });

  it('counts the limit in Stripe’s units, so HUF, IDR and PKR reach it at a hundredth of the amount', () => {
    expect(providerAmountProblem('stripe', 'IDR', 9_999_999_999)).toBeNull();
    expect(providerAmountProblem('stripe', 'IDR', 10_000_000_000)).toMatch(/IDR 10000000000 is 1000000000000/);
    expect(providerAmountProblem('stripe', 'HUF', 10_000_000_000)).toMatch(/at most/);
    expect(providerAmountProblem('test', 'HUF', 10_000_000_000)).toBeNull();
  });
});

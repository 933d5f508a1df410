import { describe, expect, it } from 'vitest';
import { CURRENCY_CODES, CurrencyQuerySchema, DEFAULT_CURRENCY, isCurrencyCode } from './currencies.js';
import { MoneySchema } from './money.js';

describe('currencies in the contract', () => {
  it('lists the 31 currencies of the specification once each, SGD first', () => {
    expect(CURRENCY_CODES).toHaveLength(31);
    expect(new Set(CURRENCY_CODES).size).toBe(31);
    expect(CURRENCY_CODES[0]).toBe(DEFAULT_CURRENCY);
  });

  it('defaults ?cc= to SGD and accepts lower case', () => {
    expect(CurrencyQuerySchema.parse({})).toEqual({ cc: 'SGD' });
    expect(CurrencyQuerySchema.parse({ cc: 'jpy' })).toEqual({ cc: 'JPY' });
  });

  it('refuses any other code with a sentence that says what is accepted', () => {
    const result = CurrencyQuerySchema.safeParse({ cc: 'BTC' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/one of the 31 supported codes/);
    expect(isCurrencyCode('usd')).toBe(false);
    expect(isCurrencyCode('USD')).toBe(true);
  });

  it('carries money as a decimal string, never a number', () => {
    expect(MoneySchema.safeParse({ amount: '650.00', currencyCode: 'SGD' }).success).toBe(true);
    expect(MoneySchema.safeParse({ amount: 650, currencyCode: 'SGD' }).success).toBe(false);
    expect(MoneySchema.safeParse({ amount: '6.5e2', currencyCode: 'SGD' }).success).toBe(false);
    expect(MoneySchema.safeParse({ amount: '650.00', currencyCode: 'XXX' }).success).toBe(false);
  });
});

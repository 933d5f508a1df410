import { describe, expect, it } from 'vitest';
import { roundingHint, roundingMinorOf, roundingStep, roundingUnitsOf } from './rate-words';

describe('a rounding typed in the currency’s own units', () => {
  it('becomes the minor units the server stores', () => {
    expect(roundingMinorOf('JPY', '1')).toBe(1);
    expect(roundingMinorOf('JPY', '100')).toBe(100);
    expect(roundingMinorOf('CHF', '0.05')).toBe(5);
    expect(roundingMinorOf('GBP', '1')).toBe(100);
    expect(roundingMinorOf('GBP', '0.5')).toBe(50);
    expect(roundingMinorOf('GBP', ' 2.50 ')).toBe(250);
    expect(roundingMinorOf('JPY', '10.0')).toBe(10);
  });

  it('is refused when it is no such amount', () => {
    for (const [code, typed] of [
      ['JPY', '0.5'],
      ['CHF', '0.001'],
      ['GBP', '0'],
      ['GBP', '0.00'],
      ['GBP', ''],
      ['GBP', '-1'],
      ['GBP', '1e2'],
      ['GBP', '10000.01'],
      ['JPY', '1000001'],
    ] as const)
      expect(roundingMinorOf(code, typed), `${code} ${typed}`).toBeNull();
    expect(roundingMinorOf('GBP', '10000')).toBe(1_000_000);
  });

  it('is shown back in the same units, and said in words', () => {
    expect(roundingUnitsOf('GBP', 100)).toBe('1');
    expect(roundingUnitsOf('CHF', 5)).toBe('0.05');
    expect(roundingUnitsOf('GBP', 50)).toBe('0.50');
    expect(roundingUnitsOf('JPY', 100)).toBe('100');
    expect(roundingStep('CHF', '0.05')?.replace(/\s/u, ' ')).toBe('CHF 0.05');
    expect(roundingStep('JPY', '0.5')).toBeNull();
    expect(roundingHint('JPY')).toBe('In whole JPY, like 1, 10 or 100.');
    expect(roundingHint('CHF')).toBe('In CHF, like 1 or 0.05 (0.01 at the least).');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateDiscount } from './discount-allocation.js';

const minor = fc.integer({ min: 0, max: 10_000_000_000 });
const lines = fc.array(minor, { maxLength: 40 });

describe('allocating a discount over lines', () => {
  it('splits in proportion, the rounding going to the largest remainders', () => {
    expect(allocateDiscount(1_000, [6_000, 3_000, 1_000])).toEqual([600, 300, 100]);
    // 100 over three equal lines: 33.33 each, the unit left over to the first.
    expect(allocateDiscount(100, [1_000, 1_000, 1_000])).toEqual([34, 33, 33]);
    // 10 over 2 : 1 is 6.67 and 3.33: the larger remainder gets the unit.
    expect(allocateDiscount(10, [200, 100])).toEqual([7, 3]);
    expect(allocateDiscount(5_000, [1_000, 2_000])).toEqual([1_000, 2_000]);
    expect(allocateDiscount(500, [0, 0])).toEqual([0, 0]);
    expect(allocateDiscount(500, [])).toEqual([]);
  });

  it('refuses amounts that are not whole, non-negative minor units', () => {
    expect(() => allocateDiscount(-1, [100])).toThrow(RangeError);
    expect(() => allocateDiscount(10, [100, 1.5])).toThrow(RangeError);
    expect(() => allocateDiscount(10, [Number.MAX_SAFE_INTEGER + 2])).toThrow(RangeError);
  });

  it('for any discount and lines: the shares add up to the discount (at most the lines), each between 0 and its line, within one unit of its exact share', () => {
    fc.assert(
      fc.property(minor, lines, (discount, amounts) => {
        const shares = allocateDiscount(discount, amounts);
        const total = amounts.reduce((sum, amount) => sum + BigInt(amount), 0n);
        const applied = BigInt(discount) < total ? BigInt(discount) : total;
        expect(shares).toHaveLength(amounts.length);
        expect(shares.reduce((sum, share) => sum + BigInt(share), 0n)).toBe(applied);
        shares.forEach((share, index) => {
          const amount = BigInt(amounts[index] ?? 0);
          expect(Number.isSafeInteger(share)).toBe(true);
          expect(share).toBeGreaterThanOrEqual(0);
          expect(BigInt(share)).toBeLessThanOrEqual(amount);
          if (total > 0n) {
            const exactFloor = (amount * applied) / total;
            expect(BigInt(share) === exactFloor || BigInt(share) === exactFloor + 1n).toBe(true);
          }
        });
      }),
    );
  });

  it('gives equal lines shares that differ by at most one unit, and is the same every time', () => {
    fc.assert(
      fc.property(minor, fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 1, max: 30 }), (discount, amount, count) => {
        const amounts = Array.from({ length: count }, () => amount);
        const shares = allocateDiscount(discount, amounts);
        expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
        expect(allocateDiscount(discount, amounts)).toEqual(shares);
      }),
    );
  });
});

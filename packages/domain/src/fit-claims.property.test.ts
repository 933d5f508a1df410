import { CURRENCY_CODES } from '@selvedge/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimWindow, reimbursement, sgdToCurrencyFloor } from './fit-claims.js';
import { addDays, singaporeDay } from './timeline.js';
import { convertFromSgd } from './money.js';

const minor = fc.integer({ min: 0, max: 10_000_000 });
const rate = fc.integer({ min: 1, max: 2_000_000 }).map((hundredths) => (hundredths / 100).toFixed(2));

describe('fit claims, for any amounts', () => {
  it('never reimburse more than the receipt, the share, the cap or what is left, nor less than zero', () => {
    fc.assert(
      fc.property(
        minor,
        minor,
        minor,
        fc.integer({ min: 0, max: 100 }),
        minor,
        fc.constantFrom(...CURRENCY_CODES),
        rate,
        (receipt, piece, refundable, share, cap, currency, ratePerSgd) => {
          const guarantee = { alterationSharePercent: share, alterationCapMinorSgd: cap };
          const paid = reimbursement({
            receiptMinor: receipt,
            pieceMinor: piece,
            refundableMinor: refundable,
            guarantee,
            currency,
            ratePerSgd,
          });
          expect(paid).toBeGreaterThanOrEqual(0);
          expect(paid).toBeLessThanOrEqual(receipt);
          expect(paid).toBeLessThanOrEqual(refundable);
          expect(paid * 100).toBeLessThanOrEqual(piece * share);
          expect(paid).toBeLessThanOrEqual(sgdToCurrencyFloor(cap, ratePerSgd, currency));
        },
      ),
    );
  });

  it('convert the cap down, never above the shop’s own (rounded up) conversion', () => {
    fc.assert(
      fc.property(minor, fc.constantFrom(...CURRENCY_CODES), rate, (cap, currency, ratePerSgd) => {
        const down = sgdToCurrencyFloor(cap, ratePerSgd, currency);
        expect(down).toBeLessThanOrEqual(convertFromSgd(cap, { code: currency, ratePerSgd, roundingIncrementMinor: 1 }));
      }),
    );
  });

  it('take every moment of the last day in Singapore and none of the next', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2035-01-01'), noInvalidDate: true }),
        fc.integer({ min: 1, max: 365 }),
        fc.integer({ min: 0, max: 86_399_999 }),
        (delivered, days, offset) => {
          const lastDay = addDays(singaporeDay(delivered), days);
          // Midnight in Singapore (UTC+8) at the start of the last day, then any moment within it.
          const start = new Date(new Date(`${lastDay}T00:00:00Z`).getTime() - 8 * 3_600_000);
          expect(claimWindow(delivered, new Date(start.getTime() + offset), days).open).toBe(true);
          expect(claimWindow(delivered, new Date(start.getTime() + 86_400_000 + offset), days).open).toBe(false);
        },
      ),
    );
  });
});

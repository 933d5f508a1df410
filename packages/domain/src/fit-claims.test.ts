import { describe, expect, it } from 'vitest';
import { alterationLimit, claimWindow, reimbursement, sgdToCurrencyFloor } from './fit-claims.js';
import { singaporeDay } from './timeline.js';

const guarantee = { alterationSharePercent: 50, alterationCapMinorSgd: 8_000 };

describe('the claim window', () => {
  // Delivered at 23:30 on 1 March in Singapore (15:30 UTC): day 0 is 1 March there, not the UTC date.
  const delivered = new Date('2025-03-01T15:30:00Z');

  it('counts from the delivery’s calendar date in Singapore', () => {
    expect(singaporeDay(delivered)).toBe('2025-03-01');
    expect(singaporeDay(new Date('2025-03-01T16:30:00Z'))).toBe('2025-03-02');
    expect(claimWindow(delivered, delivered, 30)).toMatchObject({ deliveredOn: '2025-03-01', lastDay: '2025-03-31', open: true });
  });

  it('takes day 30 to its last minute in Singapore and refuses day 31', () => {
    // 23:59 on 31 March in Singapore is 15:59 UTC.
    expect(claimWindow(delivered, new Date('2025-03-31T15:59:00Z'), 30).open).toBe(true);
    // 00:00 on 1 April in Singapore.
    expect(claimWindow(delivered, new Date('2025-03-31T16:00:00Z'), 30).open).toBe(false);
  });

  it('follows the configured number of days', () => {
    expect(claimWindow(delivered, new Date('2025-03-08T12:00:00Z'), 7).open).toBe(true);
    expect(claimWindow(delivered, new Date('2025-03-09T12:00:00Z'), 7).open).toBe(false);
  });
});

describe('an alteration’s reimbursement', () => {
  it('is the receipt when it is below every limit', () => {
    expect(
      reimbursement({ receiptMinor: 2_000, pieceMinor: 20_000, refundableMinor: 50_000, guarantee, currency: 'SGD', ratePerSgd: '1' }),
    ).toBe(2_000);
  });

  it('stops at the piece’s share, the cap and what is left to refund', () => {
    const base = { receiptMinor: 100_000, refundableMinor: 100_000, guarantee, currency: 'SGD' as const, ratePerSgd: '1' };
    expect(reimbursement({ ...base, pieceMinor: 10_000 })).toBe(5_000);
    expect(reimbursement({ ...base, pieceMinor: 40_000 })).toBe(8_000);
    expect(reimbursement({ ...base, pieceMinor: 40_000, refundableMinor: 1_234 })).toBe(1_234);
    expect(reimbursement({ ...base, pieceMinor: 40_000, refundableMinor: 0 })).toBe(0);
  });

  it('converts the SGD cap at the order’s rate, rounded down', () => {
    // SGD 80.00 at 0.7391 USD per SGD is USD 59.128: 59.12 at most.
    expect(sgdToCurrencyFloor(8_000, '0.7391', 'USD')).toBe(5_912);
    // JPY has no minor unit: 80 × 113.456 = 9076.48 yen, 9076.
    expect(sgdToCurrencyFloor(8_000, '113.456', 'JPY')).toBe(9_076);
    expect(alterationLimit({ pieceMinor: 1_000_000, refundableMinor: 1_000_000, guarantee, currency: 'USD', ratePerSgd: '0.7391' })).toBe(
      5_912,
    );
  });

  it('counts what earlier alterations of the piece were reimbursed against its share and cap', () => {
    const base = { pieceMinor: 1_000_000, refundableMinor: 1_000_000, guarantee, currency: 'SGD' as const, ratePerSgd: '1' };
    expect(alterationLimit(base)).toBe(8_000);
    expect(alterationLimit({ ...base, reimbursedMinor: 3_000 })).toBe(5_000);
    expect(alterationLimit({ ...base, reimbursedMinor: 8_000 })).toBe(0);
    expect(reimbursement({ ...base, receiptMinor: 9_999, reimbursedMinor: 7_500 })).toBe(500);
  });
});

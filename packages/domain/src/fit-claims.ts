import type { CurrencyCode, FitGuarantee } from '@selvedge/contract';
import { currencyDecimals, parseRate } from './money.js';
import { addDays, singaporeDay } from './timeline.js';

/**
 * The fit guarantee's rules (issue 29), pure: the claim window in Singapore's calendar, and how
 * much an alteration is reimbursed.
 */

export interface ClaimWindow {
  /** The delivery's calendar date in Singapore. */
  deliveredOn: string;
  /** The last day a claim may be filed: the delivery's date plus the window's days. */
  lastDay: string;
  open: boolean;
}

/**
 * "Within N days of delivery, Singapore time": the delivery's date in Singapore is day 0, day N is
 * the last day a claim is taken, day N + 1 is refused.
 */
export function claimWindow(deliveredAt: Date, now: Date, windowDays: number): ClaimWindow {
  const deliveredOn = singaporeDay(deliveredAt);
  const lastDay = addDays(deliveredOn, windowDays);
  return { deliveredOn, lastDay, open: singaporeDay(now) <= lastDay };
}

/** `minorSgd` in `currency` at `ratePerSgd` units per SGD, rounded down to a minor unit (a cap is never passed by its conversion). */
export function sgdToCurrencyFloor(minorSgd: number, ratePerSgd: string, currency: CurrencyCode): number {
  if (!Number.isSafeInteger(minorSgd) || minorSgd < 0) throw new RangeError('an SGD amount in minor units, zero or more');
  if (currency === 'SGD') return minorSgd;
  const scaled = BigInt(minorSgd) * parseRate(ratePerSgd) * 10n ** BigInt(currencyDecimals(currency));
  return Number(scaled / (10n ** 8n * 10n ** BigInt(currencyDecimals('SGD'))));
}

export interface ReimbursementInput {
  /** The tailor's receipt, in the order's minor units. */
  receiptMinor: number;
  /** What the piece cost, in the order's minor units. */
  pieceMinor: number;
  /** What of the order can still be refunded. */
  refundableMinor: number;
  /** What earlier alterations of this piece were reimbursed: the share and the cap hold per piece, not per claim. */
  reimbursedMinor?: number;
  guarantee: Pick<FitGuarantee, 'alterationSharePercent' | 'alterationCapMinorSgd'>;
  currency: CurrencyCode;
  ratePerSgd: string;
}

/** The most an alteration is reimbursed before the receipt is known: the piece's share and the cap less earlier alterations of the piece, and what is left. */
export function alterationLimit({
  pieceMinor,
  refundableMinor,
  reimbursedMinor = 0,
  guarantee,
  currency,
  ratePerSgd,
}: Omit<ReimbursementInput, 'receiptMinor'>): number {
  const share = Math.floor((pieceMinor * guarantee.alterationSharePercent) / 100);
  const cap = sgdToCurrencyFloor(guarantee.alterationCapMinorSgd, ratePerSgd, currency);
  return Math.max(0, Math.min(Math.min(share, cap) - reimbursedMinor, refundableMinor));
}

/** min(receipt, share of the piece, cap in the order's currency rounded down, what remains refundable); never below zero. */
export function reimbursement(input: ReimbursementInput): number {
  return Math.max(0, Math.min(input.receiptMinor, alterationLimit(input)));
}

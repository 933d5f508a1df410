import type { CurrencyCode, PieceCategory, ProductType } from '@selvedge/contract';
import { allocateDiscount } from './discount-allocation.js';
import { convertFromSgd, type CurrencyRate } from './money.js';

/** A discount code as the shop defines it (the `discount_codes` table). */
export interface DiscountCodeRule {
  code: string;
  kind: 'percentage' | 'fixed_amount' | 'fixed_price';
  /** For `percentage`, 1 to 100. */
  percentOff: number | null;
  /** Minor units by currency: the amount off (`fixed_amount`) or each piece's price (`fixed_price`). */
  amounts: Partial<Record<CurrencyCode, number>>;
  /** Empty: every product type. */
  productTypes: readonly ProductType[];
  trialOnly: boolean;
  /** Empty: every delivery country. */
  countryCodes: readonly string[];
  newCustomersOnly: boolean;
  usageLimitTotal: number | null;
  usageLimitPerCustomer: number | null;
  usageLimitPerMonth: number | null;
  startsAt: Date | null;
  endsAt: Date | null;
  /** False when the back office has deactivated it (absent: active). */
  active?: boolean;
}

/** How often the code has been used, counted by the caller. */
export interface DiscountUsage {
  total: number;
  byThisCustomer: number;
  thisMonth: number;
}

/** One piece as the discount sees it: its type, category and what it costs (unit price × quantity). */
export interface DiscountPiece {
  productType: ProductType;
  category: PieceCategory;
  quantity: number;
  /** The price of one, in minor units of the cart's currency. */
  unitMinor: number;
}

export interface DiscountContext {
  pieces: readonly DiscountPiece[];
  rate: CurrencyRate;
  /** The delivery country when known; a code for some countries applies until the checkout knows it. */
  deliveryCountry: { code: string; name: string } | null;
  /** Countries by code, to name them in a sentence. */
  countryName: (code: string) => string;
  /** A customer who has never checked out (a guest counts as new until the checkout knows their e-mail). */
  isNewCustomer: boolean;
  usage: DiscountUsage;
  now: Date;
}

export interface DiscountResult {
  applicable: boolean;
  /** Why it does not apply, or what it still needs, for a person; null when nothing needs saying. */
  message: string | null;
  /** Taken off each piece (same order as `pieces`), in minor units; all 0 when not applicable. */
  perPiece: number[];
  totalMinor: number;
}

const TYPE_NAMES: Record<ProductType, string> = {
  shirt: 'shirts',
  polo: 'polo shirts',
  trousers: 'trousers',
  shorts: 'shorts',
  outerwears: 'outerwear',
  jackets: 'jackets',
};

function listOf(parts: readonly string[]): string {
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** An amount of the code in the cart's currency: its own entry, or the SGD entry converted like a price. */
function amountIn(rule: DiscountCodeRule, rate: CurrencyRate): number | null {
  const own = rule.amounts[rate.code];
  if (own !== undefined) return own;
  const sgd = rule.amounts.SGD;
  return sgd === undefined ? null : convertFromSgd(sgd, rate);
}

/**
 * Why the code cannot be used now by this customer, or null when it can: whether it is active, its
 * dates, its limits (total, per customer, per calendar month) and new customers only. The same
 * sentence when the cart is priced and when Pay reserves a use under the code's lock.
 */
export function whyNotUsable(
  rule: DiscountCodeRule,
  { now, usage, isNewCustomer }: Pick<DiscountContext, 'now' | 'usage' | 'isNewCustomer'>,
): string | null {
  if (rule.active === false) return `The code ${rule.code} is no longer available.`;
  if (rule.startsAt && now < rule.startsAt) return `The code ${rule.code} starts on ${rule.startsAt.toISOString().slice(0, 10)}.`;
  if (rule.endsAt && now >= rule.endsAt) return `The code ${rule.code} has expired.`;
  if (rule.usageLimitTotal !== null && usage.total >= rule.usageLimitTotal)
    return `The code ${rule.code} has been used as often as it can be.`;
  if (rule.usageLimitPerCustomer !== null && usage.byThisCustomer >= rule.usageLimitPerCustomer)
    return `You have already used the code ${rule.code}.`;
  if (rule.usageLimitPerMonth !== null && usage.thisMonth >= rule.usageLimitPerMonth) {
    return `The code ${rule.code} has been used by as many customers as it can be this month; it opens again next month.`;
  }
  if (rule.newCustomersOnly && !isNewCustomer) return `The code ${rule.code} is for a first order only.`;
  return null;
}

/**
 * What a discount code takes off a cart, and why not when it does not apply. Checks, in order:
 * that it is active, its dates, its limits (total, per customer, per calendar month), new customers only, the
 * delivery country (when known), then which pieces it is for (product types, trial pieces). The
 * amount is split over the eligible pieces in whole minor units and never exceeds what they cost.
 */
export function evaluateDiscount(rule: DiscountCodeRule, context: DiscountContext): DiscountResult {
  const none = (message: string): DiscountResult => ({ applicable: false, message, perPiece: context.pieces.map(() => 0), totalMinor: 0 });
  const refusal = whyNotUsable(rule, context);
  if (refusal !== null) return none(refusal);
  const countries = rule.countryCodes.map(context.countryName);
  if (context.deliveryCountry && rule.countryCodes.length > 0 && !rule.countryCodes.includes(context.deliveryCountry.code)) {
    return none(`The code ${rule.code} is for orders delivered to ${listOf(countries)}, not ${context.deliveryCountry.name}.`);
  }

  const eligible = context.pieces.map(
    (piece) =>
      (rule.productTypes.length === 0 || rule.productTypes.includes(piece.productType)) && (!rule.trialOnly || piece.category === 'trial'),
  );
  if (!eligible.some(Boolean)) {
    const what = rule.productTypes.length === 0 ? 'pieces' : listOf(rule.productTypes.map((type) => TYPE_NAMES[type]));
    return none(`The code ${rule.code} is for ${rule.trialOnly ? `trial ${what}` : what}; there are none in your cart.`);
  }

  const costs = context.pieces.map((piece, index) => (eligible[index] ? piece.unitMinor * piece.quantity : 0));
  const eligibleTotal = costs.reduce((sum, cost) => sum + cost, 0);
  let perPiece: number[];
  if (rule.kind === 'percentage') {
    const percent = Math.max(0, Math.min(100, rule.percentOff ?? 0));
    perPiece = allocateDiscount(Math.floor((eligibleTotal * percent) / 100), costs);
  } else if (rule.kind === 'fixed_amount') {
    const amount = amountIn(rule, context.rate);
    if (amount === null) return none(`The code ${rule.code} cannot be used in ${context.rate.code}.`);
    perPiece = allocateDiscount(Math.min(amount, eligibleTotal), costs);
  } else {
    const price = amountIn(rule, context.rate);
    if (price === null) return none(`The code ${rule.code} cannot be used in ${context.rate.code}.`);
    perPiece = context.pieces.map((piece, index) => (eligible[index] ? Math.max(0, piece.unitMinor - price) * piece.quantity : 0));
  }
  const totalMinor = perPiece.reduce((sum, share) => sum + share, 0);
  const pending =
    !context.deliveryCountry && rule.countryCodes.length > 0
      ? `Applies to orders delivered to ${listOf(countries)}; checkout confirms it.`
      : null;
  return { applicable: true, message: pending, perPiece, totalMinor };
}

/** The calendar month of `at` in Singapore, where the shop counts its monthly limits: [start, end). */
export function singaporeMonth(at: Date): { start: Date; end: Date } {
  const offsetMs = 8 * 60 * 60 * 1000;
  const local = new Date(at.getTime() + offsetMs);
  const start = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - offsetMs;
  const end = Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1) - offsetMs;
  return { start: new Date(start), end: new Date(end) };
}

import { CURRENCY_CODES, type CurrencyCode, type PaymentProviderName } from '@selvedge/contract';
import { CURRENCY_DECIMALS } from './currency-table.js';

/**
 * A payment provider's own minor units (DESIGN §5). The shop keeps money in each currency's own
 * decimals (`CURRENCY_DECIMALS`, CLDR's digits, the ones a customer sees). A provider's API counts
 * amounts in units of its own choosing, which for some currencies are not those. This table, not
 * `Intl` and not the display table, converts at the payment edge, in integers only.
 *
 * Stripe: every rule below is from https://docs.stripe.com/currencies ("Specify amounts in API
 * requests", "Zero-decimal currencies", "Special cases", "Maximum charge amounts"), read in its
 * Markdown form (docs.stripe.com/currencies.md) for this table, except where another source is named.
 *
 * - Two decimals unless listed otherwise: "Currencies are two-decimal currencies unless otherwise
 *   specified" (SGD, USD, EUR, ... 1000 charges 10.00).
 * - Zero decimals: the page's zero-decimal list (BIF, CLP, DJF, GNF, JPY, KMF, KRW, MGA, PYG, RWF,
 *   UGX, VND, VUV, XAF, XOF, XPF). Of the shop's 31, that is JPY, KRW and VND: 500 charges ¥500.
 * - HUF: "Stripe treats HUF as a zero-decimal currency for payouts, even though you can charge
 *   two-decimal amounts"; a manual payout must be divisible by 100. So a charge is in two
 *   decimals: the shop's whole forints × 100, which are always divisible by 100.
 * - TWD: the same payout-only rule, and the shop already keeps TWD in two decimals, so a charge
 *   amount is the shop's own. The payout rule does not touch charges (the shop makes no payouts).
 * - IDR: not in the zero-decimal list, so two decimals although CLDR (and the shop) shows none:
 *   1 IDR is amount 100. Stripe's own iOS SDK was fixed to read it so (stripe/stripe-ios#3756,
 *   "1 IDR is considered 1.00 IDR, which is represented as amount = 100"). Its non-card limit is
 *   12 digits, against 8 for most currencies.
 * - PKR: likewise two decimals in the API, none in CLDR: "officially PKR has two decimal places
 *   but in practice it has no decimals, so our API uses the official decimal number"
 *   (a Stripe engineer in stripe/stripe-ios#2601, fixed by stripe/stripe-ios#2603).
 * - ISK and UGX ("transitioned to a zero-decimal currency, but backward compatibility requires you
 *   to represent it as a two-decimal value, where the decimal amount is always 00") and the
 *   three-decimal currencies (BHD, JOD, KWD, OMR, TND: last digit 0) are not among the shop's 31.
 *   Adding one means a row here and, for those, a rule that amounts be multiples of 100 or 10.
 * - Largest amount: "12 digits for most card payments, for a maximum of 999,999,999,999 in minor
 *   units". No payment method takes more, so more is refused here. Narrower limits belong to single
 *   methods (American Express 9 digits; non-card methods 8, COP 10, INR 9, IDR 12) and are Stripe's
 *   to apply when it offers methods; one that still fails is Stripe's error from the session.
 * - Smallest amount: Stripe's minimum (0.50 USD and the like) is set by the account's settlement
 *   currency after conversion, which the shop does not know here, so only "nothing to pay" is
 *   refused; Stripe answers a session below its minimum with an error.
 *
 * The built-in test provider counts in the shop's own minor units.
 */

interface ProviderCurrency {
  /** Decimals of the provider's amounts in this currency. */
  decimals: number;
  /** The largest amount the provider takes, in its own units. */
  maxAmount: number;
}

/** Stripe's card limit: 12 digits of minor units. */
const STRIPE_MAX_AMOUNT = 999_999_999_999;

/** The currencies of the shop's 31 that Stripe counts in whole units (its zero-decimal list). */
const STRIPE_ZERO_DECIMAL: ReadonlySet<CurrencyCode> = new Set<CurrencyCode>(['JPY', 'KRW', 'VND']);

function stripeCurrency(code: CurrencyCode): ProviderCurrency {
  return { decimals: STRIPE_ZERO_DECIMAL.has(code) ? 0 : 2, maxAmount: STRIPE_MAX_AMOUNT };
}

function testCurrency(code: CurrencyCode): ProviderCurrency {
  return { decimals: CURRENCY_DECIMALS[code], maxAmount: Number.MAX_SAFE_INTEGER };
}

const mapCurrencies = (rule: (code: CurrencyCode) => ProviderCurrency) =>
  Object.fromEntries(CURRENCY_CODES.map((code) => [code, rule(code)])) as Record<CurrencyCode, ProviderCurrency>;

const PROVIDER_CURRENCIES: Readonly<Record<PaymentProviderName, Readonly<Record<CurrencyCode, ProviderCurrency>>>> = {
  stripe: mapCurrencies(stripeCurrency),
  test: mapCurrencies(testCurrency),
};

function assertWhole(amount: number, what: string): void {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`${what} must be a whole number of minor units, got ${amount}`);
}

/**
 * Provider units per shop minor unit: 100 for Stripe's HUF, IDR and PKR, 1 elsewhere. Every
 * provider here counts in the shop's decimals or finer (a test holds that), so it is a whole number.
 */
function scale(provider: PaymentProviderName, currency: CurrencyCode): number {
  return 10 ** (PROVIDER_CURRENCIES[provider][currency].decimals - CURRENCY_DECIMALS[currency]);
}

/** The shop's minor units of `currency` in the provider's own: 48000 HUF (whole forints) is Stripe's 4800000. */
export function toProviderAmount(provider: PaymentProviderName, currency: CurrencyCode, shopMinor: number): number {
  assertWhole(shopMinor, 'an amount');
  const amount = shopMinor * scale(provider, currency);
  assertWhole(amount, `${currency} ${shopMinor} in ${provider}'s units`);
  return amount;
}

/**
 * A provider's amount back in the shop's minor units. Refuses (RangeError) an amount the shop's
 * units cannot hold exactly, such as Stripe's 1045 HUF (10.45 forints): rounding it would record
 * a payment that differs from what was paid.
 */
export function fromProviderAmount(provider: PaymentProviderName, currency: CurrencyCode, providerAmount: number): number {
  assertWhole(providerAmount, `a ${provider} amount`);
  const units = scale(provider, currency);
  if (providerAmount % units !== 0) {
    throw new RangeError(`${provider}'s ${currency} ${providerAmount} has a fraction the shop's ${currency} does not have`);
  }
  return providerAmount / units;
}

/**
 * Why the provider cannot take a payment of `shopMinor` (the shop's minor units) in `currency`, as a
 * sentence for the log, or null when it can. A caller asks before it starts a payment.
 */
export function providerAmountProblem(provider: PaymentProviderName, currency: CurrencyCode, shopMinor: number): string | null {
  if (!Number.isSafeInteger(shopMinor)) return `${shopMinor} is not a whole number of ${currency} minor units.`;
  if (shopMinor <= 0) return `A payment must be for more than nothing (${currency} ${shopMinor}).`;
  const { maxAmount } = PROVIDER_CURRENCIES[provider][currency];
  const amount = shopMinor * scale(provider, currency);
  if (amount > maxAmount) return `${provider} takes at most ${maxAmount} in its ${currency} units; ${currency} ${shopMinor} is ${amount}.`;
  return null;
}

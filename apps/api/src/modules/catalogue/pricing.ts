import type { CurrencyCode, Money } from '@selvedge/contract';
import { convertFromSgd, toMoney, type CurrencyRate } from '@selvedge/domain';
import type { Clock } from '../../platform/clock.js';

export interface PricingSource {
  listCurrencyRates(): Promise<CurrencyRate[]>;
}

export interface PriceInput {
  priceMinorSgd: number;
  /** Hand-set prices by currency, in that currency's minor units. */
  fixedPrices: Partial<Record<CurrencyCode, number>>;
}

/** How long exchange rates are kept in memory. Safe to lose; another process may differ this long. */
const RATES_TTL_MS = 60_000;

/**
 * Prices in the display currency: a fixed price for that currency if the variant has one,
 * otherwise the SGD price converted at the stored rate and rounded up to the currency's step.
 */
export function createPricing({ source, clock }: { source: PricingSource; clock: Clock }) {
  let cached: { at: number; rates: Map<CurrencyCode, CurrencyRate> } | null = null;
  // Counts `forget` calls: rates read while one happened are used once, not kept.
  let generation = 0;

  async function rates(): Promise<Map<CurrencyCode, CurrencyRate>> {
    const now = clock.now().getTime();
    if (cached && now - cached.at < RATES_TTL_MS) return cached.rates;
    const seen = generation;
    const list = await source.listCurrencyRates();
    const read = new Map(list.map((rate) => [rate.code, rate]));
    if (seen === generation) cached = { at: now, rates: read };
    return read;
  }

  return {
    /** Returns a pricing function for one currency, after loading the rates once. */
    async priceIn(currency: CurrencyCode): Promise<(input: PriceInput) => Money> {
      const rate = (await rates()).get(currency);
      if (!rate) throw new Error(`no exchange rate is stored for ${currency}`);
      return (input) => {
        const fixed = input.fixedPrices[currency];
        return toMoney(fixed ?? convertFromSgd(input.priceMinorSgd, rate), currency);
      };
    },
    async rate(currency: CurrencyCode): Promise<CurrencyRate> {
      const rate = (await rates()).get(currency);
      if (!rate) throw new Error(`no exchange rate is stored for ${currency}`);
      return rate;
    },
    forget(): void {
      generation += 1;
      cached = null;
    },
  };
}

export type Pricing = ReturnType<typeof createPricing>;

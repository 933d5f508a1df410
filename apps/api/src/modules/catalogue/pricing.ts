import type { CurrencyCode, Money } from '@selvedge/contract';
import { convertFromSgd, toMoney, type CurrencyRate } from '@selvedge/domain';
import { createShopCaches, type ShopCaches } from '../../platform/announced-cache.js';
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
export function createPricing({
  source,
  clock,
  caches = createShopCaches(),
}: {
  source: PricingSource;
  clock: Clock;
  caches?: ShopCaches;
}) {
  const kept = caches.keep<Map<CurrencyCode, CurrencyRate>>({ max: 1, ttlMs: RATES_TTL_MS, now: () => clock.now().getTime() });

  async function rates(): Promise<Map<CurrencyCode, CurrencyRate>> {
    const read = await kept.read('rates', async () => new Map((await source.listCurrencyRates()).map((rate) => [rate.code, rate])));
    return read ?? new Map();
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
  };
}

export type Pricing = ReturnType<typeof createPricing>;

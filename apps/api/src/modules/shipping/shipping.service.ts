import type { CurrencyCode, ShippingResponse } from '@selvedge/contract';
import { toMoney } from '@selvedge/domain';
import { createShopCaches, type ShopCaches } from '../../platform/announced-cache.js';
import type { ShippingRepository } from './shipping.repository.js';

/** SPEC §9: orders over SGD 650 ship free to the countries marked for it (the back office can change it). */
const FREE_SHIPPING_THRESHOLD_MINOR_SGD = 65_000;

/** A delivery country as the cart needs it. */
export interface DeliveryCountry {
  code: string;
  name: string;
  freeShipping: boolean;
}

/** Where a checkout delivers: the country, the currency paid there, and its shipping rate. */
export interface Destination extends DeliveryCountry {
  currencyCode: CurrencyCode;
  /** Goods worth this much in SGD (after codes) ship free here when `freeShipping`. */
  freeShippingThresholdMinorSgd: number;
  rate: { name: string; priceMinorSgd: number; deliveryDays: { min: number; max: number } };
}

/**
 * Shipping tables change rarely; each process reads them at most once a minute, and at once after
 * the shop changed (`ShopCaches.forgetAll`: its own back office, or another process's, announced).
 */
const COUNTRIES_CACHE_MS = 60_000;

export function createShippingService({
  repository,
  now = Date.now,
  caches = createShopCaches(),
}: {
  repository: ShippingRepository;
  now?: () => number;
  caches?: ShopCaches;
}) {
  const tables = caches.keep<ReadonlyMap<string, DeliveryCountry> | ReadonlyMap<string, Destination> | number>({
    max: 3,
    ttlMs: COUNTRIES_CACHE_MS,
    now,
  });
  const kept = async <T extends ReadonlyMap<string, DeliveryCountry> | ReadonlyMap<string, Destination> | number>(
    key: string,
    load: () => Promise<T>,
  ): Promise<T> => (await tables.read(key, load)) as T;

  function countryTable(): Promise<ReadonlyMap<string, DeliveryCountry>> {
    return kept(
      'countries',
      async () =>
        new Map(
          (await repository.listCountries()).map((row) => [row.code, { code: row.code, name: row.name, freeShipping: row.freeShipping }]),
        ),
    );
  }

  function freeShippingThreshold(): Promise<number> {
    return kept('threshold', async () => (await repository.freeShippingThreshold()) ?? FREE_SHIPPING_THRESHOLD_MINOR_SGD);
  }

  return {
    /** Where a checkout delivers to `code`, or null when the shop does not deliver there (cached a minute). */
    async destination(code: string): Promise<Destination | null> {
      const byCode = await kept('destinations', () =>
        Promise.all([repository.listRates(), repository.listCountries(), freeShippingThreshold()]).then(([rates, rows, thresholdMinor]) => {
          const ratesById = new Map(rates.map((rate) => [rate.id, rate]));
          return new Map(
            rows.flatMap((row) => {
              const rate = ratesById.get(row.rateId);
              if (!rate) return [];
              return [
                [
                  row.code,
                  {
                    code: row.code,
                    name: row.name,
                    freeShipping: row.freeShipping,
                    currencyCode: row.currencyCode as CurrencyCode,
                    freeShippingThresholdMinorSgd: thresholdMinor,
                    rate: {
                      name: rate.name,
                      priceMinorSgd: rate.priceMinorSgd,
                      deliveryDays: { min: rate.deliveryDaysMin, max: rate.deliveryDaysMax },
                    },
                  },
                ] as const,
              ];
            }),
          );
        }),
      );
      return byCode.get(code) ?? null;
    },

    /** The countries we deliver to, by ISO code, with their names (cached per process for a minute). */
    async deliveryCountries(): Promise<ReadonlyMap<string, string>> {
      return new Map([...(await countryTable())].map(([code, country]) => [code, country.name]));
    },

    /** The countries we deliver to, by ISO code, with whether free shipping applies there. */
    deliveryCountryDetails(): Promise<ReadonlyMap<string, DeliveryCountry>> {
      return countryTable();
    },

    /** Goods worth this much in SGD (after codes) ship free to the countries marked for it (cached a minute). */
    freeShippingThreshold,

    async ratesAndCountries(): Promise<ShippingResponse> {
      const [rates, countries, thresholdMinor] = await Promise.all([
        repository.listRates(),
        repository.listCountries(),
        freeShippingThreshold(),
      ]);
      return {
        rates: rates.map((rate) => ({
          id: rate.id,
          name: rate.name,
          price: toMoney(rate.priceMinorSgd, 'SGD'),
          deliveryDays: { min: rate.deliveryDaysMin, max: rate.deliveryDaysMax },
        })),
        countries: countries.map((country) => ({
          code: country.code,
          name: country.name,
          description: country.description,
          rateId: country.rateId,
          freeShipping: country.freeShipping,
          currencyCode: country.currencyCode as CurrencyCode,
        })),
        freeShippingThreshold: toMoney(thresholdMinor, 'SGD'),
      };
    },
  };
}

export type ShippingService = ReturnType<typeof createShippingService>;

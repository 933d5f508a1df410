import type { CurrencyCode, ShippingResponse } from '@selvedge/contract';
import { toMoney } from '@selvedge/domain';
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
 * its own back office changed them (`forgetCaches`).
 */
const COUNTRIES_CACHE_MS = 60_000;

export function createShippingService({ repository, now = Date.now }: { repository: ShippingRepository; now?: () => number }) {
  let countries: { at: number; byCode: Promise<ReadonlyMap<string, DeliveryCountry>> } | null = null;

  function countryTable(): Promise<ReadonlyMap<string, DeliveryCountry>> {
    if (!countries || now() - countries.at > COUNTRIES_CACHE_MS) {
      const byCode = repository
        .listCountries()
        .then((rows) => new Map(rows.map((row) => [row.code, { code: row.code, name: row.name, freeShipping: row.freeShipping }])));
      // A failed read is not kept: the next call asks again.
      byCode.catch(() => {
        countries = null;
      });
      countries = { at: now(), byCode };
    }
    return countries.byCode;
  }

  let destinations: { at: number; byCode: Promise<ReadonlyMap<string, Destination>> } | null = null;
  let threshold: { at: number; minor: Promise<number> } | null = null;

  function freeShippingThreshold(): Promise<number> {
    if (!threshold || now() - threshold.at > COUNTRIES_CACHE_MS) {
      const minor = repository.freeShippingThreshold().then((value) => value ?? FREE_SHIPPING_THRESHOLD_MINOR_SGD);
      minor.catch(() => {
        threshold = null;
      });
      threshold = { at: now(), minor };
    }
    return threshold.minor;
  }

  return {
    /** Where a checkout delivers to `code`, or null when the shop does not deliver there (cached a minute). */
    async destination(code: string): Promise<Destination | null> {
      if (!destinations || now() - destinations.at > COUNTRIES_CACHE_MS) {
        const byCode = Promise.all([repository.listRates(), repository.listCountries(), freeShippingThreshold()]).then(([rates, rows, thresholdMinor]) => {
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
                    rate: { name: rate.name, priceMinorSgd: rate.priceMinorSgd, deliveryDays: { min: rate.deliveryDaysMin, max: rate.deliveryDaysMax } },
                  },
                ] as const,
              ];
            }),
          );
        });
        byCode.catch(() => {
          destinations = null;
        });
        destinations = { at: now(), byCode };
      }
      return (await destinations.byCode).get(code) ?? null;
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

    /** The shipping tables changed (the back office): this process reads them afresh from now on. */
    forgetCaches(): void {
      countries = null;
      destinations = null;
      threshold = null;
    },

    async ratesAndCountries(): Promise<ShippingResponse> {
      const [rates, countries, thresholdMinor] = await Promise.all([repository.listRates(), repository.listCountries(), freeShippingThreshold()]);
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

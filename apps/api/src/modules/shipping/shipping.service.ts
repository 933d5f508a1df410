import type { CurrencyCode, ShippingResponse } from '@selvedge/contract';
import { toMoney } from '@selvedge/domain';
import type { ShippingRepository } from './shipping.repository.js';

/** SPEC §9: orders over SGD 650 ship free to the countries marked for it. */
export const FREE_SHIPPING_THRESHOLD_MINOR_SGD = 65_000;

export function createShippingService({ repository }: { repository: ShippingRepository }) {
  return {
    async ratesAndCountries(): Promise<ShippingResponse> {
      const [rates, countries] = await Promise.all([repository.listRates(), repository.listCountries()]);
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
        freeShippingThreshold: toMoney(FREE_SHIPPING_THRESHOLD_MINOR_SGD, 'SGD'),
      };
    },
  };
}

export type ShippingService = ReturnType<typeof createShippingService>;

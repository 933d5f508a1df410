import { ShippingResponseSchema, type ShippingResponse } from '@selvedge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/**
 * Delivery rates and countries (GET /shopify/shipping): one cache entry for every screen that
 * shows them (the rates and tax dialogs, the checkout's and the address book's country lists), so
 * one call and one parsed answer serve a whole visit. They change rarely.
 */
export const shippingQueryOptions = () =>
  queryOptions({
    queryKey: ['shipping'],
    queryFn: ({ signal }) => apiRequest('/shopify/shipping', ShippingResponseSchema, { signal }),
    staleTime: 60 * 60 * 1000,
  });

export interface DeliveryCountry {
  code: string;
  name: string;
  currencyCode: string;
}

const byName = (answer: ShippingResponse): DeliveryCountry[] =>
  answer.countries.map(({ code, name, currencyCode }) => ({ code, name, currencyCode })).sort((a, b) => a.name.localeCompare(b.name, 'en'));

/** The countries we deliver to, by name, for an address form's country list. */
export function useDeliveryCountries() {
  return useQuery({ ...shippingQueryOptions(), select: byName });
}

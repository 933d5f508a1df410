import { ShippingResponseSchema, type ShippingResponse } from '@selvedge/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';

export interface DeliveryCountry {
  code: string;
  name: string;
}

const byName = (answer: ShippingResponse): DeliveryCountry[] =>
  answer.countries.map(({ code, name }) => ({ code, name })).sort((a, b) => a.name.localeCompare(b.name, 'en'));

/**
 * The countries we deliver to (GET /shopify/shipping), for the address form's country list. It
 * shares the ['shipping'] cache entry with the delivery-rates dialog: one call, one parsed answer.
 */
export function useDeliveryCountries() {
  return useQuery({
    queryKey: ['shipping'],
    queryFn: ({ signal }) => apiRequest('/shopify/shipping', ShippingResponseSchema, { signal }),
    staleTime: 60 * 60 * 1000,
    select: byName,
  });
}

import { ShippingResponseSchema, type ShippingResponse } from '@selvedge/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

interface DeliveryCountry {
  code: string;
  name: string;
  currencyCode: string;
}

const byName = (answer: ShippingResponse): DeliveryCountry[] =>
  answer.countries.map(({ code, name, currencyCode }) => ({ code, name, currencyCode })).sort((a, b) => a.name.localeCompare(b.name, 'en'));

/**
 * The countries we deliver to (GET /shopify/shipping), for the address form's list; the same
 * ['shipping'] cache entry as the delivery-rates dialog and the address book, so one call serves all.
 */
export function useDeliveryCountries() {
  return useQuery({
    queryKey: ['shipping'],
    queryFn: ({ signal }) => apiRequest('/shopify/shipping', ShippingResponseSchema, { signal }),
    staleTime: 60 * 60 * 1000,
    select: byName,
  });
}

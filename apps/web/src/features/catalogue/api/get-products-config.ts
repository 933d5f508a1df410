import { ProductsConfigResponseSchema, type CurrencyCode } from '@selvedge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The configuration is cached for an hour by the server (SPEC §7); the client keeps it as long. */
export const productsConfigQueryOptions = (currency: CurrencyCode) =>
  queryOptions({
    queryKey: ['products-config', currency],
    queryFn: ({ signal }) =>
      apiRequest(`/contentful-plain/products/config?cc=${currency}`, ProductsConfigResponseSchema, { signal }),
    staleTime: 60 * 60 * 1000,
  });

export function useProductsConfig(currency: CurrencyCode) {
  return useQuery(productsConfigQueryOptions(currency));
}

import { ProductsConfigOutlineSchema, type CurrencyCode, type ProductsConfigResponse } from '@selvedge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * The configuration is cached for an hour by the server (SPEC §7); the client keeps it as long.
 * The server builds every answer through the full schema, so the storefront checks its outline
 * only (docs/decisions/012): every page asks for it as it starts, on phones too.
 */
export const productsConfigQueryOptions = (currency: CurrencyCode) =>
  queryOptions({
    queryKey: ['products-config', currency],
    queryFn: async ({ signal }): Promise<ProductsConfigResponse> =>
      (await apiRequest(`/contentful-plain/products/config?cc=${currency}`, ProductsConfigOutlineSchema, { signal })) as ProductsConfigResponse,
    staleTime: 60 * 60 * 1000,
  });

export function useProductsConfig(currency: CurrencyCode) {
  return useQuery(productsConfigQueryOptions(currency));
}

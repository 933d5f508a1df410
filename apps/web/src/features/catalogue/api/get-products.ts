import { productPageCheck, type CurrencyCode, type ProductType } from '@selvedge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The tag filter of fabrics on general sale (SPEC §7). */
const ON_SALE_QUERY = 'tag:Display -tag:Preorder';

const productsQueryOptions = (type: ProductType, currency: CurrencyCode, first: number) =>
  queryOptions({
    queryKey: ['products', type, currency, ON_SALE_QUERY, first],
    queryFn: ({ signal }) =>
      apiRequest(`/shopify/products/${type}?cc=${currency}&first=${first}&query=${encodeURIComponent(ON_SALE_QUERY)}`, productPageCheck, {
        signal,
      }),
    staleTime: 5 * 60 * 1000,
  });

/** The first fabrics of a type, in the display currency. */
export function useProducts(type: ProductType, currency: CurrencyCode, first: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...productsQueryOptions(type, currency, first), enabled: options.enabled ?? true });
}

import { fabricsPagePath, productPageCheck, type CurrencyCode, type ProductType } from '@selvedge/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { CustomiserMode } from '../customiser-mode';

/** The fabrics of a type a page at a time (24), in the display currency, for one mode. */
export const fabricsQueryOptions = (type: ProductType, currency: CurrencyCode, mode: CustomiserMode) =>
  infiniteQueryOptions({
    queryKey: ['fabrics', type, currency, mode],
    queryFn: ({ pageParam, signal }) => apiRequest(fabricsPagePath(type, currency, mode, pageParam), productPageCheck, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.hasNextPage ? last.lastProductCursor : null),
    staleTime: 5 * 60 * 1000,
  });

export function useFabrics(type: ProductType, currency: CurrencyCode, mode: CustomiserMode) {
  return useInfiniteQuery(fabricsQueryOptions(type, currency, mode));
}

import { preorderResponseCheck } from '@selvedge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The running (or last) pre-order collection; `preorder` is null when the shop has never run one. */
export const preorderQueryOptions = () =>
  queryOptions({
    queryKey: ['preorder'],
    queryFn: ({ signal }) => apiRequest('/shopify/products/preorder', preorderResponseCheck, { signal }),
    // The navbar and the pages share one answer; the countdown itself ticks on the client.
    staleTime: 5 * 60 * 1000,
  });

export function usePreorder() {
  return useQuery(preorderQueryOptions());
}

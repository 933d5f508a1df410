import { ShippingResponseSchema } from '@selvedge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Delivery rates and countries change rarely; one answer serves a whole visit. */
const shippingQueryOptions = () =>
  queryOptions({
    queryKey: ['shipping'],
    queryFn: ({ signal }) => apiRequest('/shopify/shipping', ShippingResponseSchema, { signal }),
    staleTime: 60 * 60 * 1000,
  });

/** Loads only once `enabled` (the dialogs open), so pages that never show rates never fetch them. */
export function useShipping({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...shippingQueryOptions(), enabled });
}

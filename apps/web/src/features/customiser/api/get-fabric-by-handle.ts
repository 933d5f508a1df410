import { ProductSchema, type CurrencyCode, type ProductType } from '@selvedge/contract';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '../../../lib/api-client';

/** One fabric by its handle (a homepage link's `?fabric=`); a 404 when the shop has no such fabric. */
const fabricByHandleQueryOptions = (type: ProductType, handle: string, currency: CurrencyCode) =>
  queryOptions({
    queryKey: ['fabric-by-handle', type, handle, currency],
    queryFn: ({ signal }) =>
      apiRequest(`/shopify/products/${type}/handle/${encodeURIComponent(handle)}?cc=${currency}`, ProductSchema, { signal }),
    staleTime: 5 * 60 * 1000,
    // A fabric that does not exist will not appear on a second try; a dropped connection might.
    retry: (failures, error) => !(error instanceof ApiRequestError && error.status === 404) && failures < 1,
  });

export function useFabricByHandle(type: ProductType, handle: string | null, currency: CurrencyCode, enabled: boolean) {
  return useQuery({ ...fabricByHandleQueryOptions(type, handle ?? '', currency), enabled: enabled && handle !== null });
}

/**
 * The fabric once the shop has answered: at once when it is known, else the request already on its
 * way (or a new one after a failure). Rejects as the query does (a 404 when there is no such fabric).
 */
export function fabricByHandle(client: QueryClient, type: ProductType, handle: string, currency: CurrencyCode) {
  return client.fetchQuery(fabricByHandleQueryOptions(type, handle, currency));
}

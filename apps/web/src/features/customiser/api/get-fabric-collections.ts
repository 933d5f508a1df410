import { CollectionsResponseSchema, type CurrencyCode, type ProductType } from '@selvedge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The collections of a type, which serve as its fabric filters (SPEC §3). */
const fabricCollectionsQueryOptions = (type: ProductType, currency: CurrencyCode) =>
  queryOptions({
    queryKey: ['fabric-collections', type, currency],
    queryFn: ({ signal }) => apiRequest(`/shopify/products/collections/${type}?cc=${currency}`, CollectionsResponseSchema, { signal }),
    staleTime: 30 * 60 * 1000,
  });

export function useFabricCollections(type: ProductType, currency: CurrencyCode) {
  return useQuery(fabricCollectionsQueryOptions(type, currency));
}

import { OrderListSchema, OrderSchema } from '@selvedge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '../../../../lib/api-client';

/** The customer's orders (GET /api/orders) and one order, theirs or a guest's by its signed link. */

/** Retries a call that got no answer, once; an answer (a refusal) is final. */
export const retryUnreachable = (failures: number, error: unknown) => !(error instanceof ApiRequestError) && failures < 1;

const ordersQueryOptions = (customerId: string) =>
  queryOptions({
    queryKey: ['account', 'orders', customerId],
    queryFn: ({ signal }) => apiRequest('/orders', OrderListSchema, { signal }),
    retry: retryUnreachable,
  });

/** The signed-in customer's orders, newest first as the shop sends them. */
export const useOrders = (customerId: string) => useQuery(ordersQueryOptions(customerId));

/** Where one order is kept in the query cache. */
export const orderQueryKey = (number: string, key: string | null) => ['order', number, key] as const;

/** `path` with a guest's signed link's key, when there is one. */
export const withAccessKey = (path: string, key: string | null) => (key ? `${path}?key=${encodeURIComponent(key)}` : path);

/** One order; `key` is a guest's signed link's. */
export function useOrder(number: string, key: string | null) {
  return useQuery({
    queryKey: orderQueryKey(number, key),
    queryFn: ({ signal }) => apiRequest(withAccessKey(`/orders/${encodeURIComponent(number)}`, key), OrderSchema, { signal }),
    retry: retryUnreachable,
  });
}

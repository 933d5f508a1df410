import { OrderListSchema, OrderSchema } from '@selvedge/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '../../../../lib/api-client';

/** The customer's orders (GET /api/orders) and one order, theirs or a guest's by its signed link. */

const retryUnreachable = (failures: number, error: unknown) => !(error instanceof ApiRequestError) && failures < 1;

const ordersQueryOptions = (customerId: string) =>
  queryOptions({
    queryKey: ['account', 'orders', customerId],
    queryFn: ({ signal }) => apiRequest('/orders', OrderListSchema, { signal }),
    retry: retryUnreachable,
  });

/** The signed-in customer's orders, newest first as the shop sends them. */
export const useOrders = (customerId: string) => useQuery(ordersQueryOptions(customerId));

/** One order; `key` is a guest's signed link's. */
export function useOrder(number: string, key: string | null) {
  return useQuery({
    queryKey: ['order', number, key],
    queryFn: ({ signal }) =>
      apiRequest(`/orders/${encodeURIComponent(number)}${key ? `?key=${encodeURIComponent(key)}` : ''}`, OrderSchema, { signal }),
    retry: retryUnreachable,
  });
}

import type { Checkout } from '@selvedge/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../../../lib/api-client';
import { getCheckout, openCheckout } from './checkout-api';

/** SPEC-free but customary: a payment being settled is asked about again every 2 seconds. */
const PAYMENT_POLL_MS = 2000;

const checkoutQueryKey = (token: string) => ['checkout', token] as const;

/** A refusal is an answer, not a hiccup: only a failure to reach the shop is tried once more. */
const retryUnreachable = (failures: number, error: unknown) => !(error instanceof ApiRequestError) && failures < 1;

const isSettling = (checkout: Checkout | undefined) => checkout?.status !== 'completed' && checkout?.payment?.status === 'processing';

/**
 * The checkout of `token`: read, or opened from the cart when it never was (404 checkout_not_found).
 * While a payment is being settled it is read again every PAYMENT_POLL_MS until it succeeds or fails.
 */
export const checkoutQueryOptions = (token: string) =>
  queryOptions({
    queryKey: checkoutQueryKey(token),
    queryFn: async ({ signal }) => {
      try {
        return await getCheckout(token, signal);
      } catch (error) {
        if (error instanceof ApiRequestError && error.code === 'checkout_not_found') return openCheckout(token);
        throw error;
      }
    },
    retry: retryUnreachable,
    // Every change answers the whole checkout, which replaces this; a read in between is not needed.
    staleTime: 30_000,
    refetchOnWindowFocus: false,
    refetchInterval: (query) => (isSettling(query.state.data) ? PAYMENT_POLL_MS : false),
  });

/** The query parameter the payment page comes back with (`?payment={paymentId}`). */
export const PAYMENT_PARAM = 'payment';

/**
 * For the router: the checkout asked for while the page's code downloads. Not on the way back from
 * the payment page: the page completes the payment first, and a read now would be older than that.
 */
export function prefetchCheckout(queryClient: QueryClient, token: string, search: URLSearchParams): Promise<void> {
  if (search.has(PAYMENT_PARAM)) return Promise.resolve();
  return queryClient.prefetchQuery(checkoutQueryOptions(token));
}

/**
 * The newest answer of the shop about the checkout: every change's answer is kept here at once, while
 * the page may still be drawing an older one (it draws each answer at transition priority).
 */
export function latestCheckout(queryClient: QueryClient, token: string): Checkout | undefined {
  return queryClient.getQueryData<Checkout>(checkoutQueryKey(token));
}

/** Keeps an answer of the shop as the checkout on screen. */
export function takeCheckout(queryClient: QueryClient, checkout: Checkout): void {
  queryClient.setQueryData(checkoutQueryKey(checkout.token), checkout);
}

/** A call refused with 410 checkout_expired: the page shows the checkout as expired. */
export function noteExpiry(queryClient: QueryClient, token: string, error: unknown): void {
  if (!(error instanceof ApiRequestError && error.code === 'checkout_expired')) return;
  queryClient.setQueryData<Checkout>(checkoutQueryKey(token), (checkout) => (checkout ? { ...checkout, status: 'expired' } : checkout));
}

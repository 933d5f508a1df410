import type { Cart, CurrencyCode } from '@selvedge/contract';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../../../lib/api-client';
import { isPaymentPath } from '../../../lib/route-paths';
import { readStorage, STORAGE_KEYS } from '../../../lib/storage';
import { updateCartUi } from '../cart-ui';
import { forgetCart, keepCart, storedCart, storedCartId } from '../cart-storage';

/** The cart calls and their schemas load only when a cart is in play. */
export const cartApi = () => import('./cart-api');

/** A refusal is an answer, not a hiccup: only a failure to reach the shop is tried once more. */
const retryUnreachable = (failures: number, error: unknown) => !(error instanceof ApiRequestError) && failures < 1;

const cartQueryKey = (cartId: string) => ['cart', cartId] as const;

/**
 * Where the page goes when its cart has been checked out (SPEC §8: clear and reload); tests replace
 * it. The checkout's own pages stay: they show the order the cart became.
 */
export const cartNavigation = {
  onCompleted(): void {
    if (isPaymentPath(window.location.pathname)) return;
    window.location.assign('/');
  },
};

/**
 * What every answer of the shop does to the browser's cart: the cart is kept (query data and
 * local storage), the fabrics it removed are reported once, and a completed cart is cleared.
 */
export function takeCartAnswer(queryClient: QueryClient, cart: Cart): Cart | null {
  // A read of the cart still on its way left before this answer: it is dropped, so it cannot undo it
  // (a currency switch answered while the page's first read was still coming, say).
  void queryClient.cancelQueries({ queryKey: cartQueryKey(cart.id) });
  return keepCartAnswer(queryClient, cart);
}

/** `takeCartAnswer` for the cart's own read, which must not cancel itself. */
function keepCartAnswer(queryClient: QueryClient, cart: Cart): Cart | null {
  if (cart.completed) {
    forgetCart();
    queryClient.removeQueries({ queryKey: ['cart'] });
    cartNavigation.onCompleted();
    return null;
  }
  if (cart.deletedItems.length > 0) updateCartUi({ deletedFabrics: cart.deletedItems });
  const kept = { ...cart, deletedItems: [] };
  keepCart(kept);
  queryClient.setQueryData(cartQueryKey(cart.id), kept);
  return kept;
}

/**
 * The cart in play (a guest's by the stored id, a customer's active cart), read when a page starts
 * from what this browser kept, then from the shop (SPEC §4 Startup); every change replaces it with
 * the shop's answer. `null` once it is known to be gone.
 */
export const cartQueryOptions = (queryClient: QueryClient, cartId: string, currency: CurrencyCode) =>
  queryOptions<Cart | null>({
    queryKey: cartQueryKey(cartId),
    queryFn: async ({ signal }) => {
      try {
        const cart = await (await cartApi()).getCart(cartId, currency, signal);
        // A newer answer of the shop was taken meanwhile (takeCartAnswer dropped this read): keep nothing of it.
        signal.throwIfAborted();
        // Another cart took its place meanwhile (a login's merge): this answer is history.
        if (storedCartId() !== cartId) return cart;
        if (cart.completed || cart.deletedItems.length > 0) return keepCartAnswer(queryClient, cart);
        keepCart(cart);
        return cart;
      } catch (error) {
        // A cart that no longer exists (or was never this browser's) is let go, and a visitor told;
        // a customer's next add makes their new cart.
        if (error instanceof ApiRequestError && [400, 403, 404].includes(error.status) && storedCartId() === cartId) {
          forgetCart();
          if (readStorage(STORAGE_KEYS.token) === null) updateCartUi({ cartGone: true });
          return null;
        }
        throw error;
      }
    },
    initialData: () => storedCart(cartId),
    // What this browser kept is shown at once and read again from the shop as the page starts.
    initialDataUpdatedAt: 0,
    staleTime: 60 * 1000,
    retry: retryUnreachable,
  });

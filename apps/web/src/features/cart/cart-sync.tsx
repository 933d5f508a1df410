import type { CurrencyCode } from '@selvedge/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../lib/storage';
import { cartApi, cartQueryOptions, takeCartAnswer } from './api/cart-queries';
import { changeCartCurrency } from './change-cart-currency';
import { storedCartId, useStoredCartId } from './cart-storage';
import { updateCartUi } from './cart-ui';
import { movePendingPieces } from './move-pending-pieces';

/** The customer as the cart needs them. */
export interface CartCustomer {
  id: string;
  email: string;
  activeCart: string | null;
}

export interface CartSyncProps {
  user: CartCustomer | null;
  /** False while the stored session is still being read (SPEC §4: token → customer → cart). */
  sessionReady: boolean;
  /** True when the customer logged in on this page (not a session read from a stored token). */
  loggedInHere: boolean;
  currency: CurrencyCode;
  /** SPEC §4: login sets the display currency from the cart's currency code. */
  onCartCurrency(currency: CurrencyCode): void;
}

/**
 * Keeps the browser's cart in step with the shop (SPEC §4 Startup and Cart): reads the cart in play
 * once the session is known, hands a guest's cart to the customer who logs in, moves pieces that
 * waited in this browser into the cart, and switches the cart's currency with the display currency.
 * Loaded only when a cart, a customer or a waiting piece is in play.
 */
export function CartSync({ user, sessionReady, loggedInHere, currency, onCartCurrency }: CartSyncProps) {
  const queryClient = useQueryClient();
  const cartId = useStoredCartId();
  const settledFor = useRef<string | null>(null);
  const adoptCurrency = useRef(false);

  const link = useMutation({
    mutationFn: async ({ customerId, guestCartId }: { customerId: string; guestCartId: string; adopt: boolean }) =>
      (await cartApi()).linkCartToCustomer(customerId, guestCartId),
    onSuccess: (linked, { adopt }) => {
      if (adopt) onCartCurrency(linked.cost.totalAmount.currencyCode);
      takeCartAnswer(queryClient, linked);
    },
  });
  const linking = link.isPending;

  // Once no cart is in play (a logout removed the keys), nothing of it stays in memory either.
  useEffect(() => () => queryClient.removeQueries({ queryKey: ['cart'] }), [queryClient]);

  // A customer's cart waits until the customer is read and their cart settled; a guest's is read at once.
  const cartQuery = useQuery({
    ...cartQueryOptions(queryClient, cartId ?? '', currency),
    enabled: cartId !== null && sessionReady && !linking,
  });
  const cart = cartId !== null ? (cartQuery.data ?? null) : null;

  // A customer's cart: a guest cart kept in this browser joins it (the merge is the shop's, keyed by
  // reference, so a repeat never doubles a piece); otherwise the active cart is the one in play.
  const userId = user?.id ?? null;
  const activeCart = user?.activeCart ?? null;
  useEffect(() => {
    if (!sessionReady || userId === null) {
      settledFor.current = null;
      return;
    }
    if (settledFor.current === userId) return;
    settledFor.current = userId;
    const stored = storedCartId();
    if (stored && stored !== activeCart) {
      link.mutate(
        { customerId: userId, guestCartId: stored, adopt: loggedInHere },
        {
          onError: (error) => {
            console.warn('The guest cart could not join the customer’s', error);
            if (activeCart) writeStorage(STORAGE_KEYS.cartId, activeCart);
          },
        },
      );
      return;
    }
    if (activeCart && stored !== activeCart) writeStorage(STORAGE_KEYS.cartId, activeCart);
    adoptCurrency.current = loggedInHere;
  }, [sessionReady, userId, activeCart, loggedInHere, link]);

  const cartCurrency = cart?.cost.totalAmount.currencyCode ?? null;
  useEffect(() => {
    if (!cartCurrency || !adoptCurrency.current) return;
    adoptCurrency.current = false;
    onCartCurrency(cartCurrency);
  }, [cartCurrency, onCartCurrency]);

  // The cart is priced in the display currency: a switch of display currency switches the cart's,
  // and so does a cart found in another one (a switch cut short by leaving the page). Just after a
  // login it is the other way round: the display currency follows the cart's (above).
  const previousCurrency = useRef(currency);
  const tried = useRef<string | null>(null);
  useEffect(() => {
    const changed = previousCurrency.current !== currency;
    previousCurrency.current = currency;
    if (!sessionReady || linking || cartId === null || cartCurrency === null || cartCurrency === currency) return;
    if (!changed && (loggedInHere || adoptCurrency.current)) return;
    const attempt = `${cartId}:${currency}`;
    if (tried.current === attempt) return;
    tried.current = attempt;
    updateCartUi({ currencyProblem: null });
    changeCartCurrency(cartId, currency)
      .then((switched) => takeCartAnswer(queryClient, switched))
      .catch((error: unknown) => updateCartUi({ currencyProblem: error instanceof Error ? error.message : String(error) }));
  }, [currency, cartCurrency, cartId, sessionReady, linking, loggedInHere, queryClient]);

  // Pieces that waited in this browser move in once the session (and a guest cart's merge) is settled.
  const email = user?.email ?? null;
  useEffect(() => {
    if (!sessionReady || linking || readStorage(STORAGE_KEYS.pendingPieces) === null) return;
    movePendingPieces(queryClient, currency, email ? { email } : null).catch((error: unknown) =>
      console.warn('Waiting pieces stay for the next visit', error),
    );
  }, [sessionReady, linking, email, currency, queryClient]);

  return null;
}

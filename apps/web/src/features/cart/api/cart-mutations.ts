import type { Cart, CartLineInput, CurrencyCode } from '@selvedge/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../../../lib/api-client';
import { readStorage, STORAGE_KEYS } from '../../../lib/storage';
import { forgetCart, storedCartId } from '../cart-storage';
import { cartApi, takeCartAnswer } from './cart-queries';

/** Who a new cart is for: a customer's carries their e-mail and token (SPEC §6), a visitor's nothing. */
export interface CartOwner {
  email: string;
}

/**
 * Adds pieces to the cart in play, or creates the cart with them when there is none (SPEC §4 Cart:
 * the first add creates a guest cart). A stored cart the shop no longer has is let go and a new one
 * made. `idempotencyKey` names the logical add, so a retried creation answers the first cart.
 */
export async function addToCart(
  lineItems: CartLineInput[],
  options: { currency: CurrencyCode; owner: CartOwner | null; idempotencyKey: string },
): Promise<Cart> {
  const api = await cartApi();
  const cartId = storedCartId();
  if (cartId) {
    try {
      return await api.updateCart(cartId, lineItems, options.currency);
    } catch (error) {
      if (!(error instanceof ApiRequestError && [403, 404].includes(error.status))) throw error;
      forgetCart();
    }
  }
  const token = readStorage(STORAGE_KEYS.token);
  const owner = options.owner && token ? { email: options.owner.email, customerAccessToken: token } : null;
  return api.createCart(lineItems, options.currency, options.idempotencyKey, owner);
}

/** The cart in play, or a clear refusal when there is none (a drawer action raced a logout). */
function currentCartId(): string {
  const cartId = storedCartId();
  if (!cartId) throw new ApiRequestError(404, 'not_found', 'Your cart is no longer here. Please refresh the page.');
  return cartId;
}

export function useAddPieces(currency: CurrencyCode, owner: CartOwner | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (add: { lineItems: CartLineInput[]; idempotencyKey: string }) =>
      addToCart(add.lineItems, { currency, owner, idempotencyKey: add.idempotencyKey }),
    onSuccess: (cart) => takeCartAnswer(queryClient, cart),
  });
}

/** Deletes a piece whole, by its reference. */
export function useRemovePiece(currency: CurrencyCode) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (reference: string) => (await cartApi()).removeFromCart(currentCartId(), [reference], currency),
    onSuccess: (cart) => takeCartAnswer(queryClient, cart),
  });
}

export function useApplyDiscountCode(currency: CurrencyCode) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) => (await cartApi()).applyDiscountCode(currentCartId(), code, currency),
    onSuccess: (cart) => takeCartAnswer(queryClient, cart),
  });
}

export function useRemoveDiscountCode(currency: CurrencyCode) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await cartApi()).removeDiscountCode(currentCartId(), currency),
    onSuccess: (cart) => takeCartAnswer(queryClient, cart),
  });
}

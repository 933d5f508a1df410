import type { Cart } from '@selvedge/contract';
import { useSyncExternalStore } from 'react';
import { readStorage, removeStorage, STORAGE_KEYS, subscribeToStorage, writeStorage } from '../../lib/storage';

/**
 * The cart as this browser keeps it (SPEC §3 keys `cart`, `cartId`, `checkoutUrl`): written from
 * every answer of the shop, so the badge and the next visit start from the last known cart.
 */

export function keepCart(cart: Cart): void {
  // A fabric removed by this answer is reported once (cart-ui's notice), never kept.
  writeStorage(STORAGE_KEYS.cart, JSON.stringify({ ...cart, deletedItems: [] }));
  writeStorage(STORAGE_KEYS.checkoutUrl, cart.checkoutUrl ?? '');
  if (readStorage(STORAGE_KEYS.cartId) !== cart.id) writeStorage(STORAGE_KEYS.cartId, cart.id);
}

/** A completed cart, one that no longer exists, and logout: nothing of it stays. */
export function forgetCart(): void {
  removeStorage(STORAGE_KEYS.cart, STORAGE_KEYS.cartId, STORAGE_KEYS.checkoutUrl);
}

export const storedCartId = () => readStorage(STORAGE_KEYS.cartId);

/** The cart last kept for `cartId`, as this browser wrote it (not checked again: it is ours). */
export function storedCart(cartId: string): Cart | undefined {
  const text = readStorage(STORAGE_KEYS.cart);
  if (!text) return undefined;
  try {
    const cart = JSON.parse(text) as Cart | null;
    return cart && typeof cart === 'object' && cart.id === cartId && Array.isArray(cart.items) ? cart : undefined;
  } catch {
    return undefined;
  }
}

/** The id of the cart in play, following every change (this tab's and others'). */
export function useStoredCartId(): string | null {
  return useSyncExternalStore(
    (onChange) => subscribeToStorage(STORAGE_KEYS.cartId, onChange),
    storedCartId,
    () => null,
  );
}

/** A piece of the kept cart by its reference (the edit flow starts from its size and fit). */
export function storedPiece(reference: string) {
  const cartId = storedCartId();
  return (cartId ? storedCart(cartId) : undefined)?.items.find((item) => item.reference === reference) ?? null;
}

import type { DeletedFabric } from '@selvedge/contract';
import { useSyncExternalStore } from 'react';

/**
 * What of the cart is on screen, shared by whoever opens it (the navbar's button, the sizing
 * step, a notice): the drawer, the added-to-cart notification, and the notices the shop's answers
 * raise. A tiny store, so the page's first download carries none of the drawer's code.
 */
export interface CartUiState {
  /** The cart drawer "My Cart" is open. */
  drawerOpen: boolean;
  /** Set once the drawer has been wanted: its code is loaded from then on. */
  drawerWanted: boolean;
  /** The piece just added or saved: the add-to-cart notification shows while set. */
  added: { reference: string; saved: boolean } | null;
  /** Fabrics an answer removed from the cart (reported once): the Fabric Unavailable dialog. */
  deletedFabrics: DeletedFabric[];
  /** What the customer was doing when fabrics were found gone: the dialog's words and button follow it (SPEC §4). */
  deletedDuring: 'checkout' | 'edit' | null;
  /** The stored cart no longer exists (checked out elsewhere, expired): the cart-deleted notification. */
  cartGone: boolean;
  /** SPEC §8's currency change error of the last switch, if it failed. */
  currencyProblem: string | null;
}

let state: CartUiState = {
  drawerOpen: false,
  drawerWanted: false,
  added: null,
  deletedFabrics: [],
  deletedDuring: null,
  cartGone: false,
  currencyProblem: null,
};
const listeners = new Set<() => void>();

export function updateCartUi(change: Partial<CartUiState>): void {
  state = { ...state, ...change };
  for (const listener of listeners) listener();
}

export const openCartDrawer = () => updateCartUi({ drawerOpen: true, drawerWanted: true, added: null });
export const closeCartDrawer = () => updateCartUi({ drawerOpen: false });

/** The state as it is now, for handlers that act on what an answer just changed. */
export const cartUiNow = (): CartUiState => state;

export function useCartUi(): CartUiState {
  return useSyncExternalStore(
    (onChange) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    () => state,
    () => state,
  );
}

/** For tests: everything closed. */
export function resetCartUi(): void {
  updateCartUi({ drawerOpen: false, drawerWanted: false, added: null, deletedFabrics: [], deletedDuring: null, cartGone: false, currencyProblem: null });
}

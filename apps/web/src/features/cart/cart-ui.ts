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

/** The id of the navbar's cart button, where focus returns when nothing else can take it. */
export const CART_BUTTON_ID = 'cart-button';

/** What had focus when the drawer opened: focus goes back there when it closes (the dialog pattern). */
let openedFrom: HTMLElement | null = null;

export const openCartDrawer = () => {
  const active = globalThis.document.activeElement;
  openedFrom = active instanceof HTMLElement && active !== globalThis.document.body ? active : null;
  updateCartUi({ drawerOpen: true, drawerWanted: true, added: null });
};

/** After the drawer closes: focus back on what opened it, or the navbar's cart button if that has gone. */
export function returnFocusFromCartDrawer(): void {
  const back = openedFrom?.isConnected ? openedFrom : globalThis.document.getElementById(CART_BUTTON_ID);
  openedFrom = null;
  back?.focus({ preventScroll: true });
}
export const closeCartDrawer = () => updateCartUi({ drawerOpen: false });

/** The state as it is now, for handlers that act on what an answer just changed. */
export const cartUiNow = (): CartUiState => state;

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

export function useCartUi(): CartUiState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}

/** One value of the state (a field, or something made of fields): a change elsewhere does not render the caller again. */
export function useCartUiValue<T extends string | number | boolean | null>(select: (state: CartUiState) => T): T {
  return useSyncExternalStore(
    subscribe,
    () => select(state),
    () => select(state),
  );
}

/** For tests: everything closed. */
export function resetCartUi(): void {
  updateCartUi({
    drawerOpen: false,
    drawerWanted: false,
    added: null,
    deletedFabrics: [],
    deletedDuring: null,
    cartGone: false,
    currencyProblem: null,
  });
}

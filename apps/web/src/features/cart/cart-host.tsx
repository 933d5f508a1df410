import type { CurrencyCode } from '@selvedge/contract';
import { lazy, Suspense } from 'react';
import { readStorage, STORAGE_KEYS } from '../../lib/storage';
import { useStoredCartId } from './cart-storage';
import type { CartCustomer } from './cart-sync';
import { useCartUi } from './cart-ui';

// Everything of the cart loads on use: the page's first download carries only this host.
const loadCartRoot = () => import('./cart-root');
const CartRoot = lazy(async () => ({ default: (await loadCartRoot()).CartRoot }));

/** Fetches the drawer's code before it is opened (the pointer or focus reaching the cart button), so it opens at once. */
export function preloadCartDrawer(): void {
  void loadCartRoot().then((root) => root.preloadCartDrawerCode());
}

export interface CartHostProps {
  user: CartCustomer | null;
  sessionReady: boolean;
  loggedInHere: boolean;
  currency: CurrencyCode;
  onCartCurrency(currency: CurrencyCode): void;
  /** The reference of the piece being edited, if the page is editing one. */
  editingReference: string | null;
  navigate(to: string): void;
}

/**
 * The cart's place in every page: when a cart is in play (a stored cart, a customer, pieces
 * waiting in this browser) or the drawer is wanted, it loads the cart's part of the page, which
 * keeps the cart in step with the shop and holds the drawer, the add-to-cart notification and the
 * cart's notices. A visitor without a cart downloads none of it.
 */
export function CartHost(props: CartHostProps) {
  const cartId = useStoredCartId();
  const ui = useCartUi();
  const inPlay = cartId !== null || props.user !== null || readStorage(STORAGE_KEYS.pendingPieces) !== null;
  const noticed = ui.cartGone || ui.deletedFabrics.length > 0;
  if (!inPlay && !ui.drawerWanted && !ui.added && !noticed) return null;
  return (
    <Suspense fallback={null}>
      <CartRoot {...props} inPlay={inPlay} />
    </Suspense>
  );
}

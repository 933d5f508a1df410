import { lazy, Suspense } from 'react';
import type { CartHostProps } from './cart-host';
import { CartSync } from './cart-sync';
import { useCartUi } from './cart-ui';

// Each screen of the cart loads when first wanted: the drawer on its first opening.
const loadDrawer = () => import('./cart-drawer');
const CartDrawer = lazy(async () => ({ default: (await loadDrawer()).CartDrawer }));
export const preloadCartDrawerCode = () => void loadDrawer();
const AddedToCartDrawer = lazy(async () => ({ default: (await import('./added-to-cart-drawer')).AddedToCartDrawer }));
const CartNotices = lazy(async () => ({ default: (await import('./cart-notices')).CartNotices }));

/** The cart's part of every page once a cart is in play (loaded by CartHost, out of the first download). */
export function CartRoot({ user, sessionReady, loggedInHere, currency, onCartCurrency, editingReference, navigate, inPlay }: CartHostProps & { inPlay: boolean }) {
  const ui = useCartUi();
  return (
    <>
      {inPlay ? <CartSync user={user} sessionReady={sessionReady} loggedInHere={loggedInHere} currency={currency} onCartCurrency={onCartCurrency} /> : null}
      {ui.drawerWanted ? (
        <Suspense fallback={null}>
          <CartDrawer currency={currency} editingReference={editingReference} onEdit={navigate} />
        </Suspense>
      ) : null}
      {ui.added ? (
        <Suspense fallback={null}>
          <AddedToCartDrawer currency={currency} />
        </Suspense>
      ) : null}
      {ui.deletedFabrics.length > 0 || ui.cartGone ? (
        <Suspense fallback={null}>
          <CartNotices />
        </Suspense>
      ) : null}
    </>
  );
}

import { lazy, Suspense } from 'react';
import type { CartDrawer as CartDrawerComponent } from './cart-drawer';
import type { CartHostProps } from './cart-host';
import { CartSync } from './cart-sync';
import { useCartUi } from './cart-ui';

// Each screen of the cart loads when first wanted: the drawer on its first opening.
/** The drawer's code once it has arrived: rendered straight away, not through Suspense. */
let drawerModule: { CartDrawer: typeof CartDrawerComponent } | null = null;
const loadDrawer = () =>
  import('./cart-drawer').then((module) => {
    drawerModule = module;
    return module;
  });
const LazyCartDrawer = lazy(async () => ({ default: (await loadDrawer()).CartDrawer }));
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
        // React holds back content revealed by Suspense for up to 300 ms; code fetched before the
        // click (the pointer on the cart button) is rendered at once instead.
        drawerModule ? (
          <drawerModule.CartDrawer currency={currency} editingReference={editingReference} onEdit={navigate} />
        ) : (
          <Suspense fallback={null}>
            <LazyCartDrawer currency={currency} editingReference={editingReference} onEdit={navigate} />
          </Suspense>
        )
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

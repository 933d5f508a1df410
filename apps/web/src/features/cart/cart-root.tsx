import { Activity, lazy, memo, Suspense, useEffect, useState } from 'react';
import type { CartDrawer, CartDrawerProps } from './cart-drawer';
import type { CartHostProps } from './cart-host';
import { storedCart, useStoredCartId } from './cart-storage';
import { CartSync } from './cart-sync';
import { updateCartUi, useCartUi } from './cart-ui';

// Each screen of the cart loads when first wanted: the drawer when the pointer or focus reaches
// the cart button, or on its first opening.
interface DrawerModule {
  CartDrawer: typeof CartDrawer;
}
/** The drawer's code once it has arrived. */
let drawerModule: DrawerModule | null = null;
let drawerCode: Promise<DrawerModule> | null = null;
function loadDrawer(): Promise<DrawerModule> {
  drawerCode ??= import('./cart-drawer').then(
    (module) => (drawerModule = module),
    (error: unknown) => {
      drawerCode = null;
      throw error;
    },
  );
  return drawerCode;
}
/** Fetches the drawer's code; once it is here the drawer is rendered ahead, hidden, so opening only shows it. */
export const preloadCartDrawerCode = () =>
  void loadDrawer().then(
    () => updateCartUi({ drawerWanted: true }),
    () => undefined,
  );
const LazyCartDrawer = lazy(async () => ({ default: (await loadDrawer()).CartDrawer }));

/**
 * The drawer from its code. React holds back content revealed by Suspense for up to 300 ms: code
 * that is already here is rendered straight away instead. Which of the two is settled when it is
 * first rendered, so the drawer is never rebuilt (losing its state) when the code arrives.
 */
const CartDrawerFromCode = memo(function CartDrawerFromCode(props: CartDrawerProps) {
  const [loaded] = useState(() => drawerModule);
  if (loaded) return <loaded.CartDrawer {...props} />;
  return (
    <Suspense fallback={null}>
      <LazyCartDrawer {...props} />
    </Suspense>
  );
});
const AddedToCartDrawer = lazy(async () => ({ default: (await import('./added-to-cart-drawer')).AddedToCartDrawer }));
const CartNotices = lazy(async () => ({ default: (await import('./cart-notices')).CartNotices }));

/** The cart's part of every page once a cart is in play (loaded by CartHost, out of the first download). */
export function CartRoot({
  user,
  sessionReady,
  loggedInHere,
  currency,
  onCartCurrency,
  editingReference,
  navigate,
  inPlay,
}: CartHostProps & { inPlay: boolean }) {
  const ui = useCartUi();
  const cartId = useStoredCartId();
  useEffect(() => {
    // A cart that holds pieces is likely to be opened: its drawer is fetched and built, hidden,
    // once the page has nothing else to do (never in the page's first download).
    if (cartId === null || (storedCart(cartId)?.totalQuantity ?? 0) === 0) return;
    if (typeof window.requestIdleCallback === 'function') {
      const idle = window.requestIdleCallback(preloadCartDrawerCode, { timeout: 5_000 });
      return () => window.cancelIdleCallback(idle);
    }
    const later = window.setTimeout(preloadCartDrawerCode, 2_000);
    return () => window.clearTimeout(later);
  }, [cartId]);
  return (
    <>
      {inPlay ? (
        <CartSync user={user} sessionReady={sessionReady} loggedInHere={loggedInHere} currency={currency} onCartCurrency={onCartCurrency} />
      ) : null}
      {ui.drawerWanted ? (
        // Rendered while closed, hidden (React's Activity: no effects, so no focus trap or scroll
        // lock until shown), so a click only shows what is already built.
        <Activity mode={ui.drawerOpen ? 'visible' : 'hidden'}>
          <CartDrawerFromCode open currency={currency} editingReference={editingReference} onEdit={navigate} />
        </Activity>
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

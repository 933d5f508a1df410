import type { Cart } from '@selvedge/contract';
import { openCheckout } from './api/cart-api';

/** Where Checkout goes (the cart's hosted checkout); tests replace it. */
export const checkoutNavigation = {
  go(url: string): void {
    window.location.assign(url);
  },
};

/**
 * Leaves the cart for its hosted checkout (SPEC §4: the stored checkout URL), opening it first, or
 * renewing it if it expired. Should that call fail, the page opens the checkout itself.
 */
export async function goToCheckout(cart: Pick<Cart, 'id' | 'checkoutUrl'>): Promise<void> {
  if (!cart.checkoutUrl) return;
  await openCheckout(cart.id).catch(() => undefined);
  checkoutNavigation.go(cart.checkoutUrl);
}

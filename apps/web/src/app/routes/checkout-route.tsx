import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router';
import { forgetCart } from '../../features/cart/cart-storage';
import { openCartDrawer } from '../../features/cart/cart-ui';
import { CheckoutPage } from '../../features/checkout/checkout-page';
import { usePageMeta } from '../../lib/page-meta';
import { ROUTES } from '../../lib/route-paths';

/**
 * /checkout/{token}: the checkout feature's page, wired to the cart's: an expired checkout goes
 * back to the cart (home, with the drawer open), and a completed one lets this browser's cart go.
 */
export function CheckoutRoute() {
  usePageMeta('Checkout', 'Check your order, choose where it goes and pay.');
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const backToCart = useCallback(() => {
    void navigate(ROUTES.home);
    openCartDrawer();
  }, [navigate]);
  const completed = useCallback(() => {
    forgetCart();
    queryClient.removeQueries({ queryKey: ['cart'] });
  }, [queryClient]);
  return <CheckoutPage token={token} onBackToCart={backToCart} onCompleted={completed} />;
}

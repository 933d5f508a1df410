import type { CurrencyCode, GroupedCartItem } from '@selvedge/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useRemovePiece } from './api/cart-mutations';
import { cartQueryOptions } from './api/cart-queries';
import { moneyText } from './cart-money';
import { CartPiece } from './cart-piece';
import { useStoredCartId } from './cart-storage';
import { cartUiNow, closeCartDrawer, updateCartUi, useCartUi } from './cart-ui';
import { DiscountCodeForm } from './discount-code-form';
import { FreeShippingProgress } from './free-shipping-progress';
import styles from './cart-drawer.module.css';

/** Where Checkout goes (the cart's hosted checkout); tests replace it. */
export const checkoutNavigation = {
  go(url: string): void {
    window.location.assign(url);
  },
};

export const INVALID_CART_TEXT = 'Some pieces in your cart need your attention: edit or remove them before checking out.';

export interface CartDrawerProps {
  currency: CurrencyCode;
  /** The reference of the piece being edited (the address's `reference` with `edit=true`), if any. */
  editingReference: string | null;
  /** Goes to a piece's customiser address (`item.editPath`). */
  onEdit(path: string): void;
}

/**
 * The cart drawer "My Cart" (SPEC §2, §4): every piece with its price in the display currency, Edit
 * and Delete, the discount code, free-shipping progress, the totals and Checkout. 400 px wide, the
 * whole width on a phone; a modal dialog, so focus stays inside while it is open.
 */
export function CartDrawer({ currency, editingReference, onEdit }: CartDrawerProps) {
  const ui = useCartUi();
  const queryClient = useQueryClient();
  const cartId = useStoredCartId();
  const cartQuery = useQuery({ ...cartQueryOptions(queryClient, cartId ?? '', currency), enabled: cartId !== null });
  const cart = cartId !== null ? (cartQuery.data ?? null) : null;
  const removePiece = useRemovePiece(currency);
  const [checkingOut, setCheckingOut] = useState(false);

  const items = cart?.items ?? [];
  const cartCurrency = cart?.cost.totalAmount.currencyCode ?? currency;
  const application = cart?.discountApplications[0] ?? null;
  const discount = cart ? Number(cart.cost.discountAmount.amount) : 0;

  /**
   * The cart as the shop has it now: before an edit or checkout, a fabric may have left sale since
   * the drawer last read it. The read reports such fabrics (the Fabric Unavailable dialog) once.
   */
  const freshCart = async (during: 'checkout' | 'edit') => {
    if (!cartId) return null;
    const fresh = await queryClient.fetchQuery({ ...cartQueryOptions(queryClient, cartId, currency), staleTime: 0 }).catch(() => cart);
    if (cartUiNow().deletedFabrics.length > 0) {
      updateCartUi({ deletedDuring: during });
      return null;
    }
    return fresh;
  };
  const [checking, setChecking] = useState<string | null>(null);
  const edit = async (item: GroupedCartItem) => {
    setChecking(item.reference);
    const fresh = await freshCart('edit');
    setChecking(null);
    const piece = fresh?.items.find((entry) => entry.reference === item.reference);
    if (!piece) return;
    closeCartDrawer();
    onEdit(piece.editPath);
  };
  const checkout = async () => {
    if (!cart?.checkoutUrl || cart.hasInvalidItems) return;
    setCheckingOut(true);
    const fresh = await freshCart('checkout');
    if (!fresh?.checkoutUrl || fresh.hasInvalidItems) {
      setCheckingOut(false);
      return;
    }
    checkoutNavigation.go(fresh.checkoutUrl);
  };

  return (
    <Dialog.Root
      open={ui.drawerOpen}
      onOpenChange={(open) => {
        if (!open && !checkingOut) closeCartDrawer();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.drawer} aria-describedby={undefined} data-testid="cart-drawer">
          <div className={styles.head}>
            <Dialog.Title className={styles.title}>My Cart</Dialog.Title>
            {checkingOut ? (
              <span className={styles.spinner} role="status" aria-label="Going to checkout" />
            ) : (
              <Dialog.Close className={styles.close} aria-label="Close cart">
                ×
              </Dialog.Close>
            )}
          </div>

          {ui.currencyProblem ? (
            <p role="alert" className={styles.problem}>
              {ui.currencyProblem}
            </p>
          ) : null}

          <div className={styles.body}>
            {cartId !== null && cartQuery.isPending ? <p className={styles.muted}>Loading your cart…</p> : null}
            {cartQuery.isError && !cart ? (
              <p role="alert" className={styles.problem}>
                We could not load your cart just now. Please try again in a moment.
              </p>
            ) : null}
            {items.length === 0 && !(cartId !== null && cartQuery.isPending) ? <p className={styles.empty}>No items in cart.</p> : null}
            {items.length > 0 ? (
              <ul className={styles.pieces} aria-label="Pieces in your cart">
                {items.map((item) => (
                  <CartPiece
                    key={item.reference}
                    item={item}
                    currency={currency}
                    editDisabled={(editingReference !== null && editingReference !== item.reference) || checking !== null}
                    onEdit={(piece) => void edit(piece)}
                    onDelete={(reference) => removePiece.mutateAsync(reference)}
                  />
                ))}
              </ul>
            ) : null}
          </div>

          {cart && items.length > 0 ? (
            <div className={styles.foot}>
              <FreeShippingProgress freeShipping={cart.freeShipping} />
              <DiscountCodeForm currency={cartCurrency} application={application} />
              <dl className={styles.totals}>
                <div>
                  <dt>Subtotal</dt>
                  <dd data-testid="cart-subtotal">{moneyText(cart.cost.subtotalAmount.amount, cart.cost.subtotalAmount.currencyCode)}</dd>
                </div>
                {discount > 0 ? (
                  <div>
                    <dt>Discount</dt>
                    <dd data-testid="cart-discount">−{moneyText(cart.cost.discountAmount.amount, cart.cost.discountAmount.currencyCode)}</dd>
                  </div>
                ) : null}
                <div className={styles.total}>
                  <dt>Total</dt>
                  <dd data-testid="cart-total">{moneyText(cart.cost.totalAmount.amount, cart.cost.totalAmount.currencyCode)}</dd>
                </div>
              </dl>
              <p className={styles.muted}>Shipping calculated at checkout.</p>
              {cart.hasInvalidItems ? (
                <p className={styles.problem} id="cart-invalid">
                  {INVALID_CART_TEXT}
                </p>
              ) : null}
              <button
                type="button"
                className={styles.checkout}
                onClick={() => void checkout()}
                disabled={cart.hasInvalidItems || !cart.checkoutUrl || checkingOut}
                aria-describedby={cart.hasInvalidItems ? 'cart-invalid' : undefined}
                aria-busy={checkingOut}
              >
                {checkingOut ? 'Going to checkout…' : 'Checkout'}
              </button>
            </div>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

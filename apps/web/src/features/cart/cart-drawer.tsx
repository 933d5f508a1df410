import type { CurrencyCode, GroupedCartItem } from '@selvedge/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Modal, ModalClose, ModalTitle } from '../../lib/ui/modal';
import { MoneyLine, MoneyTotals } from '../../lib/ui/money-totals';
import { useRemovePiece } from './api/cart-mutations';
import { cartQueryOptions } from './api/cart-queries';
import { goToCheckout } from './cart-checkout';
import { moneyText } from './cart-money';
import { CartPiece } from './cart-piece';
import { useStoredCartId } from './cart-storage';
import { cartUiNow, closeCartDrawer, returnFocusFromCartDrawer, updateCartUi, useCartUiValue } from './cart-ui';
import { DiscountCodeForm } from './discount-code-form';
import { FreeShippingProgress } from './free-shipping-progress';
import styles from './cart-drawer.module.css';

/** Runs `then` once the next frame has been painted. */
function afterNextPaint(then: () => void): void {
  requestAnimationFrame(() => {
    const painted = new MessageChannel();
    painted.port1.onmessage = then;
    painted.port2.postMessage(null);
  });
}

export const INVALID_CART_TEXT = 'Some pieces in your cart need your attention: edit or remove them before checking out.';

export interface CartDrawerProps {
  currency: CurrencyCode;
  /** The reference of the piece being edited (the address's `reference` with `edit=true`), if any. */
  editingReference: string | null;
  /** Goes to a piece's customiser address (`item.editPath`). */
  onEdit(path: string): void;
  /**
   * Open whatever the cart's state says: for a drawer rendered ahead inside a hidden Activity,
   * which shows it when the state opens it. Otherwise it follows the state.
   */
  open?: boolean;
}

/**
 * The cart drawer "My Cart" (SPEC §2, §4): every piece with its price in the display currency, Edit
 * and Delete, the discount code, free-shipping progress, the totals and Checkout. 400 px wide, the
 * whole width on a phone; a modal dialog, so focus stays inside while it is open.
 */
export function CartDrawer({ currency, editingReference, onEdit, open }: CartDrawerProps) {
  // Only what the drawer shows: opening it (rendered ahead) renders nothing of it again.
  const shown = useCartUiValue((state) => open ?? state.drawerOpen);
  const currencyProblem = useCartUiValue((state) => state.currencyProblem);
  const queryClient = useQueryClient();
  const cartId = useStoredCartId();
  const cartQuery = useQuery({ ...cartQueryOptions(queryClient, cartId ?? '', currency), enabled: cartId !== null });
  const cart = cartId !== null ? (cartQuery.data ?? null) : null;
  const removePiece = useRemovePiece(currency);
  const [checkingOut, setCheckingOut] = useState(false);
  const closeButton = useRef<HTMLButtonElement>(null);

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
    await goToCheckout(fresh);
  };

  return (
    <Modal
      open={shown}
      onOpenChange={(open) => {
        if (!open && !checkingOut) closeCartDrawer();
      }}
      // Given its container, the portal renders at once, so a drawer rendered ahead (hidden) is built.
      container={globalThis.document.body}
      described={false}
      className={styles.drawer}
      data-testid="cart-drawer"
      onOpenAutoFocus={(event) => {
        // Focus goes to the close button (where Radix would put it) once the drawer is on
        // screen: focusing at once makes the browser lay the page out twice before the
        // drawer's first frame. Focus stays trapped inside from the start. A customer who has
        // already clicked into the drawer (the code field, say) keeps the focus they chose.
        event.preventDefault();
        const content = event.currentTarget instanceof HTMLElement ? event.currentTarget : null;
        afterNextPaint(() => {
          const active = globalThis.document.activeElement;
          if (content && active && active !== content && content.contains(active)) return;
          (closeButton.current ?? content)?.focus({ preventScroll: true });
        });
      }}
      onCloseAutoFocus={(event) => {
        // The drawer is opened from outside (no Dialog.Trigger): focus goes back to what opened it.
        event.preventDefault();
        returnFocusFromCartDrawer();
      }}
    >
      <div className={styles.head}>
        <ModalTitle className={styles.title}>My Cart</ModalTitle>
        {checkingOut ? (
          <span className={styles.spinner} role="status" aria-label="Going to checkout" />
        ) : (
          <ModalClose ref={closeButton} className={styles.close} aria-label="Close cart">
            ×
          </ModalClose>
        )}
      </div>

      {currencyProblem ? (
        <p role="alert" className={styles.problem}>
          {currencyProblem}
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
          <MoneyTotals className={styles.totals} compact>
            <MoneyLine
              label="Subtotal"
              amount={moneyText(cart.cost.subtotalAmount.amount, cart.cost.subtotalAmount.currencyCode)}
              testId="cart-subtotal"
            />
            {discount > 0 ? (
              <MoneyLine
                label="Discount"
                amount={`−${moneyText(cart.cost.discountAmount.amount, cart.cost.discountAmount.currencyCode)}`}
                testId="cart-discount"
              />
            ) : null}
            <MoneyLine
              label="Total"
              amount={moneyText(cart.cost.totalAmount.amount, cart.cost.totalAmount.currencyCode)}
              total
              testId="cart-total"
            />
          </MoneyTotals>
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
    </Modal>
  );
}

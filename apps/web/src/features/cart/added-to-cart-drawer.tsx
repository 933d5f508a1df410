import type { CurrencyCode } from '@selvedge/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Modal, ModalClose, ModalTitle } from '../../lib/ui/modal';
import { PiecePicture } from '../../lib/ui/piece-picture';
import { cartQueryOptions } from './api/cart-queries';
import { goToCheckout } from './cart-checkout';
import { piecePriceText } from './cart-money';
import { useStoredCartId } from './cart-storage';
import { openCartDrawer, updateCartUi, useCartUi } from './cart-ui';
import styles from './cart-drawer.module.css';

/** The add-to-cart notification drawer (SPEC §2): the piece just added, View cart, Checkout, Continue shopping. */
export function AddedToCartDrawer({ currency }: { currency: CurrencyCode }) {
  const ui = useCartUi();
  const queryClient = useQueryClient();
  const cartId = useStoredCartId();
  const cart = useQuery({ ...cartQueryOptions(queryClient, cartId ?? '', currency), enabled: cartId !== null }).data ?? null;
  const item = cart?.items.find((entry) => entry.reference === ui.added?.reference) ?? null;
  const close = () => updateCartUi({ added: null });

  return (
    <Modal
      open={ui.added !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      described={false}
      className={`${styles.drawer} ${styles.notification}`}
      data-testid="added-to-cart"
    >
      <div className={styles.head}>
        <ModalTitle className={styles.title}>{ui.added?.saved ? 'Your changes are saved' : 'Added to your cart'}</ModalTitle>
        <ModalClose className={styles.close} aria-label="Close">
          ×
        </ModalClose>
      </div>
      {item ? (
        <div className={styles.addedPiece}>
          {item.preview || item.image ? <PiecePicture piece={item} className={styles.pieceImage} size={88} lazy={false} /> : null}
          <div>
            <p className={styles.pieceTitle}>{item.fabric.title}</p>
            <p className={styles.pieceType}>{item.productType}</p>
            <p className={styles.piecePrice}>{piecePriceText(item, currency)}</p>
          </div>
        </div>
      ) : null}
      <p className={styles.muted}>{cart ? `${cart.totalQuantity} ${cart.totalQuantity === 1 ? 'piece' : 'pieces'} in your cart.` : null}</p>
      <div className={styles.addedActions}>
        <button type="button" className={styles.checkoutSecondary} onClick={openCartDrawer}>
          View cart
        </button>
        <button
          type="button"
          className={styles.checkout}
          disabled={!cart?.checkoutUrl || cart.hasInvalidItems}
          onClick={() => {
            if (cart) void goToCheckout(cart);
          }}
        >
          Checkout
        </button>
        <button type="button" className={styles.linkButton} onClick={close}>
          Continue shopping
        </button>
      </div>
    </Modal>
  );
}

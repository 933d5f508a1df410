import { useSyncExternalStore } from 'react';
import { CART_BUTTON_ID } from '../../../features/cart/cart-ui';
import { readStorage, STORAGE_KEYS, subscribeToStorage } from '../../../lib/storage';
import { cartItemCount } from './cart-item-count';
import { CartIcon } from './navbar-icons';
import styles from './navbar.module.css';

/** Another tab changing the cart fires `storage`; so does this tab's own writes (lib/storage). */
const subscribe = (onChange: () => void) => subscribeToStorage(STORAGE_KEYS.cart, onChange);

const readCart = () => readStorage(STORAGE_KEYS.cart);

/** The navbar's cart button with its item-count badge; `onClick` opens the cart drawer, `onWant` readies it. */
export function CartButton({ onClick, onWant }: { onClick?: () => void; onWant?: () => void }) {
  const count = cartItemCount(useSyncExternalStore(subscribe, readCart, () => null));
  return (
    <button
      type="button"
      className={styles.iconButton}
      aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}
      aria-haspopup="dialog"
      id={CART_BUTTON_ID}
      data-testid="cart-button"
      onClick={onClick}
      onPointerEnter={onWant}
      onFocus={onWant}
    >
      <CartIcon />
      {count > 0 ? (
        <span className={styles.badge} aria-hidden="true" data-testid="cart-badge">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </button>
  );
}

import styles from './checkout-outline.module.css';

export const LOADING_TEXT = 'Loading your checkout…';

/**
 * The checkout page's heading where the page puts it, and its sections' outline taking their room,
 * while the page's code and the checkout come: so the frame paints with the first download, and
 * nothing on screen moves when the checkout arrives. Small on purpose: it is in the first download.
 */
export function CheckoutOutline() {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Checkout</h1>
      </header>
      <p role="status" className={styles.visuallyHidden}>
        {LOADING_TEXT}
      </p>
      <div className={styles.outline} aria-hidden="true" data-testid="checkout-outline">
        <div className={styles.steps}>
          <div className={styles.box} />
          <div className={`${styles.box} ${styles.tall}`} />
          <div className={styles.box} />
          <div className={`${styles.box} ${styles.tall}`} />
        </div>
        <div className={`${styles.box} ${styles.tall}`} />
      </div>
    </div>
  );
}

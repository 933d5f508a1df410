import type { Cart } from '@selvedge/contract';
import styles from './cart-drawer.module.css';

/** SPEC §8's note for a delivery country where free shipping does not apply. */
const notApplicableText = (country: string) =>
  `Please note that free shipping is not applicable to ${country}. Shipping rates will automatically be calculated at checkout page.`;

/** How far the cart is from free shipping (SPEC §4, §8), as the shop worked it out in the cart's currency. */
export function FreeShippingProgress({ freeShipping }: { freeShipping: Cart['freeShipping'] }) {
  const { country } = freeShipping;
  if (country && !country.freeShipping) {
    return <p className={styles.shippingNote}>{notApplicableText(country.name)}</p>;
  }
  return (
    <div className={styles.freeShipping}>
      <p className={styles.freeShippingText}>{freeShipping.text}</p>
      <div
        className={styles.progress}
        role="progressbar"
        aria-label="Progress to free shipping"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={freeShipping.percent}
      >
        <span className={styles.progressBar} style={{ width: `${Math.min(100, freeShipping.percent)}%` }} />
      </div>
    </div>
  );
}

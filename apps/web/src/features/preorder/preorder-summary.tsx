import { PREORDER_ENDED_TEXT } from '@selvedge/domain';
import type { ProductType } from '@selvedge/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { usePreorder } from './api/get-preorder';
import { PreorderCountdown } from './preorder-countdown';
import styles from './preorder-summary.module.css';
import { useCutoffPassed } from './use-countdown';
import { preorderShopPath } from '../../lib/route-paths';

/** Link labels for the collection's product types (the catalogue feature owns the full titles). */
const TYPE_LABELS: Record<ProductType, string> = {
  shirt: 'Shirts',
  polo: 'Polo shirts',
  trousers: 'Trousers',
  shorts: 'Shorts',
  outerwears: 'Outerwear',
  jackets: 'Jackets',
};

interface PreorderSummaryProps {
  /** The level of the block's heading in the page outline (2 on /preorder and the home page). */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * The pre-order block of the /preorder and home pages: the collection, its countdown, the
 * estimated delivery and a link into the pre-order customiser for each of its product types.
 */
export function PreorderSummary({ headingLevel = 2, className }: PreorderSummaryProps) {
  const query = usePreorder();
  const preorder = query.data?.preorder ?? null;
  const cutoffMs = preorder ? new Date(preorder.cutoff).getTime() : Number.NaN;
  const cutoffPassed = useCutoffPassed(cutoffMs);
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const titleId = useId();
  const classes = [styles.summary, className ?? ''].join(' ');

  if (query.isPending) {
    return <section className={`${classes} ${styles.loading}`} aria-label="Pre-order" aria-busy="true" />;
  }

  if (query.isError) {
    return (
      <section className={classes} aria-label="Pre-order">
        <p role="alert" className={styles.error}>
          We could not load the pre-order just now. Please refresh the page in a moment.
        </p>
      </section>
    );
  }

  if (preorder && preorder.ongoing && !cutoffPassed) {
    return (
      <section className={classes} aria-labelledby={titleId} data-testid="preorder-summary" data-ongoing="true">
        <p className={styles.eyebrow}>{preorder.title}</p>
        <Heading id={titleId} className={styles.title}>
          {preorder.collectionTitle}
        </Heading>
        <p className={styles.description}>{preorder.collectionDescription}</p>
        <PreorderCountdown cutoff={preorder.cutoff} className={styles.countdown} />
        <p className={styles.delivery}>
          <span className={styles.deliveryLabel}>Estimated delivery</span> {preorder.estimatedDelivery}
        </p>
        {preorder.productsOrder.length > 0 ? (
          <nav aria-label="Shop the pre-order" className={styles.shop}>
            <p className={styles.shopLabel}>Shop the collection</p>
            <ul className={styles.shopLinks}>
              {preorder.productsOrder.map((type) => (
                <li key={type}>
                  <Link className={styles.shopLink} to={preorderShopPath(type)} data-product-type={type}>
                    {TYPE_LABELS[type]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </section>
    );
  }

  // A collection that has closed says so; one not yet open (or none at all) reads as no pre-order.
  const ended = preorder !== null && cutoffPassed;
  return (
    <section className={classes} aria-labelledby={titleId} data-testid="preorder-summary" data-ongoing="false">
      {ended ? <p className={styles.eyebrow}>{preorder.collectionTitle}</p> : null}
      <Heading id={titleId} className={styles.title}>
        {ended ? PREORDER_ENDED_TEXT : 'There is currently no ongoing pre-order.'}
      </Heading>
      <p className={styles.description}>
        <Link to="/#mailing-list">Join our mailing list</Link> to hear about the next collection first, and{' '}
        <Link to="/contact-us">follow us on social media</Link>. Questions about an order? <Link to="/contact-us">Contact us</Link>.
      </p>
    </section>
  );
}

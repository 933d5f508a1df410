import { Link } from 'react-router';
import { usePreorder } from './api/get-preorder';
import { PreorderCountdown } from './preorder-countdown';
import styles from './preorder-panel.module.css';
import { useCutoffPassed } from './use-countdown';

/**
 * The pre-order panel of the navbar's Shop menu (SPEC §2): the running collection with its
 * countdown and a link to /preorder, or, when none is running, an invitation to hear about the next.
 */
export function PreorderPanel({ className }: { className?: string }) {
  const query = usePreorder();
  const preorder = query.data?.preorder ?? null;
  const cutoffPassed = useCutoffPassed(preorder ? new Date(preorder.cutoff).getTime() : Number.NaN);
  const classes = [styles.panel, className ?? ''].join(' ');

  if (query.isPending) {
    return <section className={`${classes} ${styles.loading}`} aria-label="Pre-order" aria-busy="true" />;
  }

  if (query.isError) {
    return (
      <section className={classes} aria-label="Pre-order" data-testid="preorder-panel">
        <p className={styles.eyebrow}>Pre-order</p>
        <p className={styles.text}>We could not load the pre-order just now.</p>
        <Link className={styles.cta} to="/preorder">
          About pre-orders
        </Link>
      </section>
    );
  }

  if (preorder && preorder.ongoing && !cutoffPassed) {
    return (
      <section className={classes} aria-label="Pre-order" data-testid="preorder-panel" data-ongoing="true">
        {preorder.navbarImage ? <img className={styles.image} src={preorder.navbarImage} alt="" loading="lazy" /> : null}
        <p className={styles.eyebrow}>Pre-order</p>
        <p className={styles.title}>{preorder.collectionTitle}</p>
        <p className={styles.text}>{preorder.description}</p>
        <PreorderCountdown cutoff={preorder.cutoff} />
        <Link className={styles.cta} to="/preorder">
          Explore the pre-order
        </Link>
      </section>
    );
  }

  return (
    <section className={classes} aria-label="Pre-order" data-testid="preorder-panel" data-ongoing="false">
      <p className={styles.eyebrow}>Pre-order</p>
      <p className={styles.title}>There is currently no ongoing pre-order.</p>
      <p className={styles.text}>
        <Link to="/#mailing-list">Join our mailing list</Link> to hear about the next collection first, and{' '}
        <Link to="/contact-us">follow us on social media</Link> for a look at what the mills are weaving.
      </p>
      <p className={styles.text}>
        Questions about a past pre-order? <Link to="/contact-us">Contact us</Link>.
      </p>
    </section>
  );
}

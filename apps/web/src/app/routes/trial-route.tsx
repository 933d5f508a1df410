import { Link } from 'react-router';
import { useProductsConfig } from '../../features/catalogue/api/get-products-config';
import { TrialPieces } from '../../features/catalogue/trial-pieces';
import { useCurrency } from '../../features/currency/currency-provider';
import { usePageMeta } from '../../lib/page-meta';
import { ROUTES } from '../../lib/route-paths';
import styles from './page.module.css';

export function TrialRoute() {
  const { currency } = useCurrency();
  const config = useProductsConfig(currency);
  usePageMeta(
    'Trial pieces',
    'Start with one trial shirt, pair of trousers or jacket. We refine your pattern from how it fits before we make the rest.',
  );

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>Trial pieces</p>
        <h1 className={styles.title}>Start with one, and we perfect the rest</h1>
        <p className={styles.lede}>
          Made to measure is a conversation. Your first piece teaches us how you like to wear your clothes; your fit photos tell us what to
          change. Every piece after it is cut from the refined pattern.
        </p>
      </header>
      {config.isPending ? <div className={styles.placeholder} aria-busy="true" /> : null}
      {config.isError ? (
        <p role="alert" className={styles.notice}>
          We could not load our trial pieces just now. Please refresh the page.
        </p>
      ) : null}
      {config.data ? <TrialPieces config={config.data} /> : null}

      <section className={styles.section} aria-labelledby="how-trials-work">
        <h2 id="how-trials-work">How a trial works</h2>
        <ol>
          <li>Choose the cloth and styles, and give us your measurements or a standard size.</li>
          <li>We cut the trial piece from your first pattern and send it to you.</li>
          <li>
            Wear it for a few days, then send us photos following the <Link to={ROUTES.fitPicturesGuide}>fit pictures guide</Link>.
          </li>
          <li>We adjust your pattern and keep it on file for every order after.</li>
        </ol>
      </section>

      <section className={styles.section} aria-labelledby="us-offer">
        <h2 id="us-offer">Trial trousers for the United States</h2>
        <p>
          For the first 50 new customers each month, a pair of trial trousers delivered to the United States costs US$60 instead of US$90
          with a code from our team. If the second pair you order still does not fit, it is refundable within 2 weeks of receiving the
          second parcel.
        </p>
        <p>
          <Link to={ROUTES.contactUs}>Ask us for a code</Link>
        </p>
      </section>
    </div>
  );
}

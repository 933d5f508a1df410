import { HOME_WORDS, PRODUCT_TYPES } from '@selvedge/contract';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useProductsConfig } from '../../features/catalogue/api/get-products-config';
import { leadTimeText } from '../../features/catalogue/lead-time-text';
import { ProductTypeGrid } from '../../features/catalogue/product-type-grid';
import { useCurrency } from '../../features/currency/currency-provider';
import { usePageMeta } from '../../lib/page-meta';
import { ROUTES, shopPath } from '../../lib/route-paths';
import { useInView } from '../../lib/use-in-view';
import styles from './home-route.module.css';

// Below the fold: the pre-order section (its countdown and its words) downloads as it comes near,
// which keeps the home page's first download within its budget (decision 019).
const PreorderSummary = lazy(async () => ({ default: (await import('../../features/preorder/preorder-summary')).PreorderSummary }));

function PreorderSection() {
  const [ref, inView] = useInView<HTMLDivElement>();
  return (
    <div ref={ref} className={styles.preorderSlot}>
      {inView ? (
        <Suspense fallback={null}>
          <PreorderSummary headingLevel={2} />
        </Suspense>
      ) : null}
    </div>
  );
}

const reasons = [
  ['Cut for one person', 'Every piece starts from your measurements or your size with your adjustments, never from a rack.'],
  [
    'Cloth worth wearing',
    'Cottons, linens and wools from mills in Italy, Portugal, Japan and Britain, chosen for the tropics and for travel.',
  ],
  ['A fit we stand behind', 'If something is not right, we alter or remake it. Your pattern improves with every order.'],
] as const;

export function HomeRoute() {
  const { currency } = useCurrency();
  const config = useProductsConfig(currency);
  usePageMeta(
    'Selvedge',
    'Made-to-measure shirts, polos, trousers, shorts, outerwear and jackets, cut in Singapore and shipped worldwide.',
  );

  return (
    <>
      <section className={styles.hero}>
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>{HOME_WORDS.eyebrow}</p>
          <h1 className={styles.title}>{HOME_WORDS.title}</h1>
          <p className={styles.lede}>{HOME_WORDS.lede}</p>
          <div className={styles.heroActions}>
            <Link className={styles.primary} to={shopPath('shirt')}>
              {HOME_WORDS.primaryAction}
            </Link>
            <Link className={styles.secondary} to={ROUTES.whyUs}>
              {HOME_WORDS.secondaryAction}
            </Link>
          </div>
        </div>
      </section>

      <section className={styles.band} aria-labelledby="product-types-heading">
        <h2 id="product-types-heading" className={styles.sectionTitle}>
          {HOME_WORDS.productTypesTitle}
        </h2>
        <ProductTypeGrid currency={currency} />
      </section>

      <section className={`${styles.band} ${styles.split}`} aria-labelledby="trial-heading">
        <div>
          <h2 id="trial-heading" className={styles.sectionTitle}>
            Not sure yet? Start with a trial
          </h2>
          <p>
            Order one trial shirt, pair of trousers or jacket. Wear it, send us your fit photos, and we refine your pattern before we make
            the rest.
          </p>
          <Link to={ROUTES.trial}>About trial pieces</Link>
        </div>
        <PreorderSection />
      </section>

      <section className={styles.band} aria-labelledby="why-heading">
        <h2 id="why-heading" className={styles.sectionTitle}>
          Why Selvedge
        </h2>
        <ul className={styles.reasons}>
          {reasons.map(([heading, body]) => (
            <li key={heading}>
              <h3>{heading}</h3>
              <p>{body}</p>
            </li>
          ))}
        </ul>
        <Link to={ROUTES.whyUs}>Why customers come back</Link>
      </section>

      <section className={styles.band} aria-labelledby="lead-times-heading">
        <h2 id="lead-times-heading" className={styles.sectionTitle}>
          How long it takes
        </h2>
        <p>From your order to your door, anywhere in the world:</p>
        <dl className={styles.leadTimes}>
          {PRODUCT_TYPES.map((type) => {
            const product = config.data?.products[type];
            return (
              <div key={type}>
                <dt>{product?.title ?? '\u00a0'}</dt>
                <dd>{product ? leadTimeText(product.leadTime) : '\u00a0'}</dd>
              </div>
            );
          })}
        </dl>
      </section>
    </>
  );
}

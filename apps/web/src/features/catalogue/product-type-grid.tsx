import { type CurrencyCode, PRODUCT_TYPES, type ProductConfig, type ProductType, thumbnailOf } from '@selvedge/contract';
import { Link } from 'react-router';
import { useInView } from '../../lib/use-in-view';
import { shopPath } from '../../lib/route-paths';
import { useProductsConfig } from './api/get-products-config';
import { useProducts } from './api/get-products';
import { leadTimeText } from './lead-time-text';
import { PriceText } from './price-text';
import styles from './product-type-grid.module.css';

/** The six product types, each with its picture, copy, lead time and a featured cloth to start from. */
export function ProductTypeGrid({ currency }: { currency: CurrencyCode }) {
  const config = useProductsConfig(currency);

  if (config.isPending) {
    return (
      <ul className={styles.grid} aria-busy="true" aria-label="Loading products">
        {PRODUCT_TYPES.map((type) => (
          <li key={type} className={`${styles.card} ${styles.placeholder}`} />
        ))}
      </ul>
    );
  }
  if (config.isError) {
    return (
      <p role="alert" className={styles.error}>
        We could not load our products just now. Please refresh the page in a moment.
      </p>
    );
  }

  return (
    <ul className={styles.grid}>
      {PRODUCT_TYPES.map((type, index) => (
        <ProductTypeCard key={type} type={type} product={config.data.products[type]} currency={currency} first={index === 0} />
      ))}
    </ul>
  );
}

function ProductTypeCard({
  type,
  product,
  currency,
  first,
}: {
  type: ProductType;
  product: ProductConfig;
  currency: CurrencyCode;
  /** The first card's picture is usually the largest thing on a phone's first screen: fetch it at once. */
  first: boolean;
}) {
  // The featured cloth is fetched as the card comes into view, not all six at once on arrival.
  const [cardRef, inView] = useInView<HTMLLIElement>();
  const featured = useProducts(type, currency, 1, { enabled: inView });
  const fabric = featured.data?.products[0];
  const firstGroup = product.styles[product.stylesOrder[0] ?? ''];
  // SPEC §2: homepage shop links carry the fabric-handle filter.
  const shopLink = shopPath(type, fabric ? `fabric=${encodeURIComponent(fabric.handle)}` : undefined);

  return (
    <li ref={cardRef} className={styles.card} data-product-type={type}>
      {firstGroup ? (
        <img
          className={styles.picture}
          src={firstGroup.image}
          alt=""
          width={240}
          height={160}
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : 'auto'}
        />
      ) : null}
      <div className={styles.body}>
        <h3 className={styles.name}>{product.title}</h3>
        <p className={styles.description}>{product.description}</p>
        <p className={styles.leadTime}>Made and shipped in {leadTimeText(product.leadTime)}</p>
        <p className={styles.featured} aria-live="polite">
          {fabric ? (
            <>
              <img className={styles.swatch} src={thumbnailOf(fabric.images[0])} alt="" width={28} height={28} loading="lazy" />
              <span>
                In {fabric.title} · <PriceText price={fabric.price} className={styles.price} />
              </span>
            </>
          ) : (
            <span className={styles.featuredPlaceholder}>&nbsp;</span>
          )}
        </p>
        <Link className={styles.cta} to={shopLink}>
          Design yours
        </Link>
      </div>
    </li>
  );
}

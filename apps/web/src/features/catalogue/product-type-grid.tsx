import { PRODUCT_TYPES, type CurrencyCode } from '@selvedge/contract';
import { Link } from 'react-router';
import { useProductsConfig } from './api/get-products-config';
import { leadTimeText } from './lead-time-text';
import styles from './product-type-grid.module.css';

/** The six product types, each with its picture, copy, lead time and a link to design one. */
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
      {PRODUCT_TYPES.map((type) => {
        const product = config.data.products[type];
        const firstGroup = product.styles[product.stylesOrder[0] ?? ''];
        return (
          <li key={type} className={styles.card} data-product-type={type}>
            {firstGroup ? (
              <img className={styles.picture} src={firstGroup.image} alt="" width={240} height={240} loading="lazy" />
            ) : null}
            <div className={styles.body}>
              <h3 className={styles.name}>{product.title}</h3>
              <p className={styles.description}>{product.description}</p>
              <p className={styles.leadTime}>Made and shipped in {leadTimeText(product.leadTime)}</p>
              <Link className={styles.cta} to={`/shop/${type}`}>
                Design yours
              </Link>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

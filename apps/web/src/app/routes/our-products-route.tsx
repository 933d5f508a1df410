import { OUR_PRODUCTS_WORDS } from '@selvedge/contract';
import { Navigate, useParams } from 'react-router';
import { useProductsConfig } from '../../features/catalogue/api/get-products-config';
import { productTypeForTab } from '../../features/catalogue/our-products-tab';
import { ProductOverview } from '../../features/catalogue/product-overview';
import { useCurrency } from '../../features/currency/currency-provider';
import { usePageMeta } from '../../lib/page-meta';
import { ourProductsPath } from '../../lib/route-paths';
import styles from './page.module.css';

export function OurProductsRoute() {
  const { tab } = useParams();
  const { currency } = useCurrency();
  const config = useProductsConfig(currency);
  usePageMeta(
    'Our products',
    'Shirts, polos, trousers, shorts, outerwear and jackets made to measure: the cloth, the styles, the fits and how long each takes.',
  );

  let body;
  if (config.isPending) body = <div className={styles.placeholder} aria-busy="true" />;
  else if (config.isError)
    body = (
      <p role="alert" className={styles.notice}>
        We could not load our products just now. Please refresh the page in a moment.
      </p>
    );
  else {
    const activeType = tab ? productTypeForTab(config.data, tab) : 'shirt';
    // An unknown tab is no page of ours: show the first one.
    if (!activeType) return <Navigate to={ourProductsPath()} replace />;
    body = <ProductOverview config={config.data} activeType={activeType} currency={currency} />;
  }

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>{OUR_PRODUCTS_WORDS.eyebrow}</p>
        <h1 className={styles.title}>{OUR_PRODUCTS_WORDS.title}</h1>
        <p className={styles.lede}>{OUR_PRODUCTS_WORDS.lede}</p>
      </header>
      {body}
    </div>
  );
}

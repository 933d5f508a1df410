import { Link, useParams } from 'react-router';
import { useProductsConfig } from '../../features/catalogue/api/get-products-config';
import { findStyleGroup, StyleGroupGuide, StyleGuideIndex } from '../../features/catalogue/style-guide';
import { useCurrency } from '../../features/currency/currency-provider';
import { usePageMeta } from '../../lib/page-meta';
import { styleGuidePath } from '../../lib/route-paths';
import styles from './page.module.css';

export function StyleGuideRoute() {
  const { productType, styleType, accessory } = useParams();
  const { currency } = useCurrency();
  const config = useProductsConfig(currency);
  const found = config.data && productType && styleType ? findStyleGroup(config.data, productType, styleType) : null;

  usePageMeta(
    found ? `${found.product.title}: ${found.group.name} · Style guide` : 'Style guide',
    found
      ? found.group.description
      : 'Collars, cuffs, waistbands, lapels and more: what each style is, when to wear it, and what it pairs with.',
  );

  if (config.isPending)
    return (
      <div className={`${styles.page}`}>
        <div className={styles.placeholder} aria-busy="true" />
      </div>
    );
  if (config.isError) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>Style guide</h1>
        <p role="alert" className={styles.notice}>
          The style guide is not available just now. Please try again in a moment.
        </p>
      </div>
    );
  }
  if (productType || styleType) {
    if (!found) {
      return (
        <div className={styles.page}>
          <h1 className={styles.title}>Style guide</h1>
          <p className={styles.notice}>
            We have no style called “{[productType, styleType].filter(Boolean).join(' / ')}”.{' '}
            <Link to={styleGuidePath()}>See every style in the guide</Link>.
          </p>
        </div>
      );
    }
    return (
      <div className={styles.page}>
        <StyleGroupGuide productType={found.productType} product={found.product} group={found.group} focusOption={accessory} />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>Style guide</p>
        <h1 className={styles.title}>Every detail, explained</h1>
        <p className={styles.lede}>
          A collar changes a face, a waistband changes a silhouette. Here is every choice we offer, what it does, and what it goes with.
        </p>
      </header>
      <StyleGuideIndex config={config.data} />
    </div>
  );
}

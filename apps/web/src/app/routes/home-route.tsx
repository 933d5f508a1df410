import { useEffect } from 'react';
import { ProductTypeGrid } from '../../features/catalogue/product-type-grid';
import { storedCurrency } from '../../lib/storage';
import styles from './home-route.module.css';

export function HomeRoute() {
  useEffect(() => {
    document.title = 'Selvedge · Made-to-measure menswear, shipped worldwide from Singapore';
  }, []);

  return (
    <>
      <section className={styles.hero}>
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>Made to measure · shipped worldwide from Singapore</p>
          <h1 className={styles.title}>Clothes cut for you, not for a size chart.</h1>
          <p className={styles.lede}>
            Choose the cloth, the collar, the cuff and the fit. We cut every piece to your measurements in our Singapore
            workroom and send it to your door, wherever that is.
          </p>
        </div>
      </section>
      <section className={styles.products} aria-labelledby="product-types-heading">
        <h2 id="product-types-heading" className={styles.sectionTitle}>
          Design your piece
        </h2>
        <ProductTypeGrid currency={storedCurrency()} />
      </section>
    </>
  );
}

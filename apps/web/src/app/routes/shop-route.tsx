import { isProductType } from '@selvedge/contract';
import { Link, Navigate, useParams } from 'react-router';
import { pieceName } from '../../features/catalogue/piece-name';
import { usePageMeta } from '../../lib/page-meta';
import styles from './page.module.css';

/** The customiser's address. The customiser itself is built by later work; this keeps every link alive. */
export function ShopRoute() {
  const { productType = '' } = useParams();
  usePageMeta('Design your piece', 'Choose the cloth, the styles and the fit of a piece made to your measurements.');
  if (!isProductType(productType)) return <Navigate to="/" replace />;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Design your {pieceName(productType)}</h1>
      <p className={styles.notice}>
        Our online customiser is being prepared. Meanwhile our team designs with you by e-mail or in the studio:{' '}
        <Link to="/contact-us">contact us</Link>, or read the <Link to="/style-guide">style guide</Link>.
      </p>
    </div>
  );
}

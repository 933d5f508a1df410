import { isProductType } from '@selvedge/contract';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { pieceName } from '../../features/catalogue/piece-name';
import { usePageMeta } from '../../lib/page-meta';
import styles from './page.module.css';

/**
 * /shop/{productType}/measurements/{method}: the sizing step is built by later work. The design
 * travels in the query string, so the way back keeps it.
 */
export function MeasurementsRoute() {
  const { productType = '' } = useParams();
  const { search } = useLocation();
  const type = isProductType(productType) ? productType : null;
  const piece = type ? pieceName(type) : 'piece';
  usePageMeta(`Sizing for your ${piece}`, `Give your size and fit, or your own measurements, for a ${piece} made to measure.`);
  if (!type) return <Navigate to="/" replace />;
  return (
    <div className={styles.page}>
      <p className={styles.eyebrow}>Sizing</p>
      <h1 className={styles.title}>Sizing for your {piece}</h1>
      <p className={styles.notice}>
        The sizing step is coming soon. Your design is kept: <Link to={`/shop/${type}${search}`}>back to your design</Link>.
      </p>
    </div>
  );
}

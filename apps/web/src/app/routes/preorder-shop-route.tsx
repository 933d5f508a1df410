import { isProductType, pieceNoun } from '@selvedge/contract';
import { Link, Navigate, useParams } from 'react-router';
import { usePreorder } from '../../features/preorder/api/get-preorder';
import { PreorderCountdown } from '../../features/preorder/preorder-countdown';
import { useCutoffPassed } from '../../features/preorder/use-countdown';
import { usePageMeta } from '../../lib/page-meta';
import { ROUTES, shopPath } from '../../lib/route-paths';
import styles from './page.module.css';
import { CustomiserScreen } from './shop-route';

/** /preorder/shop/{productType} (SPEC §2): the customiser with the running pre-order's cloth only. */
export function PreorderShopRoute() {
  const { productType = '' } = useParams();
  const type = isProductType(productType) ? productType : null;
  const piece = type ? pieceNoun(type) : 'piece';
  const query = usePreorder();
  const preorder = query.data?.preorder ?? null;
  const cutoffPassed = useCutoffPassed(preorder ? new Date(preorder.cutoff).getTime() : Number.NaN);
  usePageMeta(
    `Design your ${piece} · Pre-order`,
    `Design a ${piece} in the pre-order collection's cloth, made to your measurements after the pre-order closes.`,
  );

  if (!type) return <Navigate to={ROUTES.home} replace />;
  if (query.isPending) {
    return (
      <div className={styles.page}>
        <div className={styles.placeholder} aria-busy="true" aria-label="Loading the pre-order" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>Pre-order</h1>
        <p role="alert" className={styles.notice}>
          We could not load the pre-order just now. Please refresh the page in a moment.
        </p>
      </div>
    );
  }
  if (!preorder || !preorder.ongoing || cutoffPassed) {
    return (
      <div className={styles.page}>
        <p className={styles.eyebrow}>Pre-order</p>
        <h1 className={styles.title}>There is currently no ongoing pre-order.</h1>
        <p className={styles.notice}>
          Read <Link to={ROUTES.preorder}>how our pre-orders work</Link> and hear about the next one first, or{' '}
          <Link to={shopPath(type)}>design a {piece} in our regular cloth</Link>.
        </p>
      </div>
    );
  }
  if (!preorder.productsOrder.includes(type)) {
    return (
      <div className={styles.page}>
        <p className={styles.eyebrow}>Pre-order · {preorder.collectionTitle}</p>
        <h1 className={styles.title}>This pre-order has no {piece} cloth</h1>
        <p className={styles.notice}>
          See <Link to={ROUTES.preorder}>what the pre-order offers</Link>, or{' '}
          <Link to={shopPath(type)}>design a {piece} in our regular cloth</Link>.
        </p>
      </div>
    );
  }
  return (
    <CustomiserScreen
      type={type}
      mode="preorder"
      eyebrow={`Pre-order · ${preorder.collectionTitle}`}
      intro={
        <>
          <PreorderCountdown cutoff={preorder.cutoff} />
          <p>
            <strong>Estimated delivery:</strong> {preorder.estimatedDelivery}
          </p>
        </>
      }
      delivery={`Estimated delivery: ${preorder.estimatedDelivery}`}
    />
  );
}

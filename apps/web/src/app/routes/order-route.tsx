import { useParams, useSearchParams } from 'react-router';
import { OrderPage } from '../../features/account/orders/order-page';
import { usePageMeta } from '../../lib/page-meta';
import styles from './page.module.css';

/** /account/orders/{number} (a customer's) and /orders/{number}?key= (a guest's signed link). */
export function OrderRoute() {
  const { number = '' } = useParams();
  const [searchParams] = useSearchParams();
  usePageMeta(`Order ${number}`, 'Where your order is, piece by piece.');
  return (
    <div className={styles.page}>
      <OrderPage number={number} accessKey={searchParams.get('key')} />
    </div>
  );
}

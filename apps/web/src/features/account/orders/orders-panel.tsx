import { ORDER_STATUS_LABELS, type Customer } from '@selvedge/contract';
import { Link } from 'react-router';
import { failureText } from '../../../lib/api-failure';
import { orderPath } from '../../../lib/route-paths';
import { useOrders } from './api/orders-api';
import { dateText, deliveryText, moneyText, piecesText } from './order-text';
import styles from './orders.module.css';

/** The profile's Orders tab: every order of the customer's, newest first, each linking to its page. */
export function OrdersPanel({ user }: { user: Customer }) {
  const orders = useOrders(user.id);
  return (
    <section className={styles.panel} aria-labelledby="orders-heading">
      <h2 id="orders-heading" className={styles.heading}>
        Orders
      </h2>
      {orders.isPending ? (
        <p role="status" aria-busy="true">
          Loading your orders…
        </p>
      ) : orders.isError ? (
        <div role="alert">
          <p>{failureText(orders.error)}</p>
          <button type="button" className={styles.secondary} onClick={() => void orders.refetch()}>
            Try again
          </button>
        </div>
      ) : orders.data.orders.length === 0 ? (
        <p className={styles.muted}>No orders yet. Once you have paid for a piece, you can follow it here from cutting to your door.</p>
      ) : (
        <ul className={styles.list} aria-label="Your orders">
          {orders.data.orders.map((order) => (
            <li key={order.number} className={styles.row} aria-label={`Order ${order.number}`}>
              <div className={styles.rowMain}>
                <Link to={orderPath(order.number)} className={styles.number}>
                  Order {order.number}
                </Link>
                <span className={styles.muted}>
                  {dateText(order.createdAt)} · {piecesText(order.pieceCount)}
                </span>
              </div>
              <span className={styles.status} data-status={order.status}>
                {ORDER_STATUS_LABELS[order.status]}
              </span>
              <span className={styles.amount}>{moneyText(order.total)}</span>
              {order.delivery ? <span className={styles.muted}>Estimated delivery {deliveryText(order.delivery)}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

import type { AdminOrderSummary } from '@selvedge/contract/admin';
import { Link } from 'react-router';
import ui from '../../lib/ui/admin-ui.module.css';
import { PageHeader } from '../../lib/ui/page-header';
import { QueryState } from '../../lib/ui/query-state';
import { dueText, statusText, typesText } from './order-words';
import { useOrderBoard } from './orders-api';
import styles from './orders-board.module.css';

function Card({ order }: { order: AdminOrderSummary }) {
  return (
    <li className={styles.card} data-overdue={order.overdue || undefined}>
      <Link className={styles.cardLink} to={`/orders/${order.number}`}>
        {order.number}
      </Link>
      <span>{order.customerName}</span>
      <span className={ui.muted}>
        {order.pieceCount} {order.pieceCount === 1 ? 'piece' : 'pieces'} · {typesText(order.productTypes)}
      </span>
      <span className={order.overdue ? styles.overdue : undefined}>{dueText(order.dueOn, order.overdue)}</span>
      {order.trial || order.preorder ? (
        <span className={styles.flags}>
          {order.trial ? <span className={styles.flag}>Trial</span> : null}
          {order.preorder ? <span className={styles.flag}>Pre-order</span> : null}
        </span>
      ) : null}
    </li>
  );
}

/** /admin/orders/board: a column per stage, its count and its first orders by due date. */
export function OrdersBoardRoute() {
  const board = useOrderBoard();
  return (
    <>
      <PageHeader title="Board">
        <Link className={ui.secondaryButton} to="/orders">
          List
        </Link>
        <button type="button" className={ui.secondaryButton} onClick={() => void board.refetch()} disabled={board.isFetching}>
          {board.isFetching ? 'Refreshing…' : 'Refresh'}
        </button>
      </PageHeader>
      <QueryState query={board} label="the board">
        {({ columns }) => (
          // Columns scroll sideways on a narrow screen: focusable, so a keyboard can scroll them too.
          <div className={styles.board} role="region" aria-label="Orders by stage" tabIndex={0}>
            {columns.map((column) => (
              <section key={column.status} className={styles.column} aria-labelledby={`column-${column.status}`} data-status={column.status}>
                <h2 id={`column-${column.status}`} className={styles.columnHeading}>
                  {statusText(column.status)} <span className={styles.count}>{column.count}</span>
                </h2>
                {column.orders.length === 0 ? (
                  <p className={`${ui.muted} ${styles.none}`}>None</p>
                ) : (
                  <ol className={styles.cards}>
                    {column.orders.map((order) => (
                      <Card key={order.number} order={order} />
                    ))}
                  </ol>
                )}
                {column.count > column.orders.length ? (
                  <Link className={styles.more} to={`/orders?stage=${column.status}`}>
                    All {column.count} {statusText(column.status).toLowerCase()}
                  </Link>
                ) : null}
              </section>
            ))}
          </div>
        )}
      </QueryState>
    </>
  );
}

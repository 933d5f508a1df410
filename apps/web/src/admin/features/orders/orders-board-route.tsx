import type { OrderStatus } from '@selvedge/contract';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import ui from '../../lib/ui/admin-ui.module.css';
import { PageHeader } from '../../lib/ui/page-header';
import { QueryState } from '../../lib/ui/query-state';
import { BoardCard, type BoardNotice } from './board-card';
import { statusText } from '../../lib/order-words';
import { useOrderBoard } from './orders-api';
import styles from './orders-board.module.css';

/**
 * /admin/orders/board: a column per stage, its count and its first orders by due date. On a wide
 * screen the columns stand side by side; on a phone one stage shows at a time, picked above them.
 */
export function OrdersBoardRoute() {
  const board = useOrderBoard();
  const pickerId = useId();
  const [stage, setStage] = useState<OrderStatus>('paid');
  const [notice, setNotice] = useState<BoardNotice | null>(null);
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
      {notice ? (
        <p className={notice.kind === 'moved' ? ui.success : ui.problem} role={notice.kind === 'moved' ? 'status' : 'alert'}>
          {notice.text}
        </p>
      ) : null}
      <QueryState query={board} label="the board">
        {({ columns }) => (
          <>
            <div className={styles.picker}>
              <label htmlFor={pickerId}>Stage</label>
              <select
                id={pickerId}
                className={ui.filterInput}
                value={stage}
                onChange={(event) => setStage(event.target.value as OrderStatus)}
              >
                {columns.map((column) => (
                  <option key={column.status} value={column.status}>
                    {statusText(column.status)} ({column.count})
                  </option>
                ))}
              </select>
            </div>
            {/* Columns scroll sideways on a tablet: focusable, so a keyboard can scroll them too. */}
            <div className={styles.board} role="region" aria-label="Orders by stage" tabIndex={0}>
              {columns.map((column) => (
                <section
                  key={column.status}
                  className={styles.column}
                  aria-labelledby={`column-${column.status}`}
                  data-status={column.status}
                  data-picked={column.status === stage || undefined}
                >
                  <h2 id={`column-${column.status}`} className={styles.columnHeading}>
                    {statusText(column.status)} <span className={styles.count}>{column.count}</span>
                  </h2>
                  {column.orders.length === 0 ? (
                    <p className={`${ui.muted} ${styles.none}`}>None</p>
                  ) : (
                    <ol className={styles.cards}>
                      {column.orders.map((order) => (
                        <BoardCard
                          key={order.number}
                          order={order}
                          notice={notice?.number === order.number ? notice : null}
                          onNotice={setNotice}
                        />
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
          </>
        )}
      </QueryState>
    </>
  );
}

import type { Order } from '@selvedge/contract';
import { MoneyLine } from '../../../lib/ui/money-totals';
import { dateText, moneyText } from './order-text';
import styles from './orders.module.css';

/** The pieces a refund gave back, as the order names them ("Oxford Blue shirt"), or null for an amount. */
function piecesOf(order: Order, references: readonly string[]): string | null {
  const names = references.map((reference) => {
    const piece = order.pieces.find((candidate) => candidate.reference === reference);
    return piece ? `${piece.fabric.title} ${piece.productType}` : null;
  });
  const known = names.filter((name): name is string => name !== null);
  return known.length > 0 ? known.join(', ') : null;
}

/** The money given back on an order (issue 31): each refund with its day, amount, pieces and reason. */
export function OrderRefunds({ order }: { order: Order }) {
  const refunds = order.refunds ?? [];
  if (refunds.length === 0) return null;
  return (
    <section className={styles.panel} aria-labelledby="order-refunds-heading">
      <h2 id="order-refunds-heading" className={styles.heading}>
        Refunds
      </h2>
      <ul className={styles.refunds}>
        {refunds.map((refund, index) => {
          const pieces = piecesOf(order, refund.references);
          return (
            <li key={`${refund.createdAt}-${index}`} className={styles.refund} data-testid="order-refund">
              <p className={styles.refundLine}>
                <time dateTime={refund.createdAt}>{dateText(refund.createdAt)}</time>
                <span className={styles.amount}>−{moneyText(refund.amount)}</span>
              </p>
              {pieces ? <p>{pieces}</p> : null}
              <p className={styles.muted}>{refund.reason}</p>
              {refund.status === 'pending' ? <p className={styles.muted}>On its way to your card.</p> : null}
            </li>
          );
        })}
      </ul>
      <p className={styles.muted}>A refund goes back to the card you paid with and usually shows within 5 to 10 days.</p>
    </section>
  );
}

/** The totals' last line once money has been given back: what the order comes to now, as the server worked it out. */
export function NetTotal({ order }: { order: Order }) {
  if (!order.netTotal || (order.refunds ?? []).length === 0) return null;
  return <MoneyLine label="Net total after refunds" amount={moneyText(order.netTotal)} total testId="order-net-total" />;
}

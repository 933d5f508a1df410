import { OrderAgainSchema, type OrderPiece } from '@selvedge/contract';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../../lib/api-client';
import { failureText } from '../../../lib/api-failure';
import { keepOrderAgainSizing } from '../../../lib/order-again-sizing';
import { shopPath } from '../../../lib/route-paths';
import { storedCurrency } from '../../../lib/storage';
import styles from './orders.module.css';

/**
 * "Order again" on a piece of a past order (issue 30): asks the shop for the design as it can be
 * made today, keeps the size it was made to for the sizing step, and opens the customiser with the
 * design and what changed (the customiser's own notices, carried in the history entry). The price
 * the customiser shows is today's, in the display currency kept in this browser.
 */
export function OrderAgain({ number, piece, accessKey }: { number: string; piece: OrderPiece; accessKey: string | null }) {
  const navigate = useNavigate();
  const reorder = useMutation({
    mutationFn: () => {
      const path = `/orders/${encodeURIComponent(number)}/pieces/${encodeURIComponent(piece.reference)}/again?cc=${storedCurrency()}`;
      return apiRequest(accessKey ? `${path}&key=${encodeURIComponent(accessKey)}` : path, OrderAgainSchema);
    },
    onSuccess: (again) => {
      keepOrderAgainSizing({ productType: again.productType, sizing: again.sizing });
      const query = new URLSearchParams(again.query);
      query.set('again', '1');
      const notices = again.notices.map((message) => ({ field: 'order-again', message }));
      void navigate(shopPath(again.productType, query), { state: notices.length > 0 ? { customiserNotices: notices } : null });
    },
  });
  return (
    <div className={styles.orderAgain}>
      <button
        type="button"
        className={styles.secondary}
        onClick={() => reorder.mutate()}
        disabled={reorder.isPending}
        aria-busy={reorder.isPending || undefined}
      >
        {reorder.isPending ? 'Opening your design…' : 'Order again'}
      </button>
      {reorder.isError ? (
        <p role="alert" className={styles.orderAgainProblem}>
          We could not open this design again: {failureText(reorder.error)}
        </p>
      ) : null}
    </div>
  );
}

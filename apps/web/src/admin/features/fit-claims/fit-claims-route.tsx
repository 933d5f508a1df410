import { FIT_CLAIM_DECISION_LABELS, FIT_CLAIM_PROBLEM_LABELS, type FitClaimDecisionKind, type FitClaimProblem } from '@selvedge/contract';
import { Link, useSearchParams } from 'react-router';
import ui from '../../lib/ui/admin-ui.module.css';
import { PageHeader } from '../../lib/ui/page-header';
import { QueryState } from '../../lib/ui/query-state';
import { useFitClaimQueue } from './fit-claims-api';
import { dayText } from './fit-claim-words';
import styles from './fit-claims.module.css';

/** /admin/fit-claims: open claims oldest first (the workroom's queue), or the decided ones; one order's with ?order=. */
export function FitClaimsRoute() {
  const [search, setSearch] = useSearchParams();
  const status = search.get('status') === 'decided' ? 'decided' : 'open';
  const order = search.get('order');
  const page = Math.max(1, Number(search.get('page')) || 1);
  const queue = useFitClaimQueue(status, order, page);
  const show = (next: 'open' | 'decided') =>
    setSearch((current) => {
      const params = new URLSearchParams(current);
      params.set('status', next);
      params.delete('page');
      return params;
    });
  return (
    <div className={styles.page}>
      <PageHeader title={order ? `Fit claims of ${order}` : 'Fit claims'}>
        {order ? (
          <Link className={ui.secondaryButton} to={`/orders/${order}`}>
            Back to the order
          </Link>
        ) : null}
      </PageHeader>
      <div className={styles.tabs} role="group" aria-label="Which claims">
        <button
          type="button"
          className={status === 'open' ? ui.button : ui.secondaryButton}
          aria-pressed={status === 'open'}
          onClick={() => show('open')}
        >
          Open
        </button>
        <button
          type="button"
          className={status === 'decided' ? ui.button : ui.secondaryButton}
          aria-pressed={status === 'decided'}
          onClick={() => show('decided')}
        >
          Decided
        </button>
      </div>
      <section className={ui.panel} aria-labelledby="fit-claims-queue">
        <h2 id="fit-claims-queue">{status === 'open' ? 'Waiting for a decision, oldest first' : 'Decided, newest first'}</h2>
        <QueryState query={queue} label="the fit claims">
          {(list) =>
            list.claims.length === 0 ? (
              <p className={ui.muted}>{status === 'open' ? 'No claim is waiting.' : 'No claim has been decided yet.'}</p>
            ) : (
              <div className={ui.tableScroller} role="region" aria-label="Fit claims" tabIndex={0}>
                <table className={ui.table}>
                  <thead>
                    <tr>
                      <th scope="col">Filed</th>
                      <th scope="col">Order</th>
                      <th scope="col">Piece</th>
                      <th scope="col">Problem</th>
                      <th scope="col">Photos</th>
                      <th scope="col">{status === 'open' ? 'Claim' : 'Decision'}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {list.claims.map((claim) => (
                      <tr key={claim.id}>
                        <td>{dayText(claim.createdAt)}</td>
                        <td>
                          {claim.orderNumber}
                          <span className={styles.sub}>{claim.customerName}</span>
                        </td>
                        <td>
                          {claim.fabric} <span className={ui.muted}>{claim.productType}</span>
                        </td>
                        <td>{FIT_CLAIM_PROBLEM_LABELS[claim.problem as FitClaimProblem] ?? claim.problem}</td>
                        <td>{claim.photoCount}</td>
                        <td>
                          <Link to={`/fit-claims/${claim.id}`}>
                            {claim.decision
                              ? FIT_CLAIM_DECISION_LABELS[claim.decision as FitClaimDecisionKind]
                              : `Decide claim ${claim.orderNumber}`}
                          </Link>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                {list.total > list.page * list.pageSize ? (
                  <p>
                    <Link to={`/fit-claims?status=${status}${order ? `&order=${order}` : ''}&page=${page + 1}`}>Next page</Link>
                  </p>
                ) : null}
              </div>
            )
          }
        </QueryState>
      </section>
    </div>
  );
}

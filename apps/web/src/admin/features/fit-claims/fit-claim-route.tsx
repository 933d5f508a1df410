import { FIT_CLAIM_DECISIONS, FIT_CLAIM_PROBLEM_LABELS, FIT_PICTURE_TYPES, type FitClaimDecisionKind } from '@selvedge/contract';
import { AdminFitClaimDecisionRequestSchema, type AdminFitClaim } from '@selvedge/contract/admin';
import { formatMoneyValue } from '@selvedge/domain';
import { useCallback, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { describeApiFailure } from '../../../lib/api-failure';
import { useStaffSession } from '../../lib/staff-session';
import ui from '../../lib/ui/admin-ui.module.css';
import { PageHeader } from '../../lib/ui/page-header';
import { QueryState } from '../../lib/ui/query-state';
import { useClaimPhoto, useDecideFitClaim, useFitClaim } from './fit-claims-api';
import { dayText } from './fit-claim-words';
import styles from './fit-claims.module.css';

/** The workroom's short words for each decision (the customer's e-mail has the longer ones). */
const DECISION_WORDS: Record<FitClaimDecisionKind, string> = {
  alteration: 'Alteration',
  remake: 'Remake',
  store_credit: 'Store credit',
  declined: 'Decline',
};

function BlobImage({ blob, alt, width, height }: { blob: Blob; alt: string; width: number; height: number }) {
  const attach = useCallback(
    (element: HTMLImageElement | null) => {
      if (!element) return;
      const url = URL.createObjectURL(blob);
      element.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );
  return <img ref={attach} alt={alt} className={styles.photo} width={width} height={height} />;
}

function Photo({
  address,
  fullAddress,
  name,
  width,
  height,
}: {
  address: string;
  fullAddress: string;
  name: string;
  width: number;
  height: number;
}) {
  const file = useClaimPhoto(address);
  return (
    <li>
      <a href={fullAddress} onClick={(event) => event.preventDefault()} aria-label={`Photo ${name}`} className={styles.photoLink}>
        {file.data ? (
          <BlobImage blob={file.data} alt={name} width={width} height={height} />
        ) : (
          <span className={ui.muted}>{file.isError ? 'Could not load' : 'Loading…'}</span>
        )}
      </a>
    </li>
  );
}

/** The decision's one or two fields, then Confirm: pick, fill, confirm. */
function DecisionForm({ claim }: { claim: AdminFitClaim }) {
  const { may } = useStaffSession();
  const decide = useDecideFitClaim(claim.id);
  const [kind, setKind] = useState<FitClaimDecisionKind | null>(null);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [receipt, setReceipt] = useState<File | null>(null);
  const [measurements, setMeasurements] = useState<Record<string, string>>(() =>
    Object.fromEntries(claim.measurementsAsSold.map((entry) => [entry.key, entry.inches ?? entry.value])),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const money = may('refunds');
  const currency = claim.piece.total.currencyCode;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!kind) return;
    const body =
      kind === 'alteration'
        ? { kind, receiptAmount: amount.trim() }
        : kind === 'store_credit'
          ? { kind, amount: amount.trim() }
          : kind === 'declined'
            ? { kind, reason }
            : {
                kind,
                measurements: claim.measurementsAsSold.map((entry) => {
                  const typed = measurements[entry.key] ?? '';
                  return { id: entry.key, fitting_size: entry.inches === null ? typed : Number(typed) };
                }),
              };
    const checked = AdminFitClaimDecisionRequestSchema.safeParse(body);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? 'Check the decision.');
      return;
    }
    if (kind === 'alteration' && !receipt && !claim.receipt) {
      setProblem('Add a photo of the tailor’s receipt.');
      return;
    }
    decide.mutate(
      { decision: checked.data, receipt: kind === 'alteration' ? receipt : null },
      { onError: (error) => setProblem(describeApiFailure(error).message) },
    );
  };

  return (
    <form className={styles.decision} onSubmit={submit} noValidate aria-labelledby="fit-claim-decide">
      <h2 id="fit-claim-decide">Decide</h2>
      <div className={styles.kinds} role="group" aria-label="Decision">
        {FIT_CLAIM_DECISIONS.map((option) => {
          const allowed = money || (option !== 'alteration' && option !== 'store_credit');
          return (
            <button
              key={option}
              type="button"
              className={kind === option ? ui.button : ui.secondaryButton}
              aria-pressed={kind === option}
              disabled={!allowed}
              title={allowed ? undefined : 'Needs the refund right'}
              onClick={() => {
                setKind(option);
                setProblem(null);
              }}
            >
              {DECISION_WORDS[option]}
            </button>
          );
        })}
      </div>
      {kind === 'alteration' ? (
        <div className={styles.fields}>
          <label className={ui.labelAbove}>
            Receipt photo
            <input type="file" accept={FIT_PICTURE_TYPES.join(',')} onChange={(event) => setReceipt(event.target.files?.[0] ?? null)} />
          </label>
          <label className={ui.labelAbove}>
            Receipt amount ({currency})
            <input
              className={ui.filterInput}
              inputMode="decimal"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              placeholder="40.00"
            />
          </label>
          <p className={ui.hint}>
            Reimbursed: the receipt, at most {formatMoneyValue(claim.alterationLimit)} (the piece’s share, the cap and what is left to
            refund).
          </p>
        </div>
      ) : null}
      {kind === 'store_credit' ? (
        <div className={styles.fields}>
          <label className={ui.labelAbove}>
            Credit ({currency})
            <input
              className={ui.filterInput}
              inputMode="decimal"
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              placeholder="50.00"
            />
          </label>
          <p className={ui.hint}>
            A single-use code in {currency}, e-mailed to the customer; at most what the piece cost, {formatMoneyValue(claim.piece.total)}.
          </p>
        </div>
      ) : null}
      {kind === 'remake' ? (
        <div className={styles.fields}>
          <p className={ui.hint}>
            Adjust the measurements (inches); the remake goes to the workroom at measurements confirmed, never charged. Remakes of this type
            so far: {claim.remakes.used} of {claim.remakes.limit}.
          </p>
          <div className={styles.measureGrid}>
            {claim.measurementsAsSold.map((entry) => (
              <label key={entry.key} className={ui.labelAbove}>
                {entry.label}
                <input
                  className={ui.filterInput}
                  inputMode={entry.inches === null ? 'text' : 'decimal'}
                  value={measurements[entry.key] ?? ''}
                  onChange={(event) => setMeasurements((current) => ({ ...current, [entry.key]: event.target.value }))}
                />
              </label>
            ))}
          </div>
        </div>
      ) : null}
      {kind === 'declined' ? (
        <div className={styles.fields}>
          <label className={ui.labelAbove}>
            Reason (the customer reads it)
            <textarea className={ui.textarea} rows={3} value={reason} onChange={(event) => setReason(event.target.value)} />
          </label>
        </div>
      ) : null}
      {problem ? (
        <p role="alert" className={ui.problem}>
          {problem}
        </p>
      ) : null}
      {kind ? (
        <div className={ui.formActions}>
          <button type="submit" className={ui.button} disabled={decide.isPending} aria-busy={decide.isPending}>
            {decide.isPending ? 'Deciding…' : `Confirm: ${DECISION_WORDS[kind]}`}
          </button>
        </div>
      ) : null}
    </form>
  );
}

function Decided({ claim }: { claim: AdminFitClaim }) {
  const decision = claim.decision!;
  return (
    <section className={ui.panel} aria-labelledby="fit-claim-decided">
      <h2 id="fit-claim-decided">Decided: {DECISION_WORDS[decision.kind]}</h2>
      <dl className={ui.facts}>
        <dt>When</dt>
        <dd>
          {dayText(decision.decidedAt)}
          {claim.decidedBy ? ` by ${claim.decidedBy}` : ''}
        </dd>
        {decision.amount ? (
          <>
            <dt>Amount</dt>
            <dd>{formatMoneyValue(decision.amount)}</dd>
          </>
        ) : null}
        {claim.refundStatus ? (
          <>
            <dt>Refund</dt>
            <dd>{claim.refundStatus}</dd>
          </>
        ) : null}
        {decision.creditCode ? (
          <>
            <dt>Code</dt>
            <dd>{decision.creditCode}</dd>
          </>
        ) : null}
        {decision.remakeReference ? (
          <>
            <dt>Remade piece</dt>
            <dd>
              <Link to={`/orders/${claim.orderNumber}`}>{decision.remakeReference}</Link>
            </dd>
          </>
        ) : null}
        {decision.reason ? (
          <>
            <dt>Reason</dt>
            <dd>{decision.reason}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}

/** /admin/fit-claims/{id}: the photos beside the measurements as sold, and the decision in three clicks. */
export function FitClaimRoute() {
  const { id = '' } = useParams();
  const claim = useFitClaim(id);
  return (
    <div className={styles.page}>
      <QueryState query={claim} label="the claim">
        {(found) => (
          <>
            <PageHeader title={`Fit claim: ${found.orderNumber}`}>
              <Link className={ui.secondaryButton} to={`/orders/${found.orderNumber}`}>
                The order
              </Link>
              <Link className={ui.secondaryButton} to="/fit-claims">
                The queue
              </Link>
            </PageHeader>
            <p>
              {found.customerName} · {found.piece.fabric.title} {found.piece.productType} · filed {dayText(found.createdAt)} ·{' '}
              <strong>{FIT_CLAIM_PROBLEM_LABELS[found.problem]}</strong>
            </p>
            <blockquote className={styles.details}>{found.details}</blockquote>
            <div className={styles.sideBySide}>
              <section className={ui.panel} aria-labelledby="fit-claim-photos">
                <h2 id="fit-claim-photos">Photos</h2>
                <ul className={styles.photos}>
                  {found.photos.map((photo) => (
                    <Photo key={photo.id} address={photo.thumbnailUrl} fullAddress={photo.url} name={photo.name} width={240} height={240} />
                  ))}
                </ul>
              </section>
              <section className={ui.panel} aria-labelledby="fit-claim-measurements">
                <h2 id="fit-claim-measurements">Measurements as sold</h2>
                <p className={ui.muted}>{found.piece.sizeSource}</p>
                <div className={ui.tableScroller} role="region" aria-label="Measurements as sold" tabIndex={0}>
                  <table className={ui.table}>
                    <thead>
                      <tr>
                        <th scope="col">Measurement</th>
                        <th scope="col">in</th>
                        <th scope="col">cm</th>
                      </tr>
                    </thead>
                    <tbody>
                      {found.measurementsAsSold.map((entry) => (
                        <tr key={entry.key}>
                          <th scope="row">{entry.label}</th>
                          <td>{entry.inches ?? entry.value}</td>
                          <td>{entry.centimetres ?? ''}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </section>
            </div>
            {found.status === 'open' ? (
              <section className={ui.panel}>
                <DecisionForm claim={found} />
              </section>
            ) : (
              <Decided claim={found} />
            )}
          </>
        )}
      </QueryState>
    </div>
  );
}

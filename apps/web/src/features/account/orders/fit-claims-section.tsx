import {
  FIT_CLAIM_DECISION_LABELS,
  FIT_CLAIM_LIMITS,
  FIT_CLAIM_MESSAGES,
  FIT_CLAIM_PROBLEM_LABELS,
  FIT_CLAIM_PROBLEMS,
  FIT_PICTURE_TYPES,
  type FitClaim,
  type FitClaimPhoto,
  type FitClaimProblem,
  type FitClaimWindow,
  type Order,
  type OrderPiece,
} from '@selvedge/contract';
import { useId, useRef, useState } from 'react';
import { ApiRequestError } from '../../../lib/api-client';
import { describeApiFailure } from '../../../lib/api-failure';
import { FormField } from '../../../lib/ui/form-field';
import { useFileFitClaim, useFitClaims } from './api/fit-claims-api';
import { useFitPictureFile } from './api/fit-pictures-api';
import { BlobPicture } from './blob-picture';
import styles from './fit-claims.module.css';
import { moneyText } from './order-text';

const pieceName = (piece: Pick<OrderPiece, 'fabric' | 'productType'>) => `${piece.fabric.title} ${piece.productType}`;

/** "1 April 2026": a window's last day, a calendar date in Singapore. */
const dayText = (day: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

function Photo({ photo }: { photo: FitClaimPhoto }) {
  const file = useFitPictureFile(photo.thumbnailUrl);
  return file.data ? (
    <BlobPicture blob={file.data} alt={photo.name} className={styles.photo} width={72} height={72} />
  ) : (
    <span className={styles.photo} aria-hidden="true" />
  );
}

/** What the customer reads of a claim: open with the workroom, or what was decided. */
function ClaimState({ claim }: { claim: FitClaim }) {
  const decision = claim.decision;
  return (
    <div className={styles.claim} data-testid="fit-claim">
      <p>
        <span className={styles.badge} data-state={decision ? decision.kind : 'open'}>
          {decision ? FIT_CLAIM_DECISION_LABELS[decision.kind] : 'With the workroom'}
        </span>{' '}
        <span className={styles.muted}>
          {FIT_CLAIM_PROBLEM_LABELS[claim.problem]}: {claim.details}
        </span>
      </p>
      {decision?.kind === 'alteration' && decision.amount ? (
        <p>We are reimbursing {moneyText(decision.amount)} to the card you paid with.</p>
      ) : null}
      {decision?.kind === 'remake' ? <p>We are making this piece again with adjusted measurements, at no charge.</p> : null}
      {decision?.kind === 'store_credit' && decision.amount ? (
        <p>
          Store credit of {moneyText(decision.amount)}: use the code <strong>{decision.creditCode}</strong> at the checkout.
        </p>
      ) : null}
      {decision?.reason ? <p>{decision.reason}</p> : null}
      {!decision ? <p>We will write to you with what we decide.</p> : null}
      <div className={styles.photos} aria-label="Photos sent">
        {claim.photos.map((photo) => (
          <Photo key={photo.id} photo={photo} />
        ))}
      </div>
    </div>
  );
}

/** What is wrong, in a few kinds and the customer's words, with 1–10 photos. */
function ClaimForm({
  order,
  accessKey,
  piece,
  onDone,
}: {
  order: Order;
  accessKey: string | null;
  piece: OrderPiece;
  onDone(message: string): void;
}) {
  const id = useId();
  const file = useFileFitClaim(order.number, accessKey);
  const idempotencyKey = useRef<string | null>(null);
  const [problem, setProblem] = useState<FitClaimProblem>('too_tight');
  const [details, setDetails] = useState('');
  const [photos, setPhotos] = useState<File[]>([]);
  const [errors, setErrors] = useState<{ details?: string; files?: string; form?: string }>({});

  const send = async () => {
    const found: typeof errors = {};
    if (details.trim() === '') found.details = 'Say what is wrong with the fit.';
    if (photos.length === 0) found.files = FIT_CLAIM_MESSAGES.noPhotos;
    else if (photos.length > FIT_CLAIM_LIMITS.photosMax) found.files = FIT_CLAIM_MESSAGES.tooManyPhotos;
    else {
      const tooBig = photos.find((photo) => photo.size > FIT_CLAIM_LIMITS.fileBytes);
      if (tooBig) found.files = FIT_CLAIM_MESSAGES.tooBig(tooBig.name);
    }
    setErrors(found);
    if (Object.keys(found).length > 0 || file.isPending) return;
    const form = new FormData();
    form.append('reference', piece.reference);
    form.append('problem', problem);
    form.append('details', details.trim());
    for (const photo of photos) form.append('files', photo, photo.name);
    idempotencyKey.current ??= crypto.randomUUID();
    try {
      const answer = await file.mutateAsync({ form, idempotencyKey: idempotencyKey.current });
      idempotencyKey.current = null;
      onDone(answer.message);
    } catch (error) {
      if (error instanceof ApiRequestError) idempotencyKey.current = null;
      const failure = describeApiFailure(error);
      const on = failure.problems?.[0]?.path;
      setErrors(on === 'details' ? { details: failure.message } : on === 'files' ? { files: failure.message } : { form: failure.message });
    }
  };

  return (
    <form
      className={styles.form}
      noValidate
      aria-labelledby={`${id}-heading`}
      onChange={() => {
        idempotencyKey.current = null;
      }}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <h4 id={`${id}-heading`} className={styles.formHeading}>
        Report a fit problem: {pieceName(piece)}
      </h4>
      <fieldset className={styles.problems}>
        <legend>What is wrong</legend>
        {FIT_CLAIM_PROBLEMS.map((kind) => (
          <label key={kind} className={styles.problem}>
            <input type="radio" name={`${id}-problem`} value={kind} checked={problem === kind} onChange={() => setProblem(kind)} />{' '}
            {FIT_CLAIM_PROBLEM_LABELS[kind]}
          </label>
        ))}
      </fieldset>
      <FormField
        label="Tell us where"
        hint="Where it pulls, sags or is too long, and when you notice it."
        error={errors.details}
        control={(props) => (
          <textarea
            {...props}
            name="details"
            rows={3}
            maxLength={FIT_CLAIM_LIMITS.detailsMax}
            value={details}
            onChange={(event) => {
              setDetails(event.target.value);
              setErrors((current) => ({ ...current, details: undefined }));
            }}
            className={styles.textarea}
          />
        )}
      />
      <FormField
        label="Photos of you wearing it"
        hint={`1 to ${FIT_CLAIM_LIMITS.photosMax} photos, ${FIT_CLAIM_LIMITS.fileBytes / 1024 / 1024} MB each: front, side and back help most.`}
        error={errors.files}
        control={(props) => (
          <input
            {...props}
            name="files"
            type="file"
            multiple
            accept={FIT_PICTURE_TYPES.join(',')}
            className={styles.fileInput}
            onChange={(event) => {
              setPhotos(Array.from(event.target.files ?? []));
              setErrors((current) => ({ ...current, files: undefined }));
            }}
          />
        )}
      />
      {errors.form ? (
        <p role="alert" className={styles.error}>
          {errors.form}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={styles.submit} disabled={file.isPending} aria-busy={file.isPending}>
          {file.isPending ? 'Sending…' : 'Send to the workroom'}
        </button>
      </div>
    </form>
  );
}

function PieceClaims({
  order,
  accessKey,
  piece,
  window,
  claims,
}: {
  order: Order;
  accessKey: string | null;
  piece: OrderPiece;
  window: FitClaimWindow;
  claims: FitClaim[];
}) {
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const pending = claims.some((claim) => claim.status === 'open');
  return (
    <li className={styles.piece} aria-label={pieceName(piece)}>
      <p className={styles.pieceTitle}>{pieceName(piece)}</p>
      {claims.map((claim) => (
        <ClaimState key={claim.id} claim={claim} />
      ))}
      <p role="status" className={notice ? styles.success : styles.idle}>
        {notice}
      </p>
      {window.open && !pending ? (
        open ? (
          <ClaimForm
            order={order}
            accessKey={accessKey}
            piece={piece}
            onDone={(message) => {
              setNotice(message);
              setOpen(false);
            }}
          />
        ) : (
          <p>
            <button type="button" className={styles.report} onClick={() => setOpen(true)}>
              Report a fit problem
            </button>{' '}
            <span className={styles.muted}>until {dayText(window.lastDay)}</span>
          </p>
        )
      ) : null}
      {!window.open && !pending ? (
        <p className={styles.muted}>Fit problems with this piece could be reported until {dayText(window.lastDay)}.</p>
      ) : null}
    </li>
  );
}

/** The fit guarantee on the order page: for each delivered piece, report a fit problem within its window, then follow the decision. */
export function FitClaimsSection({ order, accessKey }: { order: Order; accessKey: string | null }) {
  const claims = useFitClaims(order.number, accessKey);
  if (!claims.data || claims.data.windows.length === 0) return null;
  const { windows } = claims.data;
  const pieces = new Map(order.pieces.map((piece) => [piece.reference, piece]));
  return (
    <section className={styles.section} aria-labelledby="fit-claims-heading">
      <h2 id="fit-claims-heading" className={styles.heading}>
        Fit guarantee
      </h2>
      <p className={styles.intro}>
        If a delivered piece does not fit as it should, tell us within the guarantee’s window and send photos: we will arrange an
        alteration, a remake or store credit.
      </p>
      <ul className={styles.pieces}>
        {windows.map((window) => {
          const piece = pieces.get(window.reference);
          return piece ? (
            <PieceClaims
              key={window.reference}
              order={order}
              accessKey={accessKey}
              piece={piece}
              window={window}
              claims={claims.data.claims.filter((claim) => claim.reference === window.reference)}
            />
          ) : null;
        })}
      </ul>
    </section>
  );
}

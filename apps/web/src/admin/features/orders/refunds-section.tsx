import { ErrorCode, type Money } from '@selvedge/contract';
import { AdminRefundRequestSchema, type AdminOrder, type AdminRefundRequest } from '@selvedge/contract/admin';
import { decimalStringToMinor, minorToDecimalString } from '@selvedge/domain';
import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ApiRequestError } from '../../../lib/api-client';
import { showApiFailure } from '../../../lib/api-failure';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog';
import { FormField } from '../../../lib/ui/form-field';
import ui from '../../lib/ui/admin-ui.module.css';
import { DoneLine, ProblemLine } from '../../lib/ui/form-messages';
import { SubmitButton } from '../../lib/ui/submit-button';
import { QueryState } from '../../lib/ui/query-state';
import { momentOf, moneyText, PRODUCT_TYPE_WORDS } from '../../lib/order-words';
import { useRefund, useRefunds } from './orders-api';
import { pieceName } from './piece-parts';
import styles from './orders.module.css';

interface RefundValues {
  by: 'pieces' | 'amount';
  references: string[];
  amount: string;
  reason: string;
}

const REFUND_STATUS_WORDS = { pending: 'Pending with the provider', succeeded: 'Refunded', failed: 'Failed' } as const;

/** The form's values as the contract's request: pieces or an amount, and the reason. */
function refundRequestOf(values: RefundValues): unknown {
  return values.by === 'pieces'
    ? { references: values.references, reason: values.reason }
    : { amount: values.amount.trim(), reason: values.reason };
}

/** A refund checked and waiting for its confirmation: what is sent, and what the dialog states. */
interface AskedRefund {
  request: AdminRefundRequest;
  by: RefundValues['by'];
  amount: Money;
  pieces: string[];
}

/**
 * What a checked request gives back, in the order's currency, for the confirmation to state: the
 * amount typed, or the chosen pieces' totals added up in minor units (as the server adds them).
 * Null when an amount has more decimals than the currency has.
 */
function amountOf(order: AdminOrder, request: AdminRefundRequest): Money | null {
  const currency = order.currencyCode;
  try {
    const minor =
      request.amount !== undefined
        ? decimalStringToMinor(request.amount, currency)
        : (request.references ?? []).reduce(
            (sum, reference) =>
              sum + decimalStringToMinor(order.pieces.find((piece) => piece.reference === reference)?.total.amount ?? '0', currency),
            0,
          );
    return { amount: minorToDecimalString(minor, currency), currencyCode: currency };
  } catch {
    return null;
  }
}

function RefundForm({ order }: { order: AdminOrder }) {
  const refund = useRefund(order.number);
  const form = useForm<RefundValues>({ defaultValues: { by: 'pieces', references: [], amount: '', reason: '' } });
  const [asked, setAsked] = useState<AskedRefund | null>(null);
  // A second press of the confirmation before the first has re-rendered the dialog sends nothing more.
  const sending = useRef(false);
  const { errors } = form.formState;
  const by = useWatch({ control: form.control, name: 'by' });
  const names = new Map(order.pieces.map((piece) => [piece.reference, pieceName(piece, PRODUCT_TYPE_WORDS)]));

  /** Sends the refund the owner confirmed: once, with the request checked before the dialog opened. */
  const send = ({ request, by: chosen }: AskedRefund) => {
    if (sending.current) return;
    sending.current = true;
    refund.mutate(request, {
      onSettled: () => {
        sending.current = false;
      },
      onSuccess: () => {
        setAsked(null);
        form.reset({ by: chosen, references: [], amount: '', reason: '' });
      },
      onError: (error) => {
        setAsked(null);
        // Too much to give back is about the amount (or the pieces chosen), not the whole form.
        if (error instanceof ApiRequestError && error.code === ErrorCode.refund_too_large) {
          form.setError(
            chosen === 'pieces' ? 'references' : 'amount',
            { type: error.code, message: error.message },
            { shouldFocus: chosen === 'amount' },
          );
          return;
        }
        showApiFailure(error, form.setError, ['amount', 'references', 'reason']);
      },
    });
  };

  const submit = form.handleSubmit((values) => {
    // The contract's rules first, each on its field; then the server's, on the same fields.
    const checked = AdminRefundRequestSchema.safeParse(refundRequestOf(values));
    if (!checked.success) {
      const issue = checked.error.issues[0];
      const field = issue?.path[0] === 'references' ? 'references' : issue?.path[0] === 'reason' ? 'reason' : 'amount';
      const message = issue?.message ?? 'Check this field.';
      form.setError(
        field,
        {
          type: 'contract',
          message: field === 'references' && values.references.length === 0 ? 'Choose at least one piece to refund.' : message,
        },
        { shouldFocus: true },
      );
      return;
    }
    const request: AdminRefundRequest = checked.data;
    const amount = amountOf(order, request);
    if (!amount) {
      form.setError(
        'amount',
        { type: 'contract', message: `amount: has more decimals than ${order.currencyCode} has` },
        { shouldFocus: true },
      );
      return;
    }
    // Nothing is sent yet: the dialog states what would go back, and only its confirmation sends it.
    setAsked({ request, by: values.by, amount, pieces: (request.references ?? []).map((reference) => names.get(reference) ?? reference) });
  });
  return (
    <form className={styles.refundForm} noValidate onSubmit={(event) => void submit(event)} aria-labelledby="refund-form-heading">
      <h3 id="refund-form-heading">Give money back</h3>
      <fieldset className={styles.choice}>
        <legend>Refund</legend>
        <label>
          <input type="radio" value="pieces" {...form.register('by')} /> By pieces
        </label>
        <label>
          <input type="radio" value="amount" {...form.register('by')} /> An amount
        </label>
      </fieldset>
      {by === 'pieces' ? (
        <fieldset
          className={styles.choice}
          aria-describedby={errors.references ? 'refund-references-error' : undefined}
          aria-invalid={errors.references ? true : undefined}
        >
          <legend>Pieces</legend>
          {order.pieces.map((piece) => (
            <label key={piece.reference}>
              <input type="checkbox" value={piece.reference} {...form.register('references')} /> {pieceName(piece, PRODUCT_TYPE_WORDS)} ·{' '}
              {moneyText(piece.total)}
            </label>
          ))}
          {errors.references?.message ? (
            <p id="refund-references-error" role="alert" className={styles.fieldProblem}>
              {errors.references.message}
            </p>
          ) : null}
        </fieldset>
      ) : (
        <FormField
          label={`Amount (${order.currencyCode})`}
          inputMode="decimal"
          autoComplete="off"
          error={errors.amount?.message}
          {...form.register('amount')}
        />
      )}
      <FormField
        label="Reason (the customer reads it)"
        autoComplete="off"
        maxLength={500}
        error={errors.reason?.message}
        {...form.register('reason')}
      />
      <ProblemLine>{errors.root?.server?.message}</ProblemLine>
      <SubmitButton pending={refund.isPending} pendingText="Refunding…" className={ui.dangerButton}>
        Refund…
      </SubmitButton>
      <ConfirmDialog
        open={asked !== null}
        onOpenChange={(open) => {
          if (!open) setAsked(null);
        }}
        title={asked ? `Refund ${moneyText(asked.amount)} to the customer?` : 'Refund'}
        description={
          asked ? (
            <>
              {moneyText(asked.amount)} ({asked.amount.currencyCode}) goes back to the card the customer paid with{' '}
              {asked.pieces.length > 0 ? `for ${asked.pieces.join(', ')}` : 'as an amount, no piece given back'}.
              <br />
              Reason: “{asked.request.reason}”
              <br />
              The customer is told by e-mail. A refund cannot be undone.
            </>
          ) : null
        }
        problem={null}
        cancelText="Cancel"
        confirmText={asked ? `Refund ${moneyText(asked.amount)}` : 'Refund'}
        pendingText="Refunding…"
        pending={refund.isPending}
        onConfirm={() => {
          if (asked) send(asked);
        }}
      />
      <DoneLine>{refund.isSuccess ? 'Refund sent to the payment provider.' : null}</DoneLine>
    </form>
  );
}

/** Why a member who may see an order's refunds has no Refund button. */
const REFUNDS_READ_ONLY = 'Refunds are made by the owner, or by someone the owner allows on the Staff page.';

/**
 * The order's refunds: what was captured, what is left to give back and each refund; the form for
 * those who may refund (the owner, and whoever the owner allowed), a sentence for the others.
 */
export function RefundsSection({ order, mayRefund }: { order: AdminOrder; mayRefund: boolean }) {
  const refunds = useRefunds(order.number);
  const names = new Map(order.pieces.map((piece) => [piece.reference, pieceName(piece, PRODUCT_TYPE_WORDS)]));
  return (
    <section className={ui.panel} aria-labelledby="refunds-heading">
      <h2 id="refunds-heading">Refunds</h2>
      <QueryState query={refunds} label="refunds">
        {(data) => (
          <>
            <p>
              Captured {moneyText(data.captured)} · still refundable <strong>{moneyText(data.refundable)}</strong>
            </p>
            {data.refunds.length > 0 ? (
              <ul className={styles.refunds} aria-label="Refunds made">
                {data.refunds.map((refund) => (
                  <li key={refund.id}>
                    <strong>{moneyText(refund.amount)}</strong> · {REFUND_STATUS_WORDS[refund.status]} · {momentOf(refund.createdAt)}
                    {refund.staffEmail ? ` · by ${refund.staffEmail}` : ''}
                    <br />
                    {refund.references.length > 0
                      ? `${refund.references.map((reference) => names.get(reference) ?? reference).join(', ')}: `
                      : ''}
                    {refund.reason}
                    {refund.message ? <span className={ui.muted}> ({refund.message})</span> : null}
                  </li>
                ))}
              </ul>
            ) : (
              <p className={ui.muted}>No refunds yet.</p>
            )}
          </>
        )}
      </QueryState>
      {mayRefund ? <RefundForm order={order} /> : <p className={ui.notice}>{REFUNDS_READ_ONLY}</p>}
    </section>
  );
}

import { TEST_CARDS, TestCardRequestSchema, type TestCardRequest, type TestPayment } from '@selvedge/contract';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { failureText, showApiFailure } from '../../../lib/api-failure';
import { contractResolver } from '../../../lib/forms/contract-resolver';
import { FormField } from '../../../lib/ui/form-field';
import { checkoutNavigation } from '../api/checkout-mutations';
import { testPaymentQueryOptions, useAnswerTestChallenge, useConfirmTestPayment } from '../api/test-payment-api';
import { moneyText } from '../checkout-text';
import styles from './test-payment.module.css';

export const TEST_BANNER = 'Test payment: no real money moves. Use one of the test cards below.';

/** What each test card does, for the list beside the form. */
const CARD_NOTES: Record<keyof typeof TEST_CARDS, string> = {
  succeeds: 'Pays at once',
  declined: 'Declined',
  insufficientFunds: 'Declined: insufficient funds',
  threeDSecure: 'Asks for 3-D Secure authentication',
  asyncSucceeds: 'Accepted, then confirmed a little later',
  asyncFails: 'Accepted, then fails a little later',
};

const groups = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

const cardResolver = contractResolver(TestCardRequestSchema, { every: true });
const CARD_FIELDS = ['cardNumber', 'expiry', 'cvc', 'name'] as const;

/** The frame both test pages share: the banner, what is paid and to whom. */
function TestFrame({ paymentId, children }: { paymentId: string; children(payment: TestPayment): ReactNode }) {
  const payment = useQuery(testPaymentQueryOptions(paymentId));
  return (
    <div className={styles.page}>
      <p className={styles.banner} role="note">
        {TEST_BANNER}
      </p>
      {payment.isPending ? (
        <p role="status" aria-busy="true">
          Loading the payment…
        </p>
      ) : payment.isError ? (
        <p role="alert" className={styles.problem}>
          {failureText(payment.error)}
        </p>
      ) : (
        <>
          <header className={styles.header}>
            <p className={styles.merchant}>{payment.data.merchant}</p>
            <p className={styles.amount} data-testid="payment-amount">
              {moneyText(payment.data.amount)}
            </p>
            {payment.data.email ? <p className={styles.muted}>{payment.data.email}</p> : null}
          </header>
          {children(payment.data)}
        </>
      )}
    </div>
  );
}

/** A payment that is no longer waiting for a card: say so and offer the way back. */
function NotOpen({ payment }: { payment: TestPayment }) {
  return (
    <div className={styles.card}>
      <p>{payment.message ?? `This payment is ${payment.status}.`}</p>
      <a href={payment.returnUrl}>Back to the shop</a>
    </div>
  );
}

function CardForm({ payment }: { payment: TestPayment }) {
  const confirm = useConfirmTestPayment(payment.id);
  const { register, handleSubmit, setError, setValue, formState } = useForm<TestCardRequest>({
    resolver: cardResolver,
    defaultValues: { cardNumber: '', expiry: '', cvc: '', name: '' },
  });
  const message = confirm.data && !confirm.data.next ? confirm.data.message : (payment.message ?? null);
  const submit = handleSubmit(async (card) => {
    try {
      const step = await confirm.mutateAsync(card);
      if (step.next) checkoutNavigation.go(step.next);
    } catch (error) {
      showApiFailure(error, setError, CARD_FIELDS);
    }
  });
  const { errors } = formState;
  const busy = confirm.isPending || Boolean(confirm.data?.next);
  return (
    <div className={styles.layout}>
      <form className={styles.card} onSubmit={(event) => void submit(event)} noValidate aria-label="Card details">
        <FormField
          label="Card number"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          maxLength={23}
          error={errors.cardNumber?.message}
          {...register('cardNumber')}
        />
        <div className={styles.row}>
          <FormField
            label="Expiry (MM / YY)"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM / YY"
            maxLength={7}
            error={errors.expiry?.message}
            {...register('expiry')}
          />
          <FormField
            label="CVC"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            maxLength={4}
            error={errors.cvc?.message}
            {...register('cvc')}
          />
        </div>
        <FormField label="Name on card" autoComplete="cc-name" maxLength={100} error={errors.name?.message} {...register('name')} />
        <div role="status" aria-live="polite">
          {message ? (
            <p className={styles.problem} data-testid="payment-message">
              {message}
            </p>
          ) : null}
          {errors.root?.server ? <p className={styles.problem}>{errors.root.server.message}</p> : null}
        </div>
        <button type="submit" className={styles.pay} disabled={busy} aria-busy={busy}>
          {busy ? 'Paying…' : `Pay ${moneyText(payment.amount)}`}
        </button>
        <button type="button" className={styles.cancel} onClick={() => checkoutNavigation.go(payment.cancelUrl)}>
          Cancel and go back
        </button>
      </form>
      <section className={styles.cards} aria-labelledby="test-cards-heading">
        <h2 id="test-cards-heading" className={styles.cardsTitle}>
          Test cards
        </h2>
        <p className={styles.muted}>Any future expiry date, any CVC and any name.</p>
        <ul>
          {(Object.keys(TEST_CARDS) as (keyof typeof TEST_CARDS)[]).map((key) => (
            <li key={key}>
              <button
                type="button"
                className={styles.cardButton}
                onClick={() => setValue('cardNumber', groups(TEST_CARDS[key]), { shouldValidate: formState.isSubmitted })}
              >
                <code>{groups(TEST_CARDS[key])}</code>
                <span>{CARD_NOTES[key]}</span>
              </button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** /pay/test/{paymentId}: the test provider's card page. */
export function TestPaymentPage({ paymentId }: { paymentId: string }) {
  return (
    <TestFrame paymentId={paymentId}>
      {(payment) =>
        ['pending', 'requires_action'].includes(payment.status) ? <CardForm payment={payment} /> : <NotOpen payment={payment} />
      }
    </TestFrame>
  );
}

function Challenge({ payment }: { payment: TestPayment }) {
  const answer = useAnswerTestChallenge(payment.id);
  const decide = (approve: boolean) =>
    answer.mutate(approve, {
      onSuccess: (step) => {
        if (step.next) checkoutNavigation.go(step.next);
      },
    });
  const message = answer.data && !answer.data.next ? answer.data.message : null;
  const busy = answer.isPending || Boolean(answer.data?.next);
  return (
    <div className={styles.card}>
      <h1 className={styles.cardsTitle}>3-D Secure check</h1>
      <p>Your bank would ask you to confirm this payment here. In test mode, choose what the bank answers.</p>
      <div role="status" aria-live="polite">
        {message ? <p className={styles.problem}>{message}</p> : null}
        {answer.isError ? <p className={styles.problem}>{failureText(answer.error)}</p> : null}
      </div>
      <div className={styles.row}>
        <button type="button" className={styles.pay} disabled={busy} onClick={() => decide(true)}>
          Approve
        </button>
        <button type="button" className={styles.cancel} disabled={busy} onClick={() => decide(false)}>
          Fail authentication
        </button>
      </div>
    </div>
  );
}

/** /pay/test/{paymentId}/challenge: the test provider's 3-D Secure page. */
export function TestChallengePage({ paymentId }: { paymentId: string }) {
  return <TestFrame paymentId={paymentId}>{(payment) => <Challenge payment={payment} />}</TestFrame>;
}

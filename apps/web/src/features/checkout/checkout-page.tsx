import type { Checkout } from '@selvedge/contract';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiRequestError } from '../../lib/api-client';
import { failureText } from '../../lib/api-failure';
import { useCompleteCheckout } from './api/checkout-mutations';
import { checkoutQueryOptions, PAYMENT_PARAM } from './api/checkout-queries';
import { CheckoutForm } from './checkout-form';
import { CheckoutOutline } from './checkout-outline';
import styles from './checkout.module.css';

export const EXPIRED_TEXT = 'Your checkout has expired.';
export const CONFIRMING_TEXT = 'Your payment is being confirmed…';

interface CheckoutPageProps {
  token: string;
  /** Back to the cart (the app opens the cart drawer on the home page). */
  onBackToCart(): void;
  /** The checkout is complete: the cart it was made from is done with. */
  onCompleted(): void;
}

function Expired({ onBackToCart }: Pick<CheckoutPageProps, 'onBackToCart'>) {
  return (
    <div className={styles.message} role="alert">
      <h1 className={styles.title}>{EXPIRED_TEXT}</h1>
      <p>We hold prices for an hour. Your pieces are still in your cart: check out again from there.</p>
      <button type="button" className={styles.pay} onClick={onBackToCart}>
        Back to your cart
      </button>
    </div>
  );
}

function Confirmation({ checkout, onCompleted }: { checkout: Checkout; onCompleted(): void }) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    onCompleted();
  }, [onCompleted]);
  const order = checkout.order;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.message}>
      <p className={styles.eyebrow}>Order placed</p>
      <h1 className={styles.title} ref={heading} tabIndex={-1}>
        Thank you{order ? `: order ${order.number}` : ''}
      </h1>
      <p>
        Your payment went through and your pieces go to our workshop.
        {checkout.email ? ` A confirmation is on its way to ${checkout.email}.` : ''}
      </p>
      {order ? (
        <p>
          Order number <strong data-testid="order-number">{order.number}</strong>.{' '}
          {order.url.startsWith('/') ? <Link to={order.url}>See your order</Link> : <a href={order.url}>See your order</a>}
        </p>
      ) : null}
    </div>
  );
}

/**
 * /checkout/{token}: reads (or opens) the checkout, completes it on the way back from the payment
 * page (?payment=), and shows the form, the confirmation, a payment being settled, or the expiry.
 */
export function CheckoutPage({ token, onBackToCart, onCompleted }: CheckoutPageProps) {
  const [searchParams] = useSearchParams();
  const paymentId = searchParams.get(PAYMENT_PARAM);
  const complete = useCompleteCheckout(token);
  const completing = paymentId !== null && (complete.isIdle || complete.isPending);
  // While the payment is settled the checkout is not read: its answer would be older than the settlement's.
  const query = useQuery({ ...checkoutQueryOptions(token), enabled: !completing });
  // The whole page is drawn from the checkout: when an answer arrives, React draws it in slices
  // between which the browser stays free for input, instead of in one long task (the outline, or the
  // page as it was, stays on screen meanwhile).
  const shown = useDeferredValue(query.data);

  const completedFor = useRef<string | null>(null);
  useEffect(() => {
    if (paymentId === null || completedFor.current === paymentId) return;
    completedFor.current = paymentId;
    complete.mutate(paymentId);
  }, [paymentId, complete]);

  if (completing) {
    return (
      <div className={styles.message} role="status">
        <p>{CONFIRMING_TEXT}</p>
      </div>
    );
  }
  if (query.isError) {
    if (query.error instanceof ApiRequestError && query.error.code === 'checkout_expired') return <Expired onBackToCart={onBackToCart} />;
    return (
      <div className={styles.message} role="alert">
        <h1 className={styles.title}>We could not open your checkout</h1>
        <p>{failureText(query.error)}</p>
        <button type="button" className={styles.secondary} onClick={() => void query.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  if (shown === undefined) return <CheckoutOutline />;
  const checkout = shown;
  if (checkout.status === 'expired') return <Expired onBackToCart={onBackToCart} />;
  if (checkout.status === 'completed') return <Confirmation checkout={checkout} onCompleted={onCompleted} />;
  if (checkout.payment?.status === 'processing') {
    return (
      <div className={styles.message} role="status">
        <h1 className={styles.title}>{CONFIRMING_TEXT}</h1>
        <p>This usually takes a few seconds. Please keep this page open.</p>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Checkout</h1>
      </header>
      {complete.isError ? (
        <p role="alert" className={styles.problem}>
          {failureText(complete.error)}
        </p>
      ) : null}
      <CheckoutForm key={checkout.token} checkout={checkout} />
    </div>
  );
}

import { encodeCartId, ErrorCode, type TestCardRequest, type TestPayment, type TestPaymentStep } from '@selvedge/contract';
import { toMoney } from '@selvedge/domain';
import type { Clock } from '../../platform/clock.js';
import { HttpError, notFound } from '../../platform/errors.js';
import { testCardOutcome } from '../../platform/payments/test-provider.js';
import type { PaidSnapshot } from '../orders/orders.service.js';
import { CHECKOUT_MESSAGES } from './checkout-messages.js';
import { cancelUrlOf, finalStatus, returnUrlOf, type CheckoutEvents } from './checkout-payments.js';
import type { CheckoutRepository, PaymentRow } from './checkout.repository.js';

/** How long an asynchronous test payment takes to settle. */
const TEST_SETTLE_MS = 20_000;

interface Dependencies {
  repository: Pick<CheckoutRepository, 'payment' | 'movePayment'>;
  /** Makes the order of a succeeded payment, once (the payment states'). */
  completeWith(paymentId: string): Promise<void>;
  clock: Clock;
  publicUrl: string;
  events: CheckoutEvents;
}

/** The built-in test provider's hosted page: the payment shown, a card typed, the 3-D Secure step. */
export function createTestPaymentPages({ repository, completeWith, clock, publicUrl, events }: Dependencies) {
  const now = () => clock.now();

  /** The test provider's payment, with its checkout, for its hosted page. */
  async function testPayment(paymentId: string): Promise<PaymentRow> {
    const payment = await repository.payment(paymentId);
    if (!payment || payment.provider !== 'test') throw notFound(CHECKOUT_MESSAGES.paymentNotFound, ErrorCode.payment_not_found);
    return payment;
  }

  return {
    async testPage(paymentId: string): Promise<TestPayment> {
      const payment = await testPayment(paymentId);
      const snapshot = payment.snapshot as PaidSnapshot & { cartId: string };
      const token = encodeCartId(snapshot.cartId);
      return {
        id: payment.id,
        status: payment.status,
        amount: toMoney(payment.amountMinor, payment.currency),
        merchant: 'Selvedge (test payment)',
        email: snapshot.email,
        returnUrl: returnUrlOf(publicUrl, token, payment.id),
        cancelUrl: cancelUrlOf(publicUrl, token),
        message: payment.message,
      };
    },

    /** POST /api/payments/test/{paymentId}/confirm: the card typed on the test page. */
    async testConfirm(paymentId: string, card: TestCardRequest): Promise<TestPaymentStep> {
      const payment = await testPayment(paymentId);
      const snapshot = payment.snapshot as { cartId: string };
      if (payment.status !== 'pending') throw new HttpError(409, ErrorCode.payment_not_open, CHECKOUT_MESSAGES.paymentNotOpen);
      const outcome = testCardOutcome(card, now());
      const at = now();
      // Each card moves the payment on only from 'pending': of two cards sent at once, one wins and the other is told it is no longer open.
      const moveFromPending = async (fields: Parameters<CheckoutRepository['movePayment']>[2]) => {
        if (!(await repository.movePayment(payment.id, 'pending', fields)))
          throw new HttpError(409, ErrorCode.payment_not_open, CHECKOUT_MESSAGES.paymentNotOpen);
        if (fields.status && finalStatus(fields.status)) events.paymentMoved(fields.status);
      };
      switch (outcome.kind) {
        case 'refused':
          throw new HttpError(
            400,
            ErrorCode.bad_request,
            outcome.message,
            {},
            { problems: [{ path: outcome.field, message: outcome.message }] },
          );
        case 'failed':
          // The customer may try another card on the same page: the payment stays pending.
          await moveFromPending({ message: outcome.message, updatedAt: at });
          return { status: 'pending', next: null, message: outcome.message };
        case 'challenge':
          await moveFromPending({ status: 'requires_action', message: null, updatedAt: at });
          return { status: 'requires_action', next: `/pay/test/${payment.id}/challenge`, message: null };
        case 'processing':
          await moveFromPending({
            status: 'processing',
            message: null,
            settleAt: new Date(at.getTime() + TEST_SETTLE_MS),
            settleAs: outcome.settleAs,
            updatedAt: at,
          });
          return { status: 'processing', next: returnUrlOf(publicUrl, encodeCartId(snapshot.cartId), payment.id), message: null };
        case 'succeeded':
          await moveFromPending({ status: 'succeeded', message: null, updatedAt: at });
          await completeWith(payment.id);
          return { status: 'succeeded', next: returnUrlOf(publicUrl, encodeCartId(snapshot.cartId), payment.id), message: null };
      }
    },

    /** POST /api/payments/test/{paymentId}/challenge: the 3-D Secure page's answer. */
    async testChallenge(paymentId: string, approve: boolean): Promise<TestPaymentStep> {
      const payment = await testPayment(paymentId);
      const snapshot = payment.snapshot as { cartId: string };
      if (payment.status !== 'requires_action') throw new HttpError(409, ErrorCode.payment_not_open, CHECKOUT_MESSAGES.paymentNotOpen);
      const at = now();
      const notOpen = () => new HttpError(409, ErrorCode.payment_not_open, CHECKOUT_MESSAGES.paymentNotOpen);
      if (!approve) {
        const message = 'We could not authenticate your payment. Please try again or use another card.';
        if (!(await repository.movePayment(payment.id, 'requires_action', { status: 'pending', message, updatedAt: at }))) throw notOpen();
        return { status: 'pending', next: `/pay/test/${payment.id}`, message };
      }
      if (!(await repository.movePayment(payment.id, 'requires_action', { status: 'succeeded', message: null, updatedAt: at })))
        throw notOpen();
      events.paymentMoved('succeeded');
      await completeWith(payment.id);
      return { status: 'succeeded', next: returnUrlOf(publicUrl, encodeCartId(snapshot.cartId), payment.id), message: null };
    },
  };
}

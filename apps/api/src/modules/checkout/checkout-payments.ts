import { encodeCartId, ErrorCode, type CurrencyCode, type PaymentStatus } from '@selvedge/contract';
import { toMoney } from '@selvedge/domain';
import type { Clock } from '../../platform/clock.js';
import { HttpError } from '../../platform/errors.js';
import type { Mailer } from '../../platform/mailer.js';
import type { PaymentEvent, PaymentProvider } from '../../platform/payments/payment-provider.js';
import type { Runner } from '../../db/transaction.js';
import type { AuditService } from '../audit/audit.service.js';
import type { CartService } from '../cart/cart.service.js';
import type { OrdersService, PaidSnapshot } from '../orders/orders.service.js';
import { automaticRefundEmail } from './checkout.emails.js';
import type { CheckoutRepository, CheckoutRow, PaymentRow } from './checkout.repository.js';

/** An open payment older than this is given up (cancelled) by the sweep. */
const ABANDONED_PAYMENT_MS = 24 * 60 * 60_000;
/** An automatic refund not settled this long after it was asked is asked again by the sweep. */
const AUTO_REFUND_RETRY_MS = 5 * 60_000;

export interface CheckoutEvents {
  orderCreated(): void;
  paymentMoved(outcome: 'succeeded' | 'failed' | 'cancelled' | 'refunded_automatically'): void;
}

/** The moves of a payment the events tell: where it ended, not the steps on the way. */
export const finalStatus = (status: PaymentStatus): status is 'succeeded' | 'failed' | 'cancelled' =>
  status === 'succeeded' || status === 'failed' || status === 'cancelled';

/** Where the provider sends the customer back to: the checkout, naming the payment; or the checkout, when they cancel. */
export const returnUrlOf = (publicUrl: string, token: string, paymentId: string) => `${publicUrl}/checkout/${token}?payment=${paymentId}`;
export const cancelUrlOf = (publicUrl: string, token: string) => `${publicUrl}/checkout/${token}`;

interface Dependencies {
  repository: CheckoutRepository;
  carts: Pick<CartService, 'completeForOrder' | 'releaseFromPayment'>;
  orders: Pick<OrdersService, 'create' | 'paymentOf'>;
  audit: Pick<AuditService, 'record'>;
  mailer: Pick<Mailer, 'send'>;
  provider: PaymentProvider;
  clock: Clock;
  publicUrl: string;
  events: CheckoutEvents;
}

/**
 * A payment's states and what each move does: a succeeded payment makes exactly one order (or is
 * refunded automatically when it cannot be the order), a failed or cancelled one lets the cart go.
 * The provider's return, its webhooks and the sweep all move payments through here.
 */
export function createPaymentStates({ repository, carts, orders, audit, mailer, provider, clock, publicUrl, events }: Dependencies) {
  const now = () => clock.now();

  // --- Completing: exactly one order ----------------------------------------------------------------

  /**
   * Makes the order of a succeeded payment, once. The return from the payment page, the webhook and
   * the sweep all come here: under the checkout's row lock, a checkout that has its order answers
   * it, and the orders table's unique keys (checkout, cart, payment) stand behind the lock.
   */
  async function completeWith(paymentId: string): Promise<void> {
    // Told once the transaction has committed: a rolled-back order is no order.
    let created = false;
    const refund = await repository.transaction(async (tx): Promise<PaymentRow | null> => {
      created = false;
      const payment = await repository.payment(paymentId, tx);
      if (!payment || payment.status !== 'succeeded') return null;
      const row = await repository.lock(payment.checkoutId, tx);
      if (!row) return null;
      // Money taken for a payment that cannot be the order (replaced by a Pay for another total, or
      // the order paid by another payment) is given back, once: never a second capture, never an
      // order from a snapshot the customer no longer sees.
      const notTheOrder = payment.replacedAt !== null || (row.orderId !== null && (await orders.paymentOf(row.orderId, tx)) !== payment.id);
      if (notTheOrder) return (await startAutomaticRefund(payment, row, tx)) ? payment : null;
      if (row.orderId) return null;
      const snapshot = payment.snapshot as PaidSnapshot & { cartId: string; customerId: string | null };
      // What was captured must be what the snapshot sold: a tampered amount makes no order.
      if (payment.amountMinor !== snapshot.cost.totalMinor || payment.currency !== snapshot.currency) {
        throw new HttpError(409, ErrorCode.payment_failed, 'The amount paid does not match the order.');
      }
      const at = now();
      const order = await orders.create(
        { checkoutId: row.id, cartId: snapshot.cartId, paymentId: payment.id, customerId: snapshot.customerId, snapshot, at },
        tx,
      );
      await repository.update(row.id, { status: 'completed', orderId: order.id, updatedAt: at }, tx);
      await carts.completeForOrder(
        {
          cartId: snapshot.cartId,
          paymentId: payment.id,
          customerId: snapshot.customerId,
          email: snapshot.email,
          discountCode: snapshot.discountCode,
          at,
        },
        tx,
      );
      created = true;
      return null;
    });
    if (created) events.orderCreated();
    if (refund) {
      events.paymentMoved('refunded_automatically');
      await askForAutomaticRefund(refund);
    }
  }

  /**
   * Marks a succeeded payment for its automatic refund (once: a payment already marked is not), in
   * the transaction that found it cannot be the order: the back office's audit log records it and
   * the customer's e-mail is queued with it. Answers whether this call marked it.
   */
  async function startAutomaticRefund(payment: PaymentRow, row: CheckoutRow, tx: Runner): Promise<boolean> {
    const at = now();
    if (!(await repository.markAutoRefund(payment.id, at, tx))) return false;
    const snapshot = payment.snapshot as PaidSnapshot & { cartId: string };
    const reason = payment.replacedAt !== null ? 'replaced by a payment for another total' : 'the order was paid by another payment';
    await audit.record(
      null,
      {
        action: 'payment.refunded_automatically',
        subjectType: 'payment',
        subjectId: payment.id,
        before: null,
        after: { checkout: row.id, amount: toMoney(payment.amountMinor, payment.currency), reason },
      },
      tx,
    );
    const link = `${publicUrl}/checkout/${encodeCartId(snapshot.cartId)}`;
    await mailer.send(automaticRefundEmail({ to: snapshot.email, amountMinor: payment.amountMinor, currency: payment.currency, link }), {
      within: tx,
      dedupeKey: `automatic-refund:${payment.id}`,
    });
    return true;
  }

  /** Asks the provider for a marked payment's refund (its key is the payment's, so asking twice is one refund), and records the answer. */
  async function askForAutomaticRefund(payment: PaymentRow): Promise<void> {
    if (!payment.providerRef) return;
    const start = {
      providerRef: payment.providerRef,
      amountMinor: payment.amountMinor,
      currency: payment.currency,
      idempotencyKey: `auto_${payment.id}`,
    };
    let outcome;
    try {
      outcome = (await provider.findRefund(start)) ?? (await provider.refund(start));
    } catch {
      // Not reached: the sweep asks again under the same key.
      return;
    }
    if (outcome.status === 'pending') return;
    await repository.settleAutoRefund(payment.id, {
      status: outcome.status,
      ref: outcome.refundRef || null,
      message: outcome.message,
      at: now(),
    });
  }

  /** A payment's new state, from the provider (return, sweep) or its webhook; never back from succeeded. */
  async function settle(
    payment: PaymentRow,
    state: { status: PaymentStatus; amountMinor: number | null; currency: CurrencyCode | null; message: string | null },
  ): Promise<void> {
    if (payment.status === 'succeeded' || payment.status === state.status) {
      if (payment.status === 'succeeded') await completeWith(payment.id);
      return;
    }
    // Moved on only from the status this copy saw; when another report moved it first, settle from where it is now.
    const moveTo = async (fields: Parameters<CheckoutRepository['movePayment']>[2]): Promise<boolean> => {
      if (await repository.movePayment(payment.id, payment.status, fields)) {
        if (fields.status && finalStatus(fields.status)) events.paymentMoved(fields.status);
        return true;
      }
      const current = await repository.payment(payment.id);
      if (current && current.status !== payment.status) await settle(current, state);
      return false;
    };
    if (
      state.status === 'succeeded' &&
      state.amountMinor !== null &&
      (state.amountMinor !== payment.amountMinor || state.currency !== payment.currency)
    ) {
      if (await moveTo({ status: 'failed', message: 'The amount paid does not match the order.', updatedAt: now() }))
        await carts.releaseFromPayment({ paymentId: payment.id, cartId: (payment.snapshot as { cartId: string }).cartId });
      return;
    }
    if (!(await moveTo({ status: state.status, message: state.message, updatedAt: now() }))) return;
    if (state.status === 'succeeded') await completeWith(payment.id);
    else if (state.status === 'failed' || state.status === 'cancelled') {
      await carts.releaseFromPayment({ paymentId: payment.id, cartId: (payment.snapshot as { cartId: string }).cartId });
      await repository.update(payment.checkoutId, { status: 'open', updatedAt: now() });
    }
  }

  return {
    completeWith,
    settle,

    /** A provider's event (a webhook, or the test provider's own): handled once per event id. */
    async onPaymentEvent(event: PaymentEvent): Promise<void> {
      if (!(await repository.firstDelivery(provider.name, event.eventId, now()))) return;
      try {
        const payment = event.paymentId
          ? await repository.payment(event.paymentId)
          : await repository.paymentByProviderRef(provider.name, event.providerRef);
        if (!payment) return;
        await settle(payment, event);
      } catch (error) {
        // Not handled: the provider delivers it again.
        await repository.forgetDelivery(provider.name, event.eventId);
        throw error;
      }
    },

    /** The sweep: payments left open (the customer closed the tab) are asked about, and completed. */
    /** A captured payment as its provider knows it, for a refund; null when there is none. */
    async capturedPayment(
      paymentId: string,
    ): Promise<{ provider: PaymentRow['provider']; providerRef: string; amountMinor: number; currency: CurrencyCode } | null> {
      const row = await repository.payment(paymentId);
      if (!row || row.status !== 'succeeded' || !row.providerRef) return null;
      return { provider: row.provider, providerRef: row.providerRef, amountMinor: row.amountMinor, currency: row.currency };
    },

    async sweep(olderThanMs: number): Promise<number> {
      const open = await repository.openPaymentsBefore(new Date(now().getTime() - olderThanMs), 50);
      for (const payment of open) {
        // A page left unpaid for a day is let go (Stripe's sessions end then too).
        if (now().getTime() - payment.createdAt.getTime() > ABANDONED_PAYMENT_MS) {
          await settle(payment, { status: 'cancelled', amountMinor: null, currency: null, message: null });
          continue;
        }
        const state = payment.providerRef ? await provider.state(payment.providerRef) : null;
        if (state && state.status !== payment.status) await settle(payment, state);
        // Asked and unchanged: to the back of the queue, so the next sweep asks about others.
        else await repository.updatePayment(payment.id, { updatedAt: now() });
      }
      // Automatic refunds the provider had not answered (or that a stopped process never asked) are asked again, under the same key.
      for (const payment of await repository.pendingAutoRefunds(new Date(now().getTime() - AUTO_REFUND_RETRY_MS), 20))
        await askForAutomaticRefund(payment);
      const due = await repository.testPaymentsDue(now(), 50);
      for (const payment of due) {
        const failed = payment.settleAs === 'failed';
        await settle(payment, {
          status: failed ? 'failed' : 'succeeded',
          amountMinor: payment.amountMinor,
          currency: payment.currency,
          message: failed ? 'Your payment did not go through.' : null,
        });
      }
      return open.length + due.length;
    },
  };
}

import { isCurrencyCode, type CurrencyCode, type PaymentStatus } from '@selvedge/contract';
import { fromProviderAmount, providerAmountProblem, toProviderAmount } from '@selvedge/domain';
import Stripe from 'stripe';
import {
  WebhookSignatureError,
  type PaymentEvent,
  type PaymentProvider,
  type PaymentState,
  type RefundOutcome,
  type StartedPayment,
} from './payment-provider.js';

/**
 * Payments through Stripe Checkout (docs/decisions/024-stripe-payments.md): `start` makes a
 * Checkout Session and sends the customer to its page, `state` reads the session back, and
 * `readWebhook` checks and reads the session events Stripe posts. Amounts cross into Stripe's own
 * minor units through `packages/domain`'s provider table.
 */

interface StripeSettings {
  secretKey: string;
  webhookSecret: string | null;
  /** Stripe's API address: null for Stripe itself; tests point it at a local fake. */
  apiUrl: string | null;
}

const FAILED_MESSAGE = 'Your payment did not go through.';

/** The SDK's host, port and protocol for an address like `http://127.0.0.1:4242`. */
function apiAddress(apiUrl: string | null): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (apiUrl === null) return {};
  const url = new URL(apiUrl);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`STRIPE_API_URL must be http or https, not ${url.protocol}`);
  // The SDK adds its own /v1/... paths to a host; a base path would be silently dropped.
  if (url.pathname !== '/' || url.search !== '')
    throw new Error('STRIPE_API_URL must be an origin without a path, like http://127.0.0.1:12111');
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { protocol, host: url.hostname.replace(/^\[(.*)\]$/, '$1'), port: url.port || (protocol === 'http' ? 80 : 443) };
}

/** A session's currency (Stripe writes it in lower case) as one of the shop's, or null for any other. */
function shopCurrency(currency: string | null): CurrencyCode | null {
  const code = currency?.toUpperCase() ?? '';
  return isCurrencyCode(code) ? code : null;
}

/** What a session says was paid, in the shop's minor units. */
function sessionAmount(session: Stripe.Checkout.Session): { amountMinor: number | null; currency: CurrencyCode | null } {
  const currency = shopCurrency(session.currency);
  if (currency === null || session.amount_total === null) return { amountMinor: null, currency };
  return { amountMinor: fromProviderAmount('stripe', currency, session.amount_total), currency };
}

/**
 * Where a session stands. A completed session is paid, or (a bank debit and the like) accepted but
 * not yet settled: Stripe tells the outcome later with an async_payment event. A session is
 * `no_payment_required` only when it costs nothing, which start() never makes.
 */
function sessionStatus(session: Stripe.Checkout.Session): PaymentStatus {
  switch (session.status) {
    case 'complete':
      return session.payment_status === 'unpaid' ? 'processing' : 'succeeded';
    case 'expired':
      return 'cancelled';
    default:
      return 'pending';
  }
}

/** The one header a webhook is signed with; Node gives header names in lower case. */
function signatureHeader(headers: Record<string, string | string[] | undefined>): string {
  const value = headers['stripe-signature'];
  if (typeof value !== 'string' || value.trim() === '') throw new WebhookSignatureError('The webhook has no Stripe-Signature header.');
  return value;
}

/** Stripe's bounds on a Checkout Session's `expires_at`, in minutes from its creation. */
const STRIPE_SESSION_MINUTES = { min: 30, max: 24 * 60 };

/** The metadata key of a Stripe refund that names our refund. */
const REFUND_ID_METADATA = 'selvedge_refund';

function refundOutcome(made: Stripe.Refund): RefundOutcome {
  const status = made.status === 'succeeded' ? 'succeeded' : made.status === 'failed' || made.status === 'canceled' ? 'failed' : 'pending';
  return { refundRef: made.id, status, message: status === 'failed' ? (made.failure_reason ?? 'Stripe could not refund it.') : null };
}

export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, {
    ...apiAddress(settings.apiUrl),
    // A customer waits on start(); Stripe answers in well under a second. Retries are safe: every
    // session is created with our idempotency key.
    timeout: 20_000,
    maxNetworkRetries: 2,
    appInfo: { name: 'Selvedge' },
  });

  /** The PaymentIntent that a paid Checkout Session captured: what refunds name. */
  async function paymentIntentOf(sessionId: string): Promise<string | null> {
    const session = await stripe.checkout.sessions.retrieve(sessionId);
    return (typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id) ?? null;
  }

  function eventOf(event: Stripe.Event, session: Stripe.Checkout.Session, status: PaymentStatus, message: string | null): PaymentEvent {
    return {
      eventId: event.id,
      providerRef: session.id,
      paymentId: session.client_reference_id ?? session.metadata?.paymentId ?? null,
      status,
      ...sessionAmount(session),
      message,
    };
  }

  /**
   * A session lives as long as the checkout would (Stripe's default is 24 hours, which would hold a
   * price for a day), within Stripe's bounds: at least 30 minutes after it is made, at most 24 hours.
   * Stripe checks against its own clock, so the bounds are counted from this machine's real time.
   */
  function sessionExpiry(at: Date): number {
    const made = Date.now();
    const earliest = made + STRIPE_SESSION_MINUTES.min * 60_000 + 60_000;
    const latest = made + STRIPE_SESSION_MINUTES.max * 60_000 - 60_000;
    return Math.floor(Math.min(latest, Math.max(earliest, at.getTime())) / 1000);
  }

  return {
    name: 'stripe',

    async start(payment): Promise<StartedPayment> {
      const problem = providerAmountProblem('stripe', payment.currency, payment.amountMinor);
      if (problem !== null) throw new RangeError(`Stripe cannot take this payment: ${problem}`);
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: payment.currency.toLowerCase(),
                unit_amount: toProviderAmount('stripe', payment.currency, payment.amountMinor),
                product_data: { name: payment.description },
              },
            },
          ],
          client_reference_id: payment.paymentId,
          metadata: { paymentId: payment.paymentId, checkoutToken: payment.checkoutToken },
          ...(payment.email ? { customer_email: payment.email } : {}),
          success_url: payment.returnUrl,
          cancel_url: payment.cancelUrl,
          expires_at: sessionExpiry(payment.expiresAt),
        },
        { idempotencyKey: payment.idempotencyKey },
      );
      if (!session.url) throw new Error(`Stripe made Checkout Session ${session.id} without a payment page.`);
      return { providerRef: session.id, redirectUrl: session.url };
    },

    /**
     * Refunds through the session's PaymentIntent, in Stripe's units, with our refund's id as the
     * idempotency key (a retry is one refund). Stripe itself refuses more than was captured.
     */
    async refund(refund): Promise<RefundOutcome> {
      const problem = providerAmountProblem('stripe', refund.currency, refund.amountMinor);
      if (problem !== null) throw new RangeError(`Stripe cannot refund this amount: ${problem}`);
      const intent = await paymentIntentOf(refund.providerRef);
      if (!intent) return { refundRef: '', status: 'failed', message: 'Stripe has no captured payment for this order.' };
      try {
        const made = await stripe.refunds.create(
          // Our id rides along, so the sweep can find the refund after Stripe's idempotency keys (24 hours) are gone.
          {
            payment_intent: intent,
            amount: toProviderAmount('stripe', refund.currency, refund.amountMinor),
            metadata: { [REFUND_ID_METADATA]: refund.idempotencyKey },
          },
          { idempotencyKey: `refund:${refund.idempotencyKey}` },
        );
        return refundOutcome(made);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return { refundRef: '', status: 'failed', message: error.message };
        throw error;
      }
    },

    async findRefund(refund): Promise<RefundOutcome | null> {
      const intent = await paymentIntentOf(refund.providerRef);
      if (!intent) return null;
      for await (const made of stripe.refunds.list({ payment_intent: intent, limit: 100 })) {
        if (made.metadata?.[REFUND_ID_METADATA] === refund.idempotencyKey) return refundOutcome(made);
      }
      return null;
    },

    async expire(providerRef): Promise<void> {
      try {
        await stripe.checkout.sessions.expire(providerRef);
      } catch (error) {
        // Already complete or expired: nothing is left to close (a payment made meanwhile is refunded when reported).
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      }
    },

    async state(providerRef): Promise<PaymentState> {
      const session = await stripe.checkout.sessions.retrieve(providerRef);
      return { providerRef: session.id, status: sessionStatus(session), ...sessionAmount(session), message: null };
    },

    readWebhook(rawBody, headers) {
      if (settings.webhookSecret === null)
        throw new WebhookSignatureError('Stripe webhooks cannot be checked: STRIPE_WEBHOOK_SECRET is not set.');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader(headers), settings.webhookSecret);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw new WebhookSignatureError();
        throw error;
      }
      switch (event.type) {
        case 'checkout.session.completed':
          return eventOf(event, event.data.object, event.data.object.payment_status === 'unpaid' ? 'processing' : 'succeeded', null);
        case 'checkout.session.async_payment_succeeded':
          return eventOf(event, event.data.object, 'succeeded', null);
        case 'checkout.session.async_payment_failed':
          return eventOf(event, event.data.object, 'failed', FAILED_MESSAGE);
        case 'checkout.session.expired':
          return eventOf(event, event.data.object, 'cancelled', null);
        default:
          return null;
      }
    },
  };
}

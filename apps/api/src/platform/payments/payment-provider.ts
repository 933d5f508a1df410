import type { CurrencyCode, PaymentProviderName, PaymentStatus } from '@selvedge/contract';

/**
 * One interface for every payment provider (DESIGN §3): the built-in test provider, and Stripe.
 * Amounts cross it in the shop's minor units (the currency's own decimals, as the database keeps
 * them); each provider converts to its own units at its edge (`packages/domain`'s provider table).
 */
export interface PaymentStart {
  /** Our payment's id: the provider keeps it (Stripe: `client_reference_id` and metadata). */
  paymentId: string;
  /** The checkout it pays for (Stripe: metadata). */
  checkoutToken: string;
  /** In the shop's minor units of `currency`. */
  amountMinor: number;
  currency: CurrencyCode;
  email: string | null;
  /** One line for the payment page ("Selvedge order: 2 pieces"). */
  description: string;
  /** Absolute addresses the provider's page sends the customer back to. */
  returnUrl: string;
  cancelUrl: string;
  /** Sent to the provider so a retried start makes one payment there. */
  idempotencyKey: string;
  /** When the provider's page should stop taking the payment (the checkout's own lifetime from Pay). */
  expiresAt: Date;
}

export interface StartedPayment {
  /** The provider's id for it (Stripe: the Checkout Session's id). */
  providerRef: string;
  /** The provider's hosted page. */
  redirectUrl: string;
}

/** What the provider says of a payment now. */
export interface PaymentState {
  providerRef: string;
  status: PaymentStatus;
  /** What was captured or is being paid, in the shop's minor units; null while unknown. */
  amountMinor: number | null;
  currency: CurrencyCode | null;
  /** Why it failed, for a person; else null. */
  message: string | null;
}

/** A provider's webhook, checked (signature) and read. */
export interface PaymentEvent {
  /** The provider's event id: the same event delivered twice is handled once. */
  eventId: string;
  providerRef: string;
  /** Our payment's id when the event carries it. */
  paymentId: string | null;
  status: PaymentStatus;
  amountMinor: number | null;
  currency: CurrencyCode | null;
  message: string | null;
}

/** A refund asked of the provider: part or all of a captured payment. */
interface RefundStart {
  /** The payment's provider id (Stripe: the Checkout Session). */
  providerRef: string;
  /** In the shop's minor units of `currency`. */
  amountMinor: number;
  currency: CurrencyCode;
  /** Our refund's id: a retried refund is one refund at the provider. */
  idempotencyKey: string;
}

export interface RefundOutcome {
  /** The provider's id for the refund. */
  refundRef: string;
  /** `pending`: the provider has it and will finish it (the money is on its way). */
  status: 'succeeded' | 'pending' | 'failed';
  message: string | null;
}

export class WebhookSignatureError extends Error {
  constructor(message = 'The webhook signature does not match.') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Makes the payment at the provider and answers where the customer pays it. */
  start(payment: PaymentStart): Promise<StartedPayment>;
  /**
   * Closes a payment's page at the provider so it can no longer be paid (a Pay for another total
   * replaced it). Best effort: one already paid stays paid, and its success is refunded when it comes.
   */
  expire(providerRef: string): Promise<void>;
  /** Asks the provider where a payment stands (the return from its page, the sweep job). */
  state(providerRef: string): Promise<PaymentState>;
  /**
   * Checks a webhook's signature against the raw body and reads it; throws WebhookSignatureError
   * when it does not match, and answers null for an event the shop does not act on.
   */
  readWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): PaymentEvent | null;
  /** Gives back part or all of a captured payment. */
  refund(refund: RefundStart): Promise<RefundOutcome>;
  /**
   * Where a refund asked before stands at the provider, found by our refund's id; null when the
   * provider never received it (the process stopped before asking). The refund sweep's question.
   */
  findRefund(refund: Pick<RefundStart, 'providerRef' | 'idempotencyKey'>): Promise<RefundOutcome | null>;
}

import { createHmac, timingSafeEqual } from 'node:crypto';
import { TEST_CARDS, TEST_PAYMENT_MESSAGES, type CurrencyCode, type PaymentStatus } from '@selvedge/contract';
import {
  WebhookSignatureError,
  type PaymentEvent,
  type PaymentProvider,
  type PaymentState,
  type RefundOutcome,
} from './payment-provider.js';

/** The header a test provider's webhook is signed in: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, as Stripe signs. */
export const TEST_WEBHOOK_HEADER = 'selvedge-test-signature';
/** What every page and e-mail of a production shop on the test provider says (PAYMENTS=test). */
export const TEST_PAYMENTS_NOTICE = 'This is a demonstration shop: its payments are tests, and no real money moves.';

/** A signature older than this is refused (a replayed delivery). */
const WEBHOOK_TOLERANCE_SECONDS = 300;

/** Signs a test provider's webhook body as the provider would. */
export function signTestWebhook(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
}

/** A test provider's event: `{ id, type: 'payment.succeeded' | 'payment.failed', paymentId }`. */
interface TestWebhookBody {
  id?: unknown;
  type?: unknown;
  paymentId?: unknown;
}

/**
 * The built-in test provider (issue 15): the default when no Stripe key is set, so `npm start` can
 * sell. Its hosted page is the shop's own (`/pay/test/{paymentId}`) and says it is a test; it takes
 * Stripe's test-mode card numbers. The payment's state is our own payments row, so `state` reads it.
 * Its asynchronous outcomes arrive later as signed webhooks (or, when none came, the sweep settles
 * them), through the same handling as Stripe's.
 */
export function createTestProvider({
  publicUrl,
  webhookSecret,
  lookup,
  now = () => new Date(),
}: {
  publicUrl: string;
  webhookSecret: string;
  lookup: (
    paymentId: string,
  ) => Promise<{ status: PaymentStatus; amountMinor: number; currency: CurrencyCode; message: string | null } | null>;
  now?: () => Date;
}): PaymentProvider {
  return {
    name: 'test',
    // The test provider keeps no money: a refund of a payment it took is done at once.
    async refund(refund): Promise<RefundOutcome> {
      const row = await lookup(refund.providerRef);
      if (!row || row.status !== 'succeeded')
        return { refundRef: `tre_${refund.idempotencyKey}`, status: 'failed', message: 'The payment was not captured.' };
      return { refundRef: `tre_${refund.idempotencyKey}`, status: 'succeeded', message: null };
    },
    // It keeps no refunds either: one never settled is simply asked again (the answer is the same).
    async findRefund() {
      return null;
    },
    // Its page takes a card only for a payment still pending in the shop: a replaced one is cancelled there already.
    async expire() {},
    async start(payment) {
      return { providerRef: payment.paymentId, redirectUrl: `${publicUrl}/pay/test/${payment.paymentId}` };
    },
    async state(providerRef): Promise<PaymentState> {
      const row = await lookup(providerRef);
      if (!row) return { providerRef, status: 'failed', amountMinor: null, currency: null, message: 'The payment is not known.' };
      return { providerRef, status: row.status, amountMinor: row.amountMinor, currency: row.currency, message: row.message };
    },
    readWebhook(rawBody, headers): PaymentEvent | null {
      const header = headers[TEST_WEBHOOK_HEADER];
      const signature = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(Array.isArray(header) ? (header[0] ?? '') : (header ?? ''));
      if (!signature) throw new WebhookSignatureError();
      const [, t = '0', v1 = ''] = signature;
      const expected = createHmac('sha256', webhookSecret).update(`${t}.`).update(rawBody).digest('hex');
      if (!timingSafeEqual(Buffer.from(expected), Buffer.from(v1))) throw new WebhookSignatureError();
      if (Math.abs(now().getTime() / 1000 - Number(t)) > WEBHOOK_TOLERANCE_SECONDS)
        throw new WebhookSignatureError('The webhook signature is too old.');
      let body: TestWebhookBody;
      try {
        body = JSON.parse(rawBody.toString('utf8')) as TestWebhookBody;
      } catch {
        throw new WebhookSignatureError('The webhook body is not JSON.');
      }
      if (typeof body.id !== 'string' || typeof body.paymentId !== 'string') return null;
      const status: PaymentStatus | null =
        body.type === 'payment.succeeded' ? 'succeeded' : body.type === 'payment.failed' ? 'failed' : null;
      if (!status) return null;
      return {
        eventId: body.id,
        providerRef: body.paymentId,
        paymentId: body.paymentId,
        status,
        amountMinor: null,
        currency: null,
        message: status === 'failed' ? 'Your payment did not go through.' : null,
      };
    },
  };
}

/** What a card typed on the test page does. */
export type TestCardOutcome =
  | { kind: 'succeeded' }
  | { kind: 'failed'; message: string }
  | { kind: 'challenge' }
  | { kind: 'processing'; settleAs: 'succeeded' | 'failed' }
  | { kind: 'refused'; field: 'cardNumber' | 'expiry'; message: string };

/** The Luhn check every real card number passes. */
function luhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The test page's card: Stripe's test numbers, any future expiry, any CVC. */
export function testCardOutcome(card: { cardNumber: string; expiry: string }, now: Date): TestCardOutcome {
  const digits = card.cardNumber.replace(/\s+/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhn(digits))
    return { kind: 'refused', field: 'cardNumber', message: 'Card number: is not a valid card number' };
  const [month = 0, year = 0] = card.expiry.split('/').map((part) => Number(part.trim()));
  // A card is good to the end of its expiry month.
  const endOfMonth = Date.UTC(2000 + year, month, 1);
  if (endOfMonth <= now.getTime()) return { kind: 'refused', field: 'expiry', message: TEST_PAYMENT_MESSAGES.expired };
  switch (digits) {
    case TEST_CARDS.succeeds:
      return { kind: 'succeeded' };
    case TEST_CARDS.declined:
      return { kind: 'failed', message: TEST_PAYMENT_MESSAGES.declined };
    case TEST_CARDS.insufficientFunds:
      return { kind: 'failed', message: TEST_PAYMENT_MESSAGES.insufficientFunds };
    case TEST_CARDS.threeDSecure:
      return { kind: 'challenge' };
    case TEST_CARDS.asyncSucceeds:
      return { kind: 'processing', settleAs: 'succeeded' };
    case TEST_CARDS.asyncFails:
      return { kind: 'processing', settleAs: 'failed' };
    default:
      return { kind: 'refused', field: 'cardNumber', message: TEST_PAYMENT_MESSAGES.unknownCard };
  }
}

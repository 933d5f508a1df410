import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local fake of the few parts of Stripe's HTTP API the Stripe provider calls, on a random port:
 * creating a Checkout Session (a form-encoded POST, as the SDK sends it) and reading one back. It
 * keeps every request it was sent, so a test can check what the shop asked Stripe for (amount,
 * currency, metadata, the Idempotency-Key header), and it lets a test settle a session as a
 * customer on Stripe's page would. Webhook payloads are signed with the SDK's own test signer.
 */

interface RecordedRequest {
  method: string;
  path: string;
  /** Header names in lower case, as Node gives them. */
  headers: Record<string, string | string[] | undefined>;
  /** The form body, key by key as sent: `line_items[0][price_data][unit_amount]` → `"65000"`. */
  form: Record<string, string>;
}

/** The fields of a Checkout Session the provider reads, as Stripe's API answers them. */
interface FakeSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  amount_total: number | null;
  currency: string | null;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  success_url: string | null;
  cancel_url: string | null;
  url: string | null;
  created: number;
  expires_at: number;
  livemode: false;
  /** Set once paid: what a refund names. */
  payment_intent: string | null;
}

/** A refund as Stripe answers it. */
interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string | null;
  payment_intent: string | null;
  status: 'succeeded' | 'pending' | 'failed';
  metadata: Record<string, string>;
  failure_reason: string | null;
}

/** What happened on Stripe's page: paid by card, accepted but settled later (a bank debit), or left to expire. */
type SessionOutcome = 'paid' | 'unpaid' | 'expired';

export interface FakeStripe {
  /** The address to give the provider as `apiUrl`. */
  readonly url: string;
  readonly requests: readonly RecordedRequest[];
  /** Every refund made, in Stripe's units. */
  readonly refunds: readonly FakeRefund[];
  session(id: string): FakeSession;
  settle(id: string, outcome: SessionOutcome): FakeSession;
  /** New refunds stay `pending` (a bank that takes days) until settled with settleRefund. */
  holdRefunds(hold: boolean): void;
  settleRefund(id: string, status: 'succeeded' | 'failed'): void;
  close(): Promise<void>;
}

const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;

function answer(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
  response.end(JSON.stringify(body));
}

const stripeError = (type: string, message: string, code?: string) => ({ error: { type, message, ...(code ? { code } : {}) } });

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Stripe's `metadata[key]=value` form fields. */
function metadataOf(form: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(form).flatMap(([key, value]) => {
      const match = /^metadata\[(.+)\]$/.exec(key);
      return match?.[1] ? [[match[1], value]] : [];
    }),
  );
}

/** Starts the fake; it accepts only `secretKey`, as Stripe accepts only the account's key. */
export async function startFakeStripe(options: { secretKey: string }): Promise<FakeStripe> {
  const sessions = new Map<string, FakeSession>();
  /** Idempotency-Key → the body it was first sent with and the session it made. */
  const idempotent = new Map<string, { body: string; sessionId: string }>();
  const requests: RecordedRequest[] = [];
  const refunds: FakeRefund[] = [];
  const refundsByKey = new Map<string, FakeRefund>();
  let holding = false;
  let baseUrl = '';

  function createSession(form: Record<string, string>): FakeSession | string {
    const unitAmount = Number(form['line_items[0][price_data][unit_amount]']);
    const quantity = Number(form['line_items[0][quantity]'] ?? '1');
    const currency = form['line_items[0][price_data][currency]'];
    if (!Number.isSafeInteger(unitAmount) || unitAmount < 0 || !currency)
      return 'line_items[0][price_data] needs a currency and a whole unit_amount';
    if (form.mode !== 'payment') return `mode ${String(form.mode)} is not faked`;
    const metadata = metadataOf(form);
    const id = newId('cs');
    const created = Math.floor(Date.now() / 1000);
    return {
      id,
      object: 'checkout.session',
      mode: form.mode,
      status: 'open',
      payment_status: 'unpaid',
      amount_total: unitAmount * quantity,
      currency,
      client_reference_id: form.client_reference_id ?? null,
      customer_email: form.customer_email ?? null,
      metadata,
      success_url: form.success_url ?? null,
      cancel_url: form.cancel_url ?? null,
      url: `${baseUrl}/c/pay/${id}`,
      created,
      expires_at: created + 24 * 60 * 60,
      livemode: false,
      payment_intent: null,
    };
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await readBody(request);
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    const form = Object.fromEntries(new URLSearchParams(body));
    requests.push({ method: request.method ?? '', path, headers: { ...request.headers }, form });

    if (request.headers.authorization !== `Bearer ${options.secretKey}`) {
      return answer(response, 401, stripeError('invalid_request_error', 'Invalid API Key provided.'));
    }
    if (request.method === 'POST' && path === '/v1/checkout/sessions') {
      const key = request.headers['idempotency-key'];
      const earlier = typeof key === 'string' ? idempotent.get(key) : undefined;
      if (earlier) {
        if (earlier.body !== body) {
          return answer(
            response,
            400,
            stripeError(
              'idempotency_error',
              `Keys for idempotent requests can only be used with the same parameters they were first used with.`,
            ),
          );
        }
        return answer(response, 200, sessions.get(earlier.sessionId));
      }
      const session = createSession(form);
      if (typeof session === 'string') return answer(response, 400, stripeError('invalid_request_error', session));
      sessions.set(session.id, session);
      if (typeof key === 'string') idempotent.set(key, { body, sessionId: session.id });
      return answer(response, 200, session);
    }
    if (request.method === 'POST' && path === '/v1/refunds') {
      const key = request.headers['idempotency-key'];
      const earlier = typeof key === 'string' ? refundsByKey.get(key) : undefined;
      if (earlier) return answer(response, 200, earlier);
      const captured = [...sessions.values()].find(
        (entry) => entry.payment_intent !== null && entry.payment_intent === form.payment_intent && entry.payment_status === 'paid',
      );
      if (!captured)
        return answer(
          response,
          400,
          stripeError('invalid_request_error', `No such payment_intent: '${form.payment_intent ?? ''}'`, 'resource_missing'),
        );
      const total = captured.amount_total ?? 0;
      const amount = Number(form.amount ?? total);
      const already = refunds
        .filter((refund) => refund.payment_intent === captured.payment_intent)
        .reduce((sum, refund) => sum + refund.amount, 0);
      if (!Number.isInteger(amount) || amount <= 0 || already + amount > total) {
        return answer(
          response,
          400,
          stripeError(
            'invalid_request_error',
            `Refund amount (${amount}) is greater than unrefunded amount on charge (${total - already})`,
            'amount_too_large',
          ),
        );
      }
      const refund: FakeRefund = {
        id: newId('re'),
        object: 'refund',
        amount,
        currency: captured.currency,
        payment_intent: captured.payment_intent,
        status: holding ? 'pending' : 'succeeded',
        metadata: metadataOf(form),
        failure_reason: null,
      };
      refunds.push(refund);
      if (typeof key === 'string') refundsByKey.set(key, refund);
      return answer(response, 200, refund);
    }
    if (request.method === 'GET' && path === '/v1/refunds') {
      const intent = new URL(request.url ?? '/', 'http://fake').searchParams.get('payment_intent');
      const data = refunds.filter((refund) => intent === null || refund.payment_intent === intent).reverse();
      return answer(response, 200, { object: 'list', data, has_more: false, url: '/v1/refunds' });
    }
    const expiring = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
    if (request.method === 'POST' && expiring?.[1]) {
      // As Stripe: only an open session can be expired; one already paid or expired is a 400.
      const found = sessions.get(expiring[1]);
      if (!found)
        return answer(
          response,
          404,
          stripeError('invalid_request_error', `No such checkout.session: '${expiring[1]}'`, 'resource_missing'),
        );
      if (found.status !== 'open')
        return answer(
          response,
          400,
          stripeError('invalid_request_error', `Only Checkout Sessions with a status in ["open"] can be expired.`),
        );
      Object.assign(found, { status: 'expired', payment_status: 'unpaid', url: null });
      return answer(response, 200, found);
    }
    const read = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && read?.[1]) {
      const session = sessions.get(read[1]);
      if (!session)
        return answer(response, 404, stripeError('invalid_request_error', `No such checkout.session: '${read[1]}'`, 'resource_missing'));
      return answer(response, 200, session);
    }
    return answer(response, 404, stripeError('invalid_request_error', `Unrecognized request URL (${request.method} ${path}).`));
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => answer(response, 500, stripeError('api_error', String(error))));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;

  function session(id: string): FakeSession {
    const found = sessions.get(id);
    if (!found) throw new Error(`The fake Stripe has no session ${id}`);
    return found;
  }

  return {
    url: baseUrl,
    requests,
    refunds,
    session,
    holdRefunds(hold) {
      holding = hold;
    },
    settleRefund(id, status) {
      const found = refunds.find((refund) => refund.id === id);
      if (!found) throw new Error(`The fake Stripe has no refund ${id}`);
      Object.assign(found, { status, failure_reason: status === 'failed' ? 'expired_or_canceled_card' : null });
    },
    settle(id, outcome) {
      const found = session(id);
      if (outcome === 'expired') Object.assign(found, { status: 'expired', payment_status: 'unpaid', url: null });
      else
        Object.assign(found, {
          status: 'complete',
          payment_status: outcome,
          url: null,
          ...(outcome === 'paid' ? { payment_intent: newId('pi') } : {}),
        });
      return found;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/** A webhook event's raw body, as Stripe posts it: an `event` around the object it is about. */
export function webhookPayload(type: string, object: unknown, eventId = newId('evt')): string {
  return JSON.stringify({
    id: eventId,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  });
}

/** The Stripe-Signature header Stripe would send with `payload`, signed with `secret` at `timestamp` (seconds). */
export function signWebhook(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signWebhook, startFakeStripe, webhookPayload, type FakeStripe } from '../../test/fake-stripe.js';
import { WebhookSignatureError, type PaymentProvider, type PaymentStart } from './payment-provider.js';
import { createStripeProvider } from './stripe-provider.js';

const secretKey = 'sk_test_selvedgeFakeKey';
const webhookSecret = 'whsec_selvedgeTestSecret';

let fake: FakeStripe;
let stripe: PaymentProvider;
let started = 0;

beforeAll(async () => {
  fake = await startFakeStripe({ secretKey });
  stripe = createStripeProvider({ secretKey, webhookSecret, apiUrl: fake.url });
});
afterAll(async () => fake.close());

/** A payment as the checkout would start it; each call is a new payment with its own ids and key. */
function payment(overrides: Partial<PaymentStart> = {}): PaymentStart {
  started += 1;
  return {
    paymentId: `pay_${started}`,
    checkoutToken: `chk_${started}`,
    amountMinor: 65_000,
    currency: 'SGD',
    email: 'ada@example.com',
    description: 'Selvedge order: 2 pieces',
    returnUrl: `https://shop.example/checkout/chk_${started}?paid=1`,
    cancelUrl: `https://shop.example/checkout/chk_${started}`,
    idempotencyKey: `idem_${started}`,
    expiresAt: new Date(Date.now() + 60 * 60_000),
    ...overrides,
  };
}

/** The session-creating request the fake received last. */
function lastCreate() {
  const request = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions').at(-1);
  if (!request) throw new Error('no Checkout Session was requested');
  return request;
}

describe('start(): a Checkout Session for the payment', () => {
  it('asks for one line in the charge currency, in Stripe’s units, with our ids, the customer’s e-mail and the return addresses', async () => {
    const start = payment();
    const answer = await stripe.start(start);

    const { form, headers } = lastCreate();
    expect(form).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'sgd',
      'line_items[0][price_data][unit_amount]': '65000',
      'line_items[0][price_data][product_data][name]': 'Selvedge order: 2 pieces',
      client_reference_id: start.paymentId,
      'metadata[paymentId]': start.paymentId,
      'metadata[checkoutToken]': start.checkoutToken,
      customer_email: 'ada@example.com',
      success_url: start.returnUrl,
      cancel_url: start.cancelUrl,
    });
    expect(Object.keys(form).filter((key) => key.startsWith('line_items[1]'))).toEqual([]);
    expect(headers['idempotency-key']).toBe(start.idempotencyKey);
    expect(answer.providerRef).toMatch(/^cs_test_/);
    expect(answer.redirectUrl).toBe(fake.session(answer.providerRef).url);
  });

  it('closes the session when the checkout would close, within Stripe’s 30 minutes to 24 hours', async () => {
    const seconds = (at: number) => Math.floor(at / 1000);
    const inAnHour = Date.now() + 60 * 60_000;
    await stripe.start(payment({ expiresAt: new Date(inAnHour) }));
    expect(Number(lastCreate().form['expires_at'])).toBe(seconds(inAnHour));
    const before = Date.now();
    await stripe.start(payment({ expiresAt: new Date(before + 5 * 60_000) }));
    const soon = Number(lastCreate().form['expires_at']);
    expect(soon).toBeGreaterThanOrEqual(seconds(before + 31 * 60_000));
    expect(soon).toBeLessThanOrEqual(seconds(Date.now() + 31 * 60_000));
    await stripe.start(payment({ expiresAt: new Date(before + 3 * 24 * 60 * 60_000) }));
    expect(Number(lastCreate().form['expires_at'])).toBeLessThanOrEqual(seconds(Date.now() + 24 * 60 * 60_000));
  });

  it('sends a zero-decimal currency in whole units: ¥48,000 is 48000', async () => {
    await stripe.start(payment({ currency: 'JPY', amountMinor: 48_000 }));
    expect(lastCreate().form).toMatchObject({
      'line_items[0][price_data][currency]': 'jpy',
      'line_items[0][price_data][unit_amount]': '48000',
    });
  });

  it('sends HUF, IDR and PKR, which the shop keeps in whole units, as Stripe’s two-decimal amounts', async () => {
    await stripe.start(payment({ currency: 'HUF', amountMinor: 175_000 }));
    expect(lastCreate().form).toMatchObject({
      'line_items[0][price_data][currency]': 'huf',
      'line_items[0][price_data][unit_amount]': '17500000',
    });
    await stripe.start(payment({ currency: 'IDR', amountMinor: 7_250_000 }));
    expect(lastCreate().form['line_items[0][price_data][unit_amount]']).toBe('725000000');
    await stripe.start(payment({ currency: 'PKR', amountMinor: 180_000 }));
    expect(lastCreate().form['line_items[0][price_data][unit_amount]']).toBe('18000000');
  });

  it('leaves the e-mail for Stripe’s page to ask when the checkout has none', async () => {
    await stripe.start(payment({ email: null }));
    expect(lastCreate().form).not.toHaveProperty('customer_email');
  });

  it('makes one session when a start is retried with the same idempotency key', async () => {
    const start = payment();
    const first = await stripe.start(start);
    const again = await stripe.start(start);
    expect(again).toEqual(first);
    const sent = fake.requests.filter((r) => r.headers['idempotency-key'] === start.idempotencyKey);
    expect(sent).toHaveLength(2);
  });

  it('refuses, without asking Stripe, an amount Stripe cannot take', async () => {
    const before = fake.requests.length;
    await expect(stripe.start(payment({ amountMinor: 0 }))).rejects.toThrow(/more than nothing/);
    await expect(stripe.start(payment({ currency: 'IDR', amountMinor: 10_000_000_000 }))).rejects.toThrow(/at most 999999999999/);
    expect(fake.requests.length).toBe(before);
  });

  it('fails when Stripe refuses the key', async () => {
    const wrongKey = createStripeProvider({ secretKey: 'sk_test_someoneElse', webhookSecret, apiUrl: fake.url });
    await expect(wrongKey.start(payment())).rejects.toThrow(/Invalid API Key/);
  });

  it('refuses an API address with a path, which the SDK would drop', () => {
    expect(() => createStripeProvider({ secretKey, webhookSecret, apiUrl: `${fake.url}/stripe` })).toThrow(/without a path/);
  });
});

describe('state(): where the session stands', () => {
  it('is pending while the customer is on Stripe’s page, with the amount back in the shop’s units', async () => {
    const { providerRef } = await stripe.start(payment({ currency: 'HUF', amountMinor: 175_000 }));
    expect(await stripe.state(providerRef)).toEqual({
      providerRef,
      status: 'pending',
      amountMinor: 175_000,
      currency: 'HUF',
      message: null,
    });
  });

  it.each([
    ['paid', 'succeeded'],
    ['unpaid', 'processing'],
    ['expired', 'cancelled'],
  ] as const)('maps a session settled %s to %s', async (outcome, status) => {
    const { providerRef } = await stripe.start(payment({ currency: 'JPY', amountMinor: 48_000 }));
    fake.settle(providerRef, outcome);
    expect(await stripe.state(providerRef)).toEqual({ providerRef, status, amountMinor: 48_000, currency: 'JPY', message: null });
  });

  it('fails for a session Stripe does not know', async () => {
    await expect(stripe.state('cs_test_nothing')).rejects.toThrow(/No such checkout.session/);
  });
});

describe('refund(): money given back through the session’s PaymentIntent', () => {
  it('refunds part of a HUF payment in Stripe’s units, once for a retried refund, and reports Stripe’s refusal of too much', async () => {
    const start = payment({ currency: 'HUF', amountMinor: 48_000 });
    const { providerRef } = await stripe.start(start);
    const session = fake.settle(providerRef, 'paid');
    const part = { providerRef, amountMinor: 10_000, currency: 'HUF' as const, idempotencyKey: `rfd_${start.paymentId}` };
    const made = await stripe.refund(part);
    expect(made).toMatchObject({ status: 'succeeded', message: null });
    expect(await stripe.refund(part)).toEqual(made);
    const mine = fake.refunds.filter((refund) => refund.payment_intent === session.payment_intent);
    // Forints × 100, as Stripe counts HUF.
    expect(mine.map((refund) => refund.amount)).toEqual([1_000_000]);
    const tooMuch = await stripe.refund({ ...part, amountMinor: 40_000, idempotencyKey: `rfd_more_${start.paymentId}` });
    expect(tooMuch.status).toBe('failed');
    expect(tooMuch.message).toMatch(/greater than unrefunded amount/);
  });

  it('fails for a session never paid', async () => {
    const { providerRef } = await stripe.start(payment());
    expect((await stripe.refund({ providerRef, amountMinor: 100, currency: 'SGD', idempotencyKey: 'rfd_unpaid' })).status).toBe('failed');
  });
});

describe('findRefund(): a refund asked before, found by our id (the refund sweep)', () => {
  it('finds a refund Stripe is still paying, then as Stripe settled it; null for one never asked', async () => {
    const start = payment({ currency: 'SGD', amountMinor: 48_000 });
    const { providerRef } = await stripe.start(start);
    fake.settle(providerRef, 'paid');
    const ours = { providerRef, amountMinor: 5_000, currency: 'SGD' as const, idempotencyKey: `rfd_slow_${start.paymentId}` };
    // Another refund of the same payment, to be told apart from ours.
    await stripe.refund({ ...ours, amountMinor: 1_000, idempotencyKey: `rfd_other_${start.paymentId}` });
    fake.holdRefunds(true);
    try {
      const made = await stripe.refund(ours);
      expect(made.status).toBe('pending');
      expect(await stripe.findRefund(ours)).toEqual(made);
      fake.settleRefund(made.refundRef, 'failed');
      expect(await stripe.findRefund(ours)).toEqual({ refundRef: made.refundRef, status: 'failed', message: 'expired_or_canceled_card' });
    } finally {
      fake.holdRefunds(false);
    }
    expect(await stripe.findRefund({ providerRef, idempotencyKey: `rfd_never_${start.paymentId}` })).toBeNull();
    // A session never paid has no PaymentIntent, so no refund.
    expect(await stripe.findRefund({ providerRef: (await stripe.start(payment())).providerRef, idempotencyKey: 'rfd_unpaid' })).toBeNull();
  });
});

describe('readWebhook(): a signed Checkout Session event', () => {
  /** A session that reached `outcome`, as the event about it carries it. */
  async function settledSession(outcome: 'paid' | 'unpaid' | 'expired', start = payment()) {
    const { providerRef } = await stripe.start(start);
    return { start, session: fake.settle(providerRef, outcome) };
  }

  function signed(payload: string, secret = webhookSecret, timestamp?: number) {
    return { 'stripe-signature': signWebhook(payload, secret, timestamp), 'content-type': 'application/json' };
  }

  it.each([
    ['checkout.session.completed', 'paid', 'succeeded', null],
    ['checkout.session.completed', 'unpaid', 'processing', null],
    ['checkout.session.async_payment_succeeded', 'paid', 'succeeded', null],
    ['checkout.session.async_payment_failed', 'unpaid', 'failed', 'Your payment did not go through.'],
    ['checkout.session.expired', 'expired', 'cancelled', null],
  ] as const)('reads %s (session %s) as %s', async (type, outcome, status, message) => {
    const { start, session } = await settledSession(outcome, payment({ currency: 'PKR', amountMinor: 180_000 }));
    const payload = webhookPayload(type, session, 'evt_test_one');
    const event = stripe.readWebhook(Buffer.from(payload), signed(payload));
    expect(event).toEqual({
      eventId: 'evt_test_one',
      providerRef: session.id,
      paymentId: start.paymentId,
      status,
      amountMinor: 180_000,
      currency: 'PKR',
      message,
    });
  });

  it('answers null for an event the shop does not act on', async () => {
    const payload = webhookPayload('payment_intent.succeeded', {
      id: 'pi_test_1',
      object: 'payment_intent',
      amount: 65_000,
      currency: 'sgd',
    });
    expect(stripe.readWebhook(Buffer.from(payload), signed(payload))).toBeNull();
  });

  it('refuses a payload without a signature, or with a made-up one', async () => {
    const { session } = await settledSession('paid');
    const payload = webhookPayload('checkout.session.completed', session);
    expect(() => stripe.readWebhook(Buffer.from(payload), {})).toThrow(WebhookSignatureError);
    const madeUp = `t=${Math.floor(Date.now() / 1000)},v1=${'ab'.repeat(32)}`;
    expect(() => stripe.readWebhook(Buffer.from(payload), { 'stripe-signature': madeUp })).toThrow(WebhookSignatureError);
  });

  it('refuses a payload signed with another secret', async () => {
    const { session } = await settledSession('paid');
    const payload = webhookPayload('checkout.session.completed', session);
    expect(() => stripe.readWebhook(Buffer.from(payload), signed(payload, 'whsec_someoneElsesSecret'))).toThrow(WebhookSignatureError);
  });

  it('refuses a body changed after it was signed', async () => {
    const { session } = await settledSession('unpaid');
    const payload = webhookPayload('checkout.session.completed', session);
    const tampered = payload.replace('"payment_status":"unpaid"', '"payment_status":"paid"');
    expect(tampered).not.toBe(payload);
    expect(() => stripe.readWebhook(Buffer.from(tampered), signed(payload))).toThrow(WebhookSignatureError);
  });

  it('refuses a correctly signed payload older than Stripe’s five minutes’ tolerance (a replay)', async () => {
    const { session } = await settledSession('paid');
    const payload = webhookPayload('checkout.session.completed', session);
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600;
    expect(() => stripe.readWebhook(Buffer.from(payload), signed(payload, webhookSecret, tenMinutesAgo))).toThrow(WebhookSignatureError);
  });

  it('refuses every webhook when no webhook secret is configured', async () => {
    const { session } = await settledSession('paid');
    const payload = webhookPayload('checkout.session.completed', session);
    const unchecked = createStripeProvider({ secretKey, webhookSecret: null, apiUrl: fake.url });
    expect(() => unchecked.readWebhook(Buffer.from(payload), signed(payload))).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => unchecked.readWebhook(Buffer.from(payload), signed(payload))).toThrow(WebhookSignatureError);
  });
});

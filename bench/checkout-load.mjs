// Checkout under load (issue 15), against the built server (`npm run build` first) on a fresh
// embedded database, with the built-in test provider (no provider time to leave out):
// 1. Completing a paid checkout: the success card taken and the order made, one customer at a time,
//    100 checkouts of two pieces each. Target: p95 < 150 ms (and at most 25 SQL statements, counted
//    by apps/api/src/modules/checkout/checkout-statements.test.ts).
// 2. Webhooks: 200 signed test-provider webhooks, 10 at a time, half of them repeats. Target: p99 < 200 ms.
// Run with `npm run bench:checkout`. Figures: docs/benchmarks.md.
import { createHmac, randomBytes } from 'node:crypto';
import { client, pieceMaker, summary, timedText } from './shop-calls.mjs';
import { startShop } from './shop-server.mjs';

const CHECKOUTS = Number(process.env.BENCH_CHECKOUTS ?? 100);
const WEBHOOKS = 200;
const address = { firstName: 'Ada', lastName: 'Lovelace', address1: '12 Analytical Row', city: 'London', zip: 'EC1A 1BB', countryCode: 'GB' };

// The bench plays the test provider, so it gives the shop the webhook secret it signs with (the shop's own lives in its database).
const webhookSecret = randomBytes(32).toString('hex');
const shop = await startShop({ port: 4394, env: { TEST_PAYMENTS_WEBHOOK_SECRET: webhookSecret } });
try {
  const call = client(shop.base);
  const piece = await pieceMaker(call);
  /** A guest's checkout of two pieces, ready, with its payment started: the payment's id. */
  async function startedPayment(index, card) {
    const { body: cart } = await call('POST', '/shopify/cart?cc=SGD', { lineItems: [piece(index), piece(index + 1)] });
    await call('POST', `/checkout/${cart.encodedId}`);
    const { body: ready } = await call('PATCH', `/checkout/${cart.encodedId}`, { email: `bench-${index}@example.com`, address });
    const response = await fetch(`${shop.base}/api/checkout/${cart.encodedId}/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': `bench-pay-${index}-${Date.now()}` },
      body: JSON.stringify({ acceptedTotal: ready.cost.total }),
    });
    if (response.status !== 200) throw new Error(`pay answered ${response.status}`);
    // The answer is sealed; the checkout names its payment.
    const paymentId = await paymentOf(cart.encodedId);
    if (card) await call('POST', `/payments/test/${paymentId}/confirm`, { cardNumber: card, expiry: '12 / 34', cvc: '123', name: 'Ada' });
    return paymentId;
  }
  async function paymentOf(token) {
    const { body } = await call('GET', `/checkout/${token}`);
    return body.payment.id;
  }

  const completions = [];
  for (let index = 0; index < CHECKOUTS; index += 1) {
    const paymentId = await startedPayment(index * 2);
    const answer = await timedText('POST', `${shop.base}/api/payments/test/${paymentId}/confirm`, { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: 'Ada' });
    if (answer.status !== 200) throw new Error(`the card answered ${answer.status}`);
    completions.push(answer.ms);
  }

  const secret = webhookSecret;
  const processing = [];
  for (let index = 0; index < WEBHOOKS / 2; index += 1) processing.push(await startedPayment(10_000 + index * 2, '4000 0000 0000 3055'));
  const deliveries = processing.flatMap((paymentId, index) => {
    const body = JSON.stringify({ id: `evt_bench_${index}`, type: 'payment.succeeded', paymentId });
    return [body, body];
  });
  const acks = [];
  for (let start = 0; start < deliveries.length; start += 10) {
    const batch = deliveries.slice(start, start + 10).map((body) => {
      const t = Math.floor(Date.now() / 1000);
      const signature = `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
      return timedText('POST', `${shop.base}/api/payments/test/webhook`, body, { 'selvedge-test-signature': signature });
    });
    for (const answer of await Promise.all(batch)) {
      if (answer.status !== 200) throw new Error(`a webhook answered ${answer.status}: ${answer.text}`);
      acks.push(answer.ms);
    }
  }

  console.log(`\nCheckout benchmarks, ${new Date().toISOString()}`);
  console.log('| what | n | p50 ms | p95 ms | p99 ms | max ms |');
  console.log('|---|---|---|---|---|---|');
  for (const [name, r] of [
    ['complete a paid checkout of two pieces (success card to order, PGlite, 1 client)', summary(completions)],
    ['acknowledge a signed payment webhook (PGlite, 10 at a time, half repeats)', summary(acks)],
  ]) {
    console.log(`| ${name} | ${r.n} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.max} |`);
  }
} finally {
  await shop.stop();
}

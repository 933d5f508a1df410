// Checkout under load (issue 15), against the built server (`npm run build` first) on a fresh
// embedded database, with the built-in test provider (no provider time to leave out):
// 1. Completing a paid checkout: the success card taken and the order made, one customer at a time,
//    100 checkouts of two pieces each. Target: p95 < 150 ms (and at most 25 SQL statements, counted
//    by apps/api/src/modules/checkout/checkout-statements.test.ts).
// 2. Webhooks: 200 signed test-provider webhooks, 10 at a time, half of them repeats. Target: p99 < 200 ms.
// 3. Reading a guest's 20-piece checkout (delivery to Britain, charged in GBP) at 10 connections for
//    BENCH_SECONDS (15) with autocannon. Target (issue 32): p99 < 50 ms.
// BENCH_PARTS=read runs only the third (or completion,webhooks for the first two).
// Run with `npm run bench:checkout`. Figures: docs/benchmarks.md.
import { createHmac, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { client, pieceMaker, summary, timedText } from './shop-calls.mjs';
import { startShop } from './shop-server.mjs';

const CHECKOUTS = Number(process.env.BENCH_CHECKOUTS ?? 100);
const WEBHOOKS = 200;
const DURATION = Number(process.env.BENCH_SECONDS ?? 15);
/** The server's CPU time so far, in ms (Linux): on a busy machine, CPU per request compares builds where latency cannot. */
const cpuMs = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
};
const PARTS = new Set((process.env.BENCH_PARTS ?? 'completion,webhooks,read').split(','));
const address = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address1: '12 Analytical Row',
  city: 'London',
  zip: 'EC1A 1BB',
  countryCode: 'GB',
};

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

  const rows = [];
  const completions = [];
  for (let index = 0; index < (PARTS.has('completion') ? CHECKOUTS : 0); index += 1) {
    const paymentId = await startedPayment(index * 2);
    const answer = await timedText('POST', `${shop.base}/api/payments/test/${paymentId}/confirm`, {
      cardNumber: '4242 4242 4242 4242',
      expiry: '12 / 34',
      cvc: '123',
      name: 'Ada',
    });
    if (answer.status !== 200) throw new Error(`the card answered ${answer.status}`);
    completions.push(answer.ms);
  }

  const secret = webhookSecret;
  const processing = [];
  for (let index = 0; index < (PARTS.has('webhooks') ? WEBHOOKS / 2 : 0); index += 1)
    processing.push(await startedPayment(10_000 + index * 2, '4000 0000 0000 3055'));
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

  if (completions.length > 0)
    rows.push(['complete a paid checkout of two pieces (success card to order, PGlite, 1 client)', summary(completions)]);
  if (acks.length > 0) rows.push(['acknowledge a signed payment webhook (PGlite, 10 at a time, half repeats)', summary(acks)]);

  if (PARTS.has('read')) {
    const { body: cart } = await call('POST', '/shopify/cart?cc=SGD', {
      lineItems: Array.from({ length: 20 }, (_, index) => piece(20_000 + index)),
    });
    await call('POST', `/checkout/${cart.encodedId}`);
    const { body: ready } = await call('PATCH', `/checkout/${cart.encodedId}`, { email: 'bench-read@example.com', address });
    if (ready.items.length !== 20 || ready.chargeCurrency !== 'GBP')
      throw new Error(`the checkout holds ${ready.items.length} pieces in ${ready.chargeCurrency}`);
    const cpuBefore = cpuMs(shop.pid);
    const read = await new Promise((resolve, reject) => {
      autocannon(
        {
          url: `${shop.base}/api/checkout/${cart.encodedId}`,
          connections: 10,
          duration: DURATION,
          headers: { 'accept-encoding': 'gzip, deflate, br' },
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      );
    });
    const cpuPerRead = (cpuMs(shop.pid) - cpuBefore) / read.requests.total;
    const failed = read.errors + read.timeouts + read.non2xx;
    if (failed > 0) throw new Error(`${failed} reads of the checkout failed`);
    rows.push([
      `read a 20-piece checkout (GBP, PGlite, 10 connections, ${Math.round(read.requests.average)} req/s, server CPU ${cpuPerRead.toFixed(1)} ms a read)`,
      { n: read.requests.total, p50: read.latency.p50, p95: '-', p99: read.latency.p99, max: read.latency.max },
    ]);
  }

  console.log(`\nCheckout benchmarks, ${new Date().toISOString()}`);
  console.log('| what | n | p50 ms | p95 ms | p99 ms | max ms |');
  console.log('|---|---|---|---|---|---|');
  for (const [name, r] of rows) console.log(`| ${name} | ${r.n} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.max} |`);
} finally {
  await shop.stop();
}

// The production sheet (issue 16: it renders in under 1 s), in the system Chromium against the
// built server on a fresh PGlite database. A guest pays for an order of four shirts through the
// API; the owner (ADMIN_EMAIL) signs in; the sheet (/admin/orders/{number}/sheet) is then opened
// BENCH_LOADS times (20), each a fresh navigation with the browser's cache kept (as a tailor opens
// one sheet after another), and timed from the navigation's start to the painting of the frame that
// shows all four pieces' pages; and to the moment every picture on them (swatches, styles) has loaded.
// Run with `npm run bench:sheet` after `npm run build`. Figures: docs/benchmarks.md.
import { chromium } from '@playwright/test';
import { findChromium } from '../scripts/find-chromium.mjs';
import { openEnvelope } from './envelope.mjs';
import { client, pieceMaker } from './shop-calls.mjs';
import { startShop } from './shop-server.mjs';

const LOADS = Number(process.env.BENCH_LOADS ?? 20);
// BENCH_CPU_SLOWDOWN=4: the page's CPU four times slower (a tablet in the workroom rather than this machine).
const slowdown = Number(process.env.BENCH_CPU_SLOWDOWN) || 1;
const PIECES = 4;
const owner = { email: 'bench-owner@selvedge.example', password: 'a long bench owner password' };
const address = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address1: '12 Analytical Row',
  city: 'London',
  zip: 'EC1A 1BB',
  countryCode: 'GB',
};

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];

const shop = await startShop({ port: 4398, env: { ADMIN_EMAIL: owner.email, ADMIN_PASSWORD: owner.password } });
const browser = await chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox'] });

/** A guest's paid order of `PIECES` shirts, each of another fabric; its number. */
async function paidOrder(call) {
  const piece = await pieceMaker(call);
  const { body: cart } = await call('POST', '/shopify/cart?cc=SGD', {
    lineItems: Array.from({ length: PIECES }, (_, index) => piece(index)),
  });
  await call('POST', `/checkout/${cart.encodedId}`);
  const { body: ready } = await call('PATCH', `/checkout/${cart.encodedId}`, { email: 'bench-sheet@example.com', address });
  const paying = await fetch(`${shop.base}/api/checkout/${cart.encodedId}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': `bench-sheet-${Date.now()}` },
    body: JSON.stringify({ acceptedTotal: ready.cost.total }),
  });
  if (paying.status !== 200) throw new Error(`pay answered ${paying.status}`);
  const { body: checkout } = await call('GET', `/checkout/${cart.encodedId}`);
  await call('POST', `/payments/test/${checkout.payment.id}/confirm`, {
    cardNumber: '4242 4242 4242 4242',
    expiry: '12 / 34',
    cvc: '123',
    name: 'Ada',
  });
  const { body: paid } = await call('GET', `/checkout/${cart.encodedId}`);
  if (!paid.order?.number) throw new Error('the checkout made no order');
  return paid.order.number;
}

async function staffToken() {
  const answer = await fetch(`${shop.base}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(owner),
  });
  if (answer.status !== 200) throw new Error(`the owner's login answered ${answer.status}`);
  return openEnvelope(await answer.json()).token;
}

try {
  const call = client(shop.base);
  const number = await paidOrder(call);
  const token = await staffToken();
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript((value) => globalThis.localStorage.setItem('staffToken', value), token);
  const page = await context.newPage();
  if (slowdown > 1) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  const drawn = [];
  const pictures = [];
  // One load first, not counted: the browser's cache then holds the back office's files, as a tailor's does.
  for (let load = -1; load < LOADS; load += 1) {
    await page.goto(`${shop.base}/admin/orders/${number}/sheet`, { waitUntil: 'commit' });
    const times = await page.evaluate(
      (pieces) =>
        new Promise((resolve) => {
          // From the navigation's start (performance.now() counts from it): the frame showing every piece's page, painted.
          const seen = () => {
            if (globalThis.document.querySelectorAll('[data-testid="piece-sheet"]').length === pieces) {
              const painted = new MessageChannel();
              painted.port1.onmessage = async () => {
                const frame = performance.now();
                const settled = (image) =>
                  new Promise((done) => {
                    image.addEventListener('load', done, { once: true });
                    image.addEventListener('error', done, { once: true });
                  });
                await Promise.all([...globalThis.document.images].filter((image) => !image.complete).map(settled));
                resolve({ frame, pictures: performance.now() });
              };
              painted.port2.postMessage(null);
            } else globalThis.requestAnimationFrame(seen);
          };
          globalThis.requestAnimationFrame(seen);
        }),
      PIECES,
    );
    if (load < 0) continue;
    drawn.push(times.frame);
    pictures.push(times.pictures);
  }
  console.log(`\nProduction sheet of a ${PIECES}-piece order, ${LOADS} loads, CPU slowdown ${slowdown}x, ${new Date().toISOString()}`);
  console.log('| measure | median ms | p95 ms | worst ms |');
  console.log('|---|---|---|---|');
  console.log(
    `| navigation start to the frame showing the ${PIECES} pages | ${percentile(drawn, 50).toFixed(0)} | ${percentile(drawn, 95).toFixed(0)} | ${Math.max(...drawn).toFixed(0)} |`,
  );
  console.log(
    `| navigation start to every picture loaded | ${percentile(pictures, 50).toFixed(0)} | ${percentile(pictures, 95).toFixed(0)} | ${Math.max(...pictures).toFixed(0)} |`,
  );
  await context.close();
} finally {
  await browser.close();
  await shop.stop();
}

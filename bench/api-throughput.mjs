// API throughput: the cached product configuration and a product page at 10 connections, and the
// catalogue list at 50, against the built server on a fresh PGlite database; then a bare node:http
// server answering the same bytes, for the ratio (how close the shop is to the floor). Run with
// `npm run bench` after `npm run build`. BENCH_BEFORE=<another checkout, built> measures that build
// too, in the same run, before this one. Figures: docs/benchmarks.md.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { openEnvelope as open } from './envelope.mjs';
import autocannon from 'autocannon';
import { startShop } from './shop-server.mjs';
import { waitFor } from './wait-for-server.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const SHOP_PORT = Number(process.env.BENCH_PORT ?? 4390);
const BARE_PORT = SHOP_PORT + 1;
const BEFORE = process.env.BENCH_BEFORE;
// What a browser sends: both servers answer with the same (compressed) bytes.
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

/** GET without decoding, so the compressed bytes themselves are captured. */
function rawGet(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: BROWSER_HEADERS }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

function measure(url, connections) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: DURATION, headers: BROWSER_HEADERS }, (error, result) => {
      if (error) reject(error);
      else resolve({ rps: Math.round(result.requests.average), p99: result.latency.p99, errors: result.errors + result.non2xx });
    });
  });
}

/** The calls measured, with their connections, against a shop at `base` (…/api). */
async function targetsOf(base) {
  const list = open(await (await fetch(`${base}/shopify/products/shirt?cc=SGD`)).json());
  const handle = list.products[0].handle;
  return [
    { name: 'config (cached)', connections: 10, path: '/contentful-plain/products/config?cc=SGD' },
    { name: 'product page', connections: 10, path: `/shopify/products/shirt/handle/${handle}?cc=SGD` },
    { name: 'catalogue list', connections: 50, path: '/shopify/products/shirt?cc=SGD' },
  ].map((target) => ({ ...target, url: `${base}${target.path}` }));
}

/** The bytes a shop sends a browser for each target, for the bare server. */
async function capture(targets) {
  const captured = {};
  for (const target of targets) {
    const response = await rawGet(target.url);
    captured[target.path] = {
      type: response.headers['content-type'],
      encoding: response.headers['content-encoding'] ?? null,
      body: response.body.toString('base64'),
    };
  }
  return captured;
}

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
/** The better of `ROUNDS` results: the machine is shared, and a round may lose time to others. */
const better = (a, b) => (!a || b.rps > a.rps ? b : a);

// Both builds and the bare server run side by side; each call is measured on each in turn, round
// after round, so that a busy moment of the machine falls on all of them alike.
const after = await startShop({ port: SHOP_PORT });
const before = BEFORE
  ? await startShop({ port: SHOP_PORT + 2, checkout: BEFORE }).catch(async (error) => {
      await after.stop();
      throw error;
    })
  : null;
let bare;
const best = { before: [], after: [], bare: [] };
let targets;
try {
  targets = await targetsOf(`${after.base}/api`);
  const captured = await capture(targets);
  // The bare server answers each path with the exact bytes and headers this shop sent a browser.
  const bareSource = `
    const http = require('node:http');
    const answers = ${JSON.stringify(captured)};
    for (const answer of Object.values(answers)) answer.bytes = Buffer.from(answer.body, 'base64');
    http.createServer((req, res) => {
      const answer = answers[req.url];
      if (!answer) { res.statusCode = 404; return res.end(); }
      res.setHeader('content-type', answer.type);
      if (answer.encoding) res.setHeader('content-encoding', answer.encoding);
      res.end(answer.bytes);
    }).listen(${BARE_PORT}, '127.0.0.1');`;
  bare = spawn(process.execPath, ['-e', bareSource], { stdio: 'inherit' });
  await waitFor(`http://127.0.0.1:${BARE_PORT}${targets[0].path}`);
  const beforeTargets = before ? await targetsOf(`${before.base}/api`) : [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [index, target] of targets.entries()) {
      if (before) best.before[index] = better(best.before[index], await measure(beforeTargets[index].url, target.connections));
      best.after[index] = better(best.after[index], await measure(target.url, target.connections));
      best.bare[index] = better(best.bare[index], await measure(`http://127.0.0.1:${BARE_PORT}${target.path}`, target.connections));
    }
  }
} finally {
  bare?.kill('SIGTERM');
  await Promise.all([after.stop(), before?.stop()]);
}

console.log(`\n${DURATION} s each, the better of ${ROUNDS} rounds, ${new Date().toISOString()}${BEFORE ? `; before: ${BEFORE}` : ''}`);
console.log(
  `| call | connections |${BEFORE ? ' before req/s | before p99 ms | before / bare |' : ''} shop req/s | shop p99 ms | bare node:http req/s | bare p99 ms | shop / bare | errors |`,
);
console.log(`|---|---|${BEFORE ? '---|---|---|' : ''}---|---|---|---|---|---|`);
targets.forEach((target, index) => {
  const shop = best.after[index];
  const floor = best.bare[index];
  const was = best.before[index];
  const beforeCells = was ? ` ${was.rps} | ${was.p99} | ${(was.rps / floor.rps).toFixed(2)} |` : '';
  const errors = (was?.errors ?? 0) + shop.errors;
  console.log(
    `| ${target.name} | ${target.connections} |${beforeCells} ${shop.rps} | ${shop.p99} | ${floor.rps} | ${floor.p99} | ${(shop.rps / floor.rps).toFixed(2)} | ${errors} |`,
  );
});

// API throughput: the cached product configuration and a product page, against the built server
// on a fresh PGlite database, at 10 connections; then a bare node:http server answering the same
// bytes, for the ratio. Run with `npm run bench` after `npm run build`. Figures: docs/benchmarks.md.
import { spawn } from 'node:child_process';
import http from 'node:http';
import { openEnvelope as open } from './envelope.mjs';
import autocannon from 'autocannon';
import { startShop } from './shop-server.mjs';
import { waitFor } from './wait-for-server.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const SHOP_PORT = 4390;
const BARE_PORT = 4391;
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

function measure(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers: BROWSER_HEADERS }, (error, result) => {
      if (error) reject(error);
      else resolve({ rps: Math.round(result.requests.average), p99: result.latency.p99, errors: result.errors + result.non2xx });
    });
  });
}

const shop = await startShop({ port: SHOP_PORT });
let bare;
try {
  const base = `${shop.base}/api`;
  const list = open(await (await fetch(`${base}/shopify/products/shirt?cc=SGD`)).json());
  const handle = list.products[0].handle;
  const targets = {
    'config (cached)': `${base}/contentful-plain/products/config?cc=SGD`,
    'product page': `${base}/shopify/products/shirt/handle/${handle}?cc=SGD`,
  };

  // The bare server answers each path with the exact bytes and headers the shop sent a browser.
  const captured = {};
  for (const [name, url] of Object.entries(targets)) {
    const response = await rawGet(url);
    captured[new URL(url).pathname + new URL(url).search] = {
      type: response.headers['content-type'],
      encoding: response.headers['content-encoding'] ?? null,
      body: response.body.toString('base64'),
      name,
    };
  }
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
  await waitFor(`http://127.0.0.1:${BARE_PORT}${Object.keys(captured)[0]}`);

  const rows = [];
  for (const [name, url] of Object.entries(targets)) {
    const shopResult = await measure(url);
    const bareUrl = url.replace(`:${SHOP_PORT}`, `:${BARE_PORT}`);
    const bareResult = await measure(bareUrl);
    rows.push({ name, shopResult, bareResult });
  }

  console.log(`\n${CONNECTIONS} connections, ${DURATION} s each, ${new Date().toISOString()}`);
  console.log('| call | shop req/s | shop p99 ms | bare node:http req/s | bare p99 ms | shop / bare | errors |');
  console.log('|---|---|---|---|---|---|---|');
  for (const { name, shopResult, bareResult } of rows) {
    const ratio = (shopResult.rps / bareResult.rps).toFixed(2);
    console.log(`| ${name} | ${shopResult.rps} | ${shopResult.p99} | ${bareResult.rps} | ${bareResult.p99} | ${ratio} | ${shopResult.errors} |`);
  }
} finally {
  bare?.kill('SIGTERM');
  await shop.stop();
}

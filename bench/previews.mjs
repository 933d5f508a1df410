// The design's picture (issue 30): GET /api/previews/{type}.webp against the built server on a fresh
// PGlite database. Three figures: the first render of a design never drawn before (one at a time),
// the server's memory while twenty new designs are asked for at once, and a kept picture at 10
// connections for BENCH_SECONDS (10). Goals: first render < 400 ms, kept p95 < 50 ms, memory bounded.
// Run with `npm run bench:previews` after `npm run build`. Figures: docs/benchmarks.md.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { openEnvelope } from './envelope.mjs';
import { startShop } from './shop-server.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 4394);
const TYPES = ['shirt', 'polo', 'trousers', 'shorts', 'outerwears', 'jackets'];

/** The server's resident memory now and at its highest, in MB. */
function memory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

/** An answer, opened when it is in the API's envelope. */
const read = async (answer) => {
  const body = await answer.json();
  return body && typeof body.iv === 'string' ? openEnvelope(body) : body;
};

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];

const shop = await startShop({ port: PORT });
try {
  const config = (await read(await fetch(`${shop.base}/api/contentful-plain/products/config?cc=SGD`))).products;
  const fabrics = {};
  for (const type of TYPES) {
    const page = await read(
      await fetch(`${shop.base}/api/shopify/products/${type}?cc=SGD&first=24&query=${encodeURIComponent('tag:Display')}`),
    );
    fabrics[type] = page.products.map((product) => product.handle);
  }
  /** The nth design of a type: a cloth and an option of its first style group in turn. */
  const designs = (type, from, count) =>
    Array.from({ length: count }, (_, i) => {
      const n = from + i;
      const group = config[type].stylesOrder[0];
      const options = config[type].styles[group].options;
      return `/api/previews/${type}.webp?fabric=${fabrics[type][n % fabrics[type].length]}&${group}=${options[Math.floor(n / fabrics[type].length) % options.length].key}`;
    });

  // First renders, one at a time: designs never drawn before.
  const first = [];
  for (const type of TYPES) {
    for (const url of designs(type, 0, 5)) {
      const started = performance.now();
      const answer = await fetch(shop.base + url);
      if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
      await answer.arrayBuffer();
      first.push(performance.now() - started);
    }
  }
  const before = memory(shop.pid);
  // Twenty designs never drawn before, asked for at once.
  const burstStarted = performance.now();
  const burst = await Promise.all(
    designs('jackets', 100, 20).map((url) => fetch(shop.base + url).then(async (answer) => (await answer.arrayBuffer(), answer.status))),
  );
  const burstMs = performance.now() - burstStarted;
  const after = memory(shop.pid);
  if (burst.some((status) => status !== 200)) throw new Error(`the burst answered ${burst.join(', ')}`);

  const kept = await new Promise((resolve, reject) =>
    autocannon({ url: shop.base + designs('shirt', 0, 1)[0], connections: 10, duration: DURATION }, (error, result) =>
      error ? reject(error) : resolve(result),
    ),
  );
  console.log(`\n${new Date().toISOString()}`);
  console.log(
    `first render, ${first.length} designs one at a time: p50 ${percentile(first, 50).toFixed(0)} ms, p95 ${percentile(first, 95).toFixed(0)} ms, max ${Math.max(...first).toFixed(0)} ms`,
  );
  console.log(
    `20 new designs at once: all answered in ${burstMs.toFixed(0)} ms; server memory ${before.rss} MB before, ${after.rss} MB after, peak ${after.peak} MB`,
  );
  console.log(
    `kept picture, 10 connections, ${DURATION} s: ${Math.round(kept.requests.average)} req/s, p50 ${kept.latency.p50} ms, p97.5 ${kept.latency.p97_5} ms, p99 ${kept.latency.p99} ms, errors ${kept.errors + kept.non2xx}`,
  );
} finally {
  await shop.stop();
}

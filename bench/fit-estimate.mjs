// The fit estimate (issue 29): POST /api/fit-estimate against the built server on a fresh PGlite
// database, at 10 connections for BENCH_SECONDS (10) per product type, each request a different
// customer's answers (heights, weights, ages, builds and preferences in turn). Goal: p99 under 20 ms.
// Run with `npm run bench:fit` after `npm run build`. Figures: docs/benchmarks.md.
import autocannon from 'autocannon';
import { openEnvelope } from './envelope.mjs';
import { startShop } from './shop-server.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const PORT = Number(process.env.BENCH_PORT ?? 4393);
const TYPES = ['shirt', 'polo', 'trousers', 'shorts', 'outerwears', 'jackets'];
const BUILDS = ['lean', 'average', 'broad', undefined];
const BELLIES = ['flat', 'some', 'round', undefined];
const PREFERENCES = ['slim', 'regular', 'relaxed', undefined];

/** The nth customer's answers: spread over the bodies the estimate is made for. */
function answersOf(type, n) {
  const body = { productType: type, heightCm: 155 + (n % 45), weightKg: 50 + ((n * 7) % 70) };
  if (n % 3 !== 0) body.age = 18 + ((n * 5) % 60);
  const [build, belly, preference] = [BUILDS[n % 4], BELLIES[(n >> 2) % 4], PREFERENCES[(n >> 4) % 4]];
  if (build) body.build = build;
  if (belly) body.belly = belly;
  if (preference) body.fitPreference = preference;
  return JSON.stringify(body);
}

function measure(url, type) {
  let n = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: CONNECTIONS,
        duration: DURATION,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        requests: [{ setupRequest: (request) => ({ ...request, body: answersOf(type, n++) }) }],
      },
      (error, result) => {
        if (error) reject(error);
        else
          resolve({
            rps: Math.round(result.requests.average),
            p50: result.latency.p50,
            p99: result.latency.p99,
            max: result.latency.max,
            errors: result.errors + result.non2xx,
            total: result.requests.total,
          });
      },
    );
  });
}

const shop = await startShop({ port: PORT });
try {
  const url = `${shop.base}/api/fit-estimate`;
  // One answer checked by eye before the load: a size of the table, not an error.
  const first = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: answersOf('shirt', 1) });
  if (first.status !== 200) throw new Error(`the estimate answered ${first.status}: ${await first.text()}`);
  const estimate = openEnvelope(await first.json());
  console.log(`first answer: size ${estimate.size}, ${estimate.fit} fit, ${estimate.confidence.level} confidence`);

  const rows = [];
  for (const type of TYPES) rows.push({ type, ...(await measure(url, type)) });
  console.log(`\n${CONNECTIONS} connections, ${DURATION} s per type, ${new Date().toISOString()}`);
  console.log('| type | req/s | p50 ms | p99 ms | max ms | requests | errors |');
  console.log('|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(`| ${row.type} | ${row.rps} | ${row.p50} | ${row.p99} | ${row.max} | ${row.total} | ${row.errors} |`);
  const worst = Math.max(...rows.map((row) => row.p99));
  console.log(`\nworst p99: ${worst} ms (goal: under 20 ms)`);
  if (rows.some((row) => row.errors > 0)) process.exitCode = 1;
} finally {
  await shop.stop();
}

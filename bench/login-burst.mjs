// Login burst: 20 clients logging in at once for BENCH_SECONDS, while 5 more read the cached
// product configuration, against the built server on a fresh PGlite database. argon2id is slow on
// purpose; the point is that logins stay under 400 ms at p99 and the rest of the shop stays quick
// (config p99 under 50 ms) meanwhile. Run with `npm run bench:login` after `npm run build`.
// Figures: docs/benchmarks.md.
import autocannon from 'autocannon';
import { startShop } from './shop-server.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const LOGIN_CLIENTS = 20;
const CONFIG_CLIENTS = 5;
const PORT = 4392;
const base = `http://127.0.0.1:${PORT}/api`;

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon({ duration: DURATION, ...options }, (error, result) => {
      if (error) reject(error);
      else
        resolve({
          requests: result.requests.total,
          rps: Math.round(result.requests.average),
          p50: result.latency.p50,
          p99: result.latency.p99,
          max: result.latency.max,
          errors: result.errors + result.non2xx,
        });
    });
  });
}

// One address sends every login here, so the attempt limits are lifted for the measurement.
const shop = await startShop({ port: PORT, env: { AUTH_RATE_LIMIT_SCALE: '100000' } });
try {
  const email = 'bench@example.com';
  const password = 'a-long-enough-password';
  const registered = await fetch(`${base}/shopify/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: 'Bench', lastName: 'Mark', email, password, confirmPassword: password }),
  });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);

  const configAlone = await run({
    url: `${base}/contentful-plain/products/config?cc=SGD`,
    connections: CONFIG_CLIENTS,
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  });
  const [login, config] = await Promise.all([
    run({
      url: `${base}/shopify/auth/login?cc=SGD`,
      method: 'POST',
      connections: LOGIN_CLIENTS,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    }),
    run({
      url: `${base}/contentful-plain/products/config?cc=SGD`,
      connections: CONFIG_CLIENTS,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    }),
  ]);

  console.log(`\n${DURATION} s, ${new Date().toISOString()}`);
  console.log('| call | clients | requests | req/s | p50 ms | p99 ms | max ms | errors |');
  console.log('|---|---|---|---|---|---|---|---|');
  const row = (name, clients, r) =>
    console.log(`| ${name} | ${clients} | ${r.requests} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.max} | ${r.errors} |`);
  row('config, alone', CONFIG_CLIENTS, configAlone);
  row('login, during the burst', LOGIN_CLIENTS, login);
  row('config, during the burst', CONFIG_CLIENTS, config);
} finally {
  await shop.stop();
}

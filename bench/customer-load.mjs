// The signed-in customer under load: GET /api/firebase/customers/customer (what the storefront asks
// on every start) at 50 connections for BENCH_SECONDS, spread over a handful of customers who have
// saved addresses and sizes, against the built server on a fresh PGlite database. Then a catalogue
// page at the same load, as the yardstick of what the machine gives at that moment. Target (issue
// 13): the customer call's p99 under 100 ms. Run with `npm run bench:customer` after `npm run build`.
// Figures: docs/benchmarks.md.
import { openEnvelope as open } from './envelope.mjs';
import autocannon from 'autocannon';
import { startShop } from './shop-server.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const CUSTOMERS = 8;
const PORT = 4394;
const base = `http://127.0.0.1:${PORT}/api`;
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

/** Calls the API and opens its answer; anything but `expected` stops the benchmark. */
async function call(method, path, { token, body, expected = 200 } = {}) {
  const headers = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  if (response.status !== expected) throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  return open(JSON.parse(text));
}

/** A size taken from the table as the storefront offers it: the middle size, the first fit, each field at its table value. */
function standardSize(type, config, sizeName) {
  const size = config.sizes[Math.floor((config.sizes.length - 1) / 2)] ?? config.sizes[0];
  const fit = config.fits[0];
  const table = config.sizeAndFitMeasurements[size]?.[fit] ?? {};
  const measurements = config.fields
    .filter((field) => field.visibility.standard)
    .map((field) => ({
      id: field.key,
      fitting_size:
        field.type === 'dropdown'
          ? typeof field.default === 'string'
            ? field.default
            : field.options[0]
          : (table[field.key] ?? field.value),
    }));
  return { track: 'standard', sizeName, basedOn: { size, fit }, measurements, type };
}

const CITIES = [
  { address1: '12 Keong Saik Road', city: 'Singapore', zip: '089130', countryCode: 'SG', phone: '+65 9123 4567' },
  { address1: '221B Baker Street', city: 'London', zip: 'NW1 6XE', countryCode: 'GB', phone: '+44 20 7946 0958' },
  { address1: '350 Fifth Avenue', address2: 'Floor 34', city: 'New York', province: 'NY', zip: '10118', countryCode: 'US' },
  { address1: '1-1 Marunouchi', city: 'Tokyo', zip: '100-0005', countryCode: 'JP', company: 'Tailored KK' },
];
const SIZE_NAMES = ['Work', 'Weekend', 'Wedding'];

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon({ duration: DURATION, connections: CONNECTIONS, ...options }, (error, result) => {
      if (error) reject(error);
      else
        resolve({
          requests: result.requests.total,
          rps: Math.round(result.requests.average),
          p50: result.latency.p50,
          p975: result.latency.p97_5,
          p99: result.latency.p99,
          max: result.latency.max,
          errors: result.errors + result.timeouts + result.non2xx,
        });
    });
  });
}

// Registering a handful of customers from one address passes the registration limit.
const shop = await startShop({ port: PORT, env: { AUTH_RATE_LIMIT_SCALE: '100000' } });
try {
  const configResponse = await fetch(`${base}/contentful-plain/products/config?cc=SGD`);
  const { products } = await configResponse.json();
  const types = Object.keys(products);

  // Customers as the shop has them: one to four addresses, one to three sizes over several types.
  const tokens = [];
  for (let index = 0; index < CUSTOMERS; index += 1) {
    const password = 'a-long-enough-password';
    const person = await call('POST', '/shopify/auth/register', {
      expected: 201,
      body: {
        firstName: `Bench${index}`,
        lastName: 'Customer',
        email: `bench-customer-${index}@example.com`,
        password,
        confirmPassword: password,
      },
    });
    for (const place of CITIES.slice(0, 1 + (index % CITIES.length))) {
      await call('POST', `/shopify/customer/${person.id}/addresses`, {
        token: person.token,
        expected: 201,
        body: { firstName: `Bench${index}`, lastName: 'Customer', ...place },
      });
    }
    for (let size = 0; size <= index % SIZE_NAMES.length; size += 1) {
      const type = types[(index + size) % types.length];
      await call('POST', `/firebase/customers/${person.id}/measurements/${type}`, {
        token: person.token,
        expected: 201,
        body: standardSize(type, products[type].measurements, SIZE_NAMES[size]),
      });
    }
    tokens.push(person.token);
  }
  const sample = await call('GET', '/firebase/customers/customer?cc=SGD', { token: tokens.at(-1) });
  const savedSizes = Object.values(sample.measurements).flat().length;
  if (sample.addresses.length === 0 || savedSizes === 0) throw new Error('the customers were made without addresses or sizes');

  // Each request takes the next customer's token, so every connection asks for all of them in turn.
  let next = 0;
  const customer = await run({
    url: `${base}/firebase/customers/customer?cc=SGD`,
    headers: BROWSER_HEADERS,
    requests: [
      {
        setupRequest(request) {
          const token = tokens[next++ % tokens.length];
          return { ...request, headers: { ...request.headers, authorization: `Bearer ${token}` } };
        },
      },
    ],
  });
  const catalogue = await run({ url: `${base}/shopify/products/shirt?cc=SGD`, headers: BROWSER_HEADERS });

  console.log(`\n${CONNECTIONS} connections, ${DURATION} s each, ${CUSTOMERS} customers, ${new Date().toISOString()}`);
  console.log('| call | requests | req/s | p50 ms | p97.5 ms | p99 ms | max ms | errors |');
  console.log('|---|---|---|---|---|---|---|---|');
  const row = (name, r) => console.log(`| ${name} | ${r.requests} | ${r.rps} | ${r.p50} | ${r.p975} | ${r.p99} | ${r.max} | ${r.errors} |`);
  row('customer (GET /firebase/customers/customer)', customer);
  row('catalogue page (GET /shopify/products/shirt), same load', catalogue);
} finally {
  await shop.stop();
}

// `npm run cluster:test`: the shop as production runs it, on this machine, with real engines:
//
//   haproxy (health checks on /api/health, TRUST_PROXY) → 3 API processes (WORKER=off)
//   + 1 job worker (WORKER=only) → Postgres (DATABASE_URL's server) → OpenStack Swift with s3api,
//   and Prometheus scraping every process's metrics port; then a fourth API process through pgbouncer
//
// It installs what is missing from Debian's packages (and says so), binds only to 127.0.0.1,
// runs the checks of issue 28, stops every process it started (by PID), prints one table and exits
// 0 only when every check holds. CLUSTER_ADMIN_URL names the Postgres server to make its own
// database on (default postgres://postgres@127.0.0.1:5432/postgres).
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, mkdirSync, openSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfNeeded } from '../build.mjs';
import { startSwift } from './swift.mjs';
import { openEnvelope } from '../../bench/envelope.mjs';
import { client, pieceMaker as benchPieceMaker } from '../../bench/shop-calls.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const require = createRequire(path.join(root, 'apps/api/package.json'));
const pg = require('pg');
const sharp = require('sharp');
const say = (line) => console.log(line);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const work = mkdtempSync(path.join(tmpdir(), 'selvedge-cluster-'));
const started = new Map();
const results = [];
const record = (check, figure, goal, holds) => {
  results.push({ check, figure, goal, holds });
  say(`${holds ? 'ok  ' : 'FAIL'} ${check}: ${figure}`);
};

// ---------------------------------------------------------------------------------------------
// Engines

function ensureDebianPackages(wanted) {
  const missing = wanted.filter(({ command }) => spawnSync('sh', ['-c', `command -v ${command}`]).status !== 0);
  if (missing.length === 0) return;
  const packages = missing.map(({ pkg }) => pkg);
  say(`Installing from Debian's packages: ${packages.join(', ')} (not on this machine yet)`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  let install = spawnSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env });
  if (install.status !== 0) {
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    install = spawnSync('apt-get', ['install', '-y', '-qq', ...packages], { stdio: 'inherit', env });
  }
  if (install.status !== 0) throw new Error(`Could not install ${packages.join(', ')} from Debian's packages.`);
}

function freePort() {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

function launch(name, command, args, env = process.env) {
  const logFile = path.join(work, `${name}.log`);
  const out = openSync(logFile, 'a');
  const child = spawn(command, args, { env, stdio: ['ignore', out, out], cwd: root });
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  started.set(name, { child, exited });
  return { child, exited, logFile };
}

async function stop(name, signal = 'SIGTERM') {
  const entry = started.get(name);
  if (!entry) return;
  started.delete(name);
  if (entry.child.exitCode === null && entry.child.signalCode === null) entry.child.kill(signal);
  const timer = setTimeout(() => entry.child.kill('SIGKILL'), 20_000);
  await entry.exited;
  clearTimeout(timer);
}

async function waitFor(what, test, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await test()) return;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(100);
  }
}

const healthy = (port) =>
  waitFor(`the API on ${port}`, async () => (await fetch(`http://127.0.0.1:${port}/api/health`)).status === 200, 90_000);

// ---------------------------------------------------------------------------------------------
// The shop's calls, as the storefront makes them

async function call(base, method, pathname, { body, headers = {}, expected } = {}) {
  const response = await fetch(`${base}/api${pathname}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed = text;
  try {
    parsed = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && 'iv' in parsed) parsed = openEnvelope(parsed);
  } catch {
    // not JSON
  }
  if (expected !== undefined && response.status !== expected)
    throw new Error(`${method} ${pathname} answered ${response.status}: ${JSON.stringify(parsed).slice(0, 400)}`);
  return { status: response.status, body: parsed };
}

/** The same call until it is answered below 500 (a process killed, restarting): a client retrying with its Idempotency-Key. */
async function steadily(base, method, pathname, options = {}) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const answer = await call(base, method, pathname, options);
      if (answer.status < 500 && !(answer.status === 409 && answer.body?.code === 'idempotency_key_in_flight')) return answer;
    } catch (error) {
      if (attempt > 200) throw error;
    }
    if (attempt > 200) throw new Error(`${method} ${pathname} never answered below 500`);
    await sleep(Math.min(50 * attempt, 1_000));
  }
}

/** The shirts the checkouts buy (the benchmarks' own piece, as the storefront adds it) and the fabrics they are cut from. */
async function pieceMaker(base) {
  const { body: page } = await call(base, 'GET', '/shopify/products/shirt?cc=SGD&query=tag:Display', { expected: 200 });
  return { fabrics: page.products.filter((fabric) => fabric.availableForSale), piece: await benchPieceMaker(client(base)) };
}

const ADDRESS = { firstName: 'Ada', lastName: 'Lovelace', address1: '1 Harbour Front', city: 'Singapore', countryCode: 'SG' };

/** One guest checkout from an empty cart to the order, each step retried with its own key: the cart id. */
async function checkout(base, piece, index, run) {
  const key = (step) => `cluster-${run}-${index}-${step}`;
  const { body: cart } = await steadily(base, 'POST', '/shopify/cart?cc=SGD', {
    body: { lineItems: [piece(index)] },
    headers: { 'idempotency-key': key('cart') },
  });
  const id = cart.encodedId;
  await steadily(base, 'POST', `/checkout/${id}`);
  const { body: ready } = await steadily(base, 'PATCH', `/checkout/${id}`, {
    body: { email: `buyer${index}.${run}@example.com`, address: ADDRESS },
  });
  const paid = await steadily(base, 'POST', `/checkout/${id}/pay`, {
    body: { acceptedTotal: ready.cost.total },
    headers: { 'idempotency-key': key('pay') },
  });
  if (paid.status !== 200) throw new Error(`Pay answered ${paid.status}: ${JSON.stringify(paid.body).slice(0, 300)}`);
  const paymentId = paid.body.redirectUrl.split('/pay/test/')[1];
  await steadily(base, 'POST', `/payments/test/${paymentId}/confirm`, {
    body: { cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', name: 'Ada Lovelace' },
  });
  const done = await steadily(base, 'POST', `/checkout/${id}/complete`, { body: { paymentId } });
  if (!done.body?.order?.number) throw new Error(`No order for checkout ${index}: ${JSON.stringify(done.body).slice(0, 300)}`);
  return { cart: Buffer.from(id, 'base64url').toString('utf8'), number: done.body.order.number };
}

// ---------------------------------------------------------------------------------------------
// Load (autocannon, from the benchmarks' own tools)

async function load(url, { connections = 10, seconds = 8, requests }) {
  const autocannon = createRequire(path.join(root, 'bench/package.json'))('autocannon');
  const result = await autocannon({ url, connections, duration: seconds, requests, pipelining: 1 });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    total: result.requests.total,
  };
}

// ---------------------------------------------------------------------------------------------

async function main() {
  ensureDebianPackages([
    { command: 'haproxy', pkg: 'haproxy' },
    { command: 'pg_dump', pkg: 'postgresql-client' },
    { command: 'prometheus', pkg: 'prometheus' },
    { command: 'pgbouncer', pkg: 'pgbouncer' },
  ]);
  say("Building the shop and installing the benchmarks' load tool");
  buildIfNeeded('web', { quiet: true });
  buildIfNeeded('api', { quiet: true });
  spawnSync('npm', ['run', '--silent', 'bench:install'], { cwd: root, stdio: 'inherit' });

  // Postgres: a database of the test's own.
  const adminUrl = process.env.CLUSTER_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const database = `selvedge_cluster_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  const urlOf = (name) => Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
  const databaseUrl = urlOf(database);
  const db = new pg.Client({ connectionString: databaseUrl });
  let swift = null;

  try {
    say('Starting OpenStack Swift with s3api');
    swift = await startSwift({ root: path.join(work, 'swift'), log: () => undefined });
    const ports = await Promise.all(Array.from({ length: 11 }, freePort));
    const [lbPort, ...apiPorts] = [ports[0], ports[1], ports[2], ports[3]];
    // Each process's metrics port (the three APIs, then the worker) and Prometheus's own.
    const metricsPorts = ports.slice(4, 8);
    const prometheusPort = ports[8];
    const metricsToken = randomBytes(24).toString('hex');
    const [pgbouncerPort, bouncedApiPort] = [ports[9], ports[10]];
    const statsSocket = path.join(work, 'haproxy.sock');
    const owner = { email: 'owner@selvedge.example', password: 'cluster owner password' };
    const env = (extra) => ({
      ...process.env,
      NODE_ENV: 'production',
      PAYMENTS: 'test',
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: path.join(work, 'data'),
      PUBLIC_URL: `http://127.0.0.1:${lbPort}`,
      TRUST_PROXY: '127.0.0.1',
      STORAGE_URL: swift.endpoint,
      STORAGE_BUCKET: swift.bucket,
      STORAGE_ACCESS_KEY_ID: swift.accessKeyId,
      STORAGE_SECRET_ACCESS_KEY: swift.secretAccessKey,
      STORAGE_REGION: swift.region,
      ADMIN_EMAIL: owner.email,
      ADMIN_PASSWORD: owner.password,
      SHUTDOWN_DRAIN_MS: '1500',
      LOG_LEVEL: 'warn',
      ...extra,
    });
    const server = path.join(root, 'apps/api/dist/server.js');
    const metricsOf = (index) => ({ METRICS_PORT: String(metricsPorts[index]), METRICS_TOKEN: metricsToken });
    const startApi = (index) =>
      launch(`api${index}`, process.execPath, [server], env({ PORT: String(apiPorts[index]), WORKER: 'off', ...metricsOf(index) }));
    const startWorker = () => launch('worker', process.execPath, [server], env({ WORKER: 'only', PORT: '0', ...metricsOf(3) }));

    say('Starting 3 API processes and a worker on one Postgres');
    for (const index of [0, 1, 2]) startApi(index);
    startWorker();
    await Promise.all(apiPorts.map(healthy));

    writeFileSync(
      path.join(work, 'haproxy.cfg'),
      `global
  stats socket ${statsSocket} mode 600 level admin
  maxconn 2000
defaults
  mode http
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  timeout http-keep-alive 2s
  option redispatch
  retries 3
  retry-on conn-failure empty-response response-timeout 503
  option forwardfor
frontend shop
  bind 127.0.0.1:${lbPort}
  default_backend apis
backend apis
  balance roundrobin
  option httpchk GET /api/health
  http-check expect status 200
  default-server check inter 250ms fall 1 rise 2
${apiPorts.map((port, index) => `  server api${index} 127.0.0.1:${port}`).join('\n')}
`,
    );
    const checked = spawnSync('haproxy', ['-c', '-f', path.join(work, 'haproxy.cfg')], { encoding: 'utf8' });
    if (checked.status !== 0) throw new Error(`haproxy refused its configuration: ${checked.stdout}${checked.stderr}`);
    launch('haproxy', 'haproxy', ['-db', '-f', path.join(work, 'haproxy.cfg')]);
    const lb = `http://127.0.0.1:${lbPort}`;
    await waitFor('haproxy', async () => (await fetch(`${lb}/api/health`)).status === 200);
    const haproxyCommand = (line) =>
      new Promise((resolve, reject) => {
        const socket = connect(statsSocket);
        let answer = '';
        socket.on('data', (chunk) => (answer += chunk));
        socket.on('end', () => resolve(answer));
        socket.on('error', reject);
        socket.end(`${line}\n`);
      });
    await db.connect();

    // Prometheus (Debian's) scrapes every process's metrics with the token, once a second.
    writeFileSync(
      path.join(work, 'prometheus.yml'),
      `global:
  scrape_interval: 1s
scrape_configs:
  - job_name: selvedge
    authorization:
      credentials: ${metricsToken}
    static_configs:
      - targets: [${metricsPorts.map((port) => `'127.0.0.1:${port}'`).join(', ')}]
`,
    );
    launch('prometheus', 'prometheus', [
      `--config.file=${path.join(work, 'prometheus.yml')}`,
      `--storage.tsdb.path=${path.join(work, 'prometheus-data')}`,
      `--web.listen-address=127.0.0.1:${prometheusPort}`,
    ]);
    const promQuery = async (query) => {
      const answer = await (await fetch(`http://127.0.0.1:${prometheusPort}/api/v1/query?query=${encodeURIComponent(query)}`)).json();
      return answer.data?.result ?? [];
    };

    // 1. Read throughput, 3 processes against 1, through the same balancer: ten customers, their
    // carts, ten product pages and the six lists, each connection walking through them in turn.
    const { fabrics, piece } = await pieceMaker(lb);
    const reads = [];
    for (let index = 0; index < 10; index += 1) {
      const person = await call(lb, 'POST', '/shopify/auth/register', {
        body: {
          firstName: 'Grace',
          lastName: 'Hopper',
          email: `reader${index}.cluster@example.com`,
          password: 'a long enough password',
          confirmPassword: 'a long enough password',
        },
        headers: { 'x-forwarded-for': `198.51.100.${10 + index}` },
        expected: 201,
      });
      const { body: cart } = await call(lb, 'POST', '/shopify/cart?cc=SGD', {
        body: { lineItems: [piece(index), piece(index + 1)] },
        headers: { authorization: `Bearer ${person.body.token}` },
        expected: 200,
      });
      const type = ['shirt', 'polo', 'trousers', 'shorts', 'outerwears', 'jackets'][index % 6];
      reads.push(
        { method: 'GET', path: `/api/shopify/products/${type}?cc=SGD&first=12` },
        { method: 'GET', path: `/api/shopify/products/shirt/handle/${fabrics[index % fabrics.length].handle}?cc=SGD` },
        { method: 'GET', path: '/api/firebase/customers/customer?cc=SGD', headers: { authorization: `Bearer ${person.body.token}` } },
        { method: 'GET', path: `/api/shopify/cart/${cart.encodedId}?cc=SGD`, headers: { authorization: `Bearer ${person.body.token}` } },
      );
    }
    await load(lb, { connections: 10, seconds: 3, requests: reads });
    const setServers = async (state) => {
      for (const server of ['api1', 'api2']) await haproxyCommand(`${state} server apis/${server}`);
      await sleep(1_000);
    };
    // One, three, one, three, for the whole mix and for each kind of read: the better of each, so a
    // passing load on the machine counts against neither. The ratio is a benchmark's figure, kept
    // in docs/benchmarks.md; what must hold here is that no read fails.
    const kinds = {
      'the four reads': reads,
      'catalogue and product (kept in memory)': reads.filter((read) => read.path.includes('/products/')),
      'customer and cart (read from Postgres)': reads.filter((read) => !read.path.includes('/products/')),
    };
    const figures = [];
    let failedReads = 0;
    for (const [kind, requests] of Object.entries(kinds)) {
      const rounds = { one: [], three: [] };
      for (const round of ['one', 'three', 'one', 'three']) {
        await setServers(round === 'one' ? 'disable' : 'enable');
        rounds[round].push(await load(lb, { connections: 20, seconds: 6, requests }));
      }
      const best = (list) => list.reduce((a, b) => (b.rps > a.rps ? b : a));
      const one = best(rounds.one);
      const three = best(rounds.three);
      failedReads += [...rounds.one, ...rounds.three].reduce((sum, each) => sum + each.non2xx + each.errors, 0);
      figures.push(
        `${kind}: ${one.rps.toFixed(0)} → ${three.rps.toFixed(0)} req/s (${(three.rps / one.rps).toFixed(2)}×), p99 ${one.p99} → ${three.p99} ms`,
      );
    }
    record(
      '1. reads, 3 processes against 1 (20 connections)',
      `${figures.join('; ')}; ${failedReads} failed`,
      'no read fails (benchmark goal ≥ 1.3×, p99 not worse)',
      failedReads === 0,
    );

    // 2 and 5. 200 checkouts while one API process is killed -9 three times, and the worker once mid-run.
    const run = randomBytes(3).toString('hex');
    const total = 200;
    let next = 0;
    let done = 0;
    const made = [];
    const kills = [];
    const clients = Array.from({ length: 8 }, async () => {
      while (next < total) {
        const index = next++;
        made.push(await checkout(lb, piece, index, run));
        done += 1;
      }
    });
    const chaos = (async () => {
      for (const at of [40, 100, 160]) {
        await waitFor(`${at} checkouts`, () => done >= at, 300_000);
        await stop('api1', 'SIGKILL');
        kills.push(`api1 at ${at}`);
        if (at === 100) {
          // Killed while it holds a job: the job must run again, and its e-mail still go out once.
          const active = async () =>
            (await db.query("SELECT count(*)::int AS n FROM pgboss.job WHERE state = 'active' AND name = 'mail'")).rows[0].n;
          const deadline = Date.now() + 10_000;
          while (Date.now() < deadline && (await active()) === 0) await sleep(5);
          await stop('worker', 'SIGKILL');
          kills.push(`worker at 100 (holding ${await active()} mail jobs)`);
          await sleep(500);
          startWorker();
        }
        await sleep(1_000);
        startApi(1);
        await healthy(apiPorts[1]);
      }
    })();
    const checkoutsStarted = performance.now();
    await Promise.all([...clients, chaos]);
    const checkoutSeconds = (performance.now() - checkoutsStarted) / 1000;
    const checkoutsEnded = Date.now();
    const carts = made.map((each) => each.cart);
    const perCart = await db.query('SELECT cart_id, count(*)::int AS n FROM orders WHERE cart_id = ANY($1) GROUP BY cart_id', [carts]);
    const once = perCart.rows.filter((row) => row.n === 1).length;
    const twice = perCart.rows.filter((row) => row.n > 1).length;
    const orphans = (
      await db.query(
        "SELECT count(*)::int AS n FROM payments p WHERE p.status = 'succeeded' AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.payment_id = p.id) AND p.auto_refund_status IS NULL",
      )
    ).rows[0].n;
    let inFlight = null;
    const settleStarted = Date.now();
    await waitFor(
      'no idempotency key in flight',
      async () => {
        inFlight = (await db.query('SELECT count(*)::int AS n FROM idempotency_keys WHERE status_code IS NULL')).rows[0].n;
        return inFlight === 0;
      },
      60_000,
    ).catch(() => undefined);
    record(
      '2. 200 checkouts, one API killed -9 three times',
      `${once} of ${total} checkouts with one order, ${twice} with more, ${orphans} payments without an order, ${inFlight} keys in flight after ${Math.round((Date.now() - settleStarted) / 1000)} s (${checkoutSeconds.toFixed(0)} s; kills: ${kills.join(', ')})`,
      '200 × exactly one order, 0 orphans, 0 keys in flight within a minute',
      once === total && twice === 0 && orphans === 0 && inFlight === 0,
    );

    // 3. An admin price edit through one process is seen through the other two within a second.
    const apiBase = (index) => `http://127.0.0.1:${apiPorts[index]}`;
    const staff = await call(apiBase(0), 'POST', '/admin/auth/login', {
      body: owner,
      headers: { 'x-forwarded-for': '198.51.100.2' },
      expected: 200,
    });
    const bearer = { authorization: `Bearer ${staff.body.token}` };
    const euroPrice = async (index) =>
      (await call(apiBase(index), 'GET', `/shopify/products/shirt/handle/${fabrics[0].handle}?cc=EUR`, { expected: 200 })).body.price
        .amount;
    const before = [await euroPrice(1), await euroPrice(2)];
    const rates = await call(apiBase(0), 'GET', '/admin/rates', { headers: bearer, expected: 200 });
    const eur = (rates.body.rates ?? rates.body).find((rate) => rate.code === 'EUR');
    const edited = performance.now();
    await call(apiBase(0), 'PATCH', '/admin/rates/EUR', {
      body: { ratePerSgd: '2', roundingIncrementMinor: 1, version: eur.version },
      headers: bearer,
      expected: 200,
    });
    const seenAfter = [];
    for (const index of [1, 2]) {
      await waitFor(`the new price through api${index}`, async () => (await euroPrice(index)) !== before[index - 1], 5_000).catch(
        () => undefined,
      );
      seenAfter.push(performance.now() - edited);
    }
    record(
      '3. a rate edited through one process, read through the others',
      `seen after ${seenAfter.map((ms) => `${ms.toFixed(0)} ms`).join(' and ')}`,
      '< 1,000 ms',
      seenAfter.every((ms) => ms < 1_000),
    );

    // 4. The login limit, counted across processes behind the balancer.
    const statuses = [];
    for (let attempt = 0; attempt < 14; attempt += 1) {
      const answer = await call(lb, 'POST', '/shopify/auth/login', {
        body: { email: 'grace.cluster@example.com', password: 'not the password' },
        headers: { 'x-forwarded-for': '203.0.113.77' },
      });
      statuses.push(answer.status);
    }
    const refused = statuses.filter((status) => status === 401).length;
    const limited = statuses.filter((status) => status === 429).length;
    record(
      '4. login limit (10 per e-mail and address) across 3 processes',
      `${refused} × 401 then ${limited} × 429 (${statuses.join(' ')})`,
      'exactly 10 tries, then 429',
      refused === 10 && limited === 4 && statuses.slice(0, 10).every((status) => status === 401),
    );

    // 4b. A session made through one process opens the others; signed out through one, it opens none.
    const signIn = await call(apiBase(0), 'POST', '/shopify/auth/login', {
      body: { email: 'reader0.cluster@example.com', password: 'a long enough password' },
      headers: { 'x-forwarded-for': '198.51.100.40' },
      expected: 200,
    });
    const asReader = { authorization: `Bearer ${signIn.body.token}` };
    const readAs = async (index) =>
      (await call(apiBase(index), 'GET', '/firebase/customers/customer?cc=SGD', { headers: asReader })).status;
    const signedIn = [await readAs(1), await readAs(2)];
    await call(apiBase(2), 'POST', '/shopify/auth/logout', { headers: asReader });
    const signedOut = [await readAs(0), await readAs(1), await readAs(2)];
    record(
      '4b. a session across processes',
      `signed in through api0, read through api1 and api2: ${signedIn.join(', ')}; signed out through api2, read through each: ${signedOut.join(', ')}`,
      '200, 200; then 401 everywhere',
      signedIn.every((status) => status === 200) && signedOut.every((status) => status === 401),
    );

    // 5. Every confirmation e-mail sent exactly once, though the worker was killed -9 mid-run.
    const numbers = made.map((each) => each.number);
    let mailed = { once: 0, more: 0 };
    const countMails = async () => {
      const rows = (
        await db.query(
          "SELECT substring(subject from 'SV-[0-9]+') AS number, count(*)::int AS n FROM outbox_messages WHERE subject ~ 'SV-[0-9]+' GROUP BY 1",
        )
      ).rows;
      const byNumber = new Map(rows.map((row) => [row.number, row.n]));
      mailed = {
        once: numbers.filter((number) => byNumber.get(number) === 1).length,
        more: numbers.filter((number) => (byNumber.get(number) ?? 0) > 1).length,
      };
      return mailed.once + mailed.more === numbers.length;
    };
    await waitFor('every confirmation e-mail', countMails, 300_000).catch(() => undefined);
    const mailSeconds = Math.round((Date.now() - checkoutsEnded) / 1000);
    record(
      '5. confirmation e-mails, the worker killed -9 mid-run',
      `${mailed.once} of ${numbers.length} sent once, ${mailed.more} more than once (all out within ${mailSeconds} s of the last checkout)`,
      'each exactly once',
      mailed.once === numbers.length && mailed.more === 0,
    );

    // 6. A fit picture uploaded through one process is served by another; S3 away for 10 s: 503, nothing half-written.
    const order = made[0].number;
    const keyMail =
      (await db.query('SELECT text_body FROM outbox_messages WHERE subject LIKE $1 LIMIT 1', [`%${order}`])).rows[0]?.text_body ?? '';
    const key = new RegExp(`/orders/${order}\\?key=([\\w-]+)`).exec(keyMail)?.[1];
    const jpeg = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#8899aa' } })
      .jpeg()
      .toBuffer();
    const upload = async (base, forwardedFor) => {
      const form = new FormData();
      for (const [name, value] of Object.entries({
        firstName: 'Ada',
        lastName: 'Lovelace',
        orderNumber: order,
        comments: 'The sleeves feel long.',
      }))
        form.append(name, value);
      form.append('files', new Blob([jpeg], { type: 'image/jpeg' }), 'fit.jpg');
      const response = await fetch(`${base}/api/shopify/orders/${order}/upload?key=${key}`, {
        method: 'POST',
        body: form,
        headers: { 'x-forwarded-for': forwardedFor },
      });
      const text = await response.text();
      let body = text;
      try {
        body = JSON.parse(text);
        if ('iv' in body) body = openEnvelope(body);
      } catch {
        // not JSON
      }
      return { status: response.status, body };
    };
    const first = await upload(apiBase(0), '198.51.100.6');
    const pictureUrl = first.body?.pictures?.[0]?.url ?? first.body?.upload?.pictures?.[0]?.url;
    const served = pictureUrl ? await fetch(`${apiBase(2)}${pictureUrl}`) : null;
    const servedBytes = served ? (await served.arrayBuffer()).byteLength : 0;
    const rowsBefore = (await db.query('SELECT count(*)::int AS n FROM fit_pictures')).rows[0].n;
    await swift.stopProxy();
    const away = await upload(lb, '198.51.100.7');
    await sleep(10_000);
    const rowsWhileAway = (await db.query('SELECT count(*)::int AS n FROM fit_pictures')).rows[0].n;
    await swift.startProxy();
    const back = await upload(lb, '198.51.100.8');
    record(
      '6. fit pictures in S3 (Swift); S3 stopped for 10 s',
      `uploaded via api0 ${first.status}, served by api2 ${served?.status ?? 'none'} (${servedBytes} bytes); while away ${away.status} "${away.body?.error ?? ''}", rows ${rowsBefore} → ${rowsWhileAway}; back: ${back.status}`,
      '201, 200 from another process; 503 with a sentence, no row; then 201',
      first.status === 201 &&
        served?.status === 200 &&
        servedBytes > 0 &&
        away.status === 503 &&
        typeof away.body?.error === 'string' &&
        rowsWhileAway === rowsBefore &&
        back.status === 201,
    );

    // 7. A rolling restart under load: every API in turn gets SIGTERM and comes back.
    const rolling = load(lb, { connections: 10, seconds: 45, requests: reads });
    await sleep(2_000);
    for (const index of [0, 1, 2]) {
      await stop(`api${index}`, 'SIGTERM');
      startApi(index);
      await healthy(apiPorts[index]);
      await sleep(1_500);
    }
    const underLoad = await rolling;
    record(
      '7. rolling restart of the 3 APIs under load',
      `${underLoad.total} requests, ${underLoad.non2xx} non-2xx, ${underLoad.errors} errors, p99 ${underLoad.p99} ms`,
      '0 failed',
      underLoad.non2xx === 0 && underLoad.errors === 0 && underLoad.total > 0,
    );

    // 8. The backup drill: back up, sell more, restore into a fresh database, compare.
    const tasks = path.join(root, 'apps/api/dist/shop-tasks.js');
    const backupDir = path.join(work, 'backups');
    const facts = async (client) =>
      (
        await client.query(
          'SELECT count(*)::int AS n, (SELECT number FROM orders ORDER BY created_at DESC, number DESC LIMIT 1) AS last FROM orders',
        )
      ).rows[0];
    const atBackup = await facts(db);
    let timer = performance.now();
    const backup = spawnSync(process.execPath, [tasks, 'backup'], { env: env({ BACKUP_DIR: backupDir }), encoding: 'utf8' });
    const backupSeconds = (performance.now() - timer) / 1000;
    for (let index = 0; index < 3; index += 1) await checkout(lb, piece, 1_000 + index, run);
    const afterMore = await facts(db);
    const file = readdirSync(backupDir).find((name) => name.endsWith('.tar'));
    const restoredName = `${database}_restored`;
    await admin.query(`CREATE DATABASE ${restoredName}`);
    timer = performance.now();
    const restore = spawnSync(process.execPath, [tasks, 'restore', path.join(backupDir, file ?? 'none')], {
      env: env({ DATABASE_URL: urlOf(restoredName) }),
      encoding: 'utf8',
    });
    const restoreSeconds = (performance.now() - timer) / 1000;
    const restoredClient = new pg.Client({ connectionString: urlOf(restoredName) });
    await restoredClient.connect();
    const restored = await facts(restoredClient);
    await restoredClient.end();
    record(
      '8. backup drill (pg_dump while selling, restore into a fresh database)',
      `backup ${backupSeconds.toFixed(1)} s at ${atBackup.n} orders (last ${atBackup.last}); ${afterMore.n} after more sales; restored ${restored.n} (last ${restored.last}) in ${restoreSeconds.toFixed(1)} s`,
      'restored = the backup',
      backup.status === 0 &&
        restore.status === 0 &&
        restored.n === atBackup.n &&
        restored.last === atBackup.last &&
        afterMore.n === atBackup.n + 3,
    );
    if (backup.status !== 0 || restore.status !== 0) say(`${backup.stdout}${backup.stderr}${restore.stdout}${restore.stderr}`);

    // 9. What Prometheus reads of the shop: every process up behind its token, requests by route
    // pattern, the worker's job counts, and the backup just made.
    const backupAt =
      Date.parse(JSON.parse((await db.query("SELECT value FROM app_meta WHERE key = 'backup.last'")).rows[0]?.value ?? '{}').at ?? '0') /
      1000;
    let up = [];
    let backupSeen = 0;
    await waitFor(
      'Prometheus to scrape every process and see the backup',
      async () => {
        up = await promQuery('up{job="selvedge"}');
        backupSeen = Number((await promQuery('max(selvedge_last_backup_timestamp_seconds)'))[0]?.value?.[1] ?? 0);
        return up.length === 4 && up.every((target) => target.value[1] === '1') && backupSeen >= Math.floor(backupAt);
      },
      30_000,
    ).catch(() => undefined);
    const routes = (await promQuery('sum by (route) (selvedge_http_requests_total)')).map((row) => row.metric.route);
    const mails = Number((await promQuery('sum(selvedge_jobs_completed_total{queue="mail"})'))[0]?.value?.[1] ?? 0);
    const rawLabels = routes.filter((route) => route !== 'unmatched' && !route.includes(':') && /\/[A-Za-z0-9_-]{20,}/.test(route));
    record(
      '9. metrics, scraped by Prometheus with the token',
      `${up.filter((target) => target.value[1] === '1').length} of 4 processes up; ${routes.length} route patterns (${rawLabels.length} with a raw id); the restarted worker counts ${mails} mails sent; last backup ${backupSeen ? new Date(backupSeen * 1000).toISOString() : 'none'}`,
      '4 up, no raw ids, the backup seen',
      up.length === 4 &&
        up.every((target) => target.value[1] === '1') &&
        rawLabels.length === 0 &&
        routes.includes('/api/shopify/products/:type/handle/:handle') &&
        backupSeen >= Math.floor(backupAt) &&
        backupAt > 0,
    );

    // 10. The shop through pgbouncer in session mode (decision 045): a fourth API process starts
    // (the start-up lock), sells, and hears the others' edits (LISTEN) through it.
    const bouncer = path.join(work, 'pgbouncer');
    mkdirSync(bouncer, { recursive: true });
    chmodSync(work, 0o755);
    chmodSync(bouncer, 0o777);
    const target = new URL(adminUrl);
    writeFileSync(
      path.join(bouncer, 'pgbouncer.ini'),
      `[databases]
* = host=${target.hostname} port=${target.port || 5432} user=${target.username || 'postgres'}
[pgbouncer]
listen_addr = 127.0.0.1
listen_port = ${pgbouncerPort}
unix_socket_dir =
auth_type = any
pool_mode = session
default_pool_size = 60
max_client_conn = 300
server_reset_query = DISCARD ALL
`,
    );
    launch('pgbouncer', 'pgbouncer', [...(process.getuid?.() === 0 ? ['-u', 'nobody'] : []), path.join(bouncer, 'pgbouncer.ini')]);
    const bouncedUrl = Object.assign(new URL(databaseUrl), { port: String(pgbouncerPort) }).toString();
    launch('api-pgbouncer', process.execPath, [server], env({ PORT: String(bouncedApiPort), WORKER: 'off', DATABASE_URL: bouncedUrl }));
    const bounced = `http://127.0.0.1:${bouncedApiPort}`;
    let bouncedHealthy = true;
    await healthy(bouncedApiPort).catch(() => (bouncedHealthy = false));
    let bouncedOrder = null;
    let bouncedSeenMs = null;
    if (bouncedHealthy) {
      bouncedOrder = (await checkout(bounced, piece, 2_000, run).catch(() => null))?.number ?? null;
      const bouncedEuro = async () =>
        (await call(bounced, 'GET', `/shopify/products/shirt/handle/${fabrics[0].handle}?cc=EUR`, { expected: 200 })).body.price.amount;
      const priceBefore = await bouncedEuro();
      const current = await call(apiBase(0), 'GET', '/admin/rates', { headers: bearer, expected: 200 });
      const euro = (current.body.rates ?? current.body).find((rate) => rate.code === 'EUR');
      const editedAt = performance.now();
      await call(apiBase(0), 'PATCH', '/admin/rates/EUR', {
        body: { ratePerSgd: '3', roundingIncrementMinor: 1, version: euro.version },
        headers: bearer,
        expected: 200,
      });
      await waitFor('the new price through pgbouncer', async () => (await bouncedEuro()) !== priceBefore, 5_000).then(
        () => (bouncedSeenMs = performance.now() - editedAt),
        () => undefined,
      );
    }
    record(
      '10. an API process through pgbouncer (session mode)',
      `started ${bouncedHealthy ? 'and healthy' : 'but never healthy'}; a checkout made ${bouncedOrder ?? 'no order'}; a rate edited through api0 seen ${bouncedSeenMs === null ? 'never' : `after ${bouncedSeenMs.toFixed(0)} ms`}`,
      'healthy, an order, the edit seen < 1,000 ms',
      bouncedHealthy && bouncedOrder !== null && bouncedSeenMs !== null && bouncedSeenMs < 1_000,
    );
  } finally {
    for (const name of [...started.keys()].reverse()) await stop(name, name === 'haproxy' ? 'SIGTERM' : 'SIGTERM');
    await swift?.stop();
    await db.end().catch(() => undefined);
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => undefined);
    await admin.query(`DROP DATABASE IF EXISTS ${database}_restored WITH (FORCE)`).catch(() => undefined);
    await admin.end();
  }
}

let failed = false;
try {
  await main();
} catch (error) {
  failed = true;
  say(`The cluster test stopped: ${error instanceof Error ? error.stack : error}`);
  say(`Its processes' logs are in ${work}`);
}
const width = Math.max(...results.map((row) => row.check.length), 5);
say('');
say(`| ${'check'.padEnd(width)} | result | figure | goal |`);
say(`|${'-'.repeat(width + 2)}|--------|--------|------|`);
for (const row of results) say(`| ${row.check.padEnd(width)} | ${row.holds ? 'holds' : 'FAILS'} | ${row.figure} | ${row.goal} |`);
const holds = !failed && results.length === 11 && results.every((row) => row.holds);
say(holds ? '\nEvery check holds.' : '\nNot every check holds.');
if (holds) rmSync(work, { recursive: true, force: true });
else mkdirSync(work, { recursive: true });
process.exit(holds ? 0 : 1);

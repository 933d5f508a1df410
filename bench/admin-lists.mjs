// The back office's lists at a working shop's size (issue 16), against the built server (`npm run
// build` first) on Postgres (BENCH_DATABASE_URL, else the local server's `test` database, where a
// database of its own is made and dropped):
// 1. A few real orders are made the way customers make them (cart, checkout, the test provider's
//    success card), one per product type and mix; they are the templates.
// 2. 2,000 customers (addresses, size profiles), 10,000 orders cloned from the templates with SQL
//    (spread over statuses, types, due dates, trials, pre-orders, guests and customers, with their
//    pieces and history) and 20,000 audit entries are written straight into the database.
// 3. Every admin list is asked 200+ times, one client, each call timed to its answer's last byte:
//    the orders with each filter, search, sort and deep pages, the board, customers, the audit log
//    (its cursor followed 200 pages deep), fabrics, rates, staff, an order's refunds; and one order
//    as its production sheet reads it, and one customer. Target: p95 under 200 ms for every list.
// BENCH_ONLY (a regular expression) measures only the lists it names; BENCH_KEEP=on keeps the
// database (its name is printed) for EXPLAIN ANALYZE. Run with `npm run bench:admin`. Figures:
// docs/benchmarks.md.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openEnvelope } from './envelope.mjs';
import { client, pieceMaker, summary } from './shop-calls.mjs';
import { startShop } from './shop-server.mjs';

const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 2000);
const ORDERS = Number(process.env.BENCH_ORDERS ?? 10_000);
const AUDIT = Number(process.env.BENCH_AUDIT ?? 20_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
/** BENCH_ONLY="stage|trial": only the lists whose name matches, to measure some again. */
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
const ADMIN = { email: 'owner@selvedge.example', password: 'a long bench owner password' };
const TYPES = ['shirt', 'polo', 'trousers', 'shorts', 'outerwears', 'jackets'];

/** A repeatable stream of numbers in [0, 1), so every run generates the same shop. */
function randomStream(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = randomStream(16);
const pick = (list) => list[Math.floor(random() * list.length)];
/** One of `weights`' keys, each as likely as its weight. */
function weighted(weights) {
  const total = Object.values(weights).reduce((sum, weight) => sum + weight, 0);
  let left = random() * total;
  for (const [key, weight] of Object.entries(weights)) {
    left -= weight;
    if (left < 0) return key;
  }
  return Object.keys(weights).at(-1);
}
const DAY = 86_400_000;
const isoDay = (ms) => new Date(ms).toISOString().slice(0, 10);

const FIRST = [
  'Ada',
  'Grace',
  'Alan',
  'Linus',
  'Marie',
  'Niels',
  'Emmy',
  'Srinivasa',
  'Hedy',
  'Tim',
  'Barbara',
  'Edsger',
  'Katherine',
  'Donald',
  'Radia',
  'Ken',
  'Frances',
  'John',
  'Sophie',
  'Wei',
  'Aarav',
  'Mei',
  'Hiroshi',
  'Fatima',
  'Lucas',
  'Chloe',
  'Rahul',
  'Siti',
  'Daniel',
  'Nurul',
];
const LAST = [
  'Lovelace',
  'Hopper',
  'Turing',
  'Pauling',
  'Curie',
  'Bohr',
  'Noether',
  'Ramanujan',
  'Lamarr',
  'Berners-Lee',
  'Liskov',
  'Dijkstra',
  'Johnson',
  'Knuth',
  'Perlman',
  'Thompson',
  'Allen',
  'McCarthy',
  'Wilson',
  'Tan',
  'Lim',
  'Ng',
  'Wong',
  'Sato',
  'Rahman',
  'Martin',
  'Dubois',
  'Sharma',
  'Abdullah',
  'Goh',
  "O'Neill",
];
const STATUS_WEIGHTS = {
  paid: 15,
  measurements_confirmed: 10,
  cutting: 10,
  sewing: 12,
  quality_check: 5,
  shipped: 8,
  delivered: 33,
  on_hold: 3,
  cancelled: 4,
};
const FINISHED = new Set(['shipped', 'delivered', 'cancelled']);
const ADDRESSES = {
  SG: { address1: '1 Marina Boulevard', city: 'Singapore', zip: '018989', countryCode: 'SG' },
  GB: { address1: '12 Analytical Row', city: 'London', zip: 'EC1A 1BB', countryCode: 'GB' },
  US: { address1: '1600 Amphitheatre Parkway', city: 'Mountain View', province: 'CA', zip: '94043', countryCode: 'US' },
  AU: { address1: '1 Macquarie Street', city: 'Sydney', province: 'NSW', zip: '2000', countryCode: 'AU' },
};

const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const database = `selvedge_bench_${randomBytes(4).toString('hex')}`;
const root = new pg.Client({ connectionString: databaseUrl });
await root.connect();
await root.query(`create database ${database}`);
const url = databaseUrl.replace(/\/[^/]*$/, `/${database}`);
const shop = await startShop({
  port: 4397,
  env: { DATABASE_URL: url, WORKER: 'off', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
});
const db = new pg.Client({ connectionString: url });
await db.connect();
const rows = [];
try {
  const call = client(shop.base);

  // --- 1. Template orders, made as customers make them --------------------------------------------
  const makers = Object.fromEntries(await Promise.all(TYPES.map(async (type) => [type, await pieceMaker(call, type)])));
  const mixes = [
    ['shirt'],
    ['shirt', 'shirt'],
    ['polo'],
    ['trousers'],
    ['trousers', 'shorts'],
    ['outerwears'],
    ['jackets'],
    ['shirt', 'trousers', 'jackets'],
    ['shirt', 'shirt', 'shirt', 'polo'],
  ];
  let templateIndex = 0;
  for (const mix of mixes) {
    for (const country of ['SG', 'GB', 'US']) {
      templateIndex += 1;
      const { body: cart } = await call('POST', '/shopify/cart?cc=SGD', {
        lineItems: mix.map((type, index) => makers[type](templateIndex * 5 + index)),
      });
      await call('POST', `/checkout/${cart.encodedId}`);
      const { body: ready } = await call('PATCH', `/checkout/${cart.encodedId}`, {
        email: `template-${templateIndex}@example.com`,
        address: { firstName: 'Ada', lastName: 'Lovelace', ...ADDRESSES[country] },
      });
      const paying = await fetch(`${shop.base}/api/checkout/${cart.encodedId}/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': `bench-admin-${templateIndex}-${Date.now()}` },
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
    }
  }
  const templates = (await db.query('select id from orders order by number')).rows.map((row) => row.id);
  if (templates.length !== mixes.length * 3) throw new Error(`${templates.length} template orders, not ${mixes.length * 3}`);

  // --- 2. The shop's history, straight into the database ------------------------------------------
  const generatingStarted = performance.now();
  const now = Date.now();
  const { rows: passwordRows } = await db.query('select password_hash from staff limit 1');
  // Any argon2id string: no one logs in as these customers.
  const passwordHash = passwordRows[0].password_hash;
  const { body: config } = await call('GET', '/contentful-plain/products/config?cc=SGD');

  const customers = Array.from({ length: CUSTOMERS }, (_, index) => {
    const firstName = pick(FIRST);
    const lastName = pick(LAST);
    return {
      id: `cus_bench${String(index).padStart(6, '0')}${randomBytes(6).toString('base64url')}`,
      email: `${firstName}.${lastName}.${index}@example.com`.toLowerCase().replace(/'/g, ''),
      firstName,
      lastName,
      createdAt: new Date(now - Math.floor(random() * 730 * DAY)),
    };
  });
  await db.query('begin');
  for (let start = 0; start < customers.length; start += 1000) {
    const batch = customers.slice(start, start + 1000);
    await db.query(
      `insert into customers (id, email, first_name, last_name, phone, accepts_marketing, password_hash, created_at, updated_at)
       select c.id, c.email, c.first_name, c.last_name, '+6591234567', true, $6, c.created_at, c.created_at
       from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::timestamptz[]) as c(id, email, first_name, last_name, created_at)`,
      [
        batch.map((c) => c.id),
        batch.map((c) => c.email),
        batch.map((c) => c.firstName),
        batch.map((c) => c.lastName),
        batch.map((c) => c.createdAt),
        passwordHash,
      ],
    );
  }
  // One to three addresses each (the first the default), and for most a size profile or three.
  const addresses = customers.flatMap((customer) =>
    Array.from({ length: 1 + Math.floor(random() * 3) }, (_, index) => ({
      id: `adr_bench${randomBytes(10).toString('base64url')}`,
      customerId: customer.id,
      country: pick(Object.keys(ADDRESSES)),
      index,
    })),
  );
  await db.query(
    `insert into customer_addresses (id, customer_id, first_name, last_name, address1, city, province, zip, country_code, phone, created_at, updated_at)
     select a.id, a.customer_id, c.first_name, c.last_name, a.address1, a.city, a.province, a.zip, a.country_code, '+6591234567', c.created_at + a.n * interval '1 day', c.created_at + a.n * interval '1 day'
     from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::int[]) as a(id, customer_id, address1, city, province, zip, country_code, n)
     join customers c on c.id = a.customer_id`,
    [
      addresses.map((a) => a.id),
      addresses.map((a) => a.customerId),
      addresses.map((a) => ADDRESSES[a.country].address1),
      addresses.map((a) => ADDRESSES[a.country].city),
      addresses.map((a) => ADDRESSES[a.country].province ?? null),
      addresses.map((a) => ADDRESSES[a.country].zip),
      addresses.map((a) => a.country),
      addresses.map((a) => a.index),
    ],
  );
  await db.query(
    `update customers c set default_address_id = (select a.id from customer_addresses a where a.customer_id = c.id order by a.created_at limit 1) where c.id like 'cus_bench%'`,
  );
  const sizes = customers.flatMap((customer) =>
    random() < 0.4
      ? []
      : Array.from({ length: 1 + Math.floor(random() * 3) }, (_, index) => {
          const type = pick(TYPES);
          const measurements = config.products[type].measurements;
          const size = pick(measurements.sizes);
          const fit = pick(measurements.fits);
          const table = measurements.sizeAndFitMeasurements[size]?.[fit] ?? {};
          const values = measurements.fields
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
          const name = `${pick(['Office', 'Weekend', 'Wedding', 'Travel', 'Slim', 'Relaxed'])} ${index + 1}`;
          return { id: `siz_bench${randomBytes(10).toString('base64url')}`, customerId: customer.id, type, name, size, fit, values };
        }),
  );
  await db.query(
    `insert into customer_sizes (id, customer_id, product_type, name, name_key, track, based_on_size, fit, measurements, created_at, updated_at)
     select s.id, s.customer_id, s.product_type, s.name, lower(s.name), 'standard', s.size, s.fit, s.measurements, c.created_at, c.created_at
     from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::jsonb[]) as s(id, customer_id, product_type, name, size, fit, measurements)
     join customers c on c.id = s.customer_id`,
    [
      sizes.map((s) => s.id),
      sizes.map((s) => s.customerId),
      sizes.map((s) => s.type),
      sizes.map((s) => s.name),
      sizes.map((s) => s.size),
      sizes.map((s) => s.fit),
      sizes.map((s) => JSON.stringify(s.values)),
    ],
  );

  // Orders: seven in ten a customer's (some customers order often), the rest guests'.
  const orders = Array.from({ length: ORDERS }, (_, index) => {
    const customer = random() < 0.7 ? customers[Math.floor(random() ** 2 * customers.length)] : null;
    const firstName = customer?.firstName ?? pick(FIRST);
    const lastName = customer?.lastName ?? pick(LAST);
    const status = weighted(STATUS_WEIGHTS);
    const finished = FINISHED.has(status);
    // Open orders were placed in the last three months and are due from three weeks ago to two months on; finished ones in the last year.
    const createdAt = now - Math.floor(random() * (finished ? 365 : 90) * DAY) - (finished ? 60 * DAY : 0);
    const dueOn = finished ? createdAt + 30 * DAY : now + Math.floor((random() * 81 - 21) * DAY);
    return {
      id: `ord_bench${String(index).padStart(6, '0')}${randomBytes(8).toString('base64url')}`,
      number: `SV-${200001 + index}`,
      template: pick(templates),
      customerId: customer?.id ?? null,
      email: customer?.email ?? `${firstName}.${lastName}.guest${index}@example.com`.toLowerCase().replace(/'/g, ''),
      firstName,
      lastName,
      status,
      createdAt: new Date(createdAt),
      dueOn: isoDay(dueOn),
      category: weighted({ piece: 82, trial: 10, preorder: 8 }),
      version: status === 'paid' ? 0 : 1 + Math.floor(random() * 4),
    };
  });
  for (let start = 0; start < orders.length; start += 2000) {
    const batch = orders.slice(start, start + 2000);
    const params = [
      batch.map((o) => o.id),
      batch.map((o) => o.number),
      batch.map((o) => o.template),
      batch.map((o) => o.customerId),
      batch.map((o) => o.email),
      batch.map((o) => o.firstName),
      batch.map((o) => o.lastName),
      batch.map((o) => o.status),
      batch.map((o) => o.createdAt),
      batch.map((o) => o.dueOn),
      batch.map((o) => o.category),
      batch.map((o) => o.version),
    ];
    const generated = `unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::timestamptz[], $10::date[], $11::text[], $12::int[])
      as g(id, number, template, customer_id, email, first_name, last_name, status, created_at, due_on, category, version)`;
    await db.query(
      `insert into orders (id, number, checkout_id, cart_id, payment_id, customer_id, email, status, currency_code, subtotal_minor, discount_minor, shipping_minor, total_minor, total_sgd_minor, discount_code, snapshot, access_key_hash, created_at, customer_name, due_on, version)
       select g.id, g.number, 'chk_' || g.id, 'crt_' || g.id, 'pay_' || g.id, g.customer_id, g.email, g.status, t.currency_code, t.subtotal_minor, t.discount_minor, t.shipping_minor, t.total_minor, t.total_sgd_minor, t.discount_code,
         jsonb_set(jsonb_set(jsonb_set(t.snapshot, '{email}', to_jsonb(g.email)), '{address,firstName}', to_jsonb(g.first_name)), '{address,lastName}', to_jsonb(g.last_name)),
         t.access_key_hash, g.created_at, g.first_name || ' ' || g.last_name, g.due_on, g.version
       from ${generated} join orders t on t.id = g.template`,
      params,
    );
    // Each piece as the template sold it; a trial order's first piece is a trial, a pre-order's every piece a pre-order.
    await db.query(
      `insert into order_pieces (order_id, reference, position, status, snapshot, product_type, category, due_on, held_from)
       select g.id, p.reference, p.position, g.status, jsonb_set(p.snapshot, '{category}', to_jsonb(c.category)), p.product_type, c.category, g.due_on + p.position,
         case when g.status = 'on_hold' then 'cutting' end
       from ${generated} join order_pieces p on p.order_id = g.template
       cross join lateral (select case when g.category = 'preorder' or (g.category = 'trial' and p.position = 0) then g.category else p.category end as category) c`,
      params,
    );
    await db.query(
      `insert into order_events (id, order_id, reference, status, note, at)
       select 'oev_bench' || g.id, g.id, null, 'paid', null, g.created_at from ${generated}
       union all
       select 'oev_bench2' || g.id, g.id, null, g.status, 'Moved on', g.created_at + interval '5 days' from ${generated} where g.status <> 'paid'`,
      params,
    );
  }
  await db.query(`select setval('order_numbers', ${200001 + ORDERS})`);

  // The audit log: a year of moves, fabric and rate changes, invitations.
  const { rows: staffRows } = await db.query('select id, email from staff');
  const owner = staffRows[0];
  const { rows: fabricRows } = await db.query(`select id from products where kind = 'fabric' limit 200`);
  const audit = Array.from({ length: AUDIT }, (_, index) => {
    const action = weighted({ 'order.move': 80, 'fabric.sale_status': 10, 'rate.update': 6, 'staff.invite': 4 });
    const subject =
      action === 'order.move'
        ? {
            type: 'order',
            id: orders[Math.floor(random() * orders.length)].number,
            before: { status: 'paid' },
            after: { status: 'cutting', note: null },
          }
        : action === 'fabric.sale_status'
          ? {
              type: 'fabric',
              id: pick(fabricRows).id,
              before: { saleStatus: 'on_sale', note: null },
              after: { saleStatus: 'out_of_stock', note: 'Back in a month.' },
            }
          : action === 'rate.update'
            ? {
                type: 'currency',
                id: pick(['EUR', 'USD', 'GBP', 'AUD', 'JPY']),
                before: { ratePerSgd: '0.70' },
                after: { ratePerSgd: '0.71' },
              }
            : {
                type: 'staff',
                id: `stf_bench${index}`,
                before: null,
                after: { email: `staff${index}@selvedge.example`, role: 'workroom' },
              };
    return { id: `aud_${randomBytes(12).toString('base64url')}`, at: new Date(now - Math.floor(random() * 365 * DAY)), action, subject };
  });
  for (let start = 0; start < audit.length; start += 5000) {
    const batch = audit.slice(start, start + 5000);
    await db.query(
      `insert into audit_log (id, at, staff_id, staff_email, action, subject_type, subject_id, before, after)
       select a.id, a.at, $8, $9, a.action, a.subject_type, a.subject_id, a.before, a.after
       from unnest($1::text[], $2::timestamptz[], $3::text[], $4::text[], $5::text[], $6::jsonb[], $7::jsonb[]) as a(id, at, action, subject_type, subject_id, before, after)`,
      [
        batch.map((a) => a.id),
        batch.map((a) => a.at),
        batch.map((a) => a.action),
        batch.map((a) => a.subject.type),
        batch.map((a) => a.subject.id),
        batch.map((a) => (a.subject.before === null ? null : JSON.stringify(a.subject.before))),
        batch.map((a) => JSON.stringify(a.subject.after)),
        owner.id,
        owner.email,
      ],
    );
  }
  await db.query('commit');
  // What autovacuum does to a table that has taken inserts: statistics for the planner, and the
  // visibility map that lets an index-only scan skip the table.
  await db.query('vacuum analyze');
  const counts = (
    await db.query(
      `select (select count(*) from customers) customers, (select count(*) from orders) orders, (select count(*) from order_pieces) pieces, (select count(*) from order_events) events, (select count(*) from audit_log) audit, (select count(*) from customer_addresses) addresses, (select count(*) from customer_sizes) sizes`,
    )
  ).rows[0];
  console.log(`generated in ${((performance.now() - generatingStarted) / 1000).toFixed(1)} s:`, counts);

  // --- 3. The lists, as the back office asks for them -------------------------------------------
  const login = await fetch(`${shop.base}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const session = await readBody(login);
  if (login.status !== 200) throw new Error(`the owner cannot log in: ${JSON.stringify(session)}`);
  const headers = { authorization: `Bearer ${session.token}` };

  async function readBody(response) {
    const parsed = JSON.parse(await response.text());
    return parsed && typeof parsed === 'object' && 'iv' in parsed ? openEnvelope(parsed) : parsed;
  }
  /** One admin call, timed to its answer's last byte; anything but a 200 stops the run. */
  async function timed(path) {
    const started = performance.now();
    const response = await fetch(`${shop.base}/api/admin${path}`, { headers });
    const text = await response.text();
    const ms = performance.now() - started;
    if (response.status !== 200) throw new Error(`GET /api/admin${path} answered ${response.status}: ${text.slice(0, 400)}`);
    return { ms, text };
  }
  const read = async (path) => {
    const { text } = await timed(path);
    const parsed = JSON.parse(text);
    return 'iv' in parsed ? openEnvelope(parsed) : parsed;
  };
  /** `REQUESTS` calls going round `paths` (a few first, not counted, to warm the statements). */
  async function measure(name, paths) {
    if (ONLY && !ONLY.test(name)) return;
    for (const path of paths.slice(0, 3)) await timed(path);
    const latencies = [];
    for (let index = 0; index < Math.max(REQUESTS, paths.length); index += 1) latencies.push((await timed(paths[index % paths.length])).ms);
    rows.push([name, summary(latencies)]);
    process.stdout.write('.');
  }

  const numbers = orders.map((order) => order.number);
  const someNumbers = Array.from({ length: REQUESTS }, () => pick(numbers));
  const lastPage = Math.ceil((ORDERS + templates.length) / 25);
  const check = await read('/orders?pageSize=5');
  if (check.total !== ORDERS + templates.length) throw new Error(`the list holds ${check.total} orders`);

  await measure('orders, first page (due first, 25)', ['/orders']);
  for (const stage of Object.keys(STATUS_WEIGHTS)) await measure(`orders, stage=${stage}`, [`/orders?stage=${stage}`]);
  for (const type of TYPES) await measure(`orders, type=${type}`, [`/orders?type=${type}`]);
  for (const due of ['overdue', 'week', 'later']) await measure(`orders, due=${due}`, [`/orders?due=${due}`]);
  for (const flag of ['trial=true', 'trial=false', 'preorder=true', 'preorder=false'])
    await measure(`orders, ${flag}`, [`/orders?${flag}`]);
  await measure('orders, stage=cutting&type=jackets&trial=true&due=week', ['/orders?stage=cutting&type=jackets&trial=true&due=week']);
  await measure(
    'orders, search by number (q=SV-2034…, varied)',
    someNumbers.map((number) => `/orders?q=${number.slice(0, 7)}`),
  );
  await measure(
    'orders, search by name (q=lovelace, q=tan…, varied)',
    LAST.map((name) => `/orders?q=${encodeURIComponent(name.toLowerCase())}`),
  );
  await measure(
    'orders, search by e-mail part (q=grace.hopper, varied)',
    FIRST.map((first, index) => `/orders?q=${encodeURIComponent(`${first}.${LAST[index]}`.toLowerCase())}`),
  );
  await measure('orders, search that finds nothing (q=zzz%_)', ['/orders?q=zzz%25_']);
  for (const sort of ['due', '-due', 'created', '-created', 'number', '-number', 'total', '-total'])
    await measure(`orders, sort=${sort}, page 1`, [`/orders?sort=${sort}`]);
  for (const sort of ['due', '-created', '-total'])
    await measure(
      `orders, sort=${sort}, deep pages (${Math.max(1, lastPage - 196)}–${lastPage})`,
      Array.from({ length: 50 }, (_, index) => `/orders?sort=${sort}&page=${Math.max(1, lastPage - index * 4)}`),
    );
  await measure(
    'orders, 100 a page, deep (pages 50–101)',
    Array.from({ length: 50 }, (_, index) => `/orders?pageSize=100&page=${52 + index}`),
  );
  await measure('orders board (9 columns, counts, first 20 each)', ['/orders/board']);

  await measure('customers, first page (newest, 25)', ['/customers']);
  await measure(
    'customers, search by name (varied)',
    LAST.map((name) => `/customers?q=${encodeURIComponent(name.toLowerCase())}`),
  );
  await measure(
    'customers, search by e-mail part (varied)',
    FIRST.map((first) => `/customers?q=${encodeURIComponent(`${first.toLowerCase()}.`)}`),
  );
  for (const sort of ['name', '-orders', '-lastOrder', 'email']) await measure(`customers, sort=${sort}`, [`/customers?sort=${sort}`]);
  await measure(
    'customers, deep pages (60–80, -created)',
    Array.from({ length: 21 }, (_, index) => `/customers?page=${60 + index}`),
  );
  await measure(
    'customers, deep pages by order count (60–80)',
    Array.from({ length: 21 }, (_, index) => `/customers?sort=-orders&page=${60 + index}`),
  );

  await measure('audit, first page (50)', ['/audit']);
  const cursors = ['/audit'];
  for (let page = 0; page < REQUESTS; page += 1) {
    const answer = await read(cursors.at(-1));
    if (!answer.next) break;
    cursors.push(`/audit?cursor=${encodeURIComponent(answer.next)}`);
  }
  await measure(`audit, following the cursor ${cursors.length} pages deep`, cursors);
  await measure('audit, action=fabric.sale_status', ['/audit?action=fabric.sale_status']);
  await measure(
    'audit, one order (subjectType=order&subjectId=…, varied)',
    someNumbers.map((number) => `/audit?subjectType=order&subjectId=${number}`),
  );
  await measure('audit, staff member and a month', [
    `/audit?staffId=${owner.id}&from=${new Date(now - 60 * DAY).toISOString().slice(0, 19)}Z&to=${new Date(now - 30 * DAY).toISOString().slice(0, 19)}Z`,
  ]);

  await measure('fabrics, first page', ['/fabrics']);
  await measure(
    'fabrics, by type (varied)',
    TYPES.map((type) => `/fabrics?type=${type}`),
  );
  await measure(
    'fabrics, search (q=linen, q=oxford…)',
    ['linen', 'oxford', 'twill', 'wool', 'blue', 'zzz'].map((q) => `/fabrics?q=${q}`),
  );
  await measure('rates (31 currencies)', ['/rates']);
  await measure('staff', ['/staff']);
  await measure(
    'an order’s refunds (varied)',
    someNumbers.map((number) => `/orders/${number}/refunds`),
  );

  await measure(
    'one order as its production sheet reads it (GET /orders/:number, varied)',
    someNumbers.map((number) => `/orders/${number}`),
  );
  const someCustomers = Array.from({ length: REQUESTS }, () => pick(customers).id);
  await measure(
    'one customer: addresses, sizes, orders (varied)',
    someCustomers.map((id) => `/customers/${id}`),
  );

  console.log(
    `\nAdmin lists on Postgres, ${new Date().toISOString()}: ${counts.customers} customers, ${counts.orders} orders (${counts.pieces} pieces), ${counts.audit} audit entries; one client, ${REQUESTS}+ calls each`,
  );
  console.log('| what | n | p50 ms | p95 ms | p99 ms | max ms |');
  console.log('|---|---|---|---|---|---|');
  for (const [name, r] of rows)
    console.log(`| ${name} | ${r.n} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.max} |${Number(r.p95) >= 200 ? ' **over 200 ms**' : ''}`);
} finally {
  await db.end();
  await shop.stop();
  if (process.env.BENCH_KEEP === 'on') console.log(`kept database ${database}`);
  else await root.query(`drop database if exists ${database} with (force)`);
  await root.end();
}

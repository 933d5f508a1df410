import {
  INVALID_PIECE_MESSAGES,
  PRODUCT_TYPES,
  ProductsConfigResponseSchema,
  productsConfigStamp,
  type ProductType,
} from '@selvedge/contract';
import {
  AdminProductConfigListSchema,
  AdminProductConfigPreviewSchema,
  AdminProductConfigPublishedSchema,
  AdminProductConfigVersionListSchema,
  AdminProductConfigVersionSchema,
  AuditPageSchema,
  type AdminProductConfig,
  type StaffSession,
} from '@selvedge/contract/admin';
import { decimalStringToMinor } from '@selvedge/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productConfigs, variants } from '../../db/schema.js';
import { cartCalls, pieceInput, readCatalogue } from '../../test/cart-kit.js';
import { createCustomer } from '../../test/factories.js';
import { staffSession, TEST_OWNER } from '../../test/staff-kit.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let shop: TestApp;
let owner: StaffSession;
let manager: StaffSession;
let workroom: StaffSession;

beforeAll(async () => {
  shop = await createTestApp({ config: { admin: TEST_OWNER, authRateLimitScale: 100 } });
  owner = await staffSession(shop, 'owner');
  manager = await staffSession(shop, 'manager');
  workroom = await staffSession(shop, 'workroom');
});
afterAll(async () => shop.close());

type Answer = { code?: string; error?: string; problems?: { path: string; message: string }[]; current?: { version: number } } & Record<
  string,
  unknown
>;

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string | null, body?: unknown) =>
  shop.call<Answer>({
    method,
    url: `/api/admin${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(body === undefined ? {} : { payload: body as object }),
  });

async function current(type: ProductType) {
  const answer = await call('GET', `/product-configs/${type}`, manager.token);
  expect(answer.status, answer.raw).toBe(200);
  return AdminProductConfigVersionSchema.parse(answer.body);
}

/** The rows of a type's history: nothing written is checked on these. */
async function storedVersions(type: ProductType): Promise<number[]> {
  const rows = await shop.database.handle.db
    .select({ version: productConfigs.version })
    .from(productConfigs)
    .where(eq(productConfigs.productType, type));
  return rows.map((row) => row.version).sort((a, b) => a - b);
}

async function publicConfig(cc = 'SGD') {
  const answer = await shop.call({ url: `/api/contentful-plain/products/config?cc=${cc}` });
  expect(answer.status).toBe(200);
  return ProductsConfigResponseSchema.parse(answer.body);
}

/** The first accessory that names a priced variant, with where it is. */
function pricedItem(config: AdminProductConfig) {
  for (const list of ['fabric', 'initials', 'addOns', 'others'] as const) {
    const index = config.accessories[list].findIndex((item) => item.variantId !== null);
    if (index >= 0) return { list, index, item: config.accessories[list][index]! };
  }
  throw new Error('no priced accessory');
}

describe('product configurations in the back office: who may call what', () => {
  it('lets owners and managers use every route, refuses the workroom (403), and without a staff token answers 401', async () => {
    const customer = await createCustomer(shop);
    const live = await current('polo');
    const before = await storedVersions('polo');
    const reads: [string, string, unknown?][] = [
      ['GET', '/product-configs'],
      ['GET', '/product-configs/polo'],
      ['GET', '/product-configs/polo/versions'],
      ['GET', '/product-configs/polo/versions/1'],
      ['POST', '/product-configs/polo/preview', { config: live.config }],
    ];
    for (const [method, url, body] of reads) {
      for (const session of [owner, manager])
        expect((await call(method as 'GET', url, session.token, body)).status, `${session.staff.role} ${url}`).toBe(200);
    }
    const writes: [string, string, unknown][] = [
      ['PUT', '/product-configs/polo', { version: live.version, config: live.config, note: 'Refused' }],
      ['POST', '/product-configs/polo/rollback', { version: live.version, to: 1 }],
    ];
    for (const [method, url, body] of [...reads, ...writes]) {
      expect((await call(method as 'GET', url, workroom.token, body)).status, `workroom ${url}`).toBe(403);
      const anonymous = await call(method as 'GET', url, null, body);
      expect(anonymous.status, `no token ${url}`).toBe(401);
      expect((await call(method as 'GET', url, customer.token, body)).status, `customer ${url}`).toBe(401);
    }
    expect(await storedVersions('polo')).toEqual(before);

    // The writes, by each role allowed: a manager publishes, the owner rolls back.
    const published = await call('PUT', '/product-configs/polo', manager.token, {
      version: live.version,
      config: live.config,
      note: 'Same again',
    });
    expect(published.status, published.raw).toBe(200);
    const rolled = await call('POST', '/product-configs/polo/rollback', owner.token, { version: live.version + 1, to: live.version });
    expect(rolled.status, rolled.raw).toBe(200);
    expect(await storedVersions('polo')).toEqual([...before, live.version + 1, live.version + 2]);
  });
});

describe('reading the configurations', () => {
  it('lists every type with its live version, and who published it and when', async () => {
    const list = AdminProductConfigListSchema.parse((await call('GET', '/product-configs', manager.token)).body);
    expect(list.configs.map((config) => config.productType)).toEqual(['shirt', 'polo', 'trousers', 'shorts', 'outerwears', 'jackets']);
    const shorts = list.configs.find((config) => config.productType === 'shorts');
    expect(shorts).toMatchObject({ version: 1, createdBy: null, note: 'The first configuration.', title: expect.any(String) });
  });

  it('gives the live configuration with the SGD price of every add-on it names', async () => {
    const live = await current('shirt');
    expect(live.current).toBe(true);
    const { item } = pricedItem(live.config);
    const [variant] = await shop.database.handle.db.select().from(variants).where(eq(variants.id, item.variantId!));
    expect(live.config.addOnPrices[item.variantId!]).toBe(variant?.priceMinor);
    expect(live.config.productType).toBe('shirt');
  });

  it('pages the history and answers 404 for a version that does not exist, 400 for a bad number or type', async () => {
    const page = AdminProductConfigVersionListSchema.parse(
      (await call('GET', '/product-configs/outerwears/versions?pageSize=5', manager.token)).body,
    );
    expect(page).toMatchObject({ productType: 'outerwears', total: 1, page: 1, pageSize: 5 });
    expect(page.versions[0]).toMatchObject({ version: 1, createdBy: null });
    const first = AdminProductConfigVersionSchema.parse((await call('GET', '/product-configs/outerwears/versions/1', manager.token)).body);
    expect(first).toMatchObject({ version: 1, current: true, config: { productType: 'outerwears' } });
    expect((await call('GET', '/product-configs/outerwears/versions/99', manager.token)).status).toBe(404);
    for (const url of [
      '/product-configs/hats',
      '/product-configs/shirt/versions/0',
      '/product-configs/shirt/versions/x',
      '/product-configs/shirt/versions?page=0',
      '/product-configs/shirt/versions?colour=red',
    ]) {
      const answer = await call('GET', url, manager.token);
      expect(answer.status, url).toBe(400);
      expect(answer.body.problems?.length, url).toBeGreaterThan(0);
    }
  });
});

describe('a preview', () => {
  it('answers what the storefront would receive and what differs, and writes nothing', async () => {
    const live = await current('trousers');
    const before = await storedVersions('trousers');
    const proposal = structuredClone(live.config);
    const group = proposal.stylesOrder[0]!;
    proposal.styles[group]!.options[0]!.value = 'A name for the preview';
    const { item } = pricedItem(proposal);
    proposal.addOnPrices[item.variantId!] = 4321;

    const answer = await call('POST', '/product-configs/trousers/preview?cc=SGD', manager.token, { config: proposal });
    expect(answer.status, answer.raw).toBe(200);
    const preview = AdminProductConfigPreviewSchema.parse(answer.body);
    expect(preview.basedOn).toBe(live.version);
    expect(preview.storefront.products.trousers.version).toBe(live.version + 1);
    expect(preview.storefront.products.trousers.styles[group]?.options[0]?.value).toBe('A name for the preview');
    const served = [
      ...preview.storefront.products.trousers.accessories.fabric,
      ...preview.storefront.products.trousers.accessories.initials,
      ...preview.storefront.products.trousers.accessories.addOns,
      ...preview.storefront.products.trousers.accessories.others,
    ].find((entry) => entry.key === item.key);
    expect(served?.price).toEqual({ amount: '43.21', currencyCode: 'SGD' });
    const optionKey = live.config.styles[group]!.options[0]!.key;
    expect(preview.diff.total).toBe(2);
    expect(preview.diff.changes).toEqual(
      expect.arrayContaining([
        {
          path: `styles.${group}.options[${optionKey}].value`,
          change: 'changed',
          before: live.config.styles[group]!.options[0]!.value,
          after: 'A name for the preview',
        },
        { path: `addOnPrices.${item.variantId}`, change: 'changed', before: live.config.addOnPrices[item.variantId!], after: 4321 },
      ]),
    );
    // The other types are served as they are.
    expect(preview.storefront.products.shirt).toEqual((await publicConfig()).products.shirt);

    const inEuros = AdminProductConfigPreviewSchema.parse(
      (await call('POST', '/product-configs/trousers/preview?cc=EUR', manager.token, { config: proposal })).body,
    );
    expect(inEuros.storefront.currencyCode).toBe('EUR');

    expect(await storedVersions('trousers')).toEqual(before);
    expect((await publicConfig()).products.trousers.styles[group]?.options[0]?.value).toBe(live.config.styles[group]!.options[0]!.value);
    const [variant] = await shop.database.handle.db.select().from(variants).where(eq(variants.id, item.variantId!));
    expect(variant?.priceMinor).toBe(live.config.addOnPrices[item.variantId!]);
  });
});

describe('a configuration that breaks the rules', () => {
  it('is refused with each bad field named by its path, by the preview and the publish alike, and nothing is written', async () => {
    const live = await current('jackets');
    const before = await storedVersions('jackets');
    const { list, index, item } = pricedItem(live.config);
    const firstGroup = live.config.stylesOrder[0]!;
    const field = live.config.measurements.fields.findIndex((entry) => entry.type === 'display' && entry.visibility.standard);
    const fieldKey = live.config.measurements.fields[field]!.key;
    const [size] = live.config.measurements.sizes;
    const [fit] = live.config.measurements.fits;
    const text = (['fabric', 'initials', 'addOns', 'others'] as const).flatMap((where) =>
      live.config.accessories[where].flatMap((entry, at) => (entry.kind === 'text' ? [{ where, at }] : [])),
    )[0];
    if (!text) throw new Error('no text accessory');
    const rule = live.config.exceptions[0]!;

    const cases: [string, (config: AdminProductConfig) => unknown, string][] = [
      ['a negative add-on price', (config) => void (config.addOnPrices[item.variantId!] = -100), `config.addOnPrices.${item.variantId}`],
      [
        'a price in fractions of a cent',
        (config) => void (config.addOnPrices[item.variantId!] = 12.5),
        `config.addOnPrices.${item.variantId}`,
      ],
      ['an add-on without its price', (config) => void delete config.addOnPrices[item.variantId!], `config.addOnPrices.${item.variantId}`],
      [
        'an add-on that does not exist',
        (config) => void (config.accessories[list][index]!.variantId = 'var_doesnotexist'),
        `config.accessories.${list}[${index}].variantId`,
      ],
      [
        'an option key used twice',
        (config) => void config.styles[firstGroup]!.options.push({ ...config.styles[firstGroup]!.options[0]! }),
        `config.styles.${firstGroup}.options[${live.config.styles[firstGroup]!.options.length}].key`,
      ],
      [
        'a default that is not an option',
        (config) => void (config.styles[firstGroup]!.default = 'no-such-option'),
        `config.styles.${firstGroup}.default`,
      ],
      [
        'an option without its name',
        (config) =>
          void delete (config.styles[firstGroup]!.options[0] as Partial<AdminProductConfig['styles'][string]['options'][number]>).value,
        `config.styles.${firstGroup}.options[0].value`,
      ],
      [
        'an exception naming a missing option',
        (config) => void (config.exceptions[0]!.notSuitable[0]!.options = ['no-such-option']),
        'config.exceptions[0].notSuitable[0].options[0]',
      ],
      [
        'an exception naming a missing group',
        (config) => void (config.exceptions[0]!.when = { group: 'no-such-group', option: rule.when.option }),
        'config.exceptions[0].when.group',
      ],
      [
        'bounds the wrong way round',
        (config) => void Object.assign(config.measurements.fields[field]!, { lower_bound: 80, upper_bound: 20 }),
        `config.measurements.fields[${field}].lower_bound`,
      ],
      [
        'a size table without a fit',
        (config) => void delete config.measurements.sizeAndFitMeasurements[size!]![fit!],
        `config.measurements.sizeAndFitMeasurements.${size}.${fit}`,
      ],
      [
        'a size table value out of bounds',
        (config) => void (config.measurements.sizeAndFitMeasurements[size!]![fit!]![fieldKey] = 9_999),
        `config.measurements.sizeAndFitMeasurements.${size}.${fit}.${fieldKey}`,
      ],
      ['another type', (config) => void (config.productType = 'shirt'), 'config.productType'],
      [
        'a picture from elsewhere',
        (config) => void (config.styles[firstGroup]!.image = 'https://example.com/tracker.png'),
        `config.styles.${firstGroup}.image`,
      ],
      ['a style group missing from stylesOrder', (config) => void config.stylesOrder.shift(), `config.styles.${firstGroup}`],
      ['lead times the wrong way round', (config) => void (config.leadTime = { minWeeks: 6, maxWeeks: 2 }), 'config.leadTime.maxWeeks'],
      // Refused before the rules run, by the check every body goes through (decision 039), which names paths with dots.
      [
        'half of a character (a lone surrogate), which the database cannot keep',
        (config) => void (config.styles[firstGroup]!.options[0]!.value = 'Cutaway \ud800'),
        `config.styles.${firstGroup}.options.0.value`,
      ],
      [
        'a pattern that is not a regular expression',
        (config) => void (config.accessories[text.where][text.at]!.pattern = '[a-z'),
        `config.accessories.${text.where}[${text.at}].pattern`,
      ],
    ];
    for (const [what, spoil, path] of cases) {
      const proposal = structuredClone(live.config);
      spoil(proposal);
      for (const [method, url, body] of [
        ['POST', '/product-configs/jackets/preview', { config: proposal }],
        ['PUT', '/product-configs/jackets', { version: live.version, config: proposal, note: what }],
      ] as const) {
        const answer = await call(method, url, manager.token, body);
        expect(answer.status, `${what} (${method}): ${answer.raw}`).toBe(400);
        expect(answer.body.code).toBe('invalid_input');
        expect(
          answer.body.problems?.map((problem) => problem.path),
          `${what} (${method})`,
        ).toContain(path);
        expect(answer.body.error).toMatch(/^config\./);
      }
    }
    // Several problems at once are all named.
    const twice = structuredClone(live.config);
    twice.addOnPrices[item.variantId!] = -1;
    twice.styles[firstGroup]!.default = 'no-such-option';
    twice.leadTime = { minWeeks: 6, maxWeeks: 2 };
    const both = await call('PUT', '/product-configs/jackets', manager.token, { version: live.version, config: twice });
    expect(both.status).toBe(400);
    expect(both.body.problems?.map((problem) => problem.path)).toEqual([`config.addOnPrices.${item.variantId}`]);
    twice.addOnPrices[item.variantId!] = 100;
    const rules = await call('PUT', '/product-configs/jackets', manager.token, { version: live.version, config: twice });
    expect(rules.body.problems?.map((problem) => problem.path)).toEqual(
      expect.arrayContaining([`config.styles.${firstGroup}.default`, 'config.leadTime.maxWeeks']),
    );

    const brokenNote = await call('PUT', '/product-configs/jackets', manager.token, {
      version: live.version,
      config: live.config,
      note: 'Half \ud800',
    });
    expect(brokenNote.status).toBe(400);
    expect(brokenNote.body.problems?.[0]?.path).toBe('note');
    for (const body of [
      { version: live.version, config: 'a configuration' },
      { version: live.version, config: [] },
      { version: live.version },
      { config: live.config },
      { version: live.version, config: live.config, colour: 'red' },
    ]) {
      const answer = await call('PUT', '/product-configs/jackets', manager.token, body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(answer.body.problems?.length).toBeGreaterThan(0);
    }
    const poisoned = await shop.call<Answer>({
      method: 'PUT',
      url: '/api/admin/product-configs/jackets',
      headers: { authorization: `Bearer ${manager.token}`, 'content-type': 'application/json' },
      payload: `{"version":${live.version},"config":{"__proto__":{"productType":"jackets"}}}`,
    });
    expect(poisoned.status).toBe(400);
    expect(await storedVersions('jackets')).toEqual(before);
    const [variant] = await shop.database.handle.db.select().from(variants).where(eq(variants.id, item.variantId!));
    expect(variant?.priceMinor).toBe(live.config.addOnPrices[item.variantId!]);
  });
});

describe('publishing and rolling back', () => {
  it('publishes a new version the storefront serves at once, audited with the versions and the differences', async () => {
    const live = await current('shirt');
    const proposal = structuredClone(live.config);
    const group = proposal.stylesOrder[0]!;
    proposal.styles[group]!.description = 'Chosen by the cutter, described by the manager.';
    const { item } = pricedItem(proposal);
    proposal.addOnPrices[item.variantId!] = 1234;
    await publicConfig(); // kept by this process from now on

    const answer = await call('PUT', '/product-configs/shirt', manager.token, {
      version: live.version,
      config: proposal,
      note: 'A clearer collar text; a new price.',
    });
    expect(answer.status, answer.raw).toBe(200);
    const published = AdminProductConfigPublishedSchema.parse(answer.body);
    expect(published).toMatchObject({
      version: live.version + 1,
      current: true,
      note: 'A clearer collar text; a new price.',
      createdBy: { id: manager.staff.id, email: manager.staff.email },
    });
    expect(published.diff.total).toBe(2);

    const served = (await publicConfig()).products.shirt;
    expect(served.version).toBe(live.version + 1);
    // Asked for at the address of the versions a page named, or without it: a browser asks again (by ETag) before each use.
    const stamp = (config: Awaited<ReturnType<typeof publicConfig>>) =>
      productsConfigStamp(
        Object.fromEntries(PRODUCT_TYPES.map((type) => [type, config.products[type].version])) as Record<ProductType, number>,
      );
    const now = stamp(await publicConfig());
    expect(now.split('.')[0]).toBe(String(live.version + 1));
    const cacheOf = async (query: string) =>
      (await shop.call({ url: `/api/contentful-plain/products/config?cc=SGD${query}` })).headers['cache-control'];
    expect(await cacheOf(`&v=${now}`)).toBe('no-cache');
    expect(await cacheOf('')).toBe('no-cache');
    expect(await cacheOf(`&v=${live.version}.1.1.1.1.1`)).toBe('no-cache');
    expect((await shop.call({ url: '/api/contentful-plain/products/config?cc=SGD&v=latest' })).status).toBe(400);
    expect(served.styles[group]?.description).toBe('Chosen by the cutter, described by the manager.');
    const servedItem = [
      ...served.accessories.fabric,
      ...served.accessories.initials,
      ...served.accessories.addOns,
      ...served.accessories.others,
    ].find((entry) => entry.key === item.key);
    expect(decimalStringToMinor(servedItem!.price!.amount, 'SGD')).toBe(1234);
    expect((await current('shirt')).config.addOnPrices[item.variantId!]).toBe(1234);

    const history = AdminProductConfigVersionListSchema.parse((await call('GET', '/product-configs/shirt/versions', owner.token)).body);
    expect(history.versions.map((version) => version.version)).toEqual([live.version + 1, live.version]);
    const old = AdminProductConfigVersionSchema.parse(
      (await call('GET', `/product-configs/shirt/versions/${live.version}`, owner.token)).body,
    );
    expect(old).toMatchObject({ current: false, config: { addOnPrices: { [item.variantId!]: live.config.addOnPrices[item.variantId!] } } });

    const audit = AuditPageSchema.parse((await call('GET', '/audit?subjectType=product_config&subjectId=shirt', owner.token)).body);
    expect(audit.entries[0]).toMatchObject({
      action: 'product_config.publish',
      staffId: manager.staff.id,
      before: { version: live.version },
      after: { version: live.version + 1, note: 'A clearer collar text; a new price.', diff: { total: 2 } },
    });
  });

  it('refuses a publish or a rollback made on a version someone else has replaced (409), writing nothing', async () => {
    const live = await current('shorts');
    const first = await call('PUT', '/product-configs/shorts', manager.token, {
      version: live.version,
      config: live.config,
      note: 'First',
    });
    expect(first.status, first.raw).toBe(200);
    const before = await storedVersions('shorts');
    const stale = await call('PUT', '/product-configs/shorts', owner.token, { version: live.version, config: live.config, note: 'Second' });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ code: 'stale_edit', current: { version: live.version + 1 } });
    const staleRollback = await call('POST', '/product-configs/shorts/rollback', owner.token, { version: live.version + 2, to: 1 });
    expect(staleRollback.status).toBe(409);
    expect(await storedVersions('shorts')).toEqual(before);

    // Two publishers who saw the same version at once: one wins, the other is told.
    const seen = live.version + 1;
    const both = await Promise.all([
      call('PUT', '/product-configs/shorts', manager.token, { version: seen, config: live.config, note: 'A' }),
      call('PUT', '/product-configs/shorts', owner.token, { version: seen, config: live.config, note: 'B' }),
    ]);
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await storedVersions('shorts')).toEqual([...before, seen + 1]);
  });

  it('rolls back by publishing an older version again, keeping the history', async () => {
    const original = await current('outerwears');
    const proposal = structuredClone(original.config);
    proposal.title = 'Outerwear, renamed';
    const changed = AdminProductConfigPublishedSchema.parse(
      (await call('PUT', '/product-configs/outerwears', manager.token, { version: original.version, config: proposal, note: 'Renamed' }))
        .body,
    );
    expect((await publicConfig()).products.outerwears.title).toBe('Outerwear, renamed');

    for (const [body, path] of [
      [{ version: changed.version, to: 99 }, 'to'],
      [{ version: changed.version, to: changed.version }, 'to'],
      [{ version: changed.version, to: 0 }, 'to'],
      [{ version: changed.version }, 'to'],
    ] as const) {
      const refused = await call('POST', '/product-configs/outerwears/rollback', manager.token, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.problems?.[0]?.path).toBe(path);
    }

    const answer = await call('POST', '/product-configs/outerwears/rollback', manager.token, {
      version: changed.version,
      to: original.version,
    });
    expect(answer.status, answer.raw).toBe(200);
    const rolled = AdminProductConfigPublishedSchema.parse(answer.body);
    expect(rolled).toMatchObject({ version: changed.version + 1, note: `Rolled back to version ${original.version}.` });
    expect(rolled.config).toEqual(original.config);
    expect(rolled.diff.changes).toEqual([{ path: 'title', change: 'changed', before: 'Outerwear, renamed', after: original.config.title }]);
    expect((await publicConfig()).products.outerwears).toMatchObject({ title: original.config.title, version: changed.version + 1 });
    expect(await storedVersions('outerwears')).toEqual([original.version, changed.version, changed.version + 1]);

    const audit = AuditPageSchema.parse(
      (await call('GET', '/audit?action=product_config.rollback&subjectId=outerwears', owner.token)).body,
    );
    expect(audit.entries[0]).toMatchObject({
      before: { version: changed.version },
      after: { version: changed.version + 1, rolledBackTo: original.version },
    });
  });
});

describe('a cart holding a piece whose option was removed', () => {
  it('keeps the piece, flagged as needing attention, rather than failing', async () => {
    const catalogue = await readCatalogue(shop, ['trousers']);
    const input = pieceInput(catalogue, { type: 'trousers' });
    const created = await cartCalls(shop).create({ lineItems: [input] });
    expect(created.status, created.raw).toBe(200);
    const cartId = created.body.id;
    const encoded = Buffer.from(cartId).toString('base64url');

    // The option the piece chose (the default of a group no exception names) leaves the configuration.
    const live = await current('trousers');
    const proposal = structuredClone(live.config);
    const named = new Set(proposal.exceptions.flatMap((rule) => [rule.when.group, ...rule.notSuitable.map((target) => target.group)]));
    const group = proposal.stylesOrder.find((key) => !named.has(key) && proposal.styles[key]!.options.length > 1) ?? '';
    const definition = proposal.styles[group]!;
    const chosen = definition.default;
    definition.options = definition.options.filter((option) => option.key !== chosen);
    definition.default = definition.options[0]!.key;
    const published = await call('PUT', '/product-configs/trousers', manager.token, {
      version: live.version,
      config: proposal,
      note: `No more ${chosen}`,
    });
    expect(published.status, published.raw).toBe(200);

    const cart = await cartCalls(shop).read(encoded);
    expect(cart.status, cart.raw).toBe(200);
    expect(cart.body.items).toHaveLength(1);
    expect(cart.body.items[0]?.invalid?.message).toBe(INVALID_PIECE_MESSAGES.valueMismatch);
    expect(cart.body.hasInvalidItems).toBe(true);

    const back = await call('POST', '/product-configs/trousers/rollback', manager.token, { version: live.version + 1, to: live.version });
    expect(back.status, back.raw).toBe(200);
    expect((await cartCalls(shop).read(encoded)).body.hasInvalidItems).toBe(false);
  });
});

import {
  CUSTOMER_MESSAGES,
  CustomerSchema,
  emptyPerType,
  LoginResponseSchema,
  MAX_SIZES_PER_TYPE,
  MEASUREMENT_MESSAGES,
  PRODUCT_TYPES,
  ProductsConfigResponseSchema,
  SavedSizeNamesResponseSchema,
  SizesResponseSchema,
  type Customer,
  type MeasurementField,
  type MeasurementsConfig,
  type ProductType,
  type SavedSizeNamesResponse,
  type SaveSizeRequest,
  type SizeMeasurement,
  type SizesResponse,
} from '@selvedge/contract';
import { defaultBasis, startingValues } from '@selvedge/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customers, customerSizes, rateLimits, sessions } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/database-errors.js';
import { fixedClock } from '../../platform/clock.js';
import { createCustomer, loginAs, type TestCustomer } from '../../test/factories.js';
import { createTestApp, type TestAnswer, type TestApp } from '../../test/test-app.js';
import { HttpError } from '../../platform/errors.js';
import { createMeasurementsRepository, newSizeId } from './measurements.repository.js';
import { createMeasurementsService } from './measurements.service.js';
import { invalidInputAnswer } from '../../test/error-answers.js';

const start = new Date('2026-03-02T09:00:00Z');
const clock = fixedClock(start);
let shop: TestApp;
/** The seeded measurement configuration of every type, as the storefront reads it. */
let configs: Record<ProductType, MeasurementsConfig>;

beforeAll(async () => {
  shop = await createTestApp({ clock });
  const answer = await shop.call({ method: 'GET', url: '/api/contentful-plain/products/config?cc=SGD' });
  expect(answer.status).toBe(200);
  const { products } = ProductsConfigResponseSchema.parse(answer.body);
  configs = Object.fromEntries(PRODUCT_TYPES.map((type) => [type, products[type].measurements])) as Record<ProductType, MeasurementsConfig>;
});
afterAll(async () => shop.close());
beforeEach(async () => {
  clock.set(start);
  const { db } = shop.database.handle;
  await db.delete(sessions);
  // Sizes and carts go with their customers.
  await db.delete(customers);
  await db.delete(rateLimits);
});

type ErrorBody = { error: string; code: string; problems?: Array<{ field: string | null; message: string }> };
type Json = Record<string, unknown>;

const TOKEN_EXPIRED = { error: 'Token expired.', code: 'token_expired' };
const FORBIDDEN = { error: CUSTOMER_MESSAGES.forbidden, code: 'forbidden' };
const invalid = invalidInputAnswer;
const nameTaken = (name: string) => ({ error: MEASUREMENT_MESSAGES.sizeNameTaken(name), code: 'size_name_taken' });
const notFound = (name: string) => ({ error: MEASUREMENT_MESSAGES.sizeNotFound(name), code: 'size_not_found' });

function tick(ms = 1000): void {
  clock.set(new Date(clock.now().getTime() + ms));
}

interface Request {
  method: 'GET' | 'POST' | 'PATCH';
  url: string;
  payload?: unknown;
  raw?: { body: string; type: string };
}

/** Calls the API with `authorization` as the whole header (undefined: no header at all). */
function send<T = Json>(request: Request, authorization?: string): Promise<TestAnswer<T & ErrorBody>> {
  const options: InjectOptions = { method: request.method, url: request.url, headers: {} };
  if (authorization !== undefined) options.headers = { authorization };
  if (request.raw) {
    options.payload = request.raw.body;
    options.headers = { ...options.headers, 'content-type': request.raw.type };
  } else if (request.payload !== undefined) {
    options.payload = request.payload as object;
  }
  return shop.call<T & ErrorBody>(options);
}
const bearer = (token: string) => `Bearer ${token}`;

const sizesUrl = (id: string, type: string) => `/api/firebase/customers/${id}/measurements/${type}`;
const sizeUrl = (id: string, type: string, name: string) => `${sizesUrl(id, type)}/${encodeURIComponent(name)}`;
const namesUrl = (id: string) => `/api/firebase/customers/${id}/measurements/names`;

const create = (who: TestCustomer, type: string, payload: unknown, id = who.id) =>
  send<SizesResponse>({ method: 'POST', url: sizesUrl(id, type), payload }, bearer(who.token));
const change = (who: TestCustomer, type: string, name: string, payload: unknown, id = who.id) =>
  send<SizesResponse>({ method: 'PATCH', url: sizeUrl(id, type, name), payload }, bearer(who.token));
const names = (who: TestCustomer, id = who.id) => send<SavedSizeNamesResponse>({ method: 'GET', url: namesUrl(id) }, bearer(who.token));
const getCustomer = (who: TestCustomer) =>
  send<Customer>({ method: 'GET', url: '/api/firebase/customers/customer?cc=SGD' }, bearer(who.token));

/** A size taken from the table: the middle size and first fit, each field as the table has it. */
function standardSize(type: ProductType, sizeName: string, adjust: Record<string, number> = {}): SaveSizeRequest {
  const config = configs[type];
  const basedOn = defaultBasis(config);
  const draft = startingValues(config, 'standard', basedOn);
  const measurements = Object.entries(draft).map(([id, value]): SizeMeasurement => {
    if (value === null) throw new Error(`${type}.${id} has no starting value`);
    return { id, fitting_size: typeof value === 'number' ? value + (adjust[id] ?? 0) : value };
  });
  return {
    email: 'ignored@example.com',
    firstName: 'Ignored',
    lastName: 'Ignored',
    track: 'standard',
    sizeName,
    basedOn,
    measurements,
    type,
  };
}

/** A size of body measurements: every field the body method shows, at its starting value or default option. */
function bodySize(type: ProductType, sizeName: string): SaveSizeRequest {
  const config = configs[type];
  const fit = config.fits[0] ?? '';
  const measurements = config.fields
    .filter((field) => field.visibility.body)
    .map(
      (field): SizeMeasurement => ({
        id: field.key,
        fitting_size: field.type === 'dropdown' ? String(field.default) : Number(field.value),
      }),
    );
  return { track: 'body', sizeName, basedOn: { size: null, fit }, measurements, type };
}

/** The first number field of the standard method, with its table value for the default size and fit. */
function firstNumberField(type: ProductType): { field: MeasurementField; table: number } {
  const config = configs[type];
  const field = config.fields.find((candidate) => candidate.type === 'display' && candidate.visibility.standard);
  if (!field) throw new Error(`${type} has no number field`);
  const { size, fit } = defaultBasis(config);
  const table = config.sizeAndFitMeasurements[size]?.[fit]?.[field.key];
  if (table === undefined) throw new Error(`${type} has no table value for ${field.key}`);
  return { field, table };
}

const valueOf = (measurements: readonly SizeMeasurement[], id: string) => measurements.find((entry) => entry.id === id)?.fitting_size;

/** What the customer sees of their sizes everywhere, and what is stored, to compare before and after a refusal. */
async function snapshot(who: TestCustomer) {
  const customer = await getCustomer(who);
  expect(customer.status).toBe(200);
  const list = await names(who);
  expect(list.status).toBe(200);
  const rows = await shop.database.handle.db
    .select()
    .from(customerSizes)
    .where(eq(customerSizes.customerId, who.id))
    .orderBy(customerSizes.id);
  return { measurements: customer.body.measurements, sizeMeta: customer.body.sizeMeta, names: list.body, rows };
}

async function expectUnchanged(who: TestCustomer, before: Awaited<ReturnType<typeof snapshot>>): Promise<void> {
  expect(await snapshot(who)).toEqual(before);
}

/** Saves a size (a second later than the last change) and expects it stored. */
async function saved(who: TestCustomer, payload: SaveSizeRequest): Promise<SizesResponse> {
  tick();
  const answer = await create(who, payload.type, payload);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return SizesResponseSchema.parse(answer.body);
}

function expectPrivate(answer: TestAnswer<unknown>): void {
  expect(answer.headers['cache-control']).toBe('no-store');
  expect(answer.encrypted).toBe(true);
}

let ada: TestCustomer;
let bob: TestCustomer;
beforeEach(async () => {
  ada = await createCustomer(shop, { firstName: 'Ada', email: 'ada@example.com' });
  bob = await createCustomer(shop, { firstName: 'Bob', email: 'bob@example.com' });
});

describe('POST /api/firebase/customers/{id}/measurements/{type}', () => {
  it('saves a size from the table, rounded to the field’s 0.125 in, and answers the type’s sizes (201)', async () => {
    const { field, table } = firstNumberField('shirt');
    expect(field.rounding).toBe(0.125);
    tick();
    // 0.1 in above the table is 0.8 of a step: it rounds up to one step.
    const payload = standardSize('shirt', '  Work   shirts ', { [field.key]: 0.1 });
    const answer = await create(ada, 'shirt', payload);
    expect(answer.status).toBe(201);
    expectPrivate(answer);
    const body = SizesResponseSchema.parse(answer.body);
    const expected = payload.measurements.map((entry) => (entry.id === field.key ? { ...entry, fitting_size: table + 0.125 } : entry));
    expect(body).toEqual({
      type: 'shirt',
      sizes: [
        {
          name: 'Work shirts',
          createdAt: clock.now().toISOString(),
          updatedAt: clock.now().toISOString(),
          deleted: false,
          track: 'standard',
          basedOn: payload.basedOn,
          measurements: expected,
        },
      ],
      sizeMeta: {
        sizeAndFitMeasurements: {
          'Work shirts': { [payload.basedOn.fit]: Object.fromEntries(expected.map((entry) => [entry.id, entry.fitting_size])) },
        },
        mostRecentSize: 'Work shirts',
      },
    });

    const [row] = await shop.database.handle.db.select().from(customerSizes);
    expect(row).toMatchObject({
      customerId: ada.id,
      productType: 'shirt',
      name: 'Work shirts',
      nameKey: 'work shirts',
      track: 'standard',
      basedOnSize: payload.basedOn.size,
      fit: payload.basedOn.fit,
      measurements: expected,
      createdAt: clock.now(),
      updatedAt: clock.now(),
      deletedAt: null,
    });
    expect(row?.id).toMatch(/^siz_[A-Za-z0-9_-]{16}$/);
  });

  it('rounds jackets to 0.25 in', async () => {
    const { field, table } = firstNumberField('jackets');
    expect(field.rounding).toBe(0.25);
    // 0.1 in is under half of a jacket's step (kept at the table value); 0.2 in is over it (one step up).
    const down = await saved(ada, standardSize('jackets', 'Down', { [field.key]: 0.1 }));
    expect(valueOf(down.sizes[0]?.measurements ?? [], field.key)).toBe(table);
    const up = await saved(ada, standardSize('jackets', 'Up', { [field.key]: 0.2 }));
    expect(up.sizes.map((size) => size.name)).toEqual(['Up', 'Down']);
    expect(valueOf(up.sizes[0]?.measurements ?? [], field.key)).toBe(table + 0.25);
  });

  it('saves body measurements, with no standard size', async () => {
    const payload = bodySize('trousers', 'Weekend');
    const body = await saved(ada, payload);
    expect(body.sizes[0]).toMatchObject({
      name: 'Weekend',
      track: 'body',
      basedOn: { size: null, fit: payload.basedOn.fit },
      measurements: payload.measurements,
    });
  });

  it('lets a name be used again for another product type and by another customer', async () => {
    await saved(ada, standardSize('shirt', 'Everyday'));
    await saved(ada, standardSize('polo', 'Everyday'));
    await saved(bob, standardSize('shirt', 'Everyday'));
    expect((await names(ada)).body.names).toMatchObject({ shirt: ['Everyday'], polo: ['Everyday'] });
    expect((await names(bob)).body.names).toMatchObject({ shirt: ['Everyday'], polo: [] });
  });

  it.each([
    ['the same name', 'Work'],
    ['the name in another case', ' wORK '],
  ])('refuses %s again with 409 size_name_taken and stores nothing', async (_what, name) => {
    await saved(ada, standardSize('shirt', 'Work'));
    const before = await snapshot(ada);
    const answer = await create(ada, 'shirt', standardSize('shirt', name));
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual(nameTaken(name.trim()));
    await expectUnchanged(ada, before);
  });

  it('refuses a value outside the field’s bounds with 400 naming the bounds, and stores nothing', async () => {
    const config = configs.shirt;
    const field = config.fields.find(
      (candidate) => candidate.type === 'display' && candidate.visibility.body && candidate.upper_bound !== null,
    );
    if (!field) throw new Error('no bounded body field');
    const payload = bodySize('shirt', 'Too long');
    payload.measurements = payload.measurements.map((entry) =>
      entry.id === field.key ? { ...entry, fitting_size: Number(field.upper_bound) + 1 } : entry,
    );
    const before = await snapshot(ada);

    const answer = await create(ada, 'shirt', payload);
    expect(answer.status).toBe(400);
    const message = `${field.label} must be between ${field.lower_bound} in and ${field.upper_bound} in.`;
    expect(answer.body).toEqual(invalid(message, [{ path: `measurements.${field.key}`, message }]));
    await expectUnchanged(ada, before);
  });

  it('refuses a value moved further from the table than the field allows, naming the range', async () => {
    const { field, table } = firstNumberField('shirt');
    const adjustments = field.adjustments ?? { min: 0, max: 0 };
    const answer = await create(ada, 'shirt', standardSize('shirt', 'Far', { [field.key]: adjustments.max + 1 }));
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe(`${field.label} must be between ${table + adjustments.min} in and ${table + adjustments.max} in.`);
  });

  it('lists every problem of a size, the first as the message', async () => {
    const payload = standardSize('shirt', 'Many problems');
    const [first, second] = payload.measurements;
    if (!first || !second) throw new Error('shirt has fewer than two fields');
    payload.measurements = [{ id: 'wingspan', fitting_size: 70 }, { ...first, fitting_size: 'wide' }, ...payload.measurements.slice(2)];
    const answer = await create(ada, 'shirt', payload);
    expect(answer.status).toBe(400);
    const labels = new Map(configs.shirt.fields.map((field) => [field.key, field.label]));
    expect(answer.body.problems).toEqual([
      { path: 'measurements.wingspan', message: MEASUREMENT_MESSAGES.unknownField('wingspan') },
      { path: `measurements.${first.id}`, message: MEASUREMENT_MESSAGES.notANumber(labels.get(first.id) ?? '') },
      { path: `measurements.${second.id}`, message: MEASUREMENT_MESSAGES.missingField(labels.get(second.id) ?? '') },
    ]);
    expect(answer.body).toMatchObject(invalid(MEASUREMENT_MESSAGES.unknownField('wingspan')));
  });

  const good = () => standardSize('shirt', 'Good');
  // Made when each test runs: the configuration is read from the API first.
  it.each<{ what: string; request: () => Omit<Request, 'method' | 'url'>; message: string | (() => string) }>([
    {
      what: 'an unknown field',
      request: () => ({ payload: { ...good(), measurements: [...good().measurements, { id: 'wingspan', fitting_size: 70 }] } }),
      message: MEASUREMENT_MESSAGES.unknownField('wingspan'),
    },
    {
      what: 'a field given twice',
      request: () => ({ payload: { ...good(), measurements: [...good().measurements, good().measurements[0]] } }),
      message: () => MEASUREMENT_MESSAGES.duplicateField(good().measurements[0]?.id ?? ''),
    },
    {
      what: 'another type in the body',
      request: () => ({ payload: { ...good(), type: 'polo' } }),
      message: MEASUREMENT_MESSAGES.typeMismatch,
    },
    {
      what: 'an unknown type in the body',
      request: () => ({ payload: { ...good(), type: 'hats' } }),
      message: `productType must be one of: ${PRODUCT_TYPES.join(', ')}`,
    },
    {
      what: 'an unknown size',
      request: () => ({ payload: { ...good(), basedOn: { size: 'XXXXL', fit: configs.shirt.fits[0] } } }),
      message: () => MEASUREMENT_MESSAGES.unknownSize(configs.shirt.sizes),
    },
    {
      what: 'an unknown fit',
      request: () => ({ payload: { ...good(), basedOn: { size: configs.shirt.sizes[0], fit: 'Baggy' } } }),
      message: () => MEASUREMENT_MESSAGES.unknownFit(configs.shirt.fits),
    },
    {
      what: 'a standard size without its size',
      request: () => ({ payload: { ...good(), basedOn: { size: null, fit: configs.shirt.fits[0] } } }),
      message: MEASUREMENT_MESSAGES.sizeRequired,
    },
    { what: 'no name', request: () => ({ payload: { ...good(), sizeName: undefined } }), message: MEASUREMENT_MESSAGES.sizeNameEmpty },
    { what: 'a blank name', request: () => ({ payload: { ...good(), sizeName: '   ' } }), message: MEASUREMENT_MESSAGES.sizeNameEmpty },
    {
      what: 'a name over 40 characters',
      request: () => ({ payload: { ...good(), sizeName: 'x'.repeat(41) } }),
      message: MEASUREMENT_MESSAGES.sizeNameTooLong,
    },
    {
      what: 'a name with a slash',
      request: () => ({ payload: { ...good(), sizeName: 'Work/Play' } }),
      message: MEASUREMENT_MESSAGES.sizeNameInvalid,
    },
    { what: 'an unknown track', request: () => ({ payload: { ...good(), track: 'saved' } }), message: MEASUREMENT_MESSAGES.trackInvalid },
    {
      what: 'measurements that are not a list',
      request: () => ({ payload: { ...good(), measurements: { chest: 40 } } }),
      message: MEASUREMENT_MESSAGES.measurementsInvalid,
    },
    { what: 'a JSON list', request: () => ({ payload: [good()] }), message: MEASUREMENT_MESSAGES.notAnObject },
    { what: 'JSON null', request: () => ({ raw: { body: 'null', type: 'application/json' } }), message: MEASUREMENT_MESSAGES.notAnObject },
    {
      what: 'plain text',
      request: () => ({ raw: { body: 'sizeName=Good', type: 'text/plain' } }),
      message: MEASUREMENT_MESSAGES.notAnObject,
    },
  ])('refuses $what with 400 and stores nothing', async ({ request, message }) => {
    await saved(ada, standardSize('shirt', 'Existing'));
    const before = await snapshot(ada);
    const answer = await send({ method: 'POST', url: sizesUrl(ada.id, 'shirt'), ...request() }, bearer(ada.token));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject(invalid(typeof message === 'string' ? message : message()));
    expect(answer.headers['cache-control']).toBe('no-store');
    await expectUnchanged(ada, before);
  });

  it('refuses an unknown type in the address with 400 naming the types', async () => {
    const answer = await create(ada, 'hats', { ...standardSize('shirt', 'Hat'), type: 'shirt' });
    expect(answer.status).toBe(400);
    const message = `productType must be one of: ${PRODUCT_TYPES.join(', ')}`;
    expect(answer.body).toEqual(invalid(`type: ${message}`, [{ path: 'type', message }]));
  });

  it(`keeps at most ${MAX_SIZES_PER_TYPE} sizes per type: the next is a 409 and stores nothing`, async () => {
    for (let i = 1; i <= MAX_SIZES_PER_TYPE; i += 1) await saved(ada, standardSize('polo', `Polo ${i}`));
    const before = await snapshot(ada);
    expect(before.names.names.polo).toHaveLength(MAX_SIZES_PER_TYPE);

    const answer = await create(ada, 'polo', standardSize('polo', 'One more'));
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ error: MEASUREMENT_MESSAGES.tooManySizes(MAX_SIZES_PER_TYPE), code: 'too_many_sizes' });
    await expectUnchanged(ada, before);

    // Other types and other customers are not affected; deleting one makes room again.
    await saved(ada, standardSize('shirt', 'One more'));
    await saved(bob, standardSize('polo', 'One more'));
    expect((await change(ada, 'polo', 'Polo 1', { deleted: true })).status).toBe(200);
    await saved(ada, standardSize('polo', 'One more'));
  });

  it('two saves of one name at once make one size: one 201, one 409', async () => {
    const answers = await Promise.all([
      create(ada, 'shirt', standardSize('shirt', 'Twin')),
      create(ada, 'shirt', standardSize('shirt', 'twin')),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.status === 409);
    expect(refused?.body.code).toBe('size_name_taken');
    const rows = await shop.database.handle.db.select().from(customerSizes).where(eq(customerSizes.customerId, ada.id));
    expect(rows).toHaveLength(1);
  });

  it('the database itself refuses two live sizes of one name, and allows a deleted one beside a live one', async () => {
    const { db } = shop.database.handle;
    const payload = standardSize('shirt', 'Twin');
    const row = (deletedAt: Date | null) => ({
      id: newSizeId(),
      customerId: ada.id,
      productType: 'shirt' as const,
      name: 'Twin',
      nameKey: 'twin',
      track: 'standard' as const,
      basedOnSize: payload.basedOn.size,
      fit: payload.basedOn.fit,
      measurements: payload.measurements,
      createdAt: start,
      updatedAt: start,
      deletedAt,
    });
    await db.insert(customerSizes).values(row(start));
    await db.insert(customerSizes).values(row(null));
    const error = await db
      .insert(customerSizes)
      .values(row(null))
      .then(
        () => null,
        (caught: unknown) => caught,
      );
    expect(isUniqueViolation(error)).toBe(true);
    const live = await db
      .select()
      .from(customerSizes)
      .where(and(eq(customerSizes.customerId, ada.id), isNull(customerSizes.deletedAt)));
    expect(live).toHaveLength(1);
  });

  it('a clash only the unique index sees (a save racing past the name check) is still a 409 size_name_taken', async () => {
    const repository = createMeasurementsRepository(shop.database.handle.db);
    // As if the other save committed between this one's check and its insert.
    const racing = createMeasurementsService({
      repository: { ...repository, findLive: async () => null },
      catalogue: { measurementsConfig: async (type) => configs[type] },
      clock,
    });
    await racing.save(ada.id, 'shirt', standardSize('shirt', 'Twin'));
    const error = await racing.save(ada.id, 'shirt', standardSize('shirt', 'TWIN')).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ statusCode: 409, code: 'size_name_taken', message: MEASUREMENT_MESSAGES.sizeNameTaken('TWIN') });
    expect((await names(ada)).body.names.shirt).toEqual(['Twin']);
  });
});

describe('the customer and login answers', () => {
  it('carry every type’s sizes and sizeMeta, empty for a new customer', async () => {
    const answer = await getCustomer(ada);
    const customer = CustomerSchema.parse(answer.body);
    expect(customer.measurements).toEqual(emptyPerType(() => []));
    expect(customer.sizeMeta).toEqual(emptyPerType(() => ({ sizeAndFitMeasurements: {}, mostRecentSize: null })));
  });

  it('carry the saved sizes, newest change first, and the most recent size', async () => {
    const work = await saved(ada, standardSize('shirt', 'Work'));
    const play = await saved(ada, standardSize('shirt', 'Play'));
    const jacket = await saved(ada, standardSize('jackets', 'Wedding'));
    await saved(bob, standardSize('shirt', "Bob's"));

    const customer = CustomerSchema.parse((await getCustomer(ada)).body);
    expect(customer.measurements).toEqual({ ...emptyPerType(() => []), shirt: play.sizes, jackets: jacket.sizes });
    expect(customer.measurements.shirt.map((size) => size.name)).toEqual(['Play', 'Work']);
    expect(customer.sizeMeta).toEqual({
      ...emptyPerType(() => ({ sizeAndFitMeasurements: {}, mostRecentSize: null })),
      shirt: play.sizeMeta,
      jackets: jacket.sizeMeta,
    });
    expect(customer.sizeMeta.shirt.mostRecentSize).toBe('Play');
    expect(Object.keys(customer.sizeMeta.shirt.sizeAndFitMeasurements).sort()).toEqual(['Play', 'Work']);
    expect(work.sizeMeta.mostRecentSize).toBe('Work');

    // Changing the older size makes it the most recent one, in the login answer too.
    tick();
    expect((await change(ada, 'shirt', 'Work', { sizeName: 'Office' })).status).toBe(200);
    const body = LoginResponseSchema.parse(await loginAs(shop, ada));
    expect(body.sizeMeta.shirt.mostRecentSize).toBe('Office');
    expect(body.measurements.shirt.map((size) => size.name)).toEqual(['Office', 'Play']);
    expect(body.measurements).toEqual(body.customer.measurements);
    expect(body.sizeMeta).toEqual(body.customer.sizeMeta);
    expect(body.measurements).toEqual((await getCustomer(ada)).body.measurements);
    // Bob's sizes are his alone.
    expect(JSON.stringify(body)).not.toContain("Bob's");
  });

  it('every profile change answers the sizes too', async () => {
    const work = await saved(ada, standardSize('shirt', 'Work'));
    const answer = await send<Customer>(
      { method: 'PATCH', url: `/api/shopify/customer/${ada.id}/marketing`, payload: { acceptsMarketing: false } },
      bearer(ada.token),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.measurements.shirt).toEqual(work.sizes);
    expect(answer.body.sizeMeta.shirt).toEqual(work.sizeMeta);
  });
});

describe('GET /api/firebase/customers/{id}/measurements/names', () => {
  it('answers the live names of every type, newest change first', async () => {
    const empty = await names(ada);
    expect(empty.status).toBe(200);
    expectPrivate(empty);
    expect(SavedSizeNamesResponseSchema.parse(empty.body)).toEqual({ names: emptyPerType(() => []) });

    await saved(ada, standardSize('shirt', 'Work'));
    await saved(ada, standardSize('shirt', 'Play'));
    await saved(ada, bodySize('trousers', 'Chinos'));
    await saved(ada, standardSize('shirt', 'Gone'));
    expect((await change(ada, 'shirt', 'Gone', { deleted: true })).status).toBe(200);
    expect((await names(ada)).body).toEqual({ names: { ...emptyPerType(() => []), shirt: ['Play', 'Work'], trousers: ['Chinos'] } });
  });
});

describe('PATCH /api/firebase/customers/{id}/measurements/{type}/{name}', () => {
  let work: SizesResponse;
  beforeEach(async () => {
    work = await saved(ada, standardSize('shirt', 'Work shirts'));
  });
  const workSize = () => {
    const size = work.sizes[0];
    if (!size) throw new Error('no size');
    return size;
  };

  it('renames a size named in the address in any case, keeping everything else', async () => {
    tick();
    const answer = await change(ada, 'shirt', 'WORK SHIRTS', { sizeName: ' Office  shirts ' });
    expect(answer.status).toBe(200);
    expectPrivate(answer);
    const body = SizesResponseSchema.parse(answer.body);
    expect(body.sizes).toEqual([{ ...workSize(), name: 'Office shirts', updatedAt: clock.now().toISOString() }]);
    expect(body.sizeMeta).toEqual({
      sizeAndFitMeasurements: { 'Office shirts': work.sizeMeta.sizeAndFitMeasurements['Work shirts'] },
      mostRecentSize: 'Office shirts',
    });
    expect((await names(ada)).body.names.shirt).toEqual(['Office shirts']);
    // The old name is free again; the new one is taken.
    expect((await change(ada, 'shirt', 'Work shirts', { sizeName: 'Other' })).body).toEqual(notFound('Work shirts'));
    expect((await create(ada, 'shirt', standardSize('shirt', 'office SHIRTS'))).body).toEqual(nameTaken('office SHIRTS'));
  });

  it('renames a size to its own name in another case', async () => {
    const answer = await change(ada, 'shirt', 'Work shirts', { sizeName: 'WORK Shirts' });
    expect(answer.status).toBe(200);
    expect(answer.body.sizes.map((size) => size.name)).toEqual(['WORK Shirts']);
  });

  it('refuses to rename onto another live size’s name with 409 and changes nothing', async () => {
    await saved(ada, standardSize('shirt', 'Play'));
    const before = await snapshot(ada);
    for (const name of ['Play', 'pLAY']) {
      const answer = await change(ada, 'shirt', 'Work shirts', { sizeName: name });
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual(nameTaken(name));
    }
    await expectUnchanged(ada, before);
  });

  it('re-measures a size: the new measurements are checked, rounded and replace the old ones', async () => {
    const { field, table } = firstNumberField('shirt');
    tick();
    const measurements = standardSize('shirt', 'x', { [field.key]: -0.3 }).measurements;
    const answer = await change(ada, 'shirt', 'Work shirts', { measurements });
    expect(answer.status).toBe(200);
    const size = answer.body.sizes[0];
    // -0.3 in is 2.4 steps of 0.125 in: two steps down.
    expect(valueOf(size?.measurements ?? [], field.key)).toBe(table - 0.25);
    expect(size).toMatchObject({ name: 'Work shirts', createdAt: workSize().createdAt, updatedAt: clock.now().toISOString() });
    const [row] = await shop.database.handle.db.select().from(customerSizes).where(eq(customerSizes.customerId, ada.id));
    expect(row?.updatedAt).toEqual(clock.now());
    expect(valueOf(row?.measurements ?? [], field.key)).toBe(table - 0.25);
  });

  it('moves a size to another standard size and fit with that size’s measurements', async () => {
    const config = configs.shirt;
    const basedOn = { size: config.sizes.at(-1) ?? '', fit: config.fits.at(-1) ?? '' };
    const measurements = Object.entries(startingValues(config, 'standard', basedOn)).map(([id, value]) => ({
      id,
      fitting_size: value as number | string,
    }));
    const answer = await change(ada, 'shirt', 'Work shirts', { basedOn, measurements });
    expect(answer.status).toBe(200);
    expect(answer.body.sizes[0]).toMatchObject({ basedOn, measurements, track: 'standard' });
    expect(answer.body.sizeMeta.sizeAndFitMeasurements['Work shirts']).toEqual({
      [basedOn.fit]: Object.fromEntries(measurements.map((entry) => [entry.id, entry.fitting_size])),
    });
  });

  it('re-checks the whole size after a change: a new fit alone must still suit the stored measurements', async () => {
    const before = await snapshot(ada);
    const answer = await change(ada, 'shirt', 'Work shirts', { basedOn: { ...workSize().basedOn, fit: 'Baggy' } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject(invalid(MEASUREMENT_MESSAGES.unknownFit(configs.shirt.fits)));
    // Body measurements need the body method's fields, which a standard size does not have.
    const track = await change(ada, 'shirt', 'Work shirts', { track: 'body' });
    expect(track.status).toBe(400);
    expect(track.body.problems?.length).toBeGreaterThan(0);
    await expectUnchanged(ada, before);
  });

  it('refuses a value outside the bounds with 400 and changes nothing', async () => {
    const { field } = firstNumberField('shirt');
    const before = await snapshot(ada);
    const measurements = workSize().measurements.map((entry) =>
      entry.id === field.key ? { ...entry, fitting_size: Number(field.upper_bound) + 10 } : entry,
    );
    const answer = await change(ada, 'shirt', 'Work shirts', { measurements });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(new RegExp(`^${field.label} must be between .+ in and .+ in\\.$`));
    await expectUnchanged(ada, before);
  });

  it('deletes a size: gone from every answer, kept in the database, its name free again', async () => {
    tick();
    const answer = await change(ada, 'shirt', 'work shirts', { deleted: true });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ type: 'shirt', sizes: [], sizeMeta: { sizeAndFitMeasurements: {}, mostRecentSize: null } });
    const customer = (await getCustomer(ada)).body;
    expect(customer.measurements.shirt).toEqual([]);
    expect(customer.sizeMeta.shirt).toEqual({ sizeAndFitMeasurements: {}, mostRecentSize: null });
    expect((await names(ada)).body.names.shirt).toEqual([]);
    const [row] = await shop.database.handle.db.select().from(customerSizes).where(eq(customerSizes.customerId, ada.id));
    expect(row).toMatchObject({ name: 'Work shirts', deletedAt: clock.now() });

    // Deleted is deleted: it cannot be changed or deleted again, and its name can be used anew.
    expect((await change(ada, 'shirt', 'Work shirts', { deleted: true })).body).toEqual(notFound('Work shirts'));
    expect((await change(ada, 'shirt', 'Work shirts', { sizeName: 'Back' })).body).toEqual(notFound('Work shirts'));
    const again = await saved(ada, standardSize('shirt', 'Work shirts'));
    expect(again.sizes.map((size) => size.name)).toEqual(['Work shirts']);
    expect(await shop.database.handle.db.select().from(customerSizes).where(eq(customerSizes.customerId, ada.id))).toHaveLength(2);
  });

  it('answers 404 size_not_found for a name with no live size of the type', async () => {
    await saved(ada, standardSize('polo', 'Polo only'));
    const before = await snapshot(ada);
    for (const [type, name] of [
      ['shirt', 'Nope'],
      ['shirt', 'Polo only'],
      ['polo', 'Work shirts'],
      ['shirt', 'Work/shirts'],
      ['shirt', 'x'.repeat(120)],
    ] as const) {
      const answer = await change(ada, type, name, { sizeName: 'Renamed' });
      expect(answer.status, name).toBe(404);
      expect(answer.body.code, name).toBe('size_not_found');
    }
    expect((await change(ada, 'shirt', 'Nope', { deleted: true })).body).toEqual(notFound('Nope'));
    await expectUnchanged(ada, before);
  });

  it.each<{ what: string; payload: unknown; message: string }>([
    { what: 'deleted with a new name', payload: { deleted: true, sizeName: 'Other' }, message: MEASUREMENT_MESSAGES.deletedWithChanges },
    { what: 'deleted with measurements', payload: { deleted: true, measurements: [] }, message: MEASUREMENT_MESSAGES.deletedWithChanges },
    { what: 'deleted: false', payload: { deleted: false }, message: MEASUREMENT_MESSAGES.deletedInvalid },
    { what: 'an empty object', payload: {}, message: MEASUREMENT_MESSAGES.nothingToUpdate },
    { what: 'a blank name', payload: { sizeName: ' ' }, message: MEASUREMENT_MESSAGES.sizeNameEmpty },
    { what: 'an unknown track', payload: { track: 'saved' }, message: MEASUREMENT_MESSAGES.trackInvalid },
    {
      what: 'an unknown field',
      payload: { measurements: [{ id: 'wingspan', fitting_size: 70 }] },
      message: MEASUREMENT_MESSAGES.unknownField('wingspan'),
    },
    { what: 'a JSON list', payload: [{ deleted: true }], message: MEASUREMENT_MESSAGES.notAnObject },
  ])('refuses $what with 400 "$message" and changes nothing', async ({ payload, message }) => {
    const before = await snapshot(ada);
    const answer = await change(ada, 'shirt', 'Work shirts', payload);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject(invalid(message));
    await expectUnchanged(ada, before);
  });
});

const ROUTE_NAMES = [
  'GET names',
  'POST size',
  'POST size of a taken name',
  'PATCH rename',
  'PATCH measurements',
  'PATCH delete',
  'PATCH an unknown size',
] as const;

/** Every size route, as called with the customer id `id`, on Ada's size "Work". */
function routesWithId(id: string): Array<{ name: (typeof ROUTE_NAMES)[number] } & Request> {
  return [
    { name: 'GET names', method: 'GET', url: namesUrl(id) },
    { name: 'POST size', method: 'POST', url: sizesUrl(id, 'shirt'), payload: standardSize('shirt', 'Mallory') },
    { name: 'POST size of a taken name', method: 'POST', url: sizesUrl(id, 'shirt'), payload: standardSize('shirt', 'Work') },
    { name: 'PATCH rename', method: 'PATCH', url: sizeUrl(id, 'shirt', 'Work'), payload: { sizeName: 'Mallory' } },
    {
      name: 'PATCH measurements',
      method: 'PATCH',
      url: sizeUrl(id, 'shirt', 'Work'),
      payload: { measurements: standardSize('shirt', 'x').measurements },
    },
    { name: 'PATCH delete', method: 'PATCH', url: sizeUrl(id, 'shirt', 'Work'), payload: { deleted: true } },
    { name: 'PATCH an unknown size', method: 'PATCH', url: sizeUrl(id, 'shirt', 'Nope'), payload: { deleted: true } },
  ];
}

describe('sessions and other customers on the size routes', () => {
  beforeEach(async () => {
    await saved(ada, standardSize('shirt', 'Work'));
    await saved(bob, standardSize('shirt', "Bob's"));
  });

  it.each([
    ['no Authorization header', undefined],
    ['another scheme', 'Basic YWRhOmFuYWx5dGljYWw='],
    ['an unknown token', `Bearer ${'A'.repeat(43)}`],
  ])("answers %s with 401 'Token expired.' on every route and changes nothing", async (_what, authorization) => {
    const before = await snapshot(ada);
    for (const route of [
      ...routesWithId(ada.id),
      { name: 'POST to an unknown type', method: 'POST' as const, url: sizesUrl(ada.id, 'hats'), payload: {} },
    ]) {
      const answer = await send(route, authorization);
      expect(answer.status, route.name).toBe(401);
      expect(answer.body, route.name).toEqual(TOKEN_EXPIRED);
      expect(answer.headers['cache-control'], route.name).toBe('no-store');
    }
    await expectUnchanged(ada, before);
  });

  it.each(ROUTE_NAMES)('%s with Bob’s token and Ada’s id is a 403 that shows and changes nothing', async (name) => {
    const route = routesWithId(ada.id).find((each) => each.name === name);
    if (!route) throw new Error(name);
    const adaBefore = await snapshot(ada);
    const bobBefore = await snapshot(bob);

    const answer = await send(route, bearer(bob.token));
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual(FORBIDDEN);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(JSON.stringify(answer.body)).not.toContain('Work');

    await expectUnchanged(ada, adaBefore);
    await expectUnchanged(bob, bobBefore);
  });

  it('is a 403 even when the body or the type is bad, so nothing is learned from the validation', async () => {
    const adaBefore = await snapshot(ada);
    for (const route of [
      ...routesWithId(ada.id).filter((each) => each.payload !== undefined),
      { name: 'POST to an unknown type', method: 'POST' as const, url: sizesUrl(ada.id, 'hats'), payload: {} },
      { name: 'PATCH an unknown type', method: 'PATCH' as const, url: sizeUrl(ada.id, 'hats', 'Work'), payload: {} },
    ]) {
      const answer = await send({ ...route, payload: [] }, bearer(bob.token));
      expect(answer.status, route.name).toBe(403);
      expect(answer.body, route.name).toEqual(FORBIDDEN);
    }
    await expectUnchanged(ada, adaBefore);
  });

  it('Bob reaches only his own sizes: Ada’s size name through his own id is not found', async () => {
    const adaBefore = await snapshot(ada);
    const answer = await change(bob, 'shirt', 'Work', { deleted: true });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual(notFound('Work'));
    expect((await names(bob)).body.names.shirt).toEqual(["Bob's"]);
    await expectUnchanged(ada, adaBefore);
  });
});

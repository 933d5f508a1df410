import {
  AddressBookSchema,
  CUSTOMER_MESSAGES,
  CustomerSchema,
  emptyPerType,
  MAX_ADDRESSES,
  ShippingResponseSchema,
  type AddressBook,
  type AddressInput,
  type Customer,
  type LoginResponse,
} from '@selvedge/contract';
import { count, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { carts, customerAddresses, customers, rateLimits, sessions } from '../../db/schema.js';
import { SESSION_LIFETIME_MS } from '../../platform/authentication.js';
import { fixedClock } from '../../platform/clock.js';
import { createCustomer, CUSTOMER_PASSWORD, loginAs, type TestCustomer } from '../../test/factories.js';
import { createTestApp, type TestAnswer, type TestApp } from '../../test/test-app.js';
import { invalidInputAnswer } from '../../test/error-answers.js';

/** What a customer with no saved sizes carries: every product type, empty. */
const noSizes = emptyPerType(() => []);
const noSizeMeta = emptyPerType(() => ({ sizeAndFitMeasurements: {}, mostRecentSize: null }));

const start = new Date('2026-03-02T09:00:00Z');
const clock = fixedClock(start);
let shop: TestApp;
/** The delivery countries of the seed, code -> name, as GET /api/shopify/shipping lists them. */
let countries: Map<string, string>;
/** A well-formed country code we do not deliver to. */
let notDelivered: string;

beforeAll(async () => {
  shop = await createTestApp({ clock });
  const shipping = await shop.call({ method: 'GET', url: '/api/shopify/shipping' });
  expect(shipping.status).toBe(200);
  countries = new Map(ShippingResponseSchema.parse(shipping.body).countries.map((country) => [country.code, country.name]));
  for (const code of ['SG', 'US', 'GB']) expect(countries.has(code), code).toBe(true);
  const absent = ['KP', 'AQ', 'BV', 'ZZ'].find((code) => !countries.has(code));
  if (!absent) throw new Error('every candidate country is delivered to');
  notDelivered = absent;
});
afterAll(async () => shop.close());
beforeEach(async () => {
  clock.set(start);
  const { db } = shop.database.handle;
  await db.delete(sessions);
  await db.delete(customerAddresses);
  await db.delete(carts);
  await db.delete(customers);
  await db.delete(rateLimits);
});

type ErrorBody = { error: string; code: string };
type Json = Record<string, unknown>;

const TOKEN_EXPIRED: ErrorBody = { error: 'Token expired.', code: 'token_expired' };
const FORBIDDEN: ErrorBody = { error: CUSTOMER_MESSAGES.forbidden, code: 'forbidden' };
const ADDRESS_NOT_FOUND: ErrorBody = { error: CUSTOMER_MESSAGES.addressNotFound, code: 'address_not_found' };
const invalid = invalidInputAnswer;

/** Moves the fixed clock on, so rows made one after another have distinct, ordered times. */
function tick(ms = 1000): void {
  clock.set(new Date(clock.now().getTime() + ms));
}

interface Request {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: string;
  payload?: unknown;
  /** A body sent as it is, with this content type. */
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

const customerUrl = '/api/firebase/customers/customer?cc=SGD';
const detailsUrl = (id: string) => `/api/shopify/customer/${id}`;
const marketingUrl = (id: string) => `/api/shopify/customer/${id}/marketing`;
const addressesUrl = (id: string) => `/api/shopify/customer/${id}/addresses`;
const addressUrl = (id: string, addressId: string) => `/api/shopify/customer/${id}/addresses/${addressId}`;
const defaultUrl = (id: string) => `/api/shopify/customer/${id}/address/default`;

const getCustomer = (who: TestCustomer) => send<Customer>({ method: 'GET', url: customerUrl }, bearer(who.token));
const updateDetails = (who: TestCustomer, payload: unknown, id = who.id) =>
  send<Customer>({ method: 'PATCH', url: detailsUrl(id), payload }, bearer(who.token));
const updateMarketing = (who: TestCustomer, payload: unknown, id = who.id) =>
  send<Customer>({ method: 'PATCH', url: marketingUrl(id), payload }, bearer(who.token));
const listAddresses = (who: TestCustomer, id = who.id) => send<AddressBook>({ method: 'GET', url: addressesUrl(id) }, bearer(who.token));
const addAddress = (who: TestCustomer, payload: unknown, id = who.id) =>
  send<AddressBook>({ method: 'POST', url: addressesUrl(id), payload }, bearer(who.token));
const editAddress = (who: TestCustomer, addressId: string, payload: unknown, id = who.id) =>
  send<AddressBook>({ method: 'PATCH', url: addressUrl(id, addressId), payload }, bearer(who.token));
const deleteAddress = (who: TestCustomer, addressId: string, id = who.id) =>
  send<AddressBook>({ method: 'DELETE', url: addressUrl(id, addressId) }, bearer(who.token));
const setDefault = (who: TestCustomer, payload: unknown, id = who.id) =>
  send<AddressBook>({ method: 'PATCH', url: defaultUrl(id), payload }, bearer(who.token));

/** A customer's own answers are private: never cached, and sealed like every JSON answer. */
function expectPrivate(answer: TestAnswer<unknown>): void {
  expect(answer.headers['cache-control']).toBe('no-store');
  expect(answer.encrypted).toBe(true);
}

const home: AddressInput = {
  firstName: '  Ada ',
  lastName: ' Lovelace ',
  company: '  ',
  address1: ' 1 Marina Boulevard ',
  address2: null,
  city: 'Singapore',
  zip: '018989',
  countryCode: ' sg ',
  phone: '+65 6123-4567',
};
const office: AddressInput = {
  firstName: 'Ada',
  lastName: 'King',
  company: 'Analytical Engines Ltd',
  address1: '10 Downing Street',
  address2: 'Flat 2',
  city: 'London',
  province: 'Greater London',
  zip: 'SW1A 2AA',
  countryCode: 'GB',
};
const cabin: AddressInput = {
  firstName: 'Ada',
  lastName: 'Byron',
  address1: '1600 Pennsylvania Avenue NW',
  city: 'Washington',
  province: 'DC',
  zip: '20500',
  countryCode: 'US',
  phone: '+1 (202) 456-1111',
};

/** Adds an address and answers the new address's id (the newest is first in the book). */
async function added(who: TestCustomer, payload: AddressInput): Promise<string> {
  tick();
  const answer = await addAddress(who, payload);
  expect(answer.status).toBe(201);
  const id = answer.body.addresses[0]?.id;
  if (!id) throw new Error('no address in the answer');
  return id;
}

/** Everything stored about a customer: their row and their addresses. */
async function stored(who: TestCustomer) {
  const { db } = shop.database.handle;
  const [row] = await db.select().from(customers).where(eq(customers.id, who.id));
  const addresses = await db.select().from(customerAddresses).where(eq(customerAddresses.customerId, who.id)).orderBy(customerAddresses.id);
  return { row, addresses };
}

/** What the customer sees of themselves and what is stored, to compare before and after a refusal. */
async function snapshot(who: TestCustomer) {
  const customer = await getCustomer(who);
  expect(customer.status).toBe(200);
  const book = await listAddresses(who);
  expect(book.status).toBe(200);
  return { customer: customer.body, book: book.body, stored: await stored(who) };
}

async function expectUnchanged(who: TestCustomer, before: Awaited<ReturnType<typeof snapshot>>): Promise<void> {
  expect(await snapshot(who)).toEqual(before);
}

async function addressCount(): Promise<number> {
  const [row] = await shop.database.handle.db.select({ n: count() }).from(customerAddresses);
  return row?.n ?? 0;
}

let ada: TestCustomer;
let bob: TestCustomer;
beforeEach(async () => {
  ada = await createCustomer(shop, { firstName: 'Ada', email: 'ada@example.com' });
  bob = await createCustomer(shop, { firstName: 'Bob', email: 'bob@example.com' });
});

describe('GET /api/firebase/customers/customer', () => {
  it('answers the session’s own customer, private and sealed', async () => {
    const answer = await getCustomer(ada);
    expect(answer.status).toBe(200);
    expectPrivate(answer);
    expect(CustomerSchema.parse(answer.body)).toEqual({
      id: ada.id,
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Tester',
      phone: null,
      acceptsMarketing: true,
      activeCart: ada.activeCart,
      measurements: noSizes,
      sizeMeta: noSizeMeta,
      defaultAddress: null,
      addresses: [],
      createdAt: start.toISOString(),
    });
    expect((await getCustomer(bob)).body.id).toBe(bob.id);
  });
});

describe('PATCH /api/shopify/customer/:id', () => {
  it('changes the names (trimmed), the e-mail (lower-cased) and the phone (normalised)', async () => {
    tick(60_000);
    const answer = await updateDetails(ada, {
      firstName: '  Augusta ',
      lastName: ' King ',
      email: '  Augusta.King@Example.COM ',
      phone: '+65 9123-4567',
      currentPassword: CUSTOMER_PASSWORD,
    });
    expect(answer.status).toBe(200);
    expectPrivate(answer);
    const expected = {
      id: ada.id,
      email: 'augusta.king@example.com',
      firstName: 'Augusta',
      lastName: 'King',
      phone: '+6591234567',
      acceptsMarketing: true,
      activeCart: ada.activeCart,
      measurements: noSizes,
      sizeMeta: noSizeMeta,
      defaultAddress: null,
      addresses: [],
      createdAt: start.toISOString(),
    };
    expect(CustomerSchema.parse(answer.body)).toEqual(expected);
    expect((await getCustomer(ada)).body).toEqual(expected);

    const { row } = await stored(ada);
    expect(row).toMatchObject({ email: 'augusta.king@example.com', phone: '+6591234567', createdAt: start, updatedAt: clock.now() });
    // The new e-mail logs in; the old one no longer does.
    const login = (email: string) =>
      shop.call<LoginResponse>({ method: 'POST', url: '/api/shopify/auth/login', payload: { email, password: CUSTOMER_PASSWORD } });
    expect((await login('augusta.king@example.com')).body.id).toBe(ada.id);
    expect((await login('ada@example.com')).status).toBe(401);
    // Bob is untouched.
    expect((await getCustomer(bob)).body).toMatchObject({ email: 'bob@example.com', firstName: 'Bob', phone: null });
  });

  it('changes only the fields sent', async () => {
    const answer = await updateDetails(ada, { lastName: 'Byron' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      firstName: 'Ada',
      lastName: 'Byron',
      email: 'ada@example.com',
      phone: null,
      acceptsMarketing: true,
    });
  });

  it.each([
    ['+65 9123 4567', '+6591234567'],
    ['+1 (202) 456-1111', '+12024561111'],
    ['+44.20.7946.0958', '+442079460958'],
  ])('stores the phone %s as %s', async (phone, expected) => {
    const answer = await updateDetails(ada, { phone });
    expect(answer.status).toBe(200);
    expect(answer.body.phone).toBe(expected);
    expect((await stored(ada)).row?.phone).toBe(expected);
  });

  it.each([
    ['null', null],
    ["''", ''],
    ['blanks', '   '],
  ])('removes the phone when it is %s', async (_what, phone) => {
    expect((await updateDetails(ada, { phone: '+65 9123 4567' })).body.phone).toBe('+6591234567');
    const answer = await updateDetails(ada, { phone });
    expect(answer.status).toBe(200);
    expect(answer.body.phone).toBeNull();
    expect((await getCustomer(ada)).body.phone).toBeNull();
    expect((await stored(ada)).row?.phone).toBeNull();
  });

  it('keeps one’s own e-mail typed in another case', async () => {
    const answer = await updateDetails(ada, { email: 'ADA@example.com', firstName: 'Ada Augusta' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ email: 'ada@example.com', firstName: 'Ada Augusta' });
  });

  it('refuses fields that are not the customer’s details (marketing, id, password), naming them, and changes nothing', async () => {
    const before = await stored(ada);
    const answer = await updateDetails(ada, { firstName: 'Augusta', acceptsMarketing: false, id: 'cus_other', passwordHash: 'x' });
    expect(answer.status).toBe(400);
    expect((answer.body as unknown as { error: string }).error).toBe('acceptsMarketing, id, passwordHash: are not fields of this request');
    // Each unknown key is a problem on its own path, so a form can show it where it belongs.
    expect((answer.body as unknown as { problems: unknown }).problems).toEqual(
      ['acceptsMarketing', 'id', 'passwordHash'].map((path) => ({ path, message: 'is not a field of this request' })),
    );
    const after = await stored(ada);
    expect(after.row).toEqual(before.row);
  });

  it.each<{ what: string; request: Omit<Request, 'method' | 'url'>; message: string }>([
    { what: 'a phone without a plus', request: { payload: { phone: '6591234567' } }, message: CUSTOMER_MESSAGES.phoneInvalid },
    { what: 'a phone with letters', request: { payload: { phone: '+65 9123 ABCD' } }, message: CUSTOMER_MESSAGES.phoneInvalid },
    { what: 'a phone too short', request: { payload: { phone: '+65 12' } }, message: CUSTOMER_MESSAGES.phoneInvalid },
    { what: 'a phone starting +0', request: { payload: { phone: '+0 9123 4567' } }, message: CUSTOMER_MESSAGES.phoneInvalid },
    { what: 'a phone as a number', request: { payload: { phone: 6591234567 } }, message: CUSTOMER_MESSAGES.phoneInvalid },
    { what: 'an empty object', request: { payload: {} }, message: CUSTOMER_MESSAGES.nothingToUpdate },
    { what: 'a JSON list', request: { payload: [{ firstName: 'Augusta' }] }, message: CUSTOMER_MESSAGES.notAnObject },
    { what: 'a JSON string', request: { raw: { body: '"Augusta"', type: 'application/json' } }, message: CUSTOMER_MESSAGES.notAnObject },
    { what: 'JSON null', request: { raw: { body: 'null', type: 'application/json' } }, message: CUSTOMER_MESSAGES.notAnObject },
    { what: 'plain text', request: { raw: { body: 'firstName=Augusta', type: 'text/plain' } }, message: CUSTOMER_MESSAGES.notAnObject },
    { what: 'a bad e-mail', request: { payload: { email: 'ada.example.com' } }, message: 'Email is invalid.' },
    { what: 'an empty e-mail', request: { payload: { email: '  ' } }, message: 'Email is invalid.' },
    {
      what: 'an e-mail over 254 characters',
      request: { payload: { email: `${'a'.repeat(250)}@example.com` } },
      message: 'Email is invalid.',
    },
    { what: 'a blank first name', request: { payload: { firstName: '   ' } }, message: CUSTOMER_MESSAGES.firstNameEmpty },
    { what: 'an empty last name', request: { payload: { lastName: '' } }, message: CUSTOMER_MESSAGES.lastNameEmpty },
    {
      what: 'a first name over 80 characters',
      request: { payload: { firstName: 'A'.repeat(81) } },
      message: CUSTOMER_MESSAGES.fieldTooLong('First name', 80),
    },
    {
      what: 'a good name with a bad phone',
      request: { payload: { firstName: 'Augusta', phone: '6591234567' } },
      message: CUSTOMER_MESSAGES.phoneInvalid,
    },
  ])('refuses $what with 400 "$message" and changes nothing', async ({ request, message }) => {
    expect((await updateDetails(ada, { phone: '+65 6000 0000' })).status).toBe(200);
    const before = await snapshot(ada);
    tick();
    const answer = await send({ method: 'PATCH', url: detailsUrl(ada.id), ...request }, bearer(ada.token));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(invalid(message));
    expect(answer.headers['cache-control']).toBe('no-store');
    await expectUnchanged(ada, before);
  });

  it('accepts a first name of exactly 80 characters', async () => {
    const answer = await updateDetails(ada, { firstName: ` ${'A'.repeat(80)} ` });
    expect(answer.status).toBe(200);
    expect(answer.body.firstName).toBe('A'.repeat(80));
  });

  it('refuses an e-mail another customer has, in any case, with 409 and changes nothing', async () => {
    const adaBefore = await snapshot(ada);
    const bobBefore = await snapshot(bob);
    for (const email of ['bob@example.com', ' BOB@Example.com ']) {
      const answer = await updateDetails(ada, { email, firstName: 'Mallory', phone: '+65 9123 4567', currentPassword: CUSTOMER_PASSWORD });
      expect(answer.status, email).toBe(409);
      expect(answer.body).toEqual({ error: CUSTOMER_MESSAGES.emailTaken, code: 'email_taken' });
    }
    await expectUnchanged(ada, adaBefore);
    await expectUnchanged(bob, bobBefore);
  });
});

describe('PATCH /api/shopify/customer/:id/marketing', () => {
  it('turns marketing off and on again, and the customer call shows it', async () => {
    const off = await updateMarketing(ada, { acceptsMarketing: false });
    expect(off.status).toBe(200);
    expectPrivate(off);
    expect(CustomerSchema.parse(off.body)).toMatchObject({ id: ada.id, acceptsMarketing: false, email: 'ada@example.com' });
    expect((await getCustomer(ada)).body.acceptsMarketing).toBe(false);
    expect((await stored(ada)).row?.acceptsMarketing).toBe(false);
    // Bob keeps his.
    expect((await getCustomer(bob)).body.acceptsMarketing).toBe(true);

    const on = await updateMarketing(ada, { acceptsMarketing: true });
    expect(on.status).toBe(200);
    expect(on.body.acceptsMarketing).toBe(true);
    expect((await getCustomer(ada)).body.acceptsMarketing).toBe(true);
  });

  it('refuses anything but the marketing choice, changing nothing', async () => {
    const answer = await updateMarketing(ada, {
      acceptsMarketing: false,
      email: 'mallory@example.com',
      firstName: 'Mallory',
      phone: '+6591234567',
    });
    expect(answer.status).toBe(400);
    expect((answer.body as { error: string }).error).toBe('email, firstName, phone: are not fields of this request');
    expect((await stored(ada)).row).toMatchObject({ acceptsMarketing: true, email: 'ada@example.com', firstName: 'Ada', phone: null });
  });

  it.each<{ what: string; request: Omit<Request, 'method' | 'url'>; message: string }>([
    { what: 'text', request: { payload: { acceptsMarketing: 'false' } }, message: CUSTOMER_MESSAGES.acceptsMarketingNotBoolean },
    { what: 'a number', request: { payload: { acceptsMarketing: 0 } }, message: CUSTOMER_MESSAGES.acceptsMarketingNotBoolean },
    { what: 'null', request: { payload: { acceptsMarketing: null } }, message: CUSTOMER_MESSAGES.acceptsMarketingNotBoolean },
    { what: 'an empty object', request: { payload: {} }, message: CUSTOMER_MESSAGES.acceptsMarketingNotBoolean },
    { what: 'a JSON list', request: { payload: [false] }, message: CUSTOMER_MESSAGES.notAnObject },
    { what: 'a bare JSON boolean', request: { raw: { body: 'false', type: 'application/json' } }, message: CUSTOMER_MESSAGES.notAnObject },
    {
      what: 'plain text',
      request: { raw: { body: 'acceptsMarketing=false', type: 'text/plain' } },
      message: CUSTOMER_MESSAGES.notAnObject,
    },
  ])('refuses $what with 400 and changes nothing', async ({ request, message }) => {
    const before = await snapshot(ada);
    const answer = await send({ method: 'PATCH', url: marketingUrl(ada.id), ...request }, bearer(ada.token));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(invalid(message));
    await expectUnchanged(ada, before);
  });
});

describe('the address book', () => {
  it('starts empty', async () => {
    const answer = await listAddresses(ada);
    expect(answer.status).toBe(200);
    expectPrivate(answer);
    expect(answer.body).toEqual({ addresses: [], defaultAddressId: null });
  });

  it('adds an address, cleaned up, with the country’s name; the first becomes the default', async () => {
    const answer = await addAddress(ada, home);
    expect(answer.status).toBe(201);
    expectPrivate(answer);
    const book = AddressBookSchema.parse(answer.body);
    const id = book.addresses[0]?.id;
    expect(id).toMatch(/^adr_[A-Za-z0-9_-]{16}$/);
    const expected = {
      id,
      firstName: 'Ada',
      lastName: 'Lovelace',
      company: null,
      address1: '1 Marina Boulevard',
      address2: null,
      city: 'Singapore',
      province: null,
      zip: '018989',
      countryCode: 'SG',
      country: countries.get('SG'),
      phone: '+6561234567',
    };
    expect(countries.get('SG')).toMatch(/\w/);
    expect(book).toEqual({ addresses: [expected], defaultAddressId: id });
    expect((await listAddresses(ada)).body).toEqual(book);

    const customer = await getCustomer(ada);
    expect(customer.body.defaultAddress).toEqual(expected);
    expect(customer.body.addresses).toEqual([expected]);
    expect((await stored(ada)).row?.defaultAddressId).toBe(id);
    // Bob's book is his own.
    expect((await listAddresses(bob)).body).toEqual({ addresses: [], defaultAddressId: null });
  });

  it('lists the book newest first and keeps the first address as the default', async () => {
    const first = await added(ada, home);
    const second = await added(ada, office);
    const third = await added(ada, cabin);
    const book = await listAddresses(ada);
    expect(book.body.addresses.map((address) => address.id)).toEqual([third, second, first]);
    expect(book.body.defaultAddressId).toBe(first);
    expect(book.body.addresses.map((address) => [address.countryCode, address.country])).toEqual([
      ['US', countries.get('US')],
      ['GB', countries.get('GB')],
      ['SG', countries.get('SG')],
    ]);
    expect(book.body.addresses[0]?.phone).toBe('+12024561111');
    expect(book.body.addresses[1]).toMatchObject({
      company: 'Analytical Engines Ltd',
      address2: 'Flat 2',
      province: 'Greater London',
      phone: null,
    });
    const customer = (await getCustomer(ada)).body;
    expect(customer.addresses).toEqual(book.body.addresses);
    expect(customer.defaultAddress?.id).toBe(first);
  });

  it('edits an address in full, leaving the others and the default as they were', async () => {
    const first = await added(ada, home);
    const second = await added(ada, office);
    const untouched = (await listAddresses(ada)).body.addresses.find((address) => address.id === first);

    tick();
    const answer = await editAddress(ada, second, { ...cabin, firstName: ' Augusta ', countryCode: 'us' });
    expect(answer.status).toBe(200);
    expectPrivate(answer);
    expect(AddressBookSchema.parse(answer.body)).toEqual({
      addresses: [
        {
          id: second,
          firstName: 'Augusta',
          lastName: 'Byron',
          // Fields left out are cleared: an edit sends the whole address.
          company: null,
          address1: '1600 Pennsylvania Avenue NW',
          address2: null,
          city: 'Washington',
          province: 'DC',
          zip: '20500',
          countryCode: 'US',
          country: countries.get('US'),
          phone: '+12024561111',
        },
        untouched,
      ],
      defaultAddressId: first,
    });
    expect((await listAddresses(ada)).body).toEqual(answer.body);
    expect((await getCustomer(ada)).body.addresses).toEqual(answer.body.addresses);
  });

  it('sets the default address', async () => {
    const first = await added(ada, home);
    const second = await added(ada, office);
    const answer = await setDefault(ada, { addressId: second });
    expect(answer.status).toBe(200);
    expectPrivate(answer);
    expect(answer.body.defaultAddressId).toBe(second);
    expect(answer.body.addresses.map((address) => address.id)).toEqual([second, first]);
    const customer = (await getCustomer(ada)).body;
    expect(customer.defaultAddress?.id).toBe(second);
    expect(customer.defaultAddress?.city).toBe('London');
    // Setting it again is harmless.
    expect((await setDefault(ada, { addressId: second })).body.defaultAddressId).toBe(second);
    expect((await setDefault(ada, { addressId: first })).body.defaultAddressId).toBe(first);
  });

  it('deletes an address that is not the default and keeps the default', async () => {
    const first = await added(ada, home);
    const second = await added(ada, office);
    const answer = await deleteAddress(ada, second);
    expect(answer.status).toBe(200);
    expectPrivate(answer);
    expect(answer.body.addresses.map((address) => address.id)).toEqual([first]);
    expect(answer.body.defaultAddressId).toBe(first);
    expect((await listAddresses(ada)).body).toEqual(answer.body);
  });

  it('deleting the default makes the newest remaining address the default; deleting the last leaves none', async () => {
    const first = await added(ada, home);
    const second = await added(ada, office);
    const third = await added(ada, cabin);
    // The oldest address is the default; the newest remaining one takes over, not the next oldest.
    let answer = await deleteAddress(ada, first);
    expect(answer.status).toBe(200);
    expect(answer.body.addresses.map((address) => address.id)).toEqual([third, second]);
    expect(answer.body.defaultAddressId).toBe(third);
    expect((await getCustomer(ada)).body.defaultAddress?.id).toBe(third);

    answer = await deleteAddress(ada, third);
    expect(answer.body).toMatchObject({ defaultAddressId: second });
    expect(answer.body.addresses.map((address) => address.id)).toEqual([second]);

    answer = await deleteAddress(ada, second);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ addresses: [], defaultAddressId: null });
    const customer = (await getCustomer(ada)).body;
    expect(customer.defaultAddress).toBeNull();
    expect(customer.addresses).toEqual([]);
    expect((await stored(ada)).row?.defaultAddressId).toBeNull();

    // The next address added becomes the default again.
    const fourth = await added(ada, office);
    expect((await listAddresses(ada)).body.defaultAddressId).toBe(fourth);
  });

  it('deleting an address twice is a 404 the second time', async () => {
    const first = await added(ada, home);
    expect((await deleteAddress(ada, first)).status).toBe(200);
    const again = await deleteAddress(ada, first);
    expect(again.status).toBe(404);
    expect(again.body).toEqual(ADDRESS_NOT_FOUND);
  });

  const badAddresses: Array<{ what: string; request: Omit<Request, 'method' | 'url'>; message: string }> = [
    { what: 'no address1', request: { payload: { ...office, address1: undefined } }, message: CUSTOMER_MESSAGES.address1Empty },
    { what: 'a blank address1', request: { payload: { ...office, address1: '   ' } }, message: CUSTOMER_MESSAGES.address1Empty },
    { what: 'no city', request: { payload: { ...office, city: undefined } }, message: CUSTOMER_MESSAGES.cityEmpty },
    { what: 'an empty city', request: { payload: { ...office, city: '' } }, message: CUSTOMER_MESSAGES.cityEmpty },
    { what: 'no first name', request: { payload: { ...office, firstName: '' } }, message: CUSTOMER_MESSAGES.firstNameEmpty },
    { what: 'no last name', request: { payload: { ...office, lastName: undefined } }, message: CUSTOMER_MESSAGES.lastNameEmpty },
    {
      what: 'an address1 over 120 characters',
      request: { payload: { ...office, address1: 'x'.repeat(121) } },
      message: CUSTOMER_MESSAGES.fieldTooLong('Address', 120),
    },
    {
      what: 'a city over 60 characters',
      request: { payload: { ...office, city: 'x'.repeat(61) } },
      message: CUSTOMER_MESSAGES.fieldTooLong('City', 60),
    },
    {
      what: 'a zip over 20 characters',
      request: { payload: { ...office, zip: '1'.repeat(21) } },
      message: CUSTOMER_MESSAGES.fieldTooLong('Postal code', 20),
    },
    {
      what: 'a company over 60 characters',
      request: { payload: { ...office, company: 'c'.repeat(61) } },
      message: CUSTOMER_MESSAGES.fieldTooLong('Company', 60),
    },
    { what: 'the country code S1', request: { payload: { ...office, countryCode: 'S1' } }, message: CUSTOMER_MESSAGES.countryInvalid },
    {
      what: 'a three-letter country code',
      request: { payload: { ...office, countryCode: 'SGP' } },
      message: CUSTOMER_MESSAGES.countryInvalid,
    },
    { what: 'no country code', request: { payload: { ...office, countryCode: undefined } }, message: CUSTOMER_MESSAGES.countryInvalid },
    { what: 'a phone without a plus', request: { payload: { ...office, phone: '6591234567' } }, message: CUSTOMER_MESSAGES.phoneInvalid },
    { what: 'a JSON list', request: { payload: [office] }, message: CUSTOMER_MESSAGES.notAnObject },
    {
      what: 'a JSON string',
      request: { raw: { body: '"10 Downing Street"', type: 'application/json' } },
      message: CUSTOMER_MESSAGES.notAnObject,
    },
    { what: 'plain text', request: { raw: { body: '10 Downing Street', type: 'text/plain' } }, message: CUSTOMER_MESSAGES.notAnObject },
  ];

  it.each(badAddresses)('refuses to add an address with $what (400 "$message") and changes nothing', async ({ request, message }) => {
    await added(ada, home);
    const before = await snapshot(ada);
    const answer = await send({ method: 'POST', url: addressesUrl(ada.id), ...request }, bearer(ada.token));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(invalid(message));
    expect(answer.headers['cache-control']).toBe('no-store');
    await expectUnchanged(ada, before);
  });

  it.each(badAddresses)('refuses to edit an address with $what (400 "$message") and changes nothing', async ({ request, message }) => {
    const first = await added(ada, home);
    const before = await snapshot(ada);
    const answer = await send({ method: 'PATCH', url: addressUrl(ada.id, first), ...request }, bearer(ada.token));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(invalid(message));
    await expectUnchanged(ada, before);
  });

  it('refuses a country we do not deliver to, on add and on edit, and changes nothing', async () => {
    const first = await added(ada, home);
    const before = await snapshot(ada);
    const refusal = {
      error: CUSTOMER_MESSAGES.countryNotShipped,
      code: 'country_not_delivered',
      problems: [{ path: 'countryCode', message: CUSTOMER_MESSAGES.countryNotShipped }],
    };
    const add = await addAddress(ada, { ...office, countryCode: notDelivered });
    expect(add.status).toBe(400);
    expect(add.body).toEqual(refusal);
    const edit = await editAddress(ada, first, { ...office, countryCode: notDelivered.toLowerCase() });
    expect(edit.status).toBe(400);
    expect(edit.body).toEqual(refusal);
    await expectUnchanged(ada, before);
  });

  it('answers 404 for an address that is not in the book, on edit, delete and default', async () => {
    await added(ada, home);
    const before = await snapshot(ada);
    for (const unknown of ['adr_doesnotexist0000', 'nope']) {
      const edit = await editAddress(ada, unknown, office);
      expect(edit.status).toBe(404);
      expect(edit.body).toEqual(ADDRESS_NOT_FOUND);
      const remove = await deleteAddress(ada, unknown);
      expect(remove.status).toBe(404);
      expect(remove.body).toEqual(ADDRESS_NOT_FOUND);
      const preferred = await setDefault(ada, { addressId: unknown });
      expect(preferred.status).toBe(404);
      expect(preferred.body).toEqual(ADDRESS_NOT_FOUND);
    }
    await expectUnchanged(ada, before);
  });

  it.each<{ what: string; request: Omit<Request, 'method' | 'url'>; message: string }>([
    { what: 'an empty object', request: { payload: {} }, message: CUSTOMER_MESSAGES.addressIdInvalid },
    { what: 'an empty addressId', request: { payload: { addressId: '' } }, message: CUSTOMER_MESSAGES.addressIdInvalid },
    { what: 'a numeric addressId', request: { payload: { addressId: 1 } }, message: CUSTOMER_MESSAGES.addressIdInvalid },
    {
      what: 'an addressId over 64 characters',
      request: { payload: { addressId: 'a'.repeat(65) } },
      message: CUSTOMER_MESSAGES.addressIdInvalid,
    },
    { what: 'a JSON list', request: { payload: ['adr_x'] }, message: CUSTOMER_MESSAGES.notAnObject },
  ])('refuses a default of $what with 400 and changes nothing', async ({ request, message }) => {
    await added(ada, home);
    await added(ada, office);
    const before = await snapshot(ada);
    const answer = await send({ method: 'PATCH', url: defaultUrl(ada.id), ...request }, bearer(ada.token));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(invalid(message));
    await expectUnchanged(ada, before);
  });

  it(`keeps at most ${MAX_ADDRESSES} addresses: the next is a 409 and changes nothing`, async () => {
    const first = await added(ada, home);
    for (let i = 1; i < MAX_ADDRESSES; i += 1) await added(ada, { ...office, address1: `${i} Downing Street` });
    const before = await snapshot(ada);
    expect(before.book.addresses).toHaveLength(MAX_ADDRESSES);
    expect(before.book.defaultAddressId).toBe(first);

    const answer = await addAddress(ada, cabin);
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ error: CUSTOMER_MESSAGES.tooManyAddresses, code: 'too_many_addresses' });
    await expectUnchanged(ada, before);

    // Another customer is not affected by Ada's full book.
    expect((await addAddress(bob, cabin)).status).toBe(201);
    // Deleting one makes room again.
    expect((await deleteAddress(ada, first)).status).toBe(200);
    expect((await addAddress(ada, cabin)).status).toBe(201);
    expect((await listAddresses(ada)).body.addresses).toHaveLength(MAX_ADDRESSES);
  });

  it('five addresses added at once make five addresses and one default among them', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => addAddress(ada, { ...office, address1: `${i + 1} Downing Street` })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    const book = (await listAddresses(ada)).body;
    expect(book.addresses).toHaveLength(5);
    expect(book.addresses.map((address) => address.address1).sort()).toEqual([1, 2, 3, 4, 5].map((i) => `${i} Downing Street`));
    expect(book.defaultAddressId).not.toBeNull();
    expect(book.addresses.filter((address) => address.id === book.defaultAddressId)).toHaveLength(1);
    // Every answer named the same default: the first address stored, never replaced by a later one.
    expect(new Set(answers.map((answer) => answer.body.defaultAddressId))).toEqual(new Set([book.defaultAddressId]));
    expect(await addressCount()).toBe(5);
    expect((await getCustomer(ada)).body.defaultAddress?.id).toBe(book.defaultAddressId);
  });
});

/** Every route of the account, as the customer `id` would call it, with address `addressId`. */
function everyRoute(id: string, addressId: string): Array<{ name: string } & Request> {
  return [{ name: 'GET customer', method: 'GET', url: customerUrl }, ...routesWithId(id, addressId)];
}
function routesWithId(id: string, addressId: string): Array<{ name: string } & Request> {
  return [
    {
      name: 'PATCH details',
      method: 'PATCH',
      url: detailsUrl(id),
      payload: { firstName: 'Mallory', email: 'mallory@example.com', phone: '+6590000000' },
    },
    { name: 'PATCH marketing', method: 'PATCH', url: marketingUrl(id), payload: { acceptsMarketing: false } },
    { name: 'GET addresses', method: 'GET', url: addressesUrl(id) },
    { name: 'POST address', method: 'POST', url: addressesUrl(id), payload: cabin },
    { name: 'PATCH address', method: 'PATCH', url: addressUrl(id, addressId), payload: { ...cabin, city: 'Elsewhere' } },
    { name: 'DELETE address', method: 'DELETE', url: addressUrl(id, addressId) },
    { name: 'PATCH default', method: 'PATCH', url: defaultUrl(id), payload: { addressId } },
  ];
}

describe('sessions on the account routes', () => {
  let second: string;
  beforeEach(async () => {
    await added(ada, home);
    second = await added(ada, office);
  });

  it.each([
    ['no Authorization header', undefined],
    ['an empty header', ''],
    ['another scheme', 'Basic YWRhOmFuYWx5dGljYWw='],
    ['a token of the wrong form', 'Bearer not-a-token'],
    ['an unknown token', `Bearer ${'A'.repeat(43)}`],
  ])("answers %s with 401 'Token expired.' on every route and changes nothing", async (_what, authorization) => {
    const before = await snapshot(ada);
    for (const route of everyRoute(ada.id, second)) {
      const answer = await send(route, authorization);
      expect(answer.status, route.name).toBe(401);
      expect(answer.body, route.name).toEqual(TOKEN_EXPIRED);
      expect(answer.headers['cache-control'], route.name).toBe('no-store');
    }
    await expectUnchanged(ada, before);
  });

  it("answers a logged-out token with 401 'Token expired.' on every route and changes nothing", async () => {
    const before = await snapshot(ada);
    const out = await send({ method: 'POST', url: '/api/shopify/auth/logout' }, bearer(ada.token));
    expect(out.status).toBe(204);
    for (const route of everyRoute(ada.id, second)) {
      const answer = await send(route, bearer(ada.token));
      expect(answer.status, route.name).toBe(401);
      expect(answer.body, route.name).toEqual(TOKEN_EXPIRED);
    }
    // Ada logs in again to look: nothing changed.
    const login = await loginAs(shop, ada);
    await expectUnchanged({ ...ada, token: login.token }, before);
  });

  it("answers an expired token with 401 'Token expired.' on every route and changes nothing", async () => {
    const before = await snapshot(ada);
    clock.set(new Date(start.getTime() + SESSION_LIFETIME_MS + 1000));
    for (const route of everyRoute(ada.id, second)) {
      const answer = await send(route, bearer(ada.token));
      expect(answer.status, route.name).toBe(401);
      expect(answer.body, route.name).toEqual(TOKEN_EXPIRED);
    }
    clock.set(start);
    await expectUnchanged(ada, before);
  });
});

describe('another customer’s account', () => {
  let adaFirst: string;
  let adaSecond: string;
  beforeEach(async () => {
    adaFirst = await added(ada, home);
    adaSecond = await added(ada, office);
    expect((await updateDetails(ada, { phone: '+65 6123 4567' })).status).toBe(200);
    await added(bob, cabin);
  });

  it.each(routesWithId('ADA', 'ADDRESS').map((route) => [route.name]))(
    '%s with Bob’s token and Ada’s id is a 403 that shows and changes nothing of Ada',
    async (name) => {
      const route = routesWithId(ada.id, adaSecond).find((each) => each.name === name);
      if (!route) throw new Error(name);
      const adaBefore = await snapshot(ada);
      const bobBefore = await snapshot(bob);

      const answer = await send(route, bearer(bob.token));
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual(FORBIDDEN);
      expect(answer.headers['cache-control']).toBe('no-store');
      const text = JSON.stringify(answer.body);
      for (const secret of [ada.id, ada.email, adaFirst, adaSecond, '+6561234567', 'Marina', 'Downing']) expect(text).not.toContain(secret);

      await expectUnchanged(ada, adaBefore);
      await expectUnchanged(bob, bobBefore);
    },
  );

  it('is a 403 even when the body is bad, so nothing is learned from the validation', async () => {
    const adaBefore = await snapshot(ada);
    for (const route of routesWithId(ada.id, adaSecond)) {
      if (route.payload === undefined) continue;
      const answer = await send({ ...route, payload: [] }, bearer(bob.token));
      expect(answer.status, route.name).toBe(403);
      expect(answer.body, route.name).toEqual(FORBIDDEN);
    }
    await expectUnchanged(ada, adaBefore);
  });

  it('an address is reached only through its owner: Ada’s address through Bob’s own id is a 404', async () => {
    const adaBefore = await snapshot(ada);
    const bobBefore = await snapshot(bob);

    const edit = await editAddress(bob, adaSecond, { ...cabin, city: 'Elsewhere' });
    expect(edit.status).toBe(404);
    expect(edit.body).toEqual(ADDRESS_NOT_FOUND);
    const remove = await deleteAddress(bob, adaSecond);
    expect(remove.status).toBe(404);
    expect(remove.body).toEqual(ADDRESS_NOT_FOUND);
    const preferred = await setDefault(bob, { addressId: adaFirst });
    expect(preferred.status).toBe(404);
    expect(preferred.body).toEqual(ADDRESS_NOT_FOUND);

    await expectUnchanged(ada, adaBefore);
    await expectUnchanged(bob, bobBefore);
  });

  it('Bob’s own calls never show Ada’s data', async () => {
    const customer = await getCustomer(bob);
    const book = await listAddresses(bob);
    for (const answer of [customer, book]) {
      const text = JSON.stringify(answer.body);
      for (const secret of [ada.id, ada.email, adaFirst, adaSecond]) expect(text).not.toContain(secret);
    }
    expect(book.body.addresses).toHaveLength(1);
  });
});

import { CART_MESSAGES, CartSchema, encodeCartId, type Cart, type Customer } from '@selvedge/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { carts, customers, rateLimits, sessions } from '../../db/schema.js';
import { SESSION_LIFETIME_MS } from '../../platform/authentication.js';
import { fixedClock } from '../../platform/clock.js';
import { createCustomer, loginAs, type TestCustomer } from '../../test/factories.js';
import { createTestApp, type TestAnswer, type TestApp } from '../../test/test-app.js';

const start = new Date('2026-03-02T09:00:00Z');
const clock = fixedClock(start);
let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp({ clock });
});
afterAll(async () => shop.close());
beforeEach(async () => {
  clock.set(start);
  const { db } = shop.database.handle;
  await db.delete(sessions);
  await db.delete(carts);
  await db.delete(customers);
  await db.delete(rateLimits);
});

type ErrorBody = { error: string; code: string };

const TOKEN_EXPIRED: ErrorBody = { error: 'Token expired.', code: 'token_expired' };
const FORBIDDEN: ErrorBody = { error: CART_MESSAGES.forbidden, code: 'forbidden' };
const INVALID_ID: ErrorBody = { error: CART_MESSAGES.idInvalid, code: 'invalid_cart_id' };
const NOT_FOUND: ErrorBody = { error: CART_MESSAGES.notFound, code: 'cart_not_found' };

/** GET /api/shopify/cart/{encodedCartId}; `authorization` is the whole header, undefined for none. */
function readCart(encodedCartId: string, authorization?: string, query = '?cc=SGD'): Promise<TestAnswer<Cart & ErrorBody>> {
  return shop.call<Cart & ErrorBody>({
    method: 'GET',
    url: `/api/shopify/cart/${encodedCartId}${query}`,
    headers: authorization === undefined ? {} : { authorization },
  });
}
const bearer = (token: string) => `Bearer ${token}`;

function getCustomer(who: TestCustomer): Promise<TestAnswer<Customer & ErrorBody>> {
  return shop.call<Customer & ErrorBody>({
    method: 'GET',
    url: '/api/firebase/customers/customer?cc=SGD',
    headers: { authorization: bearer(who.token) },
  });
}

/** A cart with no owner, as a visitor's cart will be. */
async function guestCart(id: string): Promise<void> {
  await shop.database.handle.db.insert(carts).values({ id, customerId: null, currencyCode: 'SGD', createdAt: start, updatedAt: start });
}

/** base64url of raw bytes, for ids that are not text. */
const base64url = (bytes: number[]) => Buffer.from(bytes).toString('base64url');

let ada: TestCustomer;
let bob: TestCustomer;
beforeEach(async () => {
  ada = await createCustomer(shop, { firstName: 'Ada', email: 'ada@example.com' });
  bob = await createCustomer(shop, { firstName: 'Bob', email: 'bob@example.com' });
});

describe('GET /api/shopify/cart/:encodedCartId', () => {
  it('answers the owner their empty active cart, private and sealed', async () => {
    expect(ada.activeCart).toMatch(/^crt_[A-Za-z0-9_-]{22}$/);
    const answer = await readCart(encodeCartId(ada.activeCart), bearer(ada.token));
    expect(answer.status).toBe(200);
    expect(answer.encrypted).toBe(true);
    expect(answer.headers['cache-control']).toBe('no-store');
    const zero = { amount: '0.00', currencyCode: 'SGD' };
    expect(CartSchema.parse(answer.body)).toMatchObject({
      id: ada.activeCart,
      encodedId: encodeCartId(ada.activeCart),
      completed: false,
      owner: 'customer',
      lineItems: { edges: [] },
      items: [],
      totalQuantity: 0,
      cost: { subtotalAmount: zero, discountAmount: zero, totalAmount: zero },
      discountApplications: [],
      deletedItems: [],
      freeShipping: {
        threshold: '650.00',
        remaining: '650.00',
        percent: 0,
        entitled: false,
        text: 'SGD 650.00 more to FREE SHIPPING',
        country: null,
      },
      hasInvalidItems: false,
    });
    // The encoded id is base64url of the id, without padding.
    expect(answer.body.encodedId).toBe(Buffer.from(ada.activeCart).toString('base64url'));
  });

  it.each(['?cc=JPY', '?cc=jpy', '?cc=usd', ''])(
    'answers in the cart’s own currency whatever the display currency asked for (%s)',
    async (query) => {
      const answer = await readCart(encodeCartId(ada.activeCart), bearer(ada.token), query);
      expect(answer.status).toBe(200);
      // The cart's currency changes only by PATCH /shopify/cart/currency.
      expect(answer.body.cost.totalAmount).toEqual({ amount: '0.00', currencyCode: 'SGD' });
    },
  );

  it('refuses another customer’s cart with 403, showing nothing of it', async () => {
    const answer = await readCart(encodeCartId(ada.activeCart), bearer(bob.token));
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual(FORBIDDEN);
    expect(answer.headers['cache-control']).toBe('no-store');
    // Bob still reads his own.
    expect((await readCart(encodeCartId(bob.activeCart), bearer(bob.token))).body.id).toBe(bob.activeCart);
  });

  it('refuses a customer’s cart to a visitor with no token: a customer’s cart is not public', async () => {
    const answer = await readCart(encodeCartId(ada.activeCart));
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual(FORBIDDEN);
  });

  it("answers a logged-out token with 401 'Token expired.', even on the customer's own cart", async () => {
    const out = await shop.call({ method: 'POST', url: '/api/shopify/auth/logout', headers: { authorization: bearer(ada.token) } });
    expect(out.status).toBe(204);
    const answer = await readCart(encodeCartId(ada.activeCart), bearer(ada.token));
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual(TOKEN_EXPIRED);
  });

  it("answers an expired token with 401 'Token expired.'", async () => {
    clock.set(new Date(start.getTime() + SESSION_LIFETIME_MS + 1000));
    const answer = await readCart(encodeCartId(ada.activeCart), bearer(ada.token));
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual(TOKEN_EXPIRED);
  });

  it.each([
    ['an empty header', ''],
    ['another scheme', 'Basic YWRhOmFuYWx5dGljYWw='],
    ['a token of the wrong form', 'Bearer not-a-token'],
    ['an unknown token', `Bearer ${'A'.repeat(43)}`],
  ])("answers %s with 401 'Token expired.' rather than acting as a visitor", async (_what, authorization) => {
    const answer = await readCart(encodeCartId(ada.activeCart), authorization);
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual(TOKEN_EXPIRED);
  });

  it.each([
    ['characters outside base64url', '***'],
    ['padding', `${encodeCartId('crt_abc')}==`],
    ['a length no base64 has', 'A'],
    ['bytes that are not text (NUL, SOH)', base64url([0x00, 0x01])],
    ['bytes that are not UTF-8', base64url([0xff, 0xfe, 0xfd])],
    ['an id with a space', encodeCartId('crt nope')],
    ['an id with a tab', encodeCartId('crt\tnope')],
    ['an id that is not ASCII', encodeCartId('crt_café')],
  ])('refuses an encoded id with %s: 400 invalid_cart_id', async (_what, encoded) => {
    const answer = await readCart(encoded, bearer(ada.token));
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(INVALID_ID);
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('refuses an encoded id longer than 128 characters with 400', async () => {
    const answer = await readCart('A'.repeat(129), bearer(ada.token));
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('invalid_input');
    expect(answer.body.error).toMatch(/^encodedCartId: /);
  });

  it('answers 404 cart_not_found for a well-formed id that is no cart, with or without a token', async () => {
    for (const authorization of [bearer(ada.token), undefined]) {
      const answer = await readCart(encodeCartId('crt_nope'), authorization);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual(NOT_FOUND);
    }
    // The raw id instead of its encoding is not the cart either: not an encoded id at all, a 400 naming it.
    const raw = await readCart(ada.activeCart, bearer(ada.token));
    expect(raw.status).toBe(400);
    expect(raw.body).toMatchObject({ code: 'invalid_cart_id', error: 'The cart id in the address is not a valid cart id.' });
  });

  it.each(['XXX', 'SG', 'bitcoin'])('refuses ?cc=%s with 400', async (cc) => {
    const answer = await readCart(encodeCartId(ada.activeCart), bearer(ada.token), `?cc=${cc}`);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('invalid_input');
    expect(answer.body.error).toMatch(/^cc: currency must be one of/);
  });

  it('a guest cart is read by its id, by a visitor or by any customer', async () => {
    await guestCart('crt_guestcartguestcart00');
    for (const authorization of [undefined, bearer(ada.token), bearer(bob.token)]) {
      const answer = await readCart(encodeCartId('crt_guestcartguestcart00'), authorization);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ id: 'crt_guestcartguestcart00', completed: false });
    }
  });
});

describe('a checked-out active cart', () => {
  it('is replaced by a new active cart, and the old one is never handed out again', async () => {
    const old = ada.activeCart;
    clock.set(new Date(start.getTime() + 60_000));
    await shop.database.handle.db.update(carts).set({ completedAt: clock.now() }).where(eq(carts.id, old));

    const first = await getCustomer(ada);
    expect(first.status).toBe(200);
    const replacement = first.body.activeCart;
    expect(replacement).toMatch(/^crt_[A-Za-z0-9_-]{22}$/);
    expect(replacement).not.toBe(old);
    // The replacement stays the active cart.
    expect((await getCustomer(ada)).body.activeCart).toBe(replacement);
    expect((await loginAs(shop, ada)).activeCart).toBe(replacement);

    const [customer] = await shop.database.handle.db.select().from(customers).where(eq(customers.id, ada.id));
    expect(customer?.activeCartId).toBe(replacement);
    const rows = await shop.database.handle.db.select().from(carts).where(eq(carts.customerId, ada.id));
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.id === old)?.completedAt).toEqual(clock.now());
    expect(rows.find((row) => row.id === replacement)).toMatchObject({ completedAt: null, createdAt: clock.now() });

    // The owner still reads the old cart, marked completed; the new one is empty and open.
    const oldCart = await readCart(encodeCartId(old), bearer(ada.token));
    expect(oldCart.status).toBe(200);
    expect(oldCart.body.completed).toBe(true);
    if (!replacement) throw new Error('no replacement cart');
    const newCart = await readCart(encodeCartId(replacement), bearer(ada.token));
    expect(newCart.body).toMatchObject({ id: replacement, completed: false, lineItems: { edges: [] } });
    // Neither is Bob's to read.
    expect((await readCart(encodeCartId(replacement), bearer(bob.token))).status).toBe(403);
    // Bob's active cart was not touched.
    expect((await getCustomer(bob)).body.activeCart).toBe(bob.activeCart);
  });

  it('five customer calls at once agree on one new active cart', async () => {
    await shop.database.handle.db.update(carts).set({ completedAt: start }).where(eq(carts.id, ada.activeCart));
    const answers = await Promise.all(Array.from({ length: 5 }, () => getCustomer(ada)));
    const ids = new Set(answers.map((answer) => answer.body.activeCart));
    expect(ids.size).toBe(1);
    expect(ids.has(ada.activeCart)).toBe(false);
    const open = (await shop.database.handle.db.select().from(carts).where(eq(carts.customerId, ada.id))).filter(
      (row) => row.completedAt === null,
    );
    expect(open.map((row) => row.id)).toEqual([...ids]);
  });
});

import { CustomerSchema, type Customer, type LoginResponse } from '@selvedge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../platform/clock.js';
import { PASSWORD_HASH_PREFIX, verifyPassword } from '../platform/password-hashing.js';
import { createCustomer, CUSTOMER_PASSWORD, CUSTOMER_PASSWORD_HASH, loginAs, sessionFor } from './factories.js';
import { createTestApp, type TestApp } from './test-app.js';

const start = new Date('2026-03-02T09:00:00Z');
const clock = fixedClock(start);
let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp({ clock });
});
afterAll(async () => shop.close());

const getCustomer = (token: string) =>
  shop.call<Customer>({ method: 'GET', url: '/api/firebase/customers/customer?cc=SGD', headers: { authorization: `Bearer ${token}` } });

describe('the customer factories', () => {
  it('store the known password hashed with the shop’s current options', async () => {
    expect(CUSTOMER_PASSWORD_HASH.startsWith(PASSWORD_HASH_PREFIX)).toBe(true);
    expect(await verifyPassword(CUSTOMER_PASSWORD_HASH, CUSTOMER_PASSWORD)).toBe(true);
  });

  it('make a customer the API sees exactly as it sees a registered one', async () => {
    const registered = await shop.call<LoginResponse>({
      method: 'POST',
      url: '/api/shopify/auth/register',
      payload: {
        firstName: 'Ada',
        lastName: 'Tester',
        email: 'ada@example.com',
        password: CUSTOMER_PASSWORD,
        confirmPassword: CUSTOMER_PASSWORD,
      },
    });
    expect(registered.status).toBe(201);
    const made = await createCustomer(shop, { firstName: 'Ada', email: 'bob@example.com' });

    const seenRegistered = CustomerSchema.parse((await getCustomer(registered.body.token)).body);
    const seenMade = CustomerSchema.parse((await getCustomer(made.token)).body);
    expect(seenMade).toEqual({ ...seenRegistered, id: made.id, email: 'bob@example.com', activeCart: made.activeCart });
    expect(made.id).toMatch(/^cus_/);
    expect(made.activeCart).toMatch(/^crt_[A-Za-z0-9_-]{22}$/);
  });

  it('make customers who log in with the known password, and sessions that work alone', async () => {
    const made = await createCustomer(shop, { email: 'carol@example.com', firstName: 'Carol' });
    const login = await loginAs(shop, made);
    expect(login).toMatchObject({ id: made.id, email: 'carol@example.com', activeCart: made.activeCart });
    await expect(loginAs(shop, made, 'not the password')).rejects.toThrow(/answered 401/);

    const another = await sessionFor(shop, made);
    expect(another).not.toBe(made.token);
    for (const token of [made.token, login.token, another]) expect((await getCustomer(token)).body.id).toBe(made.id);
  });

  it('give each customer an e-mail of their own unless one is asked for', async () => {
    const [first, second] = await Promise.all([createCustomer(shop), createCustomer(shop)]);
    expect(first?.email).not.toBe(second?.email);
    expect(first?.email).toMatch(/^customer-[0-9a-f]{12}@example\.com$/);
  });
});

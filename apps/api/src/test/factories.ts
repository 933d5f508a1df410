import { randomBytes } from 'node:crypto';
import type { LoginResponse } from '@selvedge/contract';
import { customers } from '../db/schema.js';
import { newCustomerId } from '../modules/auth/auth.service.js';
import { createCartRepository } from '../modules/cart/cart.repository.js';
import { createSessionStore } from '../platform/authentication.js';
import type { TestApp } from './test-app.js';

/** The password of every customer the factories make. */
export const CUSTOMER_PASSWORD = 'analytical';

/**
 * argon2id of CUSTOMER_PASSWORD with the shop's options (PASSWORD_HASH_OPTIONS), made once here so
 * that no test pays for a hash per customer (a hash is the slowest thing a test does).
 * factories.test.ts fails when the options change and this must be made again.
 */
export const CUSTOMER_PASSWORD_HASH = '$argon2id$v=19$m=12288,t=3,p=1$O96i2D8ZMT5zpb/XHdtN1A$mC1mmzF7N2d2gQTEXooPcKf7gSaooD80qNRZh6NPYr0';

export interface CustomerFields {
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  acceptsMarketing: boolean;
}

/** A customer as registration leaves them: the account, its empty active cart and a live session. */
export interface TestCustomer extends CustomerFields {
  id: string;
  activeCart: string;
  /** The bearer token of the customer's session. */
  token: string;
}

/**
 * Stores a customer who logs in with CUSTOMER_PASSWORD, as registering would (an account made at
 * the shop's time, an empty active cart, a session), without the registration's hash, limits or
 * welcome e-mail. `overrides.email` is taken as stored: lower case, as registration keeps it.
 */
export async function createCustomer(shop: TestApp, overrides: Partial<CustomerFields> = {}): Promise<TestCustomer> {
  const fields: CustomerFields = {
    email: `customer-${randomBytes(6).toString('hex')}@example.com`,
    firstName: 'Alex',
    lastName: 'Tester',
    phone: null,
    acceptsMarketing: true,
    ...overrides,
  };
  const { db } = shop.database.handle;
  const at = shop.clock.now();
  const id = newCustomerId();
  await db.insert(customers).values({ id, ...fields, passwordHash: CUSTOMER_PASSWORD_HASH, createdAt: at, updatedAt: at });
  const activeCart = await createCartRepository(db).ensureActiveCart(id, at);
  return { id, ...fields, activeCart, token: await sessionFor(shop, { id }) };
}

/** Another live session for the customer, as a login would start: its bearer token. */
export async function sessionFor(shop: TestApp, customer: { id: string }): Promise<string> {
  const sessions = createSessionStore({ db: shop.database.handle.db, clock: shop.clock });
  return (await sessions.issue(customer.id)).token;
}

/** Logs the customer in through the API, as the storefront does (it pays a hash): the login answer. */
export async function loginAs(shop: TestApp, customer: { email: string }, password = CUSTOMER_PASSWORD): Promise<LoginResponse> {
  const answer = await shop.call<LoginResponse>({
    method: 'POST',
    url: '/api/shopify/auth/login',
    payload: { email: customer.email, password },
  });
  if (answer.status !== 200) throw new Error(`login as ${customer.email} answered ${answer.status}: ${answer.raw}`);
  return answer.body;
}

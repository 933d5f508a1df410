import { CustomerSchema, type Customer } from '@selvedge/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { customerAddresses, customerSizes, sessions } from '../../db/schema.js';
import { fixedClock } from '../../platform/clock.js';
import { createCustomer, type TestCustomer } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { usingPostgres } from '../../test/test-database.js';

/**
 * The customer answer is asked for on every page load. On the embedded database every statement
 * waits its turn for the one connection, so its cost is counted in statements, not in time.
 */

const start = new Date('2026-03-02T09:00:00Z');
const clock = fixedClock(start);
let shop: TestApp;
let ada: TestCustomer;

/** The statements the shop's own code sends while `work` runs (the job queue's polling aside). */
async function statementsDuring(work: () => Promise<unknown>): Promise<string[]> {
  const client = (shop.database.handle.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const spy = vi.spyOn(client, 'query');
  try {
    await work();
    return spy.mock.calls
      .map(([query]) => (typeof query === 'string' ? query : String((query as { text?: unknown }).text)))
      .filter((text) => !text.includes('pgboss'));
  } finally {
    spy.mockRestore();
  }
}

beforeAll(async () => {
  shop = await createTestApp({ clock });
  ada = await createCustomer(shop, { firstName: 'Ada' });
  const { db } = shop.database.handle;
  const at = clock.now();
  for (const [index, city] of ['Singapore', 'London', 'Tokyo'].entries()) {
    await db.insert(customerAddresses).values({
      id: `adr_statements${index}`,
      customerId: ada.id,
      firstName: 'Ada',
      lastName: 'Lovelace',
      address1: `${index + 1} High Street`,
      city,
      countryCode: 'SG',
      createdAt: new Date(at.getTime() + index * 1000),
      updatedAt: at,
    });
  }
  for (const [index, name] of ['Work', 'Weekend'].entries()) {
    await db.insert(customerSizes).values({
      id: `siz_statements${index}`,
      customerId: ada.id,
      productType: 'shirt',
      name,
      nameKey: name.toLowerCase(),
      track: 'body',
      basedOnSize: null,
      fit: 'Slim',
      measurements: [{ id: 'neck', fitting_size: 15.5 }],
      createdAt: at,
      updatedAt: new Date(at.getTime() + index * 1000),
    });
  }
});
afterAll(async () => shop.close());

describe(`the customer answer (${usingPostgres() ? 'Postgres' : 'PGlite'})`, () => {
  const ask = () =>
    shop.call<Customer>({
      method: 'GET',
      url: '/api/firebase/customers/customer?cc=SGD',
      headers: { authorization: `Bearer ${ada.token}` },
    });

  it('costs the session lookup and one statement, however many addresses and sizes the customer keeps', async () => {
    let answer: Customer | undefined;
    const statements = await statementsDuring(async () => {
      const response = await ask();
      expect(response.status).toBe(200);
      answer = CustomerSchema.parse(response.body);
    });
    // The countries we deliver to are read once and kept for a while, not once per answer.
    expect(statements.filter((text) => !text.includes('"shipping_countries"'))).toHaveLength(2);
    expect(statements.filter((text) => text.includes('"shipping_countries"')).length).toBeLessThanOrEqual(1);
    // What that one statement read: the whole book, newest first, the sizes newest change first, the open cart.
    expect(answer?.addresses.map((address) => address.city)).toEqual(['Tokyo', 'London', 'Singapore']);
    expect(answer?.measurements.shirt?.map((size) => size.name)).toEqual(['Weekend', 'Work']);
    expect(answer?.activeCart).toBe(ada.activeCart);
  });

  it.runIf(!usingPostgres())(
    'on the embedded database, asked again, costs no statement until the database announces a change',
    async () => {
      await ask();
      expect(await statementsDuring(ask)).toEqual([]);

      // A change made anywhere (here straight in the database, as a job or the back office would) is
      // announced by the database, and the next answer is read afresh.
      await shop.database.handle.db.insert(customerAddresses).values({
        id: 'adr_statements9',
        customerId: ada.id,
        firstName: 'Ada',
        lastName: 'Lovelace',
        address1: '9 Harbour Street',
        city: 'Kyoto',
        countryCode: 'SG',
        createdAt: new Date(clock.now().getTime() + 60_000),
        updatedAt: clock.now(),
      });
      let cities: string[] = [];
      const statements = await statementsDuring(async () => {
        cities = CustomerSchema.parse((await ask()).body).addresses.map((address) => address.city);
      });
      expect(cities[0]).toBe('Kyoto');
      expect(statements).toHaveLength(1);
      expect(await statementsDuring(ask)).toEqual([]);
    },
  );

  it.runIf(!usingPostgres())('refuses a session revoked behind its back at once, although it was kept in memory', async () => {
    const grace = await createCustomer(shop, { firstName: 'Grace' });
    const askAsGrace = () =>
      shop.call({ method: 'GET', url: '/api/firebase/customers/customer?cc=SGD', headers: { authorization: `Bearer ${grace.token}` } });
    expect((await askAsGrace()).status).toBe(200);
    expect(await statementsDuring(askAsGrace)).toEqual([]);
    await shop.database.handle.db.update(sessions).set({ revokedAt: clock.now() }).where(eq(sessions.customerId, grace.id));
    expect((await askAsGrace()).status).toBe(401);
  });
});

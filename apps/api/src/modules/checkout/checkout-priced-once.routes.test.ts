import { CheckoutSchema, type Checkout } from '@selvedge/contract';
import { AdminRateListSchema, type StaffSession } from '@selvedge/contract/admin';
import { importResponseKey, isEnvelope, openEnvelope } from '@selvedge/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import { cartCalls, pieceInput, readCatalogue, type CartCatalogue } from '../../test/cart-kit.js';
import { britishCheckout as britishCheckoutOf } from '../../test/checkout-kit.js';
import { staffSession, TEST_OWNER } from '../../test/staff-kit.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { usingPostgres } from '../../test/test-database.js';

/**
 * Issue 32: a checkout read again reuses the price it was given, and anything that moves a price
 * (the cart, an exchange rate) is a new price on the next read: in this process, and on Postgres
 * in another API process on the same database.
 */

let shop: TestApp;
let catalogue: CartCatalogue;
let manager: StaffSession;
/** The processes a customer's next read may reach: this one, and on Postgres another. */
let processes: FastifyInstance[] = [];
let openAnswer: (body: unknown) => Promise<unknown>;

beforeAll(async () => {
  shop = await createTestApp({ config: { admin: TEST_OWNER, authRateLimitScale: 100 } });
  catalogue = await readCatalogue(shop, ['shirt']);
  manager = await staffSession(shop, 'manager');
  processes = [shop.app];
  if (usingPostgres()) {
    const other = await buildApp({ config: shop.config, database: await shop.database.openAnother() });
    await other.ready();
    processes.push(other);
  }
  const key = await importResponseKey(shop.config.responseKey.toString('base64'));
  openAnswer = async (body) => (isEnvelope(body) ? openEnvelope(body, key) : body);
});
afterAll(async () => {
  for (const other of processes.slice(1)) await other.close();
  await shop.close();
});

const onSale = () => catalogue.fabrics.shirt.flatMap((fabric, place) => (fabric.availableForSale ? [place] : []));

/** A guest's checkout of `count` shirts, delivered to Britain (charged in GBP): its token. */
const britishCheckout = (count: number) => britishCheckoutOf(shop, catalogue, count, 'priced-once@example.com');

/** The checkout as `app` answers it. */
async function readOn(app: FastifyInstance, token: string): Promise<Checkout> {
  const response = await app.inject({ url: `/api/checkout/${token}`, headers: { 'accept-encoding': 'identity' } });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return CheckoutSchema.parse(await openAnswer(JSON.parse(response.body)));
}

const admin = (method: 'GET' | 'PATCH', url: string, body?: unknown) =>
  shop.call<Record<string, unknown>>({
    method,
    url: `/api/admin${url}`,
    headers: { authorization: `Bearer ${manager.token}` },
    ...(body === undefined ? {} : { payload: body as object }),
  });

describe(`a checkout is priced once, and again when its price can move (${usingPostgres() ? 'Postgres, two processes' : 'PGlite'})`, () => {
  it('a piece added to the cart after a read is in the next read, and in its total', async () => {
    const token = await britishCheckout(2);
    const before = await readOn(shop.app, token);
    // Read twice: the second may be the kept price.
    expect(await readOn(shop.app, token)).toEqual(before);
    const added = await cartCalls(shop).update(token, [pieceInput(catalogue, { fabricIndex: onSale()[3] ?? 0 })]);
    expect(added.status, added.raw.slice(0, 300)).toBe(200);
    for (const app of processes) {
      const after = await readOn(app, token);
      expect(after.items).toHaveLength(3);
      expect(Number(after.cost.subtotal.amount)).toBeGreaterThan(Number(before.cost.subtotal.amount));
    }
  });

  it("an exchange rate edited after a read is the next read's price, the price a new checkout of the same pieces gets", async () => {
    const token = await britishCheckout(2);
    const before = await Promise.all(processes.map((app) => readOn(app, token)));
    const gbp = AdminRateListSchema.parse((await admin('GET', '/rates')).body).rates.find((rate) => rate.code === 'GBP')!;
    const edited = await admin('PATCH', '/rates/GBP', {
      ratePerSgd: (Number(gbp.ratePerSgd) * 1.5).toFixed(6),
      roundingIncrementMinor: 1,
      version: gbp.version,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    // A cart of the same pieces, never read before: priced afresh at the new rate.
    const fresh = await readOn(shop.app, await britishCheckout(2));
    expect(fresh.cost.subtotal).not.toEqual(before[0]!.cost.subtotal);
    for (const app of processes) {
      // In this process at once; in another once the database's notice has arrived.
      await vi.waitFor(async () => expect((await readOn(app, token)).cost).toEqual(fresh.cost), { timeout: 5_000, interval: 20 });
    }
  });
});

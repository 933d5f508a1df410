import { CheckoutSchema, TEST_CARDS } from '@selvedge/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fixedClock } from '../../platform/clock.js';
import { cartCalls, pieceInput, readCatalogue } from '../../test/cart-kit.js';
import { anAddress, checkoutCalls, paymentIdOf } from '../../test/checkout-kit.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { usingPostgres } from '../../test/test-database.js';

/**
 * Issue 15: completing a paid checkout takes at most 25 SQL statements. Counted, not timed: the
 * statements the shop's code sends while the success card is taken and the order made (the e-mail
 * job queued in the same transaction is counted apart, as pg-boss's own).
 */

const clock = fixedClock(new Date('2026-03-02T09:00:00Z'));
let shop: TestApp;

/**
 * Every statement sent while `work` runs: through the embedded database's connection and its
 * transactions, or through any of the Postgres pool's clients.
 */
async function statementsDuring(work: () => Promise<unknown>): Promise<{ own: string[]; jobs: string[] }> {
  const texts: string[] = [];
  // A named statement (node-postgres) is recorded with its name.
  const record = (query: unknown) => {
    if (typeof query === 'string') return texts.push(query);
    const { name, text } = query as { name?: unknown; text?: unknown };
    return texts.push(name === undefined ? String(text) : `${String(name)}: ${String(text)}`);
  };
  const restore: (() => void)[] = [];
  if (usingPostgres()) {
    const original = pg.Client.prototype.query;
    const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args: unknown[]) {
      record(args[0]);
      return (original as (...all: unknown[]) => unknown).apply(this, args) as never;
    });
    restore.push(() => spy.mockRestore());
  } else {
    type Queryable = { query: (...args: unknown[]) => unknown; exec: (...args: unknown[]) => unknown };
    const client = (
      shop.database.handle.db as unknown as { $client: Queryable & { transaction: (work: (tx: Queryable) => unknown) => unknown } }
    ).$client;
    const query = client.query.bind(client);
    const querySpy = vi.spyOn(client, 'query').mockImplementation((...args: unknown[]) => {
      record(args[0]);
      return query(...args);
    });
    // The simple protocol too: the checkout's read is sent that way (planned-read.ts).
    const exec = client.exec.bind(client);
    const execSpy = vi.spyOn(client, 'exec').mockImplementation((...args: unknown[]) => {
      record(args[0]);
      return exec(...args);
    });
    const transaction = client.transaction.bind(client);
    const transactionSpy = vi.spyOn(client, 'transaction').mockImplementation((inner) =>
      transaction((tx) => {
        const txQuery = tx.query.bind(tx);
        tx.query = (...args: unknown[]) => {
          record(args[0]);
          return txQuery(...args);
        };
        return inner(tx);
      }),
    );
    restore.push(
      () => querySpy.mockRestore(),
      () => execSpy.mockRestore(),
      () => transactionSpy.mockRestore(),
    );
  }
  try {
    await work();
    return { own: texts.filter((text) => !text.includes('pgboss')), jobs: texts.filter((text) => text.includes('pgboss')) };
  } finally {
    for (const undo of restore) undo();
  }
}

beforeAll(async () => {
  shop = await createTestApp({ clock });
});
afterAll(async () => shop.close());

describe(`completing a paid checkout (${usingPostgres() ? 'Postgres' : 'PGlite'})`, () => {
  it('takes the card and makes the order of three pieces in at most 25 statements', async () => {
    const catalogue = await readCatalogue(shop, ['shirt', 'trousers']);
    const cart = (
      await cartCalls(shop).create({
        lineItems: [pieceInput(catalogue), pieceInput(catalogue, { fabricIndex: 1 }), pieceInput(catalogue, { type: 'trousers' })],
      })
    ).body;
    const calls = checkoutCalls(shop);
    await calls.open(cart.encodedId);
    const ready = CheckoutSchema.parse((await calls.update(cart.encodedId, { email: 'kay@example.com', address: anAddress('GB') })).body);
    const started = await calls.pay(cart.encodedId, { acceptedTotal: ready.cost.total }, 'statements-0001');
    const paymentId = paymentIdOf(started.body.redirectUrl);

    const { own, jobs } = await statementsDuring(async () => {
      const paid = await calls.card(paymentId, TEST_CARDS.succeeds);
      expect(paid.body.status).toBe('succeeded');
    });
    expect(own.length).toBeGreaterThan(0);
    expect(own.length).toBeLessThanOrEqual(25);
    // The order's confirmation e-mail is queued in the same transaction.
    expect(jobs.length).toBeGreaterThanOrEqual(1);
    expect(jobs.length).toBeLessThanOrEqual(3);
    const done = await calls.complete(cart.encodedId, paymentId);
    expect(done.body.order?.number).toMatch(/^SV-/);
  });
});

describe(`reading a checkout (${usingPostgres() ? 'Postgres' : 'PGlite'})`, () => {
  /**
   * A guest's checkout of two pieces delivered to `country`, and the statements its reads send:
   * the first after a change, and the next (decision 073).
   */
  const readIn = async (country: string) => {
    const catalogue = await readCatalogue(shop, ['shirt', 'trousers']);
    const calls = checkoutCalls(shop);
    const cart = (await cartCalls(shop).create({ lineItems: [pieceInput(catalogue), pieceInput(catalogue, { type: 'trousers' })] })).body;
    await calls.open(cart.encodedId);
    const ready = CheckoutSchema.parse(
      (await calls.update(cart.encodedId, { email: 'kay@example.com', address: anAddress(country) })).body,
    );
    const read = async () => {
      let body: unknown;
      const { own } = await statementsDuring(async () => {
        const answer = await calls.read(cart.encodedId);
        expect(answer.status).toBe(200);
        body = answer.body;
      });
      return { statements: own, body };
    };
    const made = await read();
    const again = await read();
    return { currency: ready.chargeCurrency, made, again };
  };

  it('prices the cart once when the charge currency is not SGD, as when it is', async () => {
    const singapore = await readIn('SG');
    const britain = await readIn('GB');
    expect(singapore.currency).toBe('SGD');
    expect(britain.currency).toBe('GBP');
    expect(singapore.made.statements.length).toBeGreaterThan(0);
    expect(britain.made.statements.length).toBe(singapore.made.statements.length);
  });

  it('sends 3 statements after a change (the checkout as it stands, the cart’s rows, its fabrics), and 1 while nothing changed', async () => {
    const { made, again } = await readIn('GB');
    expect(made.statements).toHaveLength(3);
    expect(again.statements).toHaveLength(1);
    expect(again.statements[0]).toContain('checkout_state');
    expect(again.body).toEqual(made.body);
  });
});

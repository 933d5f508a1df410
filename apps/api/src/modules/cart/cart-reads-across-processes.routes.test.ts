import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartCalls, pieceInput, readCatalogue, type CartCatalogue } from '../../test/cart-kit.js';
import { createTestApp, openAnotherProcess, type TestApp } from '../../test/test-app.js';
import { usingPostgres } from '../../test/test-database.js';

/**
 * A cart read is never older than a write it follows, made in this process or (on Postgres, where
 * several API processes share one database) in another: each process prices a cart once per
 * everything its answer is made from, read afresh (decision 062).
 */

let shop: TestApp;
let catalogue: CartCatalogue;
/** Where a customer's next call may land: this process, and on Postgres another. */
let writer: TestApp;

beforeAll(async () => {
  shop = await createTestApp();
  catalogue = await readCatalogue(shop, ['shirt']);
  writer = usingPostgres() ? await openAnotherProcess(shop) : shop;
});
afterAll(async () => {
  if (writer !== shop) await writer.close();
  await shop.close();
});

const onSale = () => catalogue.fabrics.shirt.flatMap((fabric, place) => (fabric.availableForSale ? [place] : []));
const piece = (n: number) => pieceInput(catalogue, { fabricIndex: onSale()[n % onSale().length] ?? 0 });

/** A guest cart of `count` shirts, made through `through`: its encoded id. */
async function aCart(count: number, through: TestApp = shop): Promise<string> {
  const created = await cartCalls(through).create({ lineItems: Array.from({ length: count }, (_, n) => piece(n)) });
  expect(created.status, created.raw.slice(0, 300)).toBe(200);
  return created.body.encodedId;
}

async function read(token: string, through: TestApp = shop) {
  const answer = await cartCalls(through).read(token);
  expect(answer.status, answer.raw.slice(0, 300)).toBe(200);
  return answer.body;
}

describe(`a cart read follows every write (${usingPostgres() ? 'Postgres, two processes' : 'PGlite'})`, () => {
  it('shows a piece added, a quantity changed and a piece removed in the other process', async () => {
    const token = await aCart(2);
    const before = await read(token);
    // Read again (and at once, several times): the answer this process keeps for the unchanged cart.
    expect(await Promise.all([read(token), read(token), read(token)])).toEqual([before, before, before]);

    const added = await cartCalls(writer).update(token, [piece(2)]);
    expect(added.status, added.raw.slice(0, 300)).toBe(200);
    const afterAdd = await read(token);
    expect(afterAdd.items.map((item) => item.reference)).toEqual(added.body.items.map((item) => item.reference));
    expect(afterAdd.totalQuantity).toBe(3);
    expect(afterAdd.cost.totalAmount).toEqual(added.body.cost.totalAmount);

    const line = afterAdd.lineItems.edges[0]?.node.id ?? '';
    const changed = await cartCalls(writer).update(token, [{ id: line, quantity: 3 }]);
    expect(changed.status, changed.raw.slice(0, 300)).toBe(200);
    const afterChange = await read(token);
    expect(afterChange.totalQuantity).toBe(5);
    expect(afterChange.cost).toEqual(changed.body.cost);
    expect(afterChange.cost).not.toEqual(afterAdd.cost);

    const gone = afterChange.items[1]?.reference ?? '';
    const removed = await cartCalls(writer).remove(token, [gone]);
    expect(removed.status, removed.raw.slice(0, 300)).toBe(200);
    const afterRemove = await read(token);
    expect(afterRemove.items.map((item) => item.reference)).not.toContain(gone);
    expect(afterRemove).toEqual(removed.body);
  });

  it('shows a change of currency made in the other process', async () => {
    const token = await aCart(1);
    expect((await read(token)).cost.totalAmount.currencyCode).toBe('SGD');
    const changed = await cartCalls(writer).currency(token, { currency: 'GBP' });
    expect(changed.status, changed.raw.slice(0, 300)).toBe(200);
    expect((await read(token)).cost.totalAmount.currencyCode).toBe('GBP');
  });

  it('answers two carts of the same pieces each with its own id', async () => {
    const first = await aCart(1);
    const second = await aCart(1, writer);
    const [one, other] = await Promise.all([read(first), read(second)]);
    expect(one.encodedId).toBe(first);
    expect(other.encodedId).toBe(second);
  });
});

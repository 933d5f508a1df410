import { CheckoutSchema, TEST_CARDS, TEST_PAYMENT_MESSAGES, encodeCartId, type Checkout } from '@selvedge/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  cartLines,
  cartPieces,
  carts,
  checkouts,
  customerAddresses,
  payments,
  products,
  shippingCountries,
  shippingRates,
  variantPrices,
  variants,
} from '../../db/schema.js';
import { fixedClock } from '../../platform/clock.js';
import { cartCalls, pieceInput, readCatalogue, saveShirtSize, type CartCatalogue } from '../../test/cart-kit.js';
import { anAddress, britishCheckout as britishCheckoutOf, checkoutCalls, paymentIdOf } from '../../test/checkout-kit.js';
import { createCustomer } from '../../test/factories.js';
import { createTestApp, openAnotherProcess, type TestApp } from '../../test/test-app.js';
import { usingPostgres } from '../../test/test-database.js';

/**
 * Decision 073: a checkout read keeps its answer and compares, in one statement, the versions of
 * what it is made from. Every change that moves what the checkout shows is in the next read: made
 * through the shop in this process or (on Postgres) in another, written straight in the database,
 * or made by time passing. Each case reads the checkout twice first, so that the answer compared
 * after the change is the kept one.
 */

const start = new Date('2026-03-02T09:00:00Z');
const clock = fixedClock(start);
let shop: TestApp;
/** Where the change is made: this process, and on Postgres another one on the same database. */
let writer: TestApp;
let catalogue: CartCatalogue;

beforeAll(async () => {
  shop = await createTestApp({ clock });
  writer = usingPostgres() ? await openAnotherProcess(shop) : shop;
  catalogue = await readCatalogue(shop, ['shirt', 'trousers']);
});
afterAll(async () => {
  if (writer !== shop) await writer.close();
  await shop.close();
});

const db = () => shop.database.handle.db;
const onSale = () => catalogue.fabrics.shirt.flatMap((fabric, place) => (fabric.availableForSale ? [place] : []));
const piece = (n: number, options: Parameters<typeof pieceInput>[1] = {}) =>
  pieceInput(catalogue, { fabricIndex: onSale()[n % onSale().length] ?? 0, ...options });

/** A guest's checkout of `count` shirts made through `writer`, delivered to Britain (charged in GBP): its token. */
const britishCheckout = (count: number) => britishCheckoutOf(writer, catalogue, count, 'kept@example.com');

/** The checkout as this process answers it. */
async function read(token: string, bearer?: string): Promise<Checkout> {
  const answer = await checkoutCalls(shop).read(token, bearer);
  expect(answer.status, answer.raw.slice(0, 300)).toBe(200);
  return CheckoutSchema.parse(answer.body);
}

/**
 * The checkout as it settles after a change, and the answer kept for it: the first read may tell
 * what moved since the customer last saw it (told once, then remembered); the next is kept, and
 * the one after answered from memory.
 */
async function kept(token: string, bearer?: string): Promise<Checkout> {
  await read(token, bearer);
  const settled = await read(token, bearer);
  expect(await read(token, bearer)).toEqual(settled);
  return settled;
}

const cartIdOf = (token: string) => Buffer.from(token, 'base64url').toString();

describe(`a kept checkout read follows every change (${usingPostgres() ? 'Postgres, two processes' : 'PGlite'})`, () => {
  it('to the cart: a piece added, a quantity changed, a piece removed', async () => {
    const token = await britishCheckout(2);
    const before = await kept(token);
    expect((await cartCalls(writer).update(token, [piece(2)])).status).toBe(200);
    const added = await kept(token);
    expect(added.items).toHaveLength(3);
    expect(added.cost.subtotal).not.toEqual(before.cost.subtotal);

    const line = added.items[0]?.lineIds[0] ?? '';
    expect((await cartCalls(writer).update(token, [{ id: line, quantity: 3 }])).status).toBe(200);
    const more = await kept(token);
    expect(more.items[0]?.quantity).toBe(3);
    expect(more.cost.total).not.toEqual(added.cost.total);

    const gone = more.items[1]?.reference ?? '';
    expect((await cartCalls(writer).remove(token, [gone])).status).toBe(200);
    const removed = await kept(token);
    expect(removed.items.map((item) => item.reference)).not.toContain(gone);
  });

  it('to the code: applied, then taken off', async () => {
    const token = await britishCheckout(2);
    expect((await kept(token)).discount).toBeNull();
    const applied = await checkoutCalls(writer).applyCode(token, 'WELCOME10');
    expect(applied.status, applied.raw.slice(0, 300)).toBe(200);
    expect((await read(token)).discount?.code).toBe('WELCOME10');
    expect((await cartCalls(writer).removeCode(token)).status).toBe(200);
    expect((await kept(token)).discount).toBeNull();
  });

  it('to the contact and delivery: the e-mail, the address (and with it the currency), the need-by date', async () => {
    const token = await britishCheckout(1);
    expect((await kept(token)).chargeCurrency).toBe('GBP');
    const moved = await checkoutCalls(writer).update(token, { email: 'moved@example.com', address: anAddress('US') });
    expect(moved.status, moved.raw.slice(0, 300)).toBe(200);
    const after = await kept(token);
    expect(after.email).toBe('moved@example.com');
    expect(after.address?.countryCode).toBe('US');
    expect(after.chargeCurrency).toBe('USD');
    expect(after.cost.total.currencyCode).toBe('USD');

    const needBy = await checkoutCalls(writer).update(token, { needBy: '2026-09-01' });
    expect(needBy.status, needBy.raw.slice(0, 300)).toBe(200);
    expect((await kept(token)).needBy).toBe('2026-09-01');
  });

  it('to the payment: started, declined, then paid and the order made', async () => {
    const token = await britishCheckout(1);
    const ready = await kept(token);
    expect(ready.payment).toBeNull();
    const started = await checkoutCalls(writer).pay(token, { acceptedTotal: ready.cost.total }, 'kept-reads-0001');
    expect(started.status, started.raw.slice(0, 300)).toBe(200);
    const paying = await kept(token);
    expect(paying.status).toBe('paying');
    expect(paying.payment?.status).toBe('pending');

    // A declined card leaves the payment pending, with the sentence that says why.
    const paymentId = paymentIdOf(started.body.redirectUrl);
    expect((await checkoutCalls(writer).card(paymentId, TEST_CARDS.declined)).status).toBe(200);
    const declined = await kept(token);
    expect(declined.payment?.status).toBe('pending');
    expect(declined.payment?.message).toBe(TEST_PAYMENT_MESSAGES.declined);

    expect((await checkoutCalls(writer).card(paymentId, TEST_CARDS.succeeds)).status).toBe(200);
    const paid = await kept(token);
    expect(paid.status).toBe('completed');
    expect(paid.payment?.status).toBe('succeeded');
    expect(paid.order?.number).toMatch(/^SV-/);
  });

  it('to the customer: an address added to their book, a saved size a piece is made to deleted', async () => {
    const ada = await createCustomer(writer);
    const { saved, sizing } = await saveShirtSize(writer, catalogue.configs.shirt, ada, 'Work');
    expect(saved.status, saved.raw.slice(0, 300)).toBe(201);
    const token = encodeCartId(ada.activeCart);
    const added = await cartCalls(writer).update(token, [piece(0, { sizing })], ada.token);
    expect(added.status, added.raw.slice(0, 300)).toBe(200);
    expect((await checkoutCalls(writer).open(token, ada.token)).status).toBe(200);
    const before = await kept(token, ada.token);
    expect(before.savedAddresses).toEqual([]);
    expect(before.hasInvalidItems).toBe(false);

    const book = await writer.call<{ addresses: { id: string }[]; defaultAddressId: string | null }>({
      method: 'POST',
      url: `/api/shopify/customer/${ada.id}/addresses`,
      headers: { authorization: `Bearer ${ada.token}` },
      payload: anAddress('GB'),
    });
    expect(book.status, book.raw.slice(0, 300)).toBe(201);
    const withBook = await kept(token, ada.token);
    expect(withBook.savedAddresses.map((address) => address.id)).toEqual(book.body.addresses.map((address) => address.id));
    expect(withBook.savedAddresses).toHaveLength(1);
    expect(withBook.defaultAddressId).toBe(book.body.defaultAddressId);

    const deleted = await writer.call({
      method: 'PATCH',
      url: `/api/firebase/customers/${ada.id}/measurements/shirt/Work`,
      headers: { authorization: `Bearer ${ada.token}` },
      payload: { deleted: true },
    });
    expect(deleted.status, deleted.raw.slice(0, 300)).toBe(200);
    expect((await kept(token, ada.token)).hasInvalidItems).toBe(true);
  });
});

describe(`a kept checkout read follows a change written straight in the database (${usingPostgres() ? 'Postgres' : 'PGlite'})`, () => {
  it("the cart's pieces and lines, its checkout, its payment, the owner's address book", async () => {
    const token = await britishCheckout(2);
    const cartId = cartIdOf(token);
    const before = await kept(token);

    await db()
      .update(cartPieces)
      .set({ quantity: 4 })
      .where(eq(cartPieces.reference, before.items[0]?.reference ?? ''));
    const quantity = await kept(token);
    expect(quantity.items[0]?.quantity).toBe(4);

    // A line's row rewritten: the piece names its lines by id.
    const line = quantity.items[1]?.lineIds[0] ?? '';
    await db().update(cartLines).set({ id: 'ln_written_elsewhere' }).where(eq(cartLines.id, line));
    expect((await kept(token)).items[1]?.lineIds[0]).toBe('ln_written_elsewhere');

    await db().update(checkouts).set({ email: 'typed-elsewhere@example.com' }).where(eq(checkouts.cartId, cartId));
    expect((await kept(token)).email).toBe('typed-elsewhere@example.com');

    const ready = await kept(token);
    const started = await checkoutCalls(writer).pay(token, { acceptedTotal: ready.cost.total }, 'kept-reads-db-0001');
    expect(started.status, started.raw.slice(0, 300)).toBe(200);
    expect((await kept(token)).payment?.status).toBe('pending');
    await db()
      .update(payments)
      .set({ status: 'processing' })
      .where(eq(payments.id, paymentIdOf(started.body.redirectUrl)));
    expect((await kept(token)).payment?.status).toBe('processing');

    await db().delete(carts).where(eq(carts.id, cartId));
    expect((await checkoutCalls(shop).read(token)).status).toBe(404);
  });

  it("a customer's address book", async () => {
    const ada = await createCustomer(shop);
    const token = encodeCartId(ada.activeCart);
    expect((await cartCalls(shop).update(token, [piece(0)], ada.token)).status).toBe(200);
    expect((await checkoutCalls(shop).open(token, ada.token)).status).toBe(200);
    expect((await kept(token, ada.token)).savedAddresses).toEqual([]);
    await db().insert(customerAddresses).values({
      id: 'adr_kept_reads',
      customerId: ada.id,
      firstName: 'Ada',
      lastName: 'L',
      address1: '1 Orchard Rd',
      city: 'Singapore',
      countryCode: 'SG',
    });
    expect((await kept(token, ada.token)).savedAddresses.map((address) => address.id)).toEqual(['adr_kept_reads']);
  });

  it("the shop's: a fabric's price, the shipping rate's name, a fabric leaving sale (announced to every process)", async () => {
    const token = await britishCheckout(2);
    const before = await kept(token);
    const variantId = before.items[0]?.fabric.variantId ?? '';
    await db().delete(variantPrices).where(eq(variantPrices.variantId, variantId));
    await db()
      .update(variants)
      .set({ priceMinor: sql`${variants.priceMinor} * 3` })
      .where(eq(variants.id, variantId));
    await vi.waitFor(async () => expect((await read(token)).cost.subtotal).not.toEqual(before.cost.subtotal), {
      timeout: 5_000,
      interval: 20,
    });

    const [britain] = await db()
      .select({ rateId: shippingCountries.rateId })
      .from(shippingCountries)
      .where(eq(shippingCountries.code, 'GB'));
    await db()
      .update(shippingRates)
      .set({ name: 'Renamed courier' })
      .where(eq(shippingRates.id, britain?.rateId ?? ''));
    await vi.waitFor(async () => expect((await read(token)).shipping?.name).toBe('Renamed courier'), { timeout: 5_000, interval: 20 });

    const leaving = before.items[1]?.fabric.id ?? '';
    await db().update(products).set({ saleStatus: 'withdrawn', saleStatusNote: 'No more of it.' }).where(eq(products.id, leaving));
    try {
      await vi.waitFor(async () => expect((await read(token)).unavailable.map((fabric) => fabric.id)).toContain(leaving), {
        timeout: 5_000,
        interval: 20,
      });
      expect((await kept(token)).items.map((item) => item.fabric.id)).not.toContain(leaving);
    } finally {
      await db().update(products).set({ saleStatus: 'on_sale', saleStatusNote: null }).where(eq(products.id, leaving));
    }
  });
});

describe(`a kept checkout read follows the clock (${usingPostgres() ? 'Postgres' : 'PGlite'})`, () => {
  it('counts its delivery from the new day a few seconds after midnight, and is gone (410) once the checkout expires', async () => {
    clock.set(new Date('2026-03-02T23:59:50Z'));
    try {
      const token = await britishCheckout(1);
      const before = await kept(token);
      clock.set(new Date('2026-03-03T00:00:10Z'));
      const after = await kept(token);
      expect(after.delivery?.earliest).not.toBe(before.delivery?.earliest);
      expect(after.delivery?.earliest).toBe(
        new Date(Date.parse(`${before.delivery?.earliest ?? ''}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10),
      );
      clock.set(new Date(Date.parse(after.expiresAt) + 1_000));
      expect((await checkoutCalls(shop).read(token)).status).toBe(410);
    } finally {
      clock.set(start);
    }
  });
});

describe(`versions (migration 0032) (${usingPostgres() ? 'Postgres' : 'PGlite'})`, () => {
  it("move the cart's once in each transaction that writes its pieces or lines, and a checkout's at every update", async () => {
    const token = await britishCheckout(2);
    const cartId = cartIdOf(token);
    const versions = async () => {
      const [row] = await db()
        .select({ cart: carts.version, checkout: checkouts.version })
        .from(carts)
        .innerJoin(checkouts, eq(checkouts.cartId, carts.id))
        .where(eq(carts.id, cartId));
      return row ?? { cart: -1, checkout: -1 };
    };
    const first = await versions();
    await db().update(cartPieces).set({ quantity: 2 }).where(eq(cartPieces.cartId, cartId));
    const pieces = await versions();
    expect(pieces.cart).toBe(first.cart + 1);
    await db()
      .update(cartLines)
      .set({ position: sql`${cartLines.position}` })
      .where(eq(cartLines.cartId, cartId));
    expect((await versions()).cart).toBe(pieces.cart + 1);
    await db().delete(cartPieces).where(eq(cartPieces.cartId, sql`'no such cart'`));
    expect((await versions()).cart).toBe(pieces.cart + 1);
    await db().update(carts).set({ discountCode: null }).where(eq(carts.id, cartId));
    expect((await versions()).cart).toBe(pieces.cart + 2);
    // Three statements in one transaction: seen together at its commit, counted once.
    await db().transaction(async (tx) => {
      await tx.update(cartPieces).set({ quantity: 3 }).where(eq(cartPieces.cartId, cartId));
      await tx
        .update(cartLines)
        .set({ position: sql`${cartLines.position}` })
        .where(eq(cartLines.cartId, cartId));
      await tx.update(cartPieces).set({ quantity: 1 }).where(eq(cartPieces.cartId, cartId));
    });
    expect((await versions()).cart).toBe(pieces.cart + 3);
    await db().update(checkouts).set({ needBy: null }).where(eq(checkouts.cartId, cartId));
    expect((await versions()).checkout).toBe(first.checkout + 1);
  });
});

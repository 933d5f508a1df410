import { OutboxResponseSchema, type PieceSizing, type SizeMeasurement } from '@selvedge/contract';
import {
  AdminOrderBoardSchema,
  AdminOrderSchema,
  AdminOrderStaleMoveSchema,
  type AdminOrderBoardCard,
  type StaffSession,
} from '@selvedge/contract/admin';
import { startingValues } from '@selvedge/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { customerSizes, orderPieces, orders } from '../../db/schema.js';
import { fixedClock } from '../../platform/clock.js';
import { cartCalls, pieceInput, readCatalogue, type CartCatalogue } from '../../test/cart-kit.js';
import { paidOrder } from '../../test/checkout-kit.js';
import { createCustomer } from '../../test/factories.js';
import { staffSession, TEST_OWNER } from '../../test/staff-kit.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { usingPostgres } from '../../test/test-database.js';

/**
 * The board's cards (decision 054): what a tailor sorts by, read for every card in one statement,
 * and a move made from a card, refused when the order moved meanwhile.
 */

const clock = fixedClock(new Date('2026-03-02T09:00:00Z'));
let shop: TestApp;
let catalogue: CartCatalogue;
let workroom: StaffSession;
let owner: StaffSession;
/** Body-measured and saved-size shirts, the second a trial. */
let measured: string;
let adaEmail: string;
/** A standard-size pre-order jacket the customer needs soon. */
let rushed: string;

function shirtBody(): SizeMeasurement[] {
  const values: Record<string, number> = {
    collar: 15.5,
    chest: 40,
    waist: 34,
    hips: 39,
    shoulder: 18,
    'sleeve-length': 33.5,
    bicep: 13.5,
    cuff: 7.75,
    'shirt-length': 30,
    height: 70,
  };
  const draft = startingValues(catalogue.configs.shirt.measurements, 'body', { size: null, fit: 'Tailored' });
  return Object.entries(draft).map(([id, start]) => ({ id, fitting_size: values[id] ?? start! }));
}

beforeAll(async () => {
  shop = await createTestApp({ clock, config: { admin: TEST_OWNER, authRateLimitScale: 100 } });
  catalogue = await readCatalogue(shop, ['shirt', 'jackets']);
  workroom = await staffSession(shop, 'workroom');
  owner = await staffSession(shop, 'owner');
  const carts = cartCalls(shop);
  const body: PieceSizing = { method: 'body', track: 'body', size: null, fit: 'Tailored', sizeName: null, measurements: shirtBody() };
  // Ada keeps a saved size of her shirts: her second shirt is made to it.
  const ada = await createCustomer(shop, { firstName: 'Ada', lastName: 'Lovelace' });
  const at = clock.now();
  await shop.database.handle.db.insert(customerSizes).values({
    id: 'siz_board0',
    customerId: ada.id,
    productType: 'shirt',
    name: 'Office shirts',
    nameKey: 'office shirts',
    track: 'body',
    basedOnSize: null,
    fit: 'Tailored',
    measurements: shirtBody(),
    createdAt: at,
    updatedAt: at,
  });
  const saved: PieceSizing = { ...body, method: 'saved', sizeName: 'Office shirts' };
  const adaCart = Buffer.from(ada.activeCart).toString('base64url');
  const first = await carts.update(
    adaCart,
    [
      pieceInput(catalogue, { type: 'shirt', sizing: body }),
      pieceInput(catalogue, { type: 'shirt', fabricIndex: 1, category: 'trial', sizing: saved }),
    ],
    ada.token,
  );
  expect(first.status, JSON.stringify(first.body)).toBe(200);
  adaEmail = ada.email;
  measured = (await paidOrder(shop, { cart: adaCart, token: ada.token })).number;
  const second = await carts.create({ lineItems: [pieceInput(catalogue, { type: 'jackets', category: 'preorder' })] });
  rushed = (
    await paidOrder(shop, { cart: second.body.encodedId, email: 'linus@example.com', name: { firstName: 'Linus', lastName: 'Pauling' } })
  ).number;
  // The customer needs the jacket a day after it was paid for: well before its promised window ends.
  await shop.database.handle.db.update(orders).set({ needBy: '2026-03-03' }).where(eq(orders.number, rushed));
});
afterAll(async () => shop.close());

async function admin<T = Record<string, unknown>>(method: 'GET' | 'POST', url: string, session: StaffSession, body?: unknown) {
  return shop.call<T & { error?: string; code?: string }>({
    method,
    url: `/api/admin${url}`,
    ...(body === undefined ? {} : { payload: body as object }),
    headers: { authorization: `Bearer ${session.token}` },
  });
}

async function board() {
  const answer = await admin('GET', '/orders/board', workroom);
  expect(answer.status, answer.raw).toBe(200);
  return AdminOrderBoardSchema.parse(answer.body);
}

async function card(number: string): Promise<AdminOrderBoardCard> {
  const found = (await board()).columns.flatMap((column) => column.orders).find((order) => order.number === number);
  if (!found) throw new Error(`${number} is not on the board`);
  return found;
}

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

describe(`a board card (${usingPostgres() ? 'Postgres' : 'PGlite'})`, () => {
  it('shows each piece’s type, cloth (code and swatch as sold), size source and stage, and the trial flag', async () => {
    const shown = await card(measured);
    const [plain, trial] = catalogue.fabrics.shirt;
    expect(shown.pieces.map((piece) => [piece.productType, piece.category, piece.status, piece.fabric.code, piece.sizeSource])).toEqual([
      ['shirt', 'piece', 'paid', plain!.handle, 'body'],
      ['shirt', 'trial', 'paid', trial!.handle, 'profile'],
    ]);
    expect(shown.pieces[0]!.fabric.title).toBe(plain!.title);
    expect(shown.pieces[0]!.fabric.swatch).toBe(plain!.images[0]?.url ?? null);
    expect(shown.pieces[0]!.fabric.swatch).toMatch(/^\/api\/media\//);
    expect(shown).toMatchObject({ trial: true, preorder: false, rush: false, needBy: null, pieceCount: 2, late: false, overdue: false });
  });

  it('flags a pre-order the customer needs before its promised window ends as a rush, standard-sized', async () => {
    const shown = await card(rushed);
    expect(shown).toMatchObject({ preorder: true, trial: false, rush: true, needBy: '2026-03-03' });
    expect(shown.pieces.map((piece) => [piece.productType, piece.sizeSource])).toEqual([['jackets', 'standard']]);
    // A need-by date after the promised window is met at the usual pace: no rush.
    await shop.database.handle.db.update(orders).set({ needBy: '2027-12-31' }).where(eq(orders.number, rushed));
    expect((await card(rushed)).rush).toBe(false);
    await shop.database.handle.db.update(orders).set({ needBy: '2026-03-03' }).where(eq(orders.number, rushed));
  });

  it('says a card is overdue once its due day has passed', async () => {
    await shop.database.handle.db.update(orders).set({ dueOn: '2026-03-01' }).where(eq(orders.number, rushed));
    expect(await card(rushed)).toMatchObject({ dueOn: '2026-03-01', overdue: true });
  });

  it('offers the moves the whole order may make now, by the rules a move applies', async () => {
    expect((await card(measured)).moves).toEqual([
      'measurements_confirmed',
      'cutting',
      'sewing',
      'quality_check',
      'shipped',
      'delivered',
      'on_hold',
      'cancelled',
    ]);
  });

  it('reads every card’s pieces in one statement, however many cards there are', async () => {
    const statements = await statementsDuring(board);
    expect(statements.filter((text) => text.includes('"order_pieces"'))).toHaveLength(1);
    // The staff session, the counts, each column's first orders and the pieces: no statement per card.
    expect(statements.length).toBeLessThanOrEqual(12);
    // A third order adds no statement.
    const carts = cartCalls(shop);
    const more = await carts.create({ lineItems: [pieceInput(catalogue, { type: 'shirt' })] });
    await paidOrder(shop, { cart: more.body.encodedId, email: 'grace@example.com' });
    const again = await statementsDuring(board);
    expect(again.length).toBe(statements.length);
  });
});

describe('a move from the board', () => {
  it('moves the order with the card’s version, as the order page does: its history, its e-mail and its moves after', async () => {
    const before = await card(measured);
    const moved = await admin('POST', `/orders/${measured}/moves`, workroom, { status: 'cutting', version: before.version });
    expect(moved.status, moved.raw).toBe(200);
    const after = await card(measured);
    expect(after).toMatchObject({ status: 'cutting', version: before.version + 1 });
    expect(after.pieces.map((piece) => piece.status)).toEqual(['cutting', 'cutting']);
    // Past cutting it may no longer be cancelled, nor go back.
    expect(after.moves).toEqual(['sewing', 'quality_check', 'shipped', 'delivered', 'on_hold']);
    await shop.app.jobs.drain();
    const mail = OutboxResponseSchema.parse(
      (await shop.call({ url: `/api/dev/outbox?to=${encodeURIComponent(adaEmail)}` })).body,
    ).messages.filter((message) => message.subject === `Your Selvedge order ${measured}: Cutting`);
    expect(mail).toHaveLength(1);
  });

  it('refuses a stale move with the order’s current stage and version, changing nothing and e-mailing no one', async () => {
    const seen = await card(measured);
    // Someone moves it on from the order page first.
    expect((await admin('POST', `/orders/${measured}/moves`, owner, { status: 'sewing', version: seen.version })).status).toBe(200);
    const order = AdminOrderSchema.parse((await admin('GET', `/orders/${measured}`, workroom)).body);

    const stale = await admin('POST', `/orders/${measured}/moves`, workroom, { status: 'on_hold', version: seen.version });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('stale_edit');
    expect(AdminOrderStaleMoveSchema.parse(stale.body).current).toEqual({ status: 'sewing', version: seen.version + 1 });
    expect(stale.body.error).toContain('it is now at sewing');
    expect(AdminOrderSchema.parse((await admin('GET', `/orders/${measured}`, workroom)).body)).toEqual(order);
    await shop.app.jobs.drain();
    const held = OutboxResponseSchema.parse(
      (await shop.call({ url: `/api/dev/outbox?to=${encodeURIComponent(adaEmail)}` })).body,
    ).messages.filter((message) => message.subject.endsWith('On hold'));
    expect(held).toHaveLength(0);
    // The board read again shows it where it is, with the version to move it from.
    expect(await card(measured)).toMatchObject({ status: 'sewing', version: seen.version + 1 });
  });

  it('refuses a move the rules forbid with the reason, from a card too', async () => {
    const seen = await card(measured);
    const refused = await admin('POST', `/orders/${measured}/moves`, workroom, { status: 'cancelled', version: seen.version });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('move_refused');
  });
});

describe('a piece finished or cancelled', () => {
  it('is no part of the order’s moves', async () => {
    const order = AdminOrderSchema.parse((await admin('GET', `/orders/${measured}`, workroom)).body);
    const [first] = order.pieces;
    await admin('POST', `/orders/${measured}/moves`, workroom, {
      status: 'quality_check',
      reference: first!.reference,
      version: order.version,
    });
    const [row] = await shop.database.handle.db
      .select({ status: orderPieces.status })
      .from(orderPieces)
      .where(eq(orderPieces.reference, first!.reference));
    expect(row?.status).toBe('quality_check');
    // The order stands at sewing; moving it as a whole moves the piece still at sewing and the one ahead together.
    expect((await card(measured)).moves).toEqual(['shipped', 'delivered', 'on_hold']);
  });
});

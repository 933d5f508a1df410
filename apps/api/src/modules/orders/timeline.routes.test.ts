import { readFileSync } from 'node:fs';
import path from 'node:path';
import { OrderSchema, OutboxResponseSchema, type Order } from '@selvedge/contract';
import { AdminOrderBoardSchema, AdminOrderSchema, AuditPageSchema, type StaffSession } from '@selvedge/contract/admin';
import { addDays } from '@selvedge/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orderPieces, orders } from '../../db/schema.js';
import { fixedClock } from '../../platform/clock.js';
import { cartCalls, pieceInput, readCatalogue, type CartCatalogue } from '../../test/cart-kit.js';
import { anAddress, checkoutCalls, paidOrder, paymentIdOf } from '../../test/checkout-kit.js';
import { createCustomer, type TestCustomer } from '../../test/factories.js';
import { staffSession, TEST_OWNER } from '../../test/staff-kit.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { timelineSweepJob } from './timeline.jobs.js';

/** Dated timelines (issue 29, decision 048) through the API: paid, moved, held, late, and the checkout's "I need it by". */

const START = new Date('2026-03-02T09:00:00Z');
const TODAY = '2026-03-02';
const clock = fixedClock(START);
let shop: TestApp;
let catalogue: CartCatalogue;
let owner: StaffSession;
let workroom: StaffSession;
let ada: TestCustomer;
let stranger: TestCustomer;
/** Ada's shirt, and a guest's shirt (read through the e-mail's key). */
let adaOrder: string;
let guest: { number: string; key: string | null };

const GUEST_EMAIL = 'grace@example.com';

beforeAll(async () => {
  shop = await createTestApp({ clock, config: { admin: TEST_OWNER, authRateLimitScale: 100 } });
  catalogue = await readCatalogue(shop, ['shirt', 'jackets']);
  owner = await staffSession(shop, 'owner');
  workroom = await staffSession(shop, 'workroom');
  ada = await createCustomer(shop, { firstName: 'Ada', lastName: 'Lovelace' });
  stranger = await createCustomer(shop, { firstName: 'Eve', lastName: 'Stranger' });
  const carts = cartCalls(shop);
  const adaCart = Buffer.from(ada.activeCart).toString('base64url');
  await carts.update(adaCart, [pieceInput(catalogue, { type: 'shirt' })], ada.token);
  adaOrder = (await paidOrder(shop, { cart: adaCart, token: ada.token })).number;
  const guestCart = await carts.create({ lineItems: [pieceInput(catalogue, { type: 'shirt', fabricIndex: 1 })] });
  guest = await paidOrder(shop, { cart: guestCart.body.encodedId, email: GUEST_EMAIL, name: { firstName: 'Grace', lastName: 'Hopper' } });
});
afterAll(async () => shop.close());

async function admin<T = Record<string, unknown>>(method: 'GET' | 'POST', url: string, body?: unknown) {
  return shop.call<T & { error?: string }>({
    method,
    url: `/api/admin${url}`,
    ...(body === undefined ? {} : { payload: body as object }),
    headers: { authorization: `Bearer ${workroom.token}` },
  });
}
const guestView = async (): Promise<Order> =>
  OrderSchema.parse((await shop.call({ url: `/api/orders/${guest.number}?key=${guest.key}` })).body);
const adminView = async (number: string) => AdminOrderSchema.parse((await admin('GET', `/orders/${number}`)).body);
async function move(number: string, status: string, note?: string, reference?: string) {
  const { version } = await adminView(number);
  const answer = await admin('POST', `/orders/${number}/moves`, {
    status,
    version,
    ...(note ? { note } : {}),
    ...(reference ? { reference } : {}),
  });
  expect(answer.status, answer.raw).toBe(200);
  return AdminOrderSchema.parse(answer.body);
}
async function mailTo(email: string) {
  await shop.app.jobs.drain();
  return OutboxResponseSchema.parse((await shop.call({ url: `/api/dev/outbox?to=${encodeURIComponent(email)}` })).body).messages;
}
const pieceRow = async (number: string) => {
  const { db } = shop.database.handle;
  const [row] = await db
    .select({ piece: orderPieces, needBy: orders.needBy, late: orders.late, expectedOn: orders.expectedOn })
    .from(orderPieces)
    .innerJoin(orders, eq(orders.id, orderPieces.orderId))
    .where(eq(orders.number, number));
  return row!;
};

describe('a piece paid for', () => {
  it('keeps the window promised at payment and its expected delivery, and shows the timeline to its customer', async () => {
    const { piece, expectedOn } = await pieceRow(adaOrder);
    const sold = (piece.snapshot as { delivery: { earliest: string; latest: string } }).delivery;
    expect([piece.promisedFrom, piece.promisedTo]).toEqual([sold.earliest, sold.latest]);
    expect(piece.expectedOn).not.toBeNull();
    expect(expectedOn).toBe(piece.expectedOn);
    const order = OrderSchema.parse(
      (await shop.call({ url: `/api/orders/${adaOrder}`, headers: { authorization: `Bearer ${ada.token}` } })).body,
    );
    const timeline = order.pieces[0]!.timeline!;
    expect(timeline.promised).toEqual({ from: sold.earliest, to: sold.latest });
    expect(timeline.steps.map((step) => [step.status, step.state])).toEqual([
      ['paid', 'current'],
      ['measurements_confirmed', 'upcoming'],
      ['cutting', 'upcoming'],
      ['sewing', 'upcoming'],
      ['quality_check', 'upcoming'],
      ['shipped', 'upcoming'],
      ['delivered', 'upcoming'],
    ]);
    expect(timeline.steps[0]!.on).toBe(TODAY);
    // The seeded shirt: 4 days paid, 3 confirming, 3 cutting, 13 sewing, 3 checking; then the courier's days.
    expect(timeline.steps[1]!.expectedOn).toBe(addDays(TODAY, 4));
    expect(timeline.steps[5]!.expectedOn).toBe(addDays(TODAY, 26));
    expect(timeline.expectedDelivery).toBe(piece.expectedOn);
    expect(timeline.expectedDelivery! <= sold.latest).toBe(true);
    expect(timeline.late).toBe(false);
  });

  it('is backfilled by migration 0024 for a piece paid before it', async () => {
    const migration = readFileSync(path.resolve(import.meta.dirname, '../../db/migrations/0025_dated-timelines.sql'), 'utf8');
    const backfill = migration.split('-- hand-written').at(1)!.split('--> statement-breakpoint').at(1)!;
    const { db } = shop.database.handle;
    const before = (await pieceRow(adaOrder)).piece;
    await db.update(orderPieces).set({ promisedFrom: null, promisedTo: null }).where(eq(orderPieces.orderId, before.orderId));
    await db.execute(sql.raw(backfill));
    const after = (await pieceRow(adaOrder)).piece;
    expect([after.promisedFrom, after.promisedTo]).toEqual([before.promisedFrom, before.promisedTo]);
    expect(after.promisedTo).not.toBeNull();
  });

  it('starts a pre-order piece once its collection closes', async () => {
    const cart = await cartCalls(shop).create({ lineItems: [pieceInput(catalogue, { type: 'jackets', category: 'preorder' })] });
    const order = await paidOrder(shop, {
      cart: cart.body.encodedId,
      email: 'linus@example.com',
      name: { firstName: 'Linus', lastName: 'Pauling' },
    });
    const { piece } = await pieceRow(order.number);
    expect(piece.startsOn).not.toBeNull();
    expect(piece.startsOn! >= TODAY).toBe(true);
    const timeline = OrderSchema.parse((await shop.call({ url: `/api/orders/${order.number}?key=${order.key}` })).body).pieces[0]!
      .timeline!;
    // Nothing is confirmed before the collection closes: the paid stage lasts at least until then.
    expect(timeline.steps[1]!.expectedOn! > piece.startsOn!).toBe(true);
    expect(timeline.expectedDelivery).toBe(piece.expectedOn);
  });

  it('is shown through the guest link, and to nobody else', async () => {
    expect((await guestView()).pieces[0]!.timeline?.steps).toHaveLength(7);
    expect((await shop.call({ url: `/api/orders/${guest.number}`, headers: { authorization: `Bearer ${stranger.token}` } })).status).toBe(
      404,
    );
    expect((await shop.call({ url: `/api/orders/${adaOrder}`, headers: { authorization: `Bearer ${stranger.token}` } })).status).toBe(404);
    expect((await shop.call({ url: `/api/orders/${guest.number}?key=${'x'.repeat(43)}` })).status).toBe(404);
  });
});

describe('moving a piece', () => {
  it('dates the stage done, recomputes the rest, and the stage e-mail carries the tailor’s note and the expected date', async () => {
    const moved = await move(guest.number, 'measurements_confirmed', 'Sleeves <checked> against your photos & notes');
    const timeline = moved.pieces[0]!.timeline!;
    expect(timeline.steps.slice(0, 2).map((step) => [step.state, step.on])).toEqual([
      ['done', TODAY],
      ['current', TODAY],
    ]);
    // Confirmed four days early: everything after comes four days sooner.
    expect(timeline.steps[2]!.expectedOn).toBe(addDays(TODAY, 3));
    const row = await pieceRow(guest.number);
    expect(row.piece.expectedOn).toBe(timeline.expectedDelivery);
    expect(row.expectedOn).toBe(timeline.expectedDelivery);
    const board = AdminOrderBoardSchema.parse((await admin('GET', '/orders/board')).body);
    const card = board.columns.flatMap((column) => column.orders).find((order) => order.number === guest.number);
    expect(card).toMatchObject({ expectedOn: timeline.expectedDelivery, late: false });

    const mail = (await mailTo(GUEST_EMAIL)).find((message) => message.subject.endsWith('Measurements confirmed'));
    expect(mail?.text).toContain('A note from your tailor: Sleeves <checked> against your photos & notes');
    expect(mail?.text).toMatch(/Expected delivery: \d{1,2} \w+ 2026\./);
  });

  it('stops the clock on hold, and says why', async () => {
    const before = (await guestView()).pieces[0]!.timeline!;
    await move(guest.number, 'on_hold', 'Waiting for the cloth from Biella');
    clock.set(new Date(START.getTime() + 3 * 86_400_000));
    workroom = await staffSession(shop, 'workroom');
    const held = (await guestView()).pieces[0]!.timeline!;
    expect(held.hold).toEqual({ since: TODAY, reason: 'Waiting for the cloth from Biella' });
    expect(held.steps.find((step) => step.state === 'current')?.status).toBe('measurements_confirmed');
    expect(held.expectedDelivery).toBe(addDays(before.expectedDelivery!, 3));
  });

  it('flags a piece late on the board and tells the customer once, with the new date', async () => {
    // Held long enough that the expected delivery passes the promised window's end.
    const promisedTo = (await pieceRow(guest.number)).piece.promisedTo!;
    clock.set(new Date(START.getTime() + 20 * 86_400_000));
    workroom = await staffSession(shop, 'workroom');
    owner = await staffSession(shop, 'owner');
    const back = await move(guest.number, 'measurements_confirmed');
    const timeline = back.pieces[0]!.timeline!;
    expect(timeline.late).toBe(true);
    expect(timeline.expectedDelivery! > promisedTo).toBe(true);
    expect(back.lateNotified[back.pieces[0]!.reference]).toBe(true);
    const row = await pieceRow(guest.number);
    expect(row.late).toBe(true);
    expect(row.piece.late).toBe(true);
    expect(row.piece.lateNotifiedAt).not.toBeNull();
    const card = AdminOrderBoardSchema.parse((await admin('GET', '/orders/board')).body)
      .columns.flatMap((column) => column.orders)
      .find((order) => order.number === guest.number);
    expect(card?.late).toBe(true);

    await move(guest.number, 'cutting');
    await move(guest.number, 'on_hold', 'Button delivery');
    const late = (await mailTo(GUEST_EMAIL)).filter((message) => message.subject.endsWith('a new delivery date'));
    expect(late).toHaveLength(1);
    expect(late[0]!.text).toContain(
      `now expected on ${new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${timeline.expectedDelivery}T00:00:00Z`))}`,
    );
    const audit = AuditPageSchema.parse(
      (
        await shop.call({
          url: `/api/admin/audit?action=order.late_notified&subjectId=${guest.number}`,
          headers: { authorization: `Bearer ${owner.token}` },
        })
      ).body,
    );
    expect(audit.entries).toHaveLength(1);
  });
});

describe('I need it by, at the checkout', () => {
  let cart: string;
  beforeAll(async () => {
    clock.set(START);
    workroom = await staffSession(shop, 'workroom');
    const made = await cartCalls(shop).create({ lineItems: [pieceInput(catalogue, { type: 'shirt', fabricIndex: 2 })] });
    cart = made.body.encodedId;
    const opened = await checkoutCalls(shop).open(cart);
    expect(opened.status, opened.raw).toBe(200);
    const ready = await checkoutCalls(shop).update(cart, { email: 'lin@example.com', address: anAddress('SG') });
    expect(ready.status, ready.raw).toBe(200);
  });

  it('refuses a date that is not one, is past, or is more than a year away, naming needBy and changing nothing', async () => {
    for (const needBy of ['next week', '2026-02-30', '2026-13-01', addDays(TODAY, -1), addDays(TODAY, 366), 20260401]) {
      const answer = await checkoutCalls(shop).update(cart, { needBy });
      expect(answer.status, String(needBy)).toBe(400);
      expect(
        answer.body.problems?.map((problem) => problem.path),
        String(needBy),
      ).toContain('needBy');
    }
    expect((await checkoutCalls(shop).read(cart)).body.needBy).toBeNull();
  });

  it('warns when the pieces and the fit guarantee’s buffer do not fit before the date, and not otherwise', async () => {
    const soon = await checkoutCalls(shop).update(cart, { needBy: addDays(TODAY, 14) });
    expect(soon.status, soon.raw).toBe(200);
    expect(soon.body.needBy).toBe(addDays(TODAY, 14));
    expect(soon.body.needByWarning).toMatch(
      /^We expect to deliver your order by .+\. With 7 days kept for a fitting or an alteration, it may not be ready by .+ 2026\. You can still place the order\.$/,
    );
    const later = await checkoutCalls(shop).update(cart, { needBy: addDays(TODAY, 300) });
    expect(later.body.needByWarning).toBeNull();
    const cleared = await checkoutCalls(shop).update(cart, { needBy: null });
    expect(cleared.body.needBy).toBeNull();
  });

  it('keeps the date on the order, for the workroom', async () => {
    const calls = checkoutCalls(shop);
    const ready = await calls.update(cart, { needBy: addDays(TODAY, 20) });
    const started = await calls.pay(cart, { acceptedTotal: ready.body.cost.total }, 'pay-need-by-0001', undefined);
    expect(started.status, started.raw).toBe(200);
    const paymentId = paymentIdOf(started.body.redirectUrl);
    await calls.card(paymentId, '4242 4242 4242 4242');
    const done = await calls.complete(cart, paymentId);
    const number = done.body.order!.number;
    expect((await pieceRow(number)).needBy).toBe(addDays(TODAY, 20));
    expect((await adminView(number)).needBy).toBe(addDays(TODAY, 20));
  });
});

describe('stage lengths learned from the shop’s own moves', () => {
  it('take the median of a stage once enough pieces of the type finished it', async () => {
    const { db } = shop.database.handle;
    const [order] = await db.select().from(orders).where(eq(orders.number, adaOrder));
    const [template] = await db.select().from(orderPieces).where(eq(orderPieces.orderId, order!.id));
    const confirmed = new Date(START.getTime() - 40 * 86_400_000);
    // 20 shirts that each took 9 days from confirmed measurements to cutting (the seed says 3).
    for (let index = 0; index < 20; index += 1) {
      const reference = `learned-${index}`;
      await db.insert(orderPieces).values({ ...template!, reference, position: 10 + index, status: 'cutting' });
      await db.insert(orderEvents).values([
        { id: `oev_learn_mc_${index}`, orderId: order!.id, reference, status: 'measurements_confirmed', note: null, at: confirmed },
        {
          id: `oev_learn_cu_${index}`,
          orderId: order!.id,
          reference,
          status: 'cutting',
          note: null,
          at: new Date(confirmed.getTime() + 9 * 86_400_000),
        },
      ]);
    }
    // The learned lengths are read again after their ten minutes (later than any time the tests went to before).
    const later = new Date(START.getTime() + 30 * 86_400_000);
    const day = addDays(TODAY, 30);
    clock.set(later);
    workroom = await staffSession(shop, 'workroom');
    const moved = await move(adaOrder, 'measurements_confirmed', undefined, template!.reference);
    const timeline = moved.pieces.find((piece) => piece.reference === template!.reference)!.timeline!;
    expect(timeline.steps[2]!.expectedOn).toBe(addDays(day, 9));
    // Fewer than the threshold (the guest's shirt above may be one more): the seeded length again.
    await db.delete(orderPieces).where(and(eq(orderPieces.orderId, order!.id), inArray(orderPieces.reference, ['learned-0', 'learned-1'])));
    clock.set(new Date(later.getTime() + 11 * 60_000));
    const seeded = await adminView(adaOrder);
    expect(seeded.pieces.find((piece) => piece.reference === template!.reference)!.timeline!.steps[2]!.expectedOn).toBe(addDays(day, 3));
  });
});

describe('the nightly timeline sweep', () => {
  it('flags a piece nobody moved once its stage runs past the promised window, tells its customer once, and moves no version', async () => {
    const paidAt = new Date(START.getTime() + 40 * 86_400_000);
    clock.set(paidAt);
    const cart = await cartCalls(shop).create({ lineItems: [pieceInput(catalogue, { type: 'shirt', fabricIndex: 3 })] });
    const stuck = await paidOrder(shop, {
      cart: cart.body.encodedId,
      email: 'stuck@example.com',
      name: { firstName: 'Mary', lastName: 'Somerville' },
    });
    const before = await pieceRow(stuck.number);
    expect(before.late).toBe(false);
    await shop.app.jobs.enqueue(timelineSweepJob, {});
    await shop.app.jobs.drain();
    expect((await pieceRow(stuck.number)).late).toBe(false);

    // Sixty days on, still only paid: expected long after the window.
    clock.set(new Date(paidAt.getTime() + 60 * 86_400_000));
    await shop.app.jobs.enqueue(timelineSweepJob, {});
    await shop.app.jobs.drain();
    const after = await pieceRow(stuck.number);
    expect(after.late).toBe(true);
    expect(after.piece.late).toBe(true);
    expect(after.piece.lateNotifiedAt).not.toBeNull();
    expect(after.expectedOn! > before.expectedOn!).toBe(true);
    const { db } = shop.database.handle;
    const [row] = await db.select({ version: orders.version }).from(orders).where(eq(orders.number, stuck.number));
    expect(row?.version).toBe(0);

    await shop.app.jobs.enqueue(timelineSweepJob, {});
    await shop.app.jobs.drain();
    expect((await mailTo('stuck@example.com')).filter((message) => message.subject.endsWith('a new delivery date'))).toHaveLength(1);
  });
});

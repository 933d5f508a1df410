import { OutboxResponseSchema } from '@selvedge/contract';
import {
  AdminOrderBoardSchema,
  AdminOrderListSchema,
  AdminOrderSchema,
  AuditPageSchema,
  type AdminOrder,
  type StaffSession,
} from '@selvedge/contract/admin';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema.js';
import { fixedClock } from '../../platform/clock.js';
import { cartCalls, pieceInput, readCatalogue, type CartCatalogue } from '../../test/cart-kit.js';
import { paidOrder } from '../../test/checkout-kit.js';
import { createCustomer, type TestCustomer } from '../../test/factories.js';
import { staffSession, TEST_OWNER } from '../../test/staff-kit.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const clock = fixedClock(new Date('2026-03-02T09:00:00Z'));
let shop: TestApp;
let catalogue: CartCatalogue;
let owner: StaffSession;
let workroom: StaffSession;
let ada: TestCustomer;
/** Ada's order: a shirt and trial trousers. */
let adaOrder: string;
/** A guest's shirt; and a guest's pre-order jacket. */
let guestOrder: string;
let preorderOrder: string;

beforeAll(async () => {
  shop = await createTestApp({ clock, config: { admin: TEST_OWNER, authRateLimitScale: 100 } });
  catalogue = await readCatalogue(shop, ['shirt', 'trousers', 'jackets']);
  owner = await staffSession(shop, 'owner');
  workroom = await staffSession(shop, 'workroom');
  const carts = cartCalls(shop);
  ada = await createCustomer(shop, { firstName: 'Ada', lastName: 'Lovelace' });
  const adaCart = Buffer.from(ada.activeCart).toString('base64url');
  await carts.update(
    adaCart,
    [pieceInput(catalogue, { type: 'shirt' }), pieceInput(catalogue, { type: 'trousers', category: 'trial' })],
    ada.token,
  );
  adaOrder = (await paidOrder(shop, { cart: adaCart, token: ada.token })).number;
  const guest = await carts.create({ lineItems: [pieceInput(catalogue, { type: 'shirt', fabricIndex: 1 })] });
  guestOrder = (
    await paidOrder(shop, { cart: guest.body.encodedId, email: 'grace@example.com', name: { firstName: 'Grace', lastName: 'Hopper' } })
  ).number;
  const preorder = await carts.create({ lineItems: [pieceInput(catalogue, { type: 'jackets', category: 'preorder' })] });
  preorderOrder = (
    await paidOrder(shop, { cart: preorder.body.encodedId, email: 'linus@example.com', name: { firstName: 'Linus', lastName: 'Pauling' } })
  ).number;
});
afterAll(async () => shop.close());

async function admin<T = Record<string, unknown>>(method: 'GET' | 'POST', url: string, session: StaffSession | null, body?: unknown) {
  return shop.call<T & { error?: string; code?: string; problems?: { path: string }[] }>({
    method,
    url: `/api/admin${url}`,
    ...(body === undefined ? {} : { payload: body as object }),
    headers: session ? { authorization: `Bearer ${session.token}` } : {},
  });
}

const numbers = async (query: string) =>
  AdminOrderListSchema.parse((await admin('GET', `/orders?${query}`, workroom)).body).orders.map((order) => order.number);

describe('the workroom’s list of orders', () => {
  it('lists every order with what the workroom sorts by: stage, due date, types, trial and pre-order', async () => {
    const list = AdminOrderListSchema.parse((await admin('GET', '/orders', workroom)).body);
    expect(list.total).toBe(3);
    const ada = list.orders.find((order) => order.number === adaOrder);
    expect(ada).toMatchObject({
      status: 'paid',
      customerName: 'Ada Lovelace',
      trial: true,
      preorder: false,
      pieceCount: 2,
      overdue: false,
    });
    expect(ada?.productTypes.sort()).toEqual(['shirt', 'trousers']);
    expect(ada?.dueOn).toMatch(/^2026-\d\d-\d\d$/);
    // Due first: the pre-order is made after its cutoff, so it is due last.
    expect(list.orders.at(-1)?.number).toBe(preorderOrder);
  });

  it('filters by stage, type, trial, pre-order and due, and searches number, name and e-mail', async () => {
    expect(await numbers('trial=true')).toEqual([adaOrder]);
    expect((await numbers('trial=false')).sort()).toEqual([guestOrder, preorderOrder].sort());
    expect(await numbers('preorder=true')).toEqual([preorderOrder]);
    expect(await numbers('type=jackets')).toEqual([preorderOrder]);
    expect(await numbers('q=grace@')).toEqual([guestOrder]);
    expect(await numbers('q=lovelace')).toEqual([adaOrder]);
    expect(await numbers('q=HOPPER')).toEqual([guestOrder]);
    expect(await numbers(`q=${guestOrder.toLowerCase()}`)).toEqual([guestOrder]);
    expect(await numbers('q=%25')).toEqual([]);
    expect(await numbers('due=overdue')).toEqual([]);
    expect((await numbers('stage=paid')).length).toBeGreaterThan(0);
  });

  it('pages and sorts on the server', async () => {
    const first = AdminOrderListSchema.parse((await admin('GET', '/orders?sort=-number&pageSize=5', workroom)).body);
    expect(first.orders.map((order) => order.number)).toEqual([adaOrder, guestOrder, preorderOrder].sort().reverse());
    const second = AdminOrderListSchema.parse((await admin('GET', '/orders?sort=number&pageSize=5&page=2', workroom)).body);
    expect(second).toMatchObject({ orders: [], total: 3, page: 2 });
    // A search counts its matches with its page, and still past its last page.
    const found = AdminOrderListSchema.parse((await admin('GET', '/orders?q=EXAMPLE.com&sort=number&pageSize=5', workroom)).body);
    expect(found).toMatchObject({ total: 3, page: 1 });
    expect(found.orders.map((order) => order.number)).toEqual([adaOrder, guestOrder, preorderOrder].sort());
    expect(AdminOrderListSchema.parse((await admin('GET', '/orders?q=example.com&pageSize=5&page=2', workroom)).body)).toMatchObject({
      orders: [],
      total: 3,
      page: 2,
    });
  });

  it.each([
    'q=%00',
    'stage=folded',
    'type=hat',
    'trial=yes',
    'sort=price',
    'page=0',
    'pageSize=1000',
    'due=soon',
    'colour=red',
    `q=${'x'.repeat(101)}`,
  ])('refuses %s with a 400 naming it', async (query) => {
    const answer = await admin('GET', `/orders?${query}`, workroom);
    expect(answer.status).toBe(400);
    expect(answer.body.problems?.[0]?.path).toBe(query.split('=')[0]);
  });

  it('shows a board: a column per status with its count', async () => {
    const board = AdminOrderBoardSchema.parse((await admin('GET', '/orders/board', workroom)).body);
    expect(board.columns.map((column) => column.status)).toEqual([
      'paid',
      'measurements_confirmed',
      'cutting',
      'sewing',
      'quality_check',
      'shipped',
      'delivered',
      'on_hold',
      'cancelled',
    ]);
    expect(board.columns.reduce((sum, column) => sum + column.count, 0)).toBe(3);
    // Each column's cards are its own orders, with their pieces (read for every column at once).
    for (const column of board.columns) {
      expect(column.orders).toHaveLength(column.count);
      expect(column.orders.every((order) => order.status === column.status && order.pieceCount > 0)).toBe(true);
    }
    expect(board.columns.flatMap((column) => column.orders).find((order) => order.number === adaOrder)).toMatchObject({
      trial: true,
      pieceCount: 2,
    });
  });

  it('opens nothing to a customer’s token or to no token', async () => {
    for (const url of ['/orders', '/orders/board', `/orders/${adaOrder}`]) {
      expect((await shop.call({ url: `/api/admin${url}`, headers: { authorization: `Bearer ${ada.token}` } })).status).toBe(401);
      expect((await admin('GET', url, null)).status).toBe(401);
    }
  });
});

describe('an order for the tailor', () => {
  it('shows every piece with its fabric, styles, measurements in both units, the trial flag and the customer', async () => {
    const order: AdminOrder = AdminOrderSchema.parse((await admin('GET', `/orders/${adaOrder}`, workroom)).body);
    expect(order.customer).toEqual({ id: ada.id, email: ada.email });
    expect(order.pieces.map((piece) => piece.category).sort()).toEqual(['piece', 'trial']);
    const measured = order.pieces[0]!.measurements.find((measurement) => measurement.inches !== null);
    expect(Number(measured?.centimetres)).toBeCloseTo(Number(measured?.inches) * 2.54, 1);
    expect(Object.values(order.pieceDueOn).every((due) => due !== null)).toBe(true);
    expect((await admin('GET', '/orders/SV-999999', workroom)).status).toBe(404);
  });
});

describe('moving an order through the workroom', () => {
  it('moves the whole order, keeps its history and audit, and e-mails the customer', async () => {
    const before = AdminOrderSchema.parse((await admin('GET', `/orders/${adaOrder}`, workroom)).body);
    const moved = await admin('POST', `/orders/${adaOrder}/moves`, workroom, {
      status: 'cutting',
      version: before.version,
      note: 'Cloth checked <b>& pressed</b>',
    });
    expect(moved.status, moved.raw).toBe(200);
    const after = AdminOrderSchema.parse(moved.body);
    expect(after.status).toBe('cutting');
    expect(after.pieces.map((piece) => piece.status)).toEqual(['cutting', 'cutting']);
    expect(after.events.map((event) => [event.status, event.note])).toEqual([
      ['paid', null],
      ['cutting', 'Cloth checked <b>& pressed</b>'],
    ]);
    expect(after.version).toBe(before.version + 1);

    // The customer sees it, and hears of it.
    const mine = await shop.call<{ status: string }>({ url: `/api/orders/${adaOrder}`, headers: { authorization: `Bearer ${ada.token}` } });
    expect(mine.body.status).toBe('cutting');
    await shop.app.jobs.drain();
    const mail = OutboxResponseSchema.parse(
      (await shop.call({ url: `/api/dev/outbox?to=${encodeURIComponent(ada.email)}` })).body,
    ).messages.find((message) => message.subject === `Your Selvedge order ${adaOrder}: Cutting`);
    expect(mail?.text).toContain('Your cloth is being cut.');
    expect(mail?.text).toContain(`/account/orders/${adaOrder}`);
    // The tailor's note, which the move form says the customer reads: in both parts, escaped in the HTML.
    expect(mail?.text).toContain('A note from your tailor: Cloth checked <b>& pressed</b>');
    const [row] = await shop.database.handle.db.select().from(outboxMessages).where(eq(outboxMessages.id, mail!.id));
    expect(row?.html).toContain('A note from your tailor: Cloth checked &lt;b&gt;&amp; pressed&lt;/b&gt;');
    expect(row?.html).not.toContain('<b>& pressed');

    const audit = AuditPageSchema.parse((await admin('GET', `/audit?action=order.move&subjectId=${adaOrder}`, owner)).body);
    expect(audit.entries[0]).toMatchObject({ staffId: workroom.staff.id, before: { status: 'paid' }, after: { status: 'cutting' } });
  });

  it('refuses a stale version and a move the rules forbid, changing nothing', async () => {
    const order = AdminOrderSchema.parse((await admin('GET', `/orders/${adaOrder}`, workroom)).body);
    const stale = await admin('POST', `/orders/${adaOrder}/moves`, workroom, { status: 'sewing', version: order.version - 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('stale_edit');
    const cancel = await admin('POST', `/orders/${adaOrder}/moves`, workroom, { status: 'cancelled', version: order.version });
    expect(cancel.status).toBe(409);
    expect(cancel.body).toMatchObject({ code: 'move_refused' });
    expect(cancel.body.error).toMatch(/can be cancelled only before cutting/);
    const back = await admin('POST', `/orders/${adaOrder}/moves`, workroom, { status: 'paid', version: order.version });
    expect(back.body.code).toBe('move_refused');
    expect(AdminOrderSchema.parse((await admin('GET', `/orders/${adaOrder}`, workroom)).body)).toEqual(order);
  });

  it('moves one piece; the order stands at its least advanced piece', async () => {
    const order = AdminOrderSchema.parse((await admin('GET', `/orders/${adaOrder}`, workroom)).body);
    const [first] = order.pieces;
    const moved = AdminOrderSchema.parse(
      (
        await admin('POST', `/orders/${adaOrder}/moves`, workroom, {
          status: 'sewing',
          reference: first!.reference,
          version: order.version,
        })
      ).body,
    );
    expect(moved.pieces.map((piece) => piece.status)).toEqual(['sewing', 'cutting']);
    expect(moved.status).toBe('cutting');
    const unknown = await admin('POST', `/orders/${adaOrder}/moves`, workroom, {
      status: 'sewing',
      reference: 'not-a-piece',
      version: moved.version,
    });
    expect(unknown.status).toBe(404);
  });

  it('cancels a guest’s order before cutting and tells them without a link it cannot make', async () => {
    const order = AdminOrderSchema.parse((await admin('GET', `/orders/${guestOrder}`, owner)).body);
    const cancelled = AdminOrderSchema.parse(
      (await admin('POST', `/orders/${guestOrder}/moves`, owner, { status: 'cancelled', version: order.version })).body,
    );
    expect(cancelled.status).toBe('cancelled');
    await shop.app.jobs.drain();
    const mail = OutboxResponseSchema.parse((await shop.call({ url: '/api/dev/outbox?to=grace%40example.com' })).body).messages.find(
      (message) => message.subject.endsWith('Cancelled'),
    );
    expect(mail?.text).toContain('the link in your order confirmation e-mail');
  });

  it('names the field of a bad move', async () => {
    for (const [body, path] of [
      [{ status: 'folded', version: 0 }, 'status'],
      [{ status: 'sewing' }, 'version'],
      [{ status: 'sewing', version: 0, colour: 'red' }, 'colour'],
      [{ status: 'sewing', version: 0, note: 'n'.repeat(501) }, 'note'],
    ] as const) {
      const answer = await admin('POST', `/orders/${preorderOrder}/moves`, workroom, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.problems?.[0]?.path).toBe(path);
    }
  });
});

describe('two people moving one order at once', () => {
  it('lets one move win and refuses the other as stale', async () => {
    const order = AdminOrderSchema.parse((await admin('GET', `/orders/${preorderOrder}`, workroom)).body);
    const answers = await Promise.all([
      admin('POST', `/orders/${preorderOrder}/moves`, workroom, { status: 'measurements_confirmed', version: order.version }),
      admin('POST', `/orders/${preorderOrder}/moves`, owner, { status: 'on_hold', version: order.version }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const events = AdminOrderSchema.parse((await admin('GET', `/orders/${preorderOrder}`, workroom)).body).events;
    expect(events).toHaveLength(2);
  });
});

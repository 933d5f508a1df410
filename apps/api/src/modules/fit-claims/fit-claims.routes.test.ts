import { FitClaimFiledSchema, FitClaimListSchema, OutboxResponseSchema, type FitClaimFiled } from '@selvedge/contract';
import {
  AdminFitClaimListSchema,
  AdminFitClaimSchema,
  AdminOrderSchema,
  AuditPageSchema,
  StaffSchema,
  type AdminFitClaim,
  type StaffSession,
} from '@selvedge/contract/admin';
import { addDays, decimalStringToMinor, formatMoney, minorToDecimalString, singaporeDay, toMoney } from '@selvedge/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedProductConfigs } from '../../db/seed/product-configs/index.js';
import { customerSizes, customerSizeVersions, discountCodes, fitClaims, orders, payments, refunds } from '../../db/schema.js';
import { fixedClock } from '../../platform/clock.js';
import { cartCalls, pieceInput, readCatalogue, type CartCatalogue } from '../../test/cart-kit.js';
import { paidOrder } from '../../test/checkout-kit.js';
import { createCustomer, type TestCustomer } from '../../test/factories.js';
import { staffSession, TEST_OWNER } from '../../test/staff-kit.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** 10:00 in Singapore: the day a piece is delivered is this calendar date there. */
const START = new Date('2026-03-02T02:00:00Z');
const clock = fixedClock(START);
let shop: TestApp;
let catalogue: CartCatalogue;
let owner: StaffSession;
let workroom: StaffSession;

beforeAll(async () => {
  shop = await createTestApp({ clock, config: { admin: TEST_OWNER, authRateLimitScale: 1000 } });
  catalogue = await readCatalogue(shop, ['shirt']);
  owner = await staffSession(shop, 'owner');
  workroom = await staffSession(shop, 'workroom');
});
afterAll(async () => shop.close());

const staff = (session: StaffSession) => ({ authorization: `Bearer ${session.token}` });

/** A paid order of `pieces` shirts, moved to delivered by the workroom now: a customer's (token) or a guest's (key). */
async function deliveredOrder({ pieces = 1, customer }: { pieces?: number; customer?: TestCustomer } = {}) {
  const carts = cartCalls(shop);
  const lines = Array.from({ length: pieces }, () => pieceInput(catalogue, { type: 'shirt' }));
  let cart: string;
  if (customer) {
    cart = Buffer.from(customer.activeCart).toString('base64url');
    await carts.update(cart, lines, customer.token);
  } else cart = (await carts.create({ lineItems: lines })).body.encodedId;
  const email = customer?.email ?? `guest-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const { number, key } = await paidOrder(shop, { cart, token: customer?.token, email });
  const before = AdminOrderSchema.parse((await shop.call({ url: `/api/admin/orders/${number}`, headers: staff(owner) })).body);
  const moved = await shop.call({
    method: 'POST',
    url: `/api/admin/orders/${number}/moves`,
    payload: { status: 'delivered', version: before.version },
    headers: staff(owner),
  });
  if (moved.status !== 200) throw new Error(`Not delivered: ${moved.raw}`);
  if (customer) {
    // A customer's next order starts from a fresh active cart.
    const { createCartRepository } = await import('../cart/cart.repository.js');
    customer.activeCart = await createCartRepository(shop.database.handle.db).ensureActiveCart(customer.id, clock.now());
  }
  return {
    number,
    key,
    email,
    order: AdminOrderSchema.parse((await shop.call({ url: `/api/admin/orders/${number}`, headers: staff(owner) })).body),
  };
}

/** A JPEG with a GPS position and a camera in its EXIF, as a phone writes it. */
const photo = (): Promise<Buffer> =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#7a8fa6' } })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 15' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '1/1 17/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '103/1 51/1 0/1' },
    })
    .jpeg()
    .toBuffer();

async function multipart(fields: Record<string, string>, files: { name: string; bytes: Buffer }[]) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  for (const file of files) data.append('files', new Blob([new Uint8Array(file.bytes)], { type: 'image/jpeg' }), file.name);
  const request = new Request('http://shop.test/', { method: 'POST', body: data });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type') ?? '' };
}

type Answer = { code?: string; error?: string; problems?: { path: string; message: string }[] } & Partial<FitClaimFiled>;

async function fileClaim(
  number: string,
  fields: Record<string, string>,
  { token, key, photos = 1 }: { token?: string; key?: string | null; photos?: number } = {},
) {
  const body = await multipart(
    fields,
    await Promise.all(Array.from({ length: photos }, async (_, index) => ({ name: `fit-${index}.jpg`, bytes: await photo() }))),
  );
  return shop.call<Answer>({
    method: 'POST',
    url: `/api/orders/${number}/fit-claims${key ? `?key=${key}` : ''}`,
    payload: body.payload,
    headers: { 'content-type': body.contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

const problem = (reference: string) => ({ reference, problem: 'too_tight', details: 'The shirt pulls across the chest when I sit down.' });

const decide = (id: string, body: unknown, session: StaffSession = owner) =>
  shop.call<AdminFitClaim & Answer>({
    method: 'POST',
    url: `/api/admin/fit-claims/${id}/decision`,
    payload: body as object,
    headers: staff(session),
  });

/** The piece's measurements as sold, as a remake's adjusted measurements (the chest an inch larger). */
function adjusted(claim: AdminFitClaim) {
  return claim.measurementsAsSold.map((measurement, index) => ({
    id: measurement.key,
    fitting_size: measurement.inches === null ? measurement.value : Number(measurement.inches) + (index === 0 ? 0.5 : 0),
  }));
}

describe('filing a fit claim', () => {
  it('is taken on day 30 after delivery (Singapore time) and refused on day 31, saying until when', async () => {
    clock.set(START);
    const { number, key, order } = await deliveredOrder({ pieces: 2 });
    const [first, second] = order.pieces;
    // Delivered on 2 March in Singapore: 1 April is day 30, its last minute 15:59 UTC.
    clock.set(new Date('2026-04-01T16:00:00Z'));
    const late = await fileClaim(number, problem(first!.reference), { key });
    expect(late.status, late.raw).toBe(409);
    expect(late.body).toMatchObject({
      code: 'fit_claim_window_closed',
      error: 'Fit problems with this piece could be reported until 1 April 2026; that time has passed.',
    });
    const windows = FitClaimListSchema.parse((await shop.call(`/api/orders/${number}/fit-claims?key=${key}`)).body).windows;
    expect(windows).toEqual([
      { reference: first!.reference, deliveredOn: '2026-03-02', lastDay: '2026-04-01', open: false },
      { reference: second!.reference, deliveredOn: '2026-03-02', lastDay: '2026-04-01', open: false },
    ]);
    clock.set(new Date('2026-04-01T15:59:00Z'));
    const inTime = await fileClaim(number, problem(first!.reference), { key });
    expect(inTime.status, inTime.raw).toBe(201);
    expect(FitClaimFiledSchema.parse(inTime.body).claim).toMatchObject({
      reference: first!.reference,
      status: 'open',
      problem: 'too_tight',
      decision: null,
    });
    clock.set(START);
  });

  it('keeps the photos without their EXIF, shows them to the order’s holder only, and audits each step', async () => {
    clock.set(START);
    const customer = await createCustomer(shop);
    const { number, order } = await deliveredOrder({ customer });
    const filed = await fileClaim(number, problem(order.pieces[0]!.reference), { token: customer.token, photos: 2 });
    expect(filed.status, filed.raw).toBe(201);
    const claim = FitClaimFiledSchema.parse(filed.body).claim;
    expect(claim.photos).toHaveLength(2);
    const file = await shop.app.inject({ url: claim.photos[0]!.url, headers: { authorization: `Bearer ${customer.token}` } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    const metadata = await sharp(file.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();

    // A stranger reads nothing: not the claims, not a photo; no key is the same 404.
    const stranger = await createCustomer(shop);
    for (const headers of [{ authorization: `Bearer ${stranger.token}` }, {}]) {
      expect((await shop.call({ url: `/api/orders/${number}/fit-claims`, headers })).status).toBe(404);
      expect((await shop.app.inject({ url: claim.photos[0]!.url, headers })).statusCode).toBe(404);
      expect((await fileClaim(number, problem(order.pieces[0]!.reference), { token: stranger.token })).status).toBe(404);
    }
    expect((await shop.call({ url: `/api/orders/${number}/fit-claims?key=${'x'.repeat(32)}` })).status).toBe(404);
    // A customer's token opens nothing of the back office.
    expect(
      (await shop.call({ url: `/api/admin/fit-claims/${claim.id}`, headers: { authorization: `Bearer ${customer.token}` } })).status,
    ).toBe(401);

    const audit = AuditPageSchema.parse((await shop.call({ url: `/api/admin/audit?subjectId=${claim.id}`, headers: staff(owner) })).body);
    expect(audit.entries.map((entry) => entry.action).sort()).toEqual(['fit_claim.file', 'fit_claim.photo_add', 'fit_claim.photo_add']);
    expect(JSON.stringify(audit.entries)).not.toContain(customer.email);
  });

  it('names the field of bad input and keeps nothing; one open claim per piece', async () => {
    clock.set(START);
    const { number, key, order } = await deliveredOrder();
    const reference = order.pieces[0]!.reference;
    const cases: [Record<string, string>, number, string][] = [
      [problem(reference), 0, 'files'],
      [{ ...problem(reference), problem: 'too_blue' }, 1, 'problem'],
      [{ ...problem(reference), details: '   ' }, 1, 'details'],
      [{ ...problem(reference), details: 'x'.repeat(1001) }, 1, 'details'],
      [problem('not-a-piece-of-it'), 1, 'reference'],
    ];
    for (const [fields, photos, path] of cases) {
      const answer = await fileClaim(number, fields, { key, photos });
      expect(answer.status, `${path}: ${answer.raw}`).toBe(400);
      expect(answer.body.problems?.[0]?.path).toBe(path);
    }
    const tooMany = await fileClaim(number, problem(reference), { key, photos: 11 });
    expect(tooMany.status).toBe(400);
    const notAPicture = await multipart(problem(reference), [
      { name: 'fit.jpg', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') },
    ]);
    const refused = await shop.call<Answer>({
      method: 'POST',
      url: `/api/orders/${number}/fit-claims?key=${key}`,
      payload: notAPicture.payload,
      headers: { 'content-type': notAPicture.contentType },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('not_a_picture');
    expect(await shop.database.handle.db.select().from(fitClaims).where(eq(fitClaims.reference, reference))).toHaveLength(0);

    expect((await fileClaim(number, problem(reference), { key })).status).toBe(201);
    const again = await fileClaim(number, problem(reference), { key });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('fit_claim_open');
  });

  it('is refused for a piece not delivered yet', async () => {
    clock.set(START);
    const carts = cartCalls(shop);
    const cart = (await carts.create({ lineItems: [pieceInput(catalogue, { type: 'shirt' })] })).body.encodedId;
    const { number, key } = await paidOrder(shop, { cart, email: 'early@example.com' });
    const order = AdminOrderSchema.parse((await shop.call({ url: `/api/admin/orders/${number}`, headers: staff(owner) })).body);
    const answer = await fileClaim(number, problem(order.pieces[0]!.reference), { key });
    expect(answer.status).toBe(400);
    expect(answer.body.problems?.[0]).toMatchObject({ path: 'reference' });
  });
});

describe('deciding a fit claim', () => {
  async function openClaim(options: { customer?: TestCustomer } = {}) {
    clock.set(START);
    const made = await deliveredOrder(options);
    const filed = await fileClaim(
      made.number,
      problem(made.order.pieces[0]!.reference),
      options.customer ? { token: options.customer.token } : { key: made.key },
    );
    if (filed.status !== 201) throw new Error(filed.raw);
    const claim = AdminFitClaimSchema.parse(
      (await shop.call({ url: `/api/admin/fit-claims/${filed.body.claim!.id}`, headers: staff(owner) })).body,
    );
    return { ...made, claim };
  }

  it('a remake: a zero-priced piece back at measurements confirmed, never charged, the size saved as a new version, e-mailed and audited', async () => {
    const customer = await createCustomer(shop);
    const { number, claim, order } = await openClaim({ customer });
    const queue = AdminFitClaimListSchema.parse(
      (await shop.call({ url: '/api/admin/fit-claims?status=open&pageSize=100', headers: staff(workroom) })).body,
    );
    expect(queue.claims.some((entry) => entry.id === claim.id && entry.photoCount === 1 && entry.orderNumber === number)).toBe(true);
    expect(claim.measurementsAsSold.length).toBeGreaterThan(0);
    const paymentsBefore = (await shop.database.handle.db.select().from(payments)).length;

    const answer = await decide(
      claim.id,
      { kind: 'remake', measurements: adjusted(claim), note: 'Half an inch more room in the chest.' },
      workroom,
    );
    expect(answer.status, answer.raw).toBe(200);
    const decided = AdminFitClaimSchema.parse(answer.body);
    expect(decided.decision).toMatchObject({ kind: 'remake', amount: null });
    const after = AdminOrderSchema.parse((await shop.call({ url: `/api/admin/orders/${number}`, headers: staff(owner) })).body);
    const remade = after.pieces.find((piece) => piece.reference === decided.decision!.remakeReference);
    expect(remade).toMatchObject({ status: 'measurements_confirmed', remakeOf: order.pieces[0]!.reference, charges: [] });
    expect(decimalStringToMinor(remade!.total.amount, after.currencyCode)).toBe(0);
    expect(after.status).toBe('measurements_confirmed');
    // Never charged: the order's totals are as paid, and no payment was made.
    expect(after.cost).toEqual(order.cost);
    expect((await shop.database.handle.db.select().from(payments)).length).toBe(paymentsBefore);
    expect(remade!.measurements[0]!.inches).toBe(String(Number(claim.measurementsAsSold[0]!.inches) + 0.5).replace(/\.0$/, ''));
    // Due when the stages still ahead of it are done, counted from today; the order is due then too, so the board sorts it there.
    const stages = seedProductConfigs.find((config) => config.productType === remade!.productType)!.timeline.stageDays;
    const due = addDays(singaporeDay(clock.now()), stages.measurements_confirmed + stages.cutting + stages.sewing + stages.quality_check);
    expect(after.pieceDueOn[remade!.reference]).toBe(due);
    expect(after.dueOn).toBe(due);

    const sizes = await shop.database.handle.db.select().from(customerSizes).where(eq(customerSizes.customerId, customer.id));
    expect(sizes).toHaveLength(1);
    const versions = await shop.database.handle.db.select().from(customerSizeVersions).where(eq(customerSizeVersions.sizeId, sizes[0]!.id));
    expect(versions).toMatchObject([{ version: 1, source: 'remake', note: `fit claim ${claim.id}` }]);

    await shop.app.jobs.drain();
    const mails = OutboxResponseSchema.parse((await shop.call(`/api/dev/outbox?to=${encodeURIComponent(customer.email)}`)).body).messages;
    expect(mails.some((mail) => mail.subject === `Your fit claim on order ${number}: Remake`)).toBe(true);
    const audit = AuditPageSchema.parse(
      (await shop.call({ url: `/api/admin/audit?action=fit_claim.decide&subjectId=${claim.id}`, headers: staff(owner) })).body,
    );
    expect(audit.entries).toHaveLength(1);
    // The customer reads the decision on their order.
    const list = FitClaimListSchema.parse(
      (await shop.call({ url: `/api/orders/${number}/fit-claims`, headers: { authorization: `Bearer ${customer.token}` } })).body,
    );
    expect(list.claims[0]).toMatchObject({ status: 'decided', decision: { kind: 'remake' } });
    expect((await decide(claim.id, { kind: 'declined', reason: 'Twice' })).status).toBe(409);
  });

  it('declined needs a reason the customer reads; money needs the refund right; bad decisions name their field', async () => {
    const { claim } = await openClaim();
    expect((await decide(claim.id, { kind: 'declined' })).body.problems?.[0]?.path).toBe('reason');
    expect((await decide(claim.id, { kind: 'store_credit', amount: '10.00' }, workroom)).status).toBe(403);
    expect((await decide(claim.id, { kind: 'alteration', receiptAmount: '10.00' }, workroom)).status).toBe(403);
    expect((await decide(claim.id, { kind: 'alteration', receiptAmount: '10.00' })).body.problems?.[0]?.path).toBe('receiptAmount');
    expect((await decide(claim.id, { kind: 'store_credit', amount: '0' })).body.problems?.[0]?.path).toBe('amount');
    expect((await decide(claim.id, { kind: 'store_credit', amount: '99999.00' })).body.problems?.[0]?.path).toBe('amount');
    expect((await decide(claim.id, { kind: 'refund_everything' })).status).toBe(400);
    expect((await decide(claim.id, { kind: 'declined', reason: 'x', extra: 1 })).status).toBe(400);
    const bad = await decide(claim.id, { kind: 'remake', measurements: [{ id: 'chest', fitting_size: 999 }] });
    expect(bad.status).toBe(400);
    expect(bad.body.problems?.[0]?.path).toMatch(/^measurements/);
    expect((await decide('fcl_doesnotexist0000', { kind: 'declined', reason: 'x' })).status).toBe(404);
    // A manager too, until the owner grants refunds; then the amount is what is checked.
    const manager = await staffSession(shop, 'manager', `claims-manager-${claim.id}@selvedge.example`);
    expect((await decide(claim.id, { kind: 'store_credit', amount: '10.00' }, manager)).status).toBe(403);
    const me = StaffSchema.parse((await shop.call<{ staff: unknown }>({ url: '/api/admin/me', headers: staff(manager) })).body.staff);
    const granted = await shop.call({
      method: 'PATCH',
      url: `/api/admin/staff/${me.id}`,
      payload: { version: me.version, grants: ['refunds'] },
      headers: staff(owner),
    });
    expect(granted.status, granted.raw).toBe(200);
    expect((await decide(claim.id, { kind: 'store_credit', amount: '0' }, manager)).body.problems?.[0]?.path).toBe('amount');
    const declined = await decide(claim.id, { kind: 'declined', reason: 'The photos show the shirt fits as measured.' }, workroom);
    expect(declined.status, declined.raw).toBe(200);
    expect(declined.body.decision).toMatchObject({ kind: 'declined', reason: 'The photos show the shirt fits as measured.' });
  });

  it('store credit: a single-use code for the amount in the order’s currency, e-mailed', async () => {
    const { claim, email } = await openClaim();
    const answer = await decide(claim.id, { kind: 'store_credit', amount: '15.00' });
    expect(answer.status, answer.raw).toBe(200);
    const code = answer.body.decision!.creditCode!;
    expect(code).toMatch(/^CREDIT-[A-Z2-9]{10}$/);
    const [row] = await shop.database.handle.db.select().from(discountCodes).where(eq(discountCodes.code, code));
    expect(row).toMatchObject({ kind: 'fixed_amount', amounts: { SGD: 1500 }, usageLimitTotal: 1 });
    await shop.app.jobs.drain();
    const mails = OutboxResponseSchema.parse((await shop.call(`/api/dev/outbox?to=${encodeURIComponent(email)}`)).body).messages;
    expect(mails.find((mail) => mail.subject.includes('Store credit'))?.text).toContain(code);
  });

  it('holds the share and the cap per piece: a second claim on an altered piece is reimbursed only what is left, then nothing', async () => {
    const { claim, number, key, order } = await openClaim();
    const withReceipt = async (id: string) => {
      const receipt = await multipart({}, [{ name: 'receipt.jpg', bytes: await photo() }]);
      const added = await shop.call({
        method: 'POST',
        url: `/api/admin/fit-claims/${id}/receipt`,
        payload: receipt.payload,
        headers: { ...staff(owner), 'content-type': receipt.contentType },
      });
      expect(added.status, added.raw).toBe(200);
    };
    const limit = decimalStringToMinor(claim.alterationLimit.amount, 'SGD');
    await withReceipt(claim.id);
    expect((await decide(claim.id, { kind: 'alteration', receiptAmount: '15.00' })).status).toBe(200);

    const again = async () => {
      const filed = await fileClaim(number, problem(order.pieces[0]!.reference), { key });
      expect(filed.status, filed.raw).toBe(201);
      const view = AdminFitClaimSchema.parse(
        (await shop.call({ url: `/api/admin/fit-claims/${filed.body.claim!.id}`, headers: staff(owner) })).body,
      );
      await withReceipt(view.id);
      return view;
    };
    const second = await again();
    expect(decimalStringToMinor(second.alterationLimit.amount, 'SGD')).toBe(limit - 1_500);
    const paid = await decide(second.id, { kind: 'alteration', receiptAmount: '500.00' });
    expect(paid.status, paid.raw).toBe(200);
    expect(paid.body.decision!.amount).toEqual(toMoney(limit - 1_500, 'SGD'));

    const third = await again();
    expect(decimalStringToMinor(third.alterationLimit.amount, 'SGD')).toBe(0);
    const refused = await decide(third.id, { kind: 'alteration', receiptAmount: '5.00' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'nothing_to_reimburse' });
    const [row] = await shop.database.handle.db.select().from(orders).where(eq(orders.number, number));
    const given = (await shop.database.handle.db.select().from(refunds).where(eq(refunds.orderId, row!.id))).filter(
      (entry) => entry.status !== 'failed',
    );
    expect(given.reduce((sum, entry) => sum + entry.amountMinor, 0)).toBe(limit);
  });

  it('never gives store credit beyond what the piece cost, over all its claims', async () => {
    const { claim, number, key, order } = await openClaim();
    const pieceMinor = decimalStringToMinor(claim.piece.total.amount, 'SGD');
    const first = await decide(claim.id, { kind: 'store_credit', amount: minorToDecimalString(pieceMinor - 1_000, 'SGD') });
    expect(first.status, first.raw).toBe(200);
    const filed = await fileClaim(number, problem(order.pieces[0]!.reference), { key });
    expect(filed.status, filed.raw).toBe(201);
    const second = filed.body.claim!.id;
    const over = await decide(second, { kind: 'store_credit', amount: '10.01' });
    expect(over.status).toBe(400);
    expect(over.body.problems?.[0]).toMatchObject({
      path: 'amount',
      message: `amount: at most what the piece cost, less what its earlier claims gave: ${formatMoney(1_000, 'SGD')}`,
    });
    expect((await decide(second, { kind: 'store_credit', amount: '10.00' })).status).toBe(200);
  });

  it('20 alteration decisions at once reimburse once, within the cap, through the refund path', async () => {
    const { claim, number } = await openClaim();
    const receipt = await multipart({}, [{ name: 'receipt.jpg', bytes: await photo() }]);
    const added = await shop.call({
      method: 'POST',
      url: `/api/admin/fit-claims/${claim.id}/receipt`,
      payload: receipt.payload,
      headers: { ...staff(owner), 'content-type': receipt.contentType },
    });
    expect(added.status, added.raw).toBe(200);
    const answers = await Promise.all(Array.from({ length: 20 }, () => decide(claim.id, { kind: 'alteration', receiptAmount: '500.00' })));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(19);
    const [order] = await shop.database.handle.db.select().from(orders).where(eq(orders.number, number));
    const given = (await shop.database.handle.db.select().from(refunds).where(eq(refunds.orderId, order!.id))).filter(
      (row) => row.status !== 'failed',
    );
    expect(given).toHaveLength(1);
    // The shirt's cap is SGD 40.00, and half the shirt is more than that.
    const limit = decimalStringToMinor(claim.alterationLimit.amount, 'SGD');
    expect(limit).toBeLessThanOrEqual(4_000);
    expect(given[0]).toMatchObject({ amountMinor: limit, status: 'succeeded' });
  });
});

describe('the remake limit', () => {
  it('holds for one customer and type under 10 decisions at once: exactly the limit succeed', async () => {
    clock.set(START);
    const customer = await createCustomer(shop);
    const ids: string[] = [];
    for (let round = 0; round < 5; round += 1) {
      const { number, order } = await deliveredOrder({ pieces: 2, customer });
      for (const piece of order.pieces) {
        const filed = await fileClaim(number, problem(piece.reference), { token: customer.token });
        expect(filed.status, filed.raw).toBe(201);
        ids.push(filed.body.claim!.id);
      }
    }
    const views = await Promise.all(
      ids.map(async (id) =>
        AdminFitClaimSchema.parse((await shop.call({ url: `/api/admin/fit-claims/${id}`, headers: staff(owner) })).body),
      ),
    );
    const answers = await Promise.all(views.map((view) => decide(view.id, { kind: 'remake', measurements: adjusted(view) })));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(2);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(8);
    expect(refused[0]!.body).toMatchObject({
      code: 'remake_limit_reached',
      error: 'This customer has had 2 remakes of shirt already, the most the fit guarantee allows.',
    });
  });
});

describe('hostile input', () => {
  it('answers odd ids, queries and bodies with a 4xx that says what was wrong, never a 500', async () => {
    clock.set(START);
    const { number, key } = await deliveredOrder();
    const odd = ['', '%00', '%FF', '..%2F..%2Fetc%2Fpasswd', "'%20OR%201=1--", 'a'.repeat(300), 'fcl_', '-1', 'null'];
    const urls = odd.flatMap((value) => [
      { url: `/api/orders/${number}/fit-claims/${value}/photos/fcp_aaaaaaaaaaaaaaaa/full?key=${key}` },
      { url: `/api/orders/${number}/fit-claims?key=${value}` },
      { url: `/api/admin/fit-claims/${value}`, headers: staff(owner) },
      { url: `/api/admin/fit-claims?status=${value}`, headers: staff(owner) },
      { url: `/api/admin/fit-claims?page=${value}`, headers: staff(owner) },
    ]);
    for (const call of urls) {
      const answer = await shop.call<{ error?: string }>(call);
      expect(answer.status, call.url).toBeLessThan(500);
      if (answer.status >= 400) expect(typeof answer.body.error, call.url).toBe('string');
    }
    for (const body of [
      [],
      { kind: 'remake', measurements: 'chest' },
      { kind: 'alteration', receiptAmount: 12 },
      { kind: 'declined', reason: 'x'.repeat(501) },
    ]) {
      const answer = await shop.call<{ error?: string }>({
        method: 'POST',
        url: '/api/admin/fit-claims/fcl_doesnotexist0000/decision',
        payload: body as object,
        headers: staff(owner),
      });
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    const json = await shop.call<{ code?: string }>({
      method: 'POST',
      url: `/api/orders/${number}/fit-claims?key=${key}`,
      payload: { reference: 'x' },
    });
    expect(json.status).toBe(415);
  });
});

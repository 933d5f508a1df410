import { PreorderResponseSchema, ProductPageSchema, type ProductType } from '@selvedge/contract';
import {
  AdminPreorderListSchema,
  AdminPreorderSchema,
  AuditPageSchema,
  type AdminPreorder,
  type StaffSession,
} from '@selvedge/contract/admin';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, media, preorderProducts, preorders } from '../../db/schema.js';
import { fixedClock } from '../../platform/clock.js';
import { createCustomer, type TestCustomer } from '../../test/factories.js';
import { staffSession, TEST_OWNER } from '../../test/staff-kit.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const seedDay = new Date('2026-03-01T08:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const clock = fixedClock(seedDay);
let shop: TestApp;
let owner: StaffSession;
let manager: StaffSession;
let workroom: StaffSession;
let ada: TestCustomer;

beforeAll(async () => {
  shop = await createTestApp({ clock, seedAt: seedDay, config: { admin: TEST_OWNER, authRateLimitScale: 100 } });
  owner = await staffSession(shop, 'owner');
  manager = await staffSession(shop, 'manager');
  workroom = await staffSession(shop, 'workroom');
  ada = await createCustomer(shop);
});
afterAll(async () => shop.close());

type Answer = { code?: string; problems?: { path: string; message: string }[]; current?: AdminPreorder };
type Caller = StaffSession | { token: string } | null;
const headers = (who: Caller, extra: Record<string, string> = {}) => ({
  ...(who ? { authorization: `Bearer ${who.token}` } : {}),
  ...extra,
});
const call = <T = Record<string, unknown>>(
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  who: Caller,
  body?: unknown,
  extra: Record<string, string> = {},
) =>
  shop.call<T & Answer>({
    method,
    url: `/api/admin${url}`,
    headers: headers(who, extra),
    ...(body === undefined ? {} : { payload: body as object }),
  });

async function uploadNavbar(id: string, who: Caller, file: { name: string; bytes: Buffer }) {
  const data = new FormData();
  data.append('image', new Blob([new Uint8Array(file.bytes)], { type: 'image/png' }), file.name);
  const request = new Request('http://shop.test/', { method: 'POST', body: data });
  return shop.call<Record<string, unknown> & Answer>({
    method: 'POST',
    url: `/api/admin/preorders/${id}/navbar-image`,
    headers: headers(who, { 'content-type': request.headers.get('content-type') ?? '' }),
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

const png = (): Promise<Buffer> =>
  sharp({ create: { width: 800, height: 300, channels: 3, background: '#8a6a45' } })
    .png()
    .toBuffer();
const storefrontPreorder = async () => PreorderResponseSchema.parse((await shop.call('/api/shopify/products/preorder')).body).preorder;
const preorderListing = async (type: ProductType) =>
  ProductPageSchema.parse(
    (await shop.call(`/api/shopify/products/${type}?cc=SGD&query=tag:Display tag:Preorder&first=100`)).body,
  ).products.map((product) => product.id);
const standardListing = async (type: ProductType) =>
  ProductPageSchema.parse(
    (await shop.call(`/api/shopify/products/${type}?cc=SGD&query=tag:Display -tag:Preorder&first=100`)).body,
  ).products.map((product) => product.id);

const rowCounts = async () => {
  const { db } = shop.database.handle;
  const [[p], [pp], [m], [a]] = await Promise.all([
    db.select({ n: count() }).from(preorders),
    db.select({ n: count() }).from(preorderProducts),
    db.select({ n: count() }).from(media),
    db.select({ n: count() }).from(auditLog),
  ]);
  return { preorders: p?.n, products: pp?.n, media: m?.n, audit: a?.n };
};

const seeded = async (): Promise<AdminPreorder> => AdminPreorderSchema.parse((await call('GET', '/preorders/current', manager)).body);

const newPreorder = (productIds: string[], overrides: Record<string, unknown> = {}) => ({
  title: 'Inverno: pre-order now open',
  description: 'Winter flannels, cut after the pre-order closes.',
  collectionTitle: 'Inverno: The Winter Capsule',
  collectionDescription: 'Flannels and tweeds from two mills.',
  estimatedDelivery: 'Delivered 6-8 weeks from cutoff',
  deliveryWeeksMin: 6,
  deliveryWeeksMax: 8,
  cutoff: new Date(seedDay.getTime() + 60 * DAY).toISOString(),
  productIds,
  ...overrides,
});

describe('pre-orders in the back office', () => {
  it('lists them and reads one, with the fabrics of the collection (the seeded capsule, tagged Preorder)', async () => {
    const list = AdminPreorderListSchema.parse((await call('GET', '/preorders', owner)).body);
    expect(list.preorders.map((preorder) => preorder.id)).toContain('current');
    const current = await seeded();
    expect(current).toMatchObject({
      ongoing: true,
      deliveryWeeksMin: 8,
      deliveryWeeksMax: 10,
      productsOrder: ['jackets', 'trousers', 'shirt'],
      version: 0,
    });
    expect(current.products.length).toBeGreaterThan(0);
    const shirts = current.products.filter((product) => product.productType === 'shirt').map((product) => product.id);
    expect((await preorderListing('shirt')).sort()).toEqual(shirts.sort());
  });

  it('lets owners and managers in, refuses the workroom (403) and anyone without a staff token (401)', async () => {
    const current = await seeded();
    const routes: [method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown][] = [
      ['GET', '/preorders'],
      ['GET', '/preorders/current'],
      ['POST', '/preorders', newPreorder([])],
      ['PATCH', '/preorders/current', { title: 'Nope', version: current.version }],
    ];
    const before = await rowCounts();
    for (const [method, url, body] of routes) {
      expect((await call(method, url, workroom, body)).status, `${method} ${url} workroom`).toBe(403);
      expect((await call(method, url, null, body)).status, `${method} ${url} no token`).toBe(401);
      expect((await call(method, url, { token: ada.token }, body)).status, `${method} ${url} customer`).toBe(401);
    }
    expect((await uploadNavbar('current', workroom, { name: 'menu.png', bytes: await png() })).status).toBe(403);
    expect((await uploadNavbar('current', null, { name: 'menu.png', bytes: await png() })).status).toBe(401);
    expect((await uploadNavbar('current', { token: ada.token }, { name: 'menu.png', bytes: await png() })).status).toBe(401);
    expect(await rowCounts()).toEqual(before);
    for (const who of [owner, manager]) {
      expect((await call('GET', '/preorders', who)).status).toBe(200);
      expect((await call('GET', '/preorders/current', who)).status).toBe(200);
    }
  });

  it('refuses bad input on create with the field named (a cutoff in the past above all), and writes nothing', async () => {
    const fabric = (await seeded()).products[0]!.id;
    const before = await rowCounts();
    const cases: [body: Record<string, unknown>, path: string][] = [
      [newPreorder([fabric], { cutoff: new Date(seedDay.getTime() - DAY).toISOString() }), 'cutoff'],
      [newPreorder([fabric], { cutoff: seedDay.toISOString() }), 'cutoff'],
      [newPreorder([fabric], { cutoff: 'next tuesday' }), 'cutoff'],
      [newPreorder([fabric], { startsAt: new Date(seedDay.getTime() + 90 * DAY).toISOString() }), 'cutoff'],
      [newPreorder([fabric], { title: '' }), 'title'],
      [newPreorder([fabric], { description: ' ' }), 'description'],
      [newPreorder([fabric], { collectionTitle: '' }), 'collectionTitle'],
      [newPreorder([fabric], { collectionDescription: 'x'.repeat(2001) }), 'collectionDescription'],
      [newPreorder([fabric], { estimatedDelivery: '' }), 'estimatedDelivery'],
      [newPreorder([fabric], { deliveryWeeksMin: 10, deliveryWeeksMax: 8 }), 'deliveryWeeksMax'],
      [newPreorder([fabric], { deliveryWeeksMin: 0 }), 'deliveryWeeksMin'],
      [newPreorder([fabric], { deliveryWeeksMax: 1.5 }), 'deliveryWeeksMax'],
      [newPreorder(['prod_no_such_fabric']), 'productIds'],
      [newPreorder([fabric, fabric]), 'productIds'],
      [newPreorder([fabric], { productsOrder: ['polo'] }), 'productsOrder'],
      [newPreorder([fabric], { productsOrder: ['hats'] }), 'productsOrder.0'],
      [newPreorder([fabric], { navbarImage: 'x' }), 'navbarImage'],
    ];
    for (const [body, path] of cases) {
      const answer = await call('POST', '/preorders', manager, body);
      expect(answer.status, `${path}: ${answer.raw}`).toBe(400);
      expect(
        answer.body.problems?.map((problem) => problem.path),
        `${path}: ${answer.raw}`,
      ).toContain(path);
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('creates one (once per Idempotency-Key), audited; the storefront shows it and its cloth at once', async () => {
    const capsule = await seeded();
    const shirt = (await standardListing('shirt'))[0]!;
    expect(await preorderListing('shirt')).not.toContain(shirt);
    await storefrontPreorder();
    const body = newPreorder([shirt, capsule.products[0]!.id]);
    const answer = await call('POST', '/preorders', manager, body, { 'idempotency-key': 'inverno-once-1' });
    expect(answer.status, answer.raw).toBe(201);
    const created = AdminPreorderSchema.parse(answer.body);
    expect(created).toMatchObject({
      title: body.title,
      ongoing: true,
      deliveryWeeksMin: 6,
      deliveryWeeksMax: 8,
      productsOrder: ['shirt', capsule.products[0]!.productType],
      version: 0,
      startsAt: seedDay.toISOString(),
    });
    const again = await call('POST', '/preorders', manager, body, { 'idempotency-key': 'inverno-once-1' });
    expect(AdminPreorderSchema.parse(again.body).id).toBe(created.id);
    expect(
      AdminPreorderListSchema.parse((await call('GET', '/preorders', manager)).body).preorders.filter(
        (preorder) => preorder.title === body.title,
      ),
    ).toHaveLength(1);

    // The latest cutoff is the storefront's pre-order; its cloth carries the Preorder tag.
    expect(await storefrontPreorder()).toMatchObject({
      title: body.title,
      collectionTitle: body.collectionTitle,
      estimatedDelivery: body.estimatedDelivery,
      ongoing: true,
      cutoff: body.cutoff,
    });
    expect(await preorderListing('shirt')).toContain(shirt);
    expect(await standardListing('shirt')).not.toContain(shirt);

    const audit = AuditPageSchema.parse((await call('GET', `/audit?subjectType=preorder&subjectId=${created.id}`, owner)).body);
    expect(audit.entries.map((entry) => entry.action)).toEqual(['preorder.create']);
  });

  it('edits from the version seen: a stale edit is 409, a cutoff moved into the past is refused; the storefront shows changes at once', async () => {
    const list = AdminPreorderListSchema.parse((await call('GET', '/preorders', manager)).body).preorders;
    const latest = list[0]!;
    const before = await rowCounts();
    const bad: [body: Record<string, unknown>, path: string][] = [
      [{ cutoff: new Date(seedDay.getTime() - DAY).toISOString() }, 'cutoff'],
      [{ deliveryWeeksMin: 9 }, 'deliveryWeeksMax'],
      [{ title: '' }, 'title'],
      [{ productIds: ['prod_nope'] }, 'productIds'],
      [{ productsOrder: [] }, 'productsOrder'],
      [{ navbarImageId: 'upload-123' }, 'navbarImageId'],
      [{ title: 'No version', version: undefined }, 'version'],
    ];
    for (const [body, path] of bad) {
      const answer = await call('PATCH', `/preorders/${latest.id}`, manager, { version: latest.version, ...body });
      expect(answer.status, `${path}: ${answer.raw}`).toBe(400);
      expect(
        answer.body.problems?.map((problem) => problem.path),
        `${path}: ${answer.raw}`,
      ).toContain(path);
    }
    expect(await rowCounts()).toEqual(before);

    const dropped = latest.products[0]!;
    const kept = latest.products.slice(1).map((product) => product.id);
    const edited = await call('PATCH', `/preorders/${latest.id}`, owner, {
      title: 'Inverno: last days',
      cutoff: new Date(seedDay.getTime() + 30 * DAY).toISOString(),
      deliveryWeeksMin: 7,
      deliveryWeeksMax: 9,
      productIds: kept,
      version: latest.version,
    });
    expect(edited.status, edited.raw).toBe(200);
    const after = AdminPreorderSchema.parse(edited.body);
    expect(after).toMatchObject({ title: 'Inverno: last days', deliveryWeeksMin: 7, deliveryWeeksMax: 9, version: latest.version + 1 });
    expect(after.products.map((product) => product.id)).toEqual(kept);
    expect(await storefrontPreorder()).toMatchObject({
      title: 'Inverno: last days',
      cutoff: new Date(seedDay.getTime() + 30 * DAY).toISOString(),
    });
    // Taken out of the collection: no longer in the pre-order's listing (it was in no other pre-order).
    expect(await preorderListing(dropped.productType)).not.toContain(dropped.id);
    expect(await standardListing(dropped.productType)).toContain(dropped.id);

    const stale = await call('PATCH', `/preorders/${latest.id}`, manager, { title: 'Too late', version: latest.version });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('stale_edit');
    expect(stale.body.current).toMatchObject({ title: 'Inverno: last days', version: after.version });

    // A pre-order whose cutoff has passed can still be edited, as long as the cutoff is left alone.
    clock.set(new Date(seedDay.getTime() + 31 * DAY));
    try {
      const later = await staffSession(shop, 'owner'); // the sessions of a month ago have ended
      const wording = await call('PATCH', `/preorders/${latest.id}`, later, {
        estimatedDelivery: 'Delivered in May',
        cutoff: after.cutoff,
        version: after.version,
      });
      expect(wording.status, wording.raw).toBe(200);
      expect(AdminPreorderSchema.parse(wording.body)).toMatchObject({ ongoing: false, estimatedDelivery: 'Delivered in May' });
      const moved = await call('PATCH', `/preorders/${latest.id}`, later, {
        cutoff: new Date(seedDay.getTime() + 30.5 * DAY).toISOString(),
        version: after.version + 1,
      });
      expect(moved.status).toBe(400);
      expect(moved.body.problems?.[0]?.path).toBe('cutoff');
    } finally {
      clock.set(seedDay);
    }

    const audit = AuditPageSchema.parse((await call('GET', `/audit?subjectType=preorder&subjectId=${latest.id}`, owner)).body);
    // Entries made at one instant (the held clock) come in any order among themselves.
    const titled = audit.entries.find(
      (entry) =>
        entry.action === 'preorder.update' &&
        (entry.after as { title?: string }).title === 'Inverno: last days' &&
        (entry.before as { title?: string }).title === latest.title,
    );
    expect(titled).toMatchObject({
      before: { deliveryWeeksMin: 6, products: latest.products },
      after: { deliveryWeeksMin: 7, products: after.products },
    });
    expect(audit.entries.map((entry) => entry.action).sort()).toEqual(['preorder.create', 'preorder.update', 'preorder.update']);
  });

  it('takes an uploaded navbar picture (not-an-image refused on the field) that the storefront shows', async () => {
    const latest = AdminPreorderListSchema.parse((await call('GET', '/preorders', manager)).body).preorders[0]!;
    const before = await rowCounts();
    const refused = await uploadNavbar(latest.id, manager, { name: 'menu.png', bytes: Buffer.from('GIF89a but not really') });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'not_a_picture', problems: [{ path: 'image' }] });
    expect(await rowCounts()).toEqual(before);

    const answer = await uploadNavbar(latest.id, manager, { name: 'menu.png', bytes: await png() });
    expect(answer.status, answer.raw).toBe(201);
    const withPicture = AdminPreorderSchema.parse(answer.body);
    expect(withPicture.navbarImage).toMatch(/^\/api\/media\/upload-[0-9a-f]{24}$/);
    expect((await storefrontPreorder())?.navbarImage).toBe(withPicture.navbarImage);
    const served = await shop.app.inject({ method: 'GET', url: withPicture.navbarImage! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');

    const cleared = await call('PATCH', `/preorders/${latest.id}`, manager, { navbarImageId: null, version: withPicture.version });
    expect(AdminPreorderSchema.parse(cleared.body).navbarImage).toBeNull();
    expect((await storefrontPreorder())?.navbarImage).toBeNull();
    expect((await shop.app.inject({ method: 'GET', url: withPicture.navbarImage! })).statusCode).toBe(404);
    expect((await uploadNavbar('pre_nothing', manager, { name: 'menu.png', bytes: await png() })).status).toBe(404);
  });
});

import { ProductPageSchema, ProductSchema, type Product } from '@selvedge/contract';
import { AdminFabricDetailSchema, AuditPageSchema, type AdminFabricDetail, type StaffSession } from '@selvedge/contract/admin';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, collectionProducts, media, products, variantPrices, variants } from '../../db/schema.js';
import { createCustomer, type TestCustomer } from '../../test/factories.js';
import { staffSession, TEST_OWNER } from '../../test/staff-kit.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let shop: TestApp;
let owner: StaffSession;
let manager: StaffSession;
let workroom: StaffSession;
let ada: TestCustomer;

beforeAll(async () => {
  shop = await createTestApp({ config: { admin: TEST_OWNER, authRateLimitScale: 100 } });
  owner = await staffSession(shop, 'owner');
  manager = await staffSession(shop, 'manager');
  workroom = await staffSession(shop, 'workroom');
  ada = await createCustomer(shop);
});
afterAll(async () => shop.close());

type Answer = { code?: string; error?: string; problems?: { path: string; message: string }[]; current?: AdminFabricDetail };
type Caller = StaffSession | { token: string } | null;

const headers = (who: Caller, extra: Record<string, string> = {}) => ({
  ...(who ? { authorization: `Bearer ${who.token}` } : {}),
  ...extra,
});

const call = <T = Record<string, unknown>>(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
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

/** A multipart body as a browser's FormData sends it. */
async function form(files: { name: string; bytes: Buffer; field?: string }[]) {
  const data = new FormData();
  for (const file of files) data.append(file.field ?? 'images', new Blob([new Uint8Array(file.bytes)], { type: 'image/png' }), file.name);
  const request = new Request('http://shop.test/', { method: 'POST', body: data });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type') ?? '' };
}

async function upload(id: string, who: Caller, files: { name: string; bytes: Buffer; field?: string }[]) {
  const body = await form(files);
  return shop.call<Record<string, unknown> & Answer>({
    method: 'POST',
    url: `/api/admin/fabrics/${id}/images`,
    headers: headers(who, { 'content-type': body.contentType }),
    payload: body.payload,
  });
}

const png = (): Promise<Buffer> =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();

const storefront = async (handle: string, currency = 'SGD'): Promise<Product> => {
  const answer = await shop.call(`/api/shopify/products/shirt/handle/${handle}?cc=${currency}`);
  expect(answer.status, answer.raw).toBe(200);
  return ProductSchema.parse(answer.body);
};
const listing = async (): Promise<Product[]> =>
  ProductPageSchema.parse((await shop.call('/api/shopify/products/shirt?cc=SGD&query=tag:Display&first=100')).body).products;

const rowCounts = async () => {
  const { db } = shop.database.handle;
  const [[p], [v], [f], [c], [m], [a]] = await Promise.all([
    db.select({ n: count() }).from(products),
    db.select({ n: count() }).from(variants),
    db.select({ n: count() }).from(variantPrices),
    db.select({ n: count() }).from(collectionProducts),
    db.select({ n: count() }).from(media),
    db.select({ n: count() }).from(auditLog),
  ]);
  return { products: p?.n, variants: v?.n, fixed: f?.n, memberships: c?.n, media: m?.n, audit: a?.n };
};

const auditOf = async (id: string) =>
  AuditPageSchema.parse((await call('GET', `/audit?subjectType=fabric&subjectId=${id}`, owner)).body).entries;

let serial = 0;
const newFabric = (overrides: Record<string, unknown> = {}) => ({
  productType: 'shirt',
  title: 'Sea Island Poplin, Ice Blue',
  handle: `shirt-sea-island-poplin-${(serial += 1)}`,
  description: 'A fine two-fold poplin with a cool, silky hand.',
  attributes: { colour: ['Blue'], pattern: ['Solid'], material: ['Cotton'], weight: ['Light'], occasion: ['Business'] },
  tags: ['Display'],
  collections: ['blues', 'business'],
  price: { sgdMinor: 30000, fixed: {} },
  ...overrides,
});

async function created(who: StaffSession = manager, overrides: Record<string, unknown> = {}): Promise<AdminFabricDetail> {
  const answer = await call('POST', '/fabrics', who, newFabric(overrides));
  expect(answer.status, answer.raw).toBe(201);
  return AdminFabricDetailSchema.parse(answer.body);
}

describe('who may edit fabrics', () => {
  it('lets owners and managers in, refuses the workroom (403) and anyone without a staff token (401)', async () => {
    const fabric = await created(owner);
    const routes: [method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown][] = [
      ['GET', `/fabrics/${fabric.id}`],
      ['POST', '/fabrics', newFabric()],
      ['PATCH', `/fabrics/${fabric.id}`, { title: 'Renamed', version: fabric.version }],
      ['DELETE', `/fabrics/${fabric.id}/images/upload-0`],
    ];
    const before = await rowCounts();
    for (const [method, url, body] of routes) {
      expect((await call(method, url, workroom, body)).status, `${method} ${url} workroom`).toBe(403);
      expect((await call(method, url, null, body)).status, `${method} ${url} no token`).toBe(401);
      expect((await call(method, url, { token: ada.token }, body)).status, `${method} ${url} customer`).toBe(401);
    }
    for (const who of [workroom, null, { token: ada.token }])
      expect((await upload(fabric.id, who, [{ name: 'a.png', bytes: await png() }])).status).toBe(who === workroom ? 403 : 401);
    expect(await rowCounts()).toEqual(before);

    for (const who of [owner, manager]) {
      const read = await call('GET', `/fabrics/${fabric.id}`, who);
      expect(read.status).toBe(200);
      expect(AdminFabricDetailSchema.parse(read.body).handle).toBe(fabric.handle);
      expect((await created(who)).productType).toBe('shirt');
    }
    let version = fabric.version;
    for (const who of [owner, manager]) {
      const edited = await call('PATCH', `/fabrics/${fabric.id}`, who, {
        title: `Renamed by ${who === owner ? 'owner' : 'manager'}`,
        version,
      });
      expect(edited.status, edited.raw).toBe(200);
      version = AdminFabricDetailSchema.parse(edited.body).version;
      const added = await upload(fabric.id, who, [{ name: 'cloth.png', bytes: await png() }]);
      expect(added.status, added.raw).toBe(201);
      const image = AdminFabricDetailSchema.parse(added.body).images.at(-1)!;
      const removed = await call('DELETE', `/fabrics/${fabric.id}/images/${image.id}`, who);
      expect(removed.status, removed.raw).toBe(200);
      version = AdminFabricDetailSchema.parse(removed.body).version;
    }
  });
});

describe('creating a fabric', () => {
  it('makes the fabric, audits it, and the storefront shows it at once, priced by the rates', async () => {
    await listing(); // kept by the catalogue's cache: the new fabric must show all the same
    const fabric = await created(manager);
    expect(fabric).toMatchObject({
      title: 'Sea Island Poplin, Ice Blue',
      tags: ['Display'],
      collections: ['blues', 'business'],
      price: { sgdMinor: 30000, fixed: {} },
      saleStatus: 'on_sale',
      version: 0,
    });
    expect((await listing()).map((product) => product.id)).toContain(fabric.id);
    const shown = await storefront(fabric.handle);
    expect(shown).toMatchObject({
      id: fabric.id,
      title: fabric.title,
      price: { amount: '300.00', currencyCode: 'SGD' },
      availableForSale: true,
      collections: ['blues', 'business'],
    });
    expect(shown.attributes).toEqual(fabric.attributes);
    // USD follows the rate (0.77, rounded up to whole dollars).
    expect((await storefront(fabric.handle, 'USD')).price).toEqual({ amount: '231.00', currencyCode: 'USD' });
    expect((await storefront(fabric.handle, 'JPY')).price.currencyCode).toBe('JPY');

    const entries = await auditOf(fabric.id);
    expect(entries.map((entry) => entry.action)).toEqual(['fabric.create']);
    expect(entries[0]?.after).toMatchObject({ handle: fabric.handle, price: { sgdMinor: 30000 } });
  });

  it('takes fixed prices per currency over the rates', async () => {
    const fabric = await created(manager, { price: { sgdMinor: 30000, fixed: { USD: 19900, EUR: 18900 } } });
    expect(fabric.price.fixed).toEqual({ USD: 19900, EUR: 18900 });
    expect((await storefront(fabric.handle, 'USD')).price.amount).toBe('199.00');
    expect((await storefront(fabric.handle, 'EUR')).price.amount).toBe('189.00');
    expect((await storefront(fabric.handle, 'SGD')).price.amount).toBe('300.00');
  });

  it('is one fabric however often the same Idempotency-Key is sent', async () => {
    const body = newFabric();
    const first = await call('POST', '/fabrics', manager, body, { 'idempotency-key': 'create-fabric-once-1' });
    const again = await call('POST', '/fabrics', manager, body, { 'idempotency-key': 'create-fabric-once-1' });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(AdminFabricDetailSchema.parse(again.body).id).toBe(AdminFabricDetailSchema.parse(first.body).id);
    const [row] = await shop.database.handle.db.select({ n: count() }).from(products).where(eq(products.handle, body.handle));
    expect(row?.n).toBe(1);
  });

  it('refuses bad input with the field named, and writes nothing', async () => {
    const seeded = (await listing())[0]!;
    const before = await rowCounts();
    const cases: [body: Record<string, unknown>, path: string, status?: number][] = [
      [newFabric({ productType: 'hat' }), 'productType'],
      [newFabric({ title: '  ' }), 'title'],
      [newFabric({ title: 'x'.repeat(121) }), 'title'],
      [newFabric({ handle: 'Not A Handle' }), 'handle'],
      [newFabric({ handle: seeded.handle }), 'handle', 409],
      [newFabric({ description: '' }), 'description'],
      [newFabric({ attributes: { colour: ['Red'], pattern: ['Solid'], material: ['Cotton'] } }), 'attributes.colour.0'],
      [newFabric({ attributes: { colour: ['Blue'], pattern: ['Paisley'], material: ['Cotton'] } }), 'attributes.pattern.0'],
      [newFabric({ attributes: { colour: ['Blue'], pattern: ['Solid'], material: ['Silk'] } }), 'attributes.material.0'],
      [
        newFabric({ attributes: { colour: ['Blue'], pattern: ['Solid'], material: ['Cotton'], weight: ['Feather'] } }),
        'attributes.weight.0',
      ],
      [newFabric({ attributes: { colour: ['Blue'], pattern: ['Solid'], material: ['Cotton'], shine: ['High'] } }), 'attributes.shine'],
      [newFabric({ attributes: { pattern: ['Solid'], material: ['Cotton'] } }), 'attributes.colour'],
      [newFabric({ tags: ['Sale'] }), 'tags.0'],
      [newFabric({ collections: ['no-such-collection'] }), 'collections'],
      // A trousers collection is no shirt's.
      [newFabric({ collections: ['wool'] }), 'collections'],
      [newFabric({ price: { sgdMinor: -100 } }), 'price.sgdMinor'],
      [newFabric({ price: { sgdMinor: 12.5 } }), 'price.sgdMinor'],
      [newFabric({ price: { sgdMinor: 30000, fixed: { USD: -1 } } }), 'price.fixed.USD'],
      [newFabric({ price: { sgdMinor: 30000, fixed: { XYZ: 100 } } }), 'price.fixed.XYZ'],
      [newFabric({ price: { sgdMinor: 30000, fixed: { SGD: 100 } } }), 'price.fixed.SGD'],
      [newFabric({ price: undefined }), 'price'],
      [newFabric({ saleStatus: 'gone' }), 'saleStatus'],
      [newFabric({ saleStatus: 'withdrawn' }), 'saleStatusNote'],
      [newFabric({ colour: 'Blue' }), 'colour'],
    ];
    for (const [body, path, status] of cases) {
      const answer = await call('POST', '/fabrics', manager, body);
      expect(answer.status, `${path}: ${answer.raw}`).toBe(status ?? 400);
      expect(
        answer.body.problems?.map((problem) => problem.path),
        `${path}: ${answer.raw}`,
      ).toContain(path);
    }
    expect(await rowCounts()).toEqual(before);
  });
});

describe('editing a fabric', () => {
  it('changes the fields sent from the version seen, audits before and after, and the storefront shows it at once', async () => {
    const fabric = await created(manager);
    expect((await storefront(fabric.handle)).price.amount).toBe('300.00'); // now kept in the catalogue's cache
    const edited = await call('PATCH', `/fabrics/${fabric.id}`, manager, {
      title: 'Sea Island Poplin, Sky',
      description: 'Now in sky blue.',
      attributes: { colour: ['Blue', 'White'], pattern: ['Stripe'], material: ['Cotton'] },
      collections: ['blues', 'stripes'],
      price: { sgdMinor: 32500, fixed: { GBP: 17900 } },
      tags: ['Display', 'Preorder'],
      version: fabric.version,
    });
    expect(edited.status, edited.raw).toBe(200);
    const after = AdminFabricDetailSchema.parse(edited.body);
    expect(after).toMatchObject({
      title: 'Sea Island Poplin, Sky',
      collections: ['blues', 'stripes'],
      price: { sgdMinor: 32500, fixed: { GBP: 17900 } },
      version: fabric.version + 1,
    });

    const shown = await storefront(fabric.handle);
    expect(shown).toMatchObject({
      title: 'Sea Island Poplin, Sky',
      description: 'Now in sky blue.',
      price: { amount: '325.00' },
      tags: ['Display', 'Preorder'],
      collections: ['blues', 'stripes'],
    });
    expect((await storefront(fabric.handle, 'GBP')).price.amount).toBe('179.00');
    // Off the standard listing (Preorder), onto the pre-order's.
    const standard = ProductPageSchema.parse(
      (await shop.call('/api/shopify/products/shirt?cc=SGD&query=tag:Display -tag:Preorder&first=100')).body,
    );
    expect(standard.products.map((product) => product.id)).not.toContain(fabric.id);

    const entries = await auditOf(fabric.id);
    expect(entries.find((entry) => entry.action === 'fabric.update')).toMatchObject({
      before: { title: fabric.title, price: { sgdMinor: 30000 } },
      after: { title: 'Sea Island Poplin, Sky', price: { sgdMinor: 32500 } },
    });

    const stale = await call('PATCH', `/fabrics/${fabric.id}`, owner, { title: 'Too late', version: fabric.version });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('stale_edit');
    expect(stale.body.current).toMatchObject({ title: 'Sea Island Poplin, Sky', version: after.version });
    expect((await storefront(fabric.handle)).title).toBe('Sea Island Poplin, Sky');
  });

  it('withdraws from sale with a reason, and renames the handle unless another fabric has it', async () => {
    const fabric = await created(manager);
    const noReason = await call('PATCH', `/fabrics/${fabric.id}`, manager, { saleStatus: 'out_of_stock', version: fabric.version });
    expect(noReason.body.problems?.[0]?.path).toBe('saleStatusNote');
    const out = await call('PATCH', `/fabrics/${fabric.id}`, manager, {
      saleStatus: 'out_of_stock',
      saleStatusNote: 'Back in March.',
      version: fabric.version,
    });
    expect(AdminFabricDetailSchema.parse(out.body)).toMatchObject({ saleStatus: 'out_of_stock', saleStatusNote: 'Back in March.' });
    expect((await storefront(fabric.handle)).availableForSale).toBe(false);

    const other = await created(manager);
    const taken = await call('PATCH', `/fabrics/${fabric.id}`, manager, { handle: other.handle, version: fabric.version + 1 });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'handle_taken', problems: [{ path: 'handle' }] });
    const renamed = await call('PATCH', `/fabrics/${fabric.id}`, manager, {
      handle: `${fabric.handle}-renamed`,
      version: fabric.version + 1,
    });
    expect(renamed.status, renamed.raw).toBe(200);
    expect((await storefront(`${fabric.handle}-renamed`)).id).toBe(fabric.id);
    expect((await shop.call(`/api/shopify/products/shirt/handle/${fabric.handle}`)).status).toBe(404);
  });

  it('refuses bad input with the field named, and writes nothing', async () => {
    const fabric = await created(manager);
    const before = await rowCounts();
    const cases: [body: Record<string, unknown>, path: string][] = [
      [{ title: '' }, 'title'],
      [{ handle: 'UPPER' }, 'handle'],
      [{ description: 'x'.repeat(2001) }, 'description'],
      [{ attributes: { colour: ['Mauve'], pattern: ['Solid'], material: ['Cotton'] } }, 'attributes.colour.0'],
      [{ tags: ['Display', 'Display'] }, 'tags'],
      [{ collections: ['nope'] }, 'collections'],
      [{ price: { sgdMinor: -1 } }, 'price.sgdMinor'],
      [{ price: { sgdMinor: 100, fixed: { EUR: -100 } } }, 'price.fixed.EUR'],
      [{ productType: 'trousers' }, 'collections'],
      [{ productType: 'kilt' }, 'productType'],
      [{ imageIds: ['swatch-not-this-fabrics'] }, 'imageIds'],
      [{ saleStatus: 'withdrawn', saleStatusNote: '' }, 'saleStatusNote'],
      [{ title: 'No version' }, 'version'],
    ];
    for (const [body, path] of cases) {
      const answer = await call('PATCH', `/fabrics/${fabric.id}`, manager, {
        version: fabric.version,
        ...body,
        ...(path === 'version' ? { version: undefined } : {}),
      });
      expect(answer.status, `${path}: ${answer.raw}`).toBe(400);
      expect(
        answer.body.problems?.map((problem) => problem.path),
        `${path}: ${answer.raw}`,
      ).toContain(path);
    }
    expect(await rowCounts()).toEqual(before);
    expect(AdminFabricDetailSchema.parse((await call('GET', `/fabrics/${fabric.id}`, manager)).body)).toEqual(fabric);
    expect((await call('PATCH', '/fabrics/prod_nothing/', manager, { title: 'x', version: 0 })).status).toBe(404);
    expect((await call('PATCH', '/fabrics/prod_nothing', manager, { title: 'x', version: 0 })).status).toBe(404);
    expect((await call('GET', '/fabrics/prod_nothing', manager)).status).toBe(404);
  });
});

describe("a fabric's pictures", () => {
  it('keeps an uploaded picture as a JPEG served publicly for long, orders the pictures, and the storefront shows them; the drawn swatches still serve', async () => {
    const seeded = (await listing())[0]!;
    const swatch = await shop.call(seeded.images[0]!.url);
    expect(swatch.status).toBe(200);
    expect(swatch.headers['content-type']).toContain('image/svg+xml');

    const fabric = await created(manager);
    expect((await storefront(fabric.handle)).images).toEqual([]);
    const added = await upload(fabric.id, manager, [
      { name: 'front.png', bytes: await png() },
      { name: 'drape.png', bytes: await png() },
    ]);
    expect(added.status, added.raw).toBe(201);
    const withPictures = AdminFabricDetailSchema.parse(added.body);
    expect(withPictures.images).toHaveLength(2);
    expect(withPictures.images.every((image) => image.uploaded && image.width === 300 && image.height === 200)).toBe(true);
    const [front, drape] = withPictures.images;

    const served = await shop.app.inject({ method: 'GET', url: front!.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('jpeg');
    // Lists and cards ask for the thumbnail: a small WebP, kept as long.
    const small = await shop.app.inject({ method: 'GET', url: `${front!.url}?size=thumbnail` });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-type']).toBe('image/webp');
    expect(small.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(small.rawPayload).metadata()).format).toBe('webp');

    expect((await storefront(fabric.handle)).images.map((image) => image.url)).toEqual([front!.url, drape!.url]);
    const reordered = await call('PATCH', `/fabrics/${fabric.id}`, manager, {
      imageIds: [drape!.id, front!.id],
      version: withPictures.version,
    });
    expect(reordered.status, reordered.raw).toBe(200);
    expect((await storefront(fabric.handle)).images[0]).toMatchObject({ url: drape!.url, width: 300, height: 200 });

    const removed = await call('DELETE', `/fabrics/${fabric.id}/images/${drape!.id}`, manager);
    expect(AdminFabricDetailSchema.parse(removed.body).images.map((image) => image.id)).toEqual([front!.id]);
    expect((await shop.app.inject({ method: 'GET', url: drape!.url })).statusCode).toBe(404);
    expect((await shop.app.inject({ method: 'GET', url: `${drape!.url}?size=thumbnail` })).statusCode).toBe(404);
    expect((await storefront(fabric.handle)).images.map((image) => image.url)).toEqual([front!.url]);
    expect((await call('DELETE', `/fabrics/${fabric.id}/images/${drape!.id}`, manager)).status).toBe(404);
    expect((await auditOf(fabric.id)).map((entry) => entry.action).sort()).toEqual([
      'fabric.create',
      'fabric.images_add',
      'fabric.images_remove',
      'fabric.update',
    ]);
  });

  it("puts a seeded fabric's first photograph before its drawn swatches, which still serve", async () => {
    const seeded = (await listing()).filter((product) => !product.handle.startsWith('shirt-sea-island-poplin')).at(-1)!;
    const drawn = seeded.images.map((image) => image.url);
    const detail = AdminFabricDetailSchema.parse((await call('GET', `/fabrics/${seeded.id}`, manager)).body);
    expect(detail.images.map((image) => image.uploaded)).toEqual(drawn.map(() => false));
    const first = AdminFabricDetailSchema.parse((await upload(seeded.id, manager, [{ name: 'photo.png', bytes: await png() }])).body);
    const second = AdminFabricDetailSchema.parse((await upload(seeded.id, manager, [{ name: 'detail.png', bytes: await png() }])).body);
    expect(second.images.map((image) => image.uploaded)).toEqual([true, true, ...drawn.map(() => false)]);
    expect(second.images[0]!.id).toBe(first.images[0]!.id);
    const shown = ProductSchema.parse((await shop.call(`/api/shopify/products/shirt/${seeded.id}?cc=SGD`)).body);
    expect(shown.images.map((image) => image.url)).toEqual([...second.images.slice(0, 2).map((image) => image.url), ...drawn]);
    expect(shown.images[0]).toMatchObject({ width: 300, height: 200, altText: `${seeded.title}: picture 1` });
    for (const url of drawn) expect((await shop.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });

  it('refuses what is not a picture (400 naming the field) or too big (413), and writes nothing', async () => {
    const fabric = await created(manager);
    const before = await rowCounts();
    const notAPicture = await upload(fabric.id, manager, [{ name: 'notes.png', bytes: Buffer.from('this is no picture at all') }]);
    expect(notAPicture.status).toBe(400);
    expect(notAPicture.body).toMatchObject({ code: 'not_a_picture', problems: [{ path: 'images' }] });
    const oneBad = await upload(fabric.id, manager, [
      { name: 'good.png', bytes: await png() },
      { name: 'bad.png', bytes: Buffer.from('<svg/>') },
    ]);
    expect(oneBad.status).toBe(400);
    const tooBig = await upload(fabric.id, manager, [{ name: 'huge.png', bytes: Buffer.alloc(10 * 1024 * 1024 + 1) }]);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.problems?.[0]?.path).toBe('images');
    const wrongField = await upload(fabric.id, manager, [{ name: 'a.png', bytes: await png(), field: 'picture' }]);
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.problems?.[0]?.path).toBe('picture');
    const none = await upload(fabric.id, manager, []);
    expect(none.status).toBe(400);
    const json = await call('POST', `/fabrics/${fabric.id}/images`, manager, { images: [] });
    expect(json.status).toBe(415);
    expect(await rowCounts()).toEqual(before);
    expect(AdminFabricDetailSchema.parse((await call('GET', `/fabrics/${fabric.id}`, manager)).body).version).toBe(fabric.version);
  });
});

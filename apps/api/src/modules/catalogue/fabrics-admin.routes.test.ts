import { AdminFabricListSchema, AdminFabricSchema, AuditPageSchema, type AdminFabric, type StaffSession } from '@selvedge/contract/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartCalls, pieceInput, readCatalogue, type CartCatalogue } from '../../test/cart-kit.js';
import { createCustomer } from '../../test/factories.js';
import { staffSession, TEST_OWNER } from '../../test/staff-kit.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let shop: TestApp;
let catalogue: CartCatalogue;
let manager: StaffSession;
let workroom: StaffSession;

beforeAll(async () => {
  shop = await createTestApp({ config: { admin: TEST_OWNER, authRateLimitScale: 100 } });
  catalogue = await readCatalogue(shop, ['shirt']);
  manager = await staffSession(shop, 'manager');
  workroom = await staffSession(shop, 'workroom');
});
afterAll(async () => shop.close());

const call = <T = Record<string, unknown>>(method: 'GET' | 'PATCH', url: string, session: StaffSession, body?: unknown) =>
  shop.call<T & { code?: string; problems?: { path: string }[] }>({
    method,
    url: `/api/admin${url}`,
    headers: { authorization: `Bearer ${session.token}` },
    ...(body === undefined ? {} : { payload: body as object }),
  });

async function fabric(handle: string): Promise<AdminFabric> {
  const list = AdminFabricListSchema.parse((await call('GET', `/fabrics?type=shirt&q=${handle}`, manager)).body);
  const found = list.fabrics.find((entry) => entry.handle === handle);
  if (!found) throw new Error(`no fabric ${handle}`);
  return found;
}

describe('fabrics in the back office', () => {
  it('lists them by type, status and words, paged, with their SGD price', async () => {
    const page = AdminFabricListSchema.parse((await call('GET', '/fabrics?type=shirt&pageSize=5', manager)).body);
    expect(page.fabrics).toHaveLength(5);
    expect(page.total).toBeGreaterThanOrEqual(40);
    expect(page.fabrics.every((entry) => entry.productType === 'shirt' && entry.price.currencyCode === 'SGD')).toBe(true);
    const first = catalogue.fabrics.shirt[0]!;
    expect((await fabric(first.handle)).title).toBe(first.title);
    for (const query of ['type=hat', 'status=gone', 'page=0', 'pageSize=500', 'colour=red'])
      expect((await call('GET', `/fabrics?${query}`, manager)).status, query).toBe(400);
    expect((await call('GET', '/fabrics', workroom)).status).toBe(403);
  });

  it('withdraws a fabric with a reason; a customer with it in the cart sees Fabric Unavailable and the reason', async () => {
    const cloth = catalogue.fabrics.shirt[2]!;
    const ada = await createCustomer(shop);
    const cartId = Buffer.from(ada.activeCart).toString('base64url');
    const added = await cartCalls(shop).update(cartId, [pieceInput(catalogue, { type: 'shirt', fabricIndex: 2 })], ada.token);
    expect(added.body.items).toHaveLength(1);

    const before = await fabric(cloth.handle);
    const noReason = await call('PATCH', `/fabrics/${before.id}/sale-status`, manager, { status: 'withdrawn', version: before.version });
    expect(noReason.status).toBe(400);
    expect(noReason.body.problems?.[0]?.path).toBe('note');
    const withdrawn = await call('PATCH', `/fabrics/${before.id}/sale-status`, manager, {
      status: 'withdrawn',
      note: 'The mill has stopped weaving it.',
      version: before.version,
    });
    expect(withdrawn.status, withdrawn.raw).toBe(200);
    expect(AdminFabricSchema.parse(withdrawn.body)).toMatchObject({
      saleStatus: 'withdrawn',
      saleStatusNote: 'The mill has stopped weaving it.',
      version: before.version + 1,
    });

    const cart = await cartCalls(shop).read(cartId, ada.token);
    expect(cart.body.items).toHaveLength(0);
    expect(JSON.stringify(cart.body)).toContain('The mill has stopped weaving it.');

    const stale = await call('PATCH', `/fabrics/${before.id}/sale-status`, manager, { status: 'on_sale', version: before.version });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('stale_edit');
    const back = await call('PATCH', `/fabrics/${before.id}/sale-status`, manager, { status: 'on_sale', version: before.version + 1 });
    expect(AdminFabricSchema.parse(back.body)).toMatchObject({ saleStatus: 'on_sale', saleStatusNote: null });

    const owner = await staffSession(shop, 'owner');
    const audit = AuditPageSchema.parse((await call('GET', `/audit?subjectType=fabric&subjectId=${before.id}`, owner)).body);
    expect(audit.entries.map((entry) => entry.action)).toEqual(['fabric.sale_status', 'fabric.sale_status']);
    expect((await call('PATCH', `/fabrics/${before.id}/sale-status`, workroom, { status: 'on_sale', version: 0 })).status).toBe(403);
    expect((await call('PATCH', '/fabrics/no-such-fabric/sale-status', manager, { status: 'on_sale', version: 0 })).status).toBe(404);
  });
});

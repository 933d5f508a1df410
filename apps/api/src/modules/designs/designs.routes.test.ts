import { JoinDesignsResultSchema, SavedDesignListSchema, SavedDesignSchema, type SavedDesign } from '@selvedge/contract';
import { designFromSearchParams } from '@selvedge/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, favouriteFabrics, savedDesigns } from '../../db/schema.js';
import { fixedClock } from '../../platform/clock.js';
import { readCatalogue, type CartCatalogue } from '../../test/cart-kit.js';
import { createCustomer, type TestCustomer } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const clock = fixedClock(new Date('2026-03-02T02:00:00Z'));
let shop: TestApp;
let catalogue: CartCatalogue;

beforeAll(async () => {
  shop = await createTestApp({ clock });
  catalogue = await readCatalogue(shop, ['shirt', 'trousers']);
});
afterAll(async () => shop.close());

type Answer = { code?: string; error?: string; problems?: { path: string; message: string }[] };
const bearer = (customer: TestCustomer) => ({ authorization: `Bearer ${customer.token}` });
const fabric = (index = 0) => catalogue.fabrics.shirt[index]?.handle ?? '';

function save(customer: TestCustomer, payload: Record<string, unknown>) {
  return shop.call<SavedDesign & Answer>({ method: 'POST', url: '/api/account/designs', payload, headers: bearer(customer) });
}
async function saved(customer: TestCustomer, query: string, name = 'My shirt'): Promise<SavedDesign> {
  const answer = await save(customer, { name, productType: 'shirt', query });
  expect(answer.status, answer.raw).toBe(201);
  return SavedDesignSchema.parse(answer.body);
}
async function list(customer: TestCustomer) {
  const answer = await shop.call({ url: '/api/account/designs', headers: bearer(customer) });
  expect(answer.status, answer.raw).toBe(200);
  return SavedDesignListSchema.parse(answer.body);
}

/** `n` different valid shirt designs: every cloth with every collar an exception leaves with the usual cuff. */
function designs(n: number): string[] {
  const config = catalogue.configs.shirt;
  const collars = config.styles.collar?.options.map((option) => option.key) ?? [];
  const all = catalogue.fabrics.shirt
    .flatMap((cloth) => collars.map((collar) => `fabric=${cloth.handle}&collar=${collar}`))
    .filter((query) => designFromSearchParams(config, new URLSearchParams(query)).notices.length === 0);
  if (all.length < n) throw new Error(`only ${all.length} shirt designs to hand`);
  return all.slice(0, n);
}

describe('saved designs', () => {
  it('saves a design written as the customiser writes it, lists it newest first with its cloth, renames and deletes it', async () => {
    const customer = await createCustomer(shop);
    const first = await saved(customer, `collar=cutaway&fabric=${fabric()}`, '  Cutaway in blue  ');
    expect(first.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.name).toBe('Cutaway in blue');
    expect(first.query.startsWith(`fabric=${fabric()}&`)).toBe(true);
    expect(first.query).toContain('collar=cutaway');
    expect(first.fabric?.handle).toBe(fabric());
    expect(first.fabric?.title).toBe(catalogue.fabrics.shirt[0]?.title);

    clock.set(new Date(clock.now().getTime() + 1000));
    const second = await saved(customer, `fabric=${fabric(1)}&collar=point`, 'Second');
    const listed = await list(customer);
    expect(listed.designs.map((design) => design.id)).toEqual([second.id, first.id]);

    const renamed = await shop.call<SavedDesign>({
      method: 'PATCH',
      url: `/api/account/designs/${first.id}`,
      payload: { name: 'Office shirt' },
      headers: bearer(customer),
    });
    expect(renamed.status, renamed.raw).toBe(200);
    expect(renamed.body.name).toBe('Office shirt');
    expect((await shop.call({ method: 'DELETE', url: `/api/account/designs/${first.id}`, headers: bearer(customer) })).status).toBe(204);
    expect((await list(customer)).designs.map((design) => design.id)).toEqual([second.id]);
    expect((await shop.call({ method: 'DELETE', url: `/api/account/designs/${first.id}`, headers: bearer(customer) })).status).toBe(404);
  });

  it('refuses an unknown option, parameter or cloth, and choices an exception rules out, naming each; nothing is kept', async () => {
    const customer = await createCustomer(shop);
    const cases: [string, string][] = [
      [`fabric=${fabric()}&collar=pagoda`, 'query.collar'],
      [`fabric=${fabric()}&sleeve=long`, 'query.sleeve'],
      [`fabric=${fabric()}&spare-buttons=maybe`, 'query.spare-buttons'],
      ['fabric=no-such-cloth', 'query.fabric'],
      [`fabric=${catalogue.fabrics.trousers[0]?.handle ?? ''}`, 'query.fabric'],
      ['collar=point', 'query.fabric'],
      [`fabric=${fabric()}&collar=band&cuff=french`, 'query.cuff'],
    ];
    for (const [query, path] of cases) {
      const answer = await save(customer, { name: 'Nope', productType: 'shirt', query });
      expect(answer.status, query).toBe(400);
      expect(answer.body.code, query).toBe('invalid_input');
      expect(
        answer.body.problems?.map((problem) => problem.path),
        query,
      ).toContain(path);
    }
    const badBodies: Record<string, unknown>[] = [
      { name: '', productType: 'shirt', query: `fabric=${fabric()}` },
      { name: '   ', productType: 'shirt', query: `fabric=${fabric()}` },
      { name: 'x'.repeat(61), productType: 'shirt', query: `fabric=${fabric()}` },
      { name: 'Two\nlines', productType: 'shirt', query: `fabric=${fabric()}` },
      { name: 'Hat', productType: 'hat', query: '' },
      { name: 'Extra', productType: 'shirt', query: `fabric=${fabric()}`, customerId: 'someone' },
      { name: 'Long', productType: 'shirt', query: 'a'.repeat(2001) },
    ];
    for (const body of badBodies) {
      const answer = await save(customer, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    expect((await list(customer)).designs).toEqual([]);
    // Sixty characters is fine.
    expect((await save(customer, { name: 'x'.repeat(60), productType: 'shirt', query: `fabric=${fabric()}` })).status).toBe(201);
  });

  it('keeps the same design once: saving it again is a 409 naming the saved one', async () => {
    const customer = await createCustomer(shop);
    await saved(customer, `fabric=${fabric()}&collar=cutaway`, 'Kept');
    const again = await save(customer, { name: 'Again', productType: 'shirt', query: `collar=cutaway&fabric=${fabric()}` });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('design_saved_already');
    expect(again.body.error).toContain('Kept');
  });

  it("never shows or changes another customer's designs: their ids are a 404 like an unknown one", async () => {
    const owner = await createCustomer(shop);
    const stranger = await createCustomer(shop);
    const mine = await saved(owner, `fabric=${fabric()}`);
    expect((await list(stranger)).designs).toEqual([]);
    const rename = await shop.call<Answer>({
      method: 'PATCH',
      url: `/api/account/designs/${mine.id}`,
      payload: { name: 'Mine now' },
      headers: bearer(stranger),
    });
    const unknown = await shop.call<Answer>({
      method: 'PATCH',
      url: `/api/account/designs/${crypto.randomUUID()}`,
      payload: { name: 'Mine now' },
      headers: bearer(stranger),
    });
    expect(rename.status).toBe(404);
    expect(rename.body).toEqual(unknown.body);
    expect((await shop.call({ method: 'DELETE', url: `/api/account/designs/${mine.id}`, headers: bearer(stranger) })).status).toBe(404);
    expect((await list(owner)).designs.map((design) => [design.id, design.name])).toEqual([[mine.id, mine.name]]);
    expect((await shop.call('/api/account/designs')).status).toBe(401);
    expect(
      (
        await shop.call({
          method: 'POST',
          url: '/api/account/designs',
          payload: { name: 'x', productType: 'shirt', query: `fabric=${fabric()}` },
        })
      ).status,
    ).toBe(401);
    expect((await shop.call({ method: 'DELETE', url: '/api/account/designs/not-an-id', headers: bearer(owner) })).status).toBe(400);
  });

  it('keeps 50 designs at most, even when 60 are saved at once', async () => {
    const customer = await createCustomer(shop);
    const answers = await Promise.all(
      designs(60).map((query, index) => save(customer, { name: `Design ${index}`, productType: 'shirt', query })),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(50);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused).toHaveLength(10);
    for (const answer of refused) {
      expect(answer.status).toBe(409);
      expect(answer.body.error).toBe('You can keep up to 50 designs: remove one to save this');
    }
    expect(await shop.database.handle.db.select().from(savedDesigns).where(eq(savedDesigns.customerId, customer.id))).toHaveLength(50);
  });

  it("joins a guest's designs at login: wrong ones skipped with why, the same design not doubled, the newest kept at the limit", async () => {
    const customer = await createCustomer(shop);
    const already = await saved(customer, `fabric=${fabric()}&collar=cutaway`, 'Already');
    const answer = await shop.call({
      method: 'POST',
      url: '/api/account/designs/join',
      headers: bearer(customer),
      payload: {
        designs: [
          { name: 'Newest', productType: 'shirt', query: `fabric=${fabric(1)}&collar=point` },
          { name: 'Same as saved', productType: 'shirt', query: `collar=cutaway&fabric=${fabric()}` },
          { name: 'Bad collar', productType: 'shirt', query: `fabric=${fabric()}&collar=pagoda` },
          { name: '', productType: 'shirt', query: `fabric=${fabric(2)}` },
          { name: 'Hat', productType: 'hat', query: '' },
          { name: 'Same twice', productType: 'shirt', query: `fabric=${fabric(1)}&collar=point` },
          { name: 'Oldest', productType: 'trousers', query: `fabric=${catalogue.fabrics.trousers[0]?.handle ?? ''}` },
        ],
      },
    });
    expect(answer.status, answer.raw).toBe(200);
    const result = JoinDesignsResultSchema.parse(answer.body);
    expect(result.joined).toBe(2);
    expect(result.skipped.map((skip) => skip.index)).toEqual([1, 2, 3, 4, 5]);
    expect(result.skipped[1]?.reason).toContain('pagoda');
    const names = (await list(customer)).designs.map((design) => design.name);
    expect(names).toEqual(expect.arrayContaining(['Newest', 'Oldest', already.name]));
    expect(names).toHaveLength(3);
    expect(names.indexOf('Newest')).toBeLessThan(names.indexOf('Oldest'));

    // Joining again doubles nothing.
    const again = JoinDesignsResultSchema.parse(
      (
        await shop.call({
          method: 'POST',
          url: '/api/account/designs/join',
          headers: bearer(customer),
          payload: { designs: [{ name: 'Newest', productType: 'shirt', query: `fabric=${fabric(1)}&collar=point` }] },
        })
      ).body,
    );
    expect(again.joined).toBe(0);

    // At the limit the newest of the guest's designs are kept.
    const full = await createCustomer(shop);
    const queries = designs(52);
    for (const [index, query] of queries.slice(0, 48).entries()) await saved(full, query, `Old ${index}`);
    const joining = queries.slice(48).map((query, index) => ({ name: `Guest ${index}`, productType: 'shirt', query }));
    const limited = JoinDesignsResultSchema.parse(
      (await shop.call({ method: 'POST', url: '/api/account/designs/join', headers: bearer(full), payload: { designs: joining } })).body,
    );
    expect(limited.joined).toBe(2);
    expect(limited.skipped.map((skip) => skip.index)).toEqual([2, 3]);
    const kept = (await list(full)).designs.map((design) => design.name);
    expect(kept).toHaveLength(50);
    expect(kept).toEqual(expect.arrayContaining(['Guest 0', 'Guest 1']));

    const tooMany = await shop.call({
      method: 'POST',
      url: '/api/account/designs/join',
      headers: bearer(full),
      payload: { designs: Array.from({ length: 51 }, () => joining[0]) },
    });
    expect(tooMany.status).toBe(400);
  });
});

describe('favourite fabrics', () => {
  it('adds a cloth once (again is fine), lists it beside the designs, removes it; an unknown cloth is a 404', async () => {
    const customer = await createCustomer(shop);
    const cloth = catalogue.fabrics.trousers[0];
    if (!cloth) throw new Error('no trousers cloth');
    const put = () => shop.call({ method: 'PUT', url: `/api/account/favourite-fabrics/${cloth.handle}`, headers: bearer(customer) });
    expect((await put()).status).toBe(204);
    expect((await put()).status).toBe(204);
    const listed = await list(customer);
    expect(listed.favouriteFabrics).toEqual([
      {
        handle: cloth.handle,
        productType: 'trousers',
        title: cloth.title,
        image: expect.any(String) as unknown as string,
        availableForSale: true,
      },
    ]);
    expect(
      (await shop.call({ method: 'PUT', url: '/api/account/favourite-fabrics/no-such-cloth', headers: bearer(customer) })).status,
    ).toBe(404);
    expect(
      (await shop.call({ method: 'PUT', url: '/api/account/favourite-fabrics/NOT%20A%20HANDLE', headers: bearer(customer) })).status,
    ).toBe(400);
    const stranger = await createCustomer(shop);
    expect((await list(stranger)).favouriteFabrics).toEqual([]);
    expect(
      (await shop.call({ method: 'DELETE', url: `/api/account/favourite-fabrics/${cloth.handle}`, headers: bearer(stranger) })).status,
    ).toBe(204);
    expect((await list(customer)).favouriteFabrics).toHaveLength(1);
    expect(
      (await shop.call({ method: 'DELETE', url: `/api/account/favourite-fabrics/${cloth.handle}`, headers: bearer(customer) })).status,
    ).toBe(204);
    expect((await list(customer)).favouriteFabrics).toEqual([]);
  });

  it("goes, with the designs, when the customer's account is deleted", async () => {
    const customer = await createCustomer(shop);
    await saved(customer, `fabric=${fabric()}`);
    await shop.call({ method: 'PUT', url: `/api/account/favourite-fabrics/${fabric()}`, headers: bearer(customer) });
    const { db } = shop.database.handle;
    await db.delete(customers).where(eq(customers.id, customer.id));
    expect(await db.select().from(savedDesigns).where(eq(savedDesigns.customerId, customer.id))).toEqual([]);
    expect(await db.select().from(favouriteFabrics).where(eq(favouriteFabrics.customerId, customer.id))).toEqual([]);
  });
});

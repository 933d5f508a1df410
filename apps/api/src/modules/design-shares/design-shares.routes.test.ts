import { createHash } from 'node:crypto';
import {
  DesignShareCreatedSchema,
  DesignShareListSchema,
  SharedDesignSchema,
  type DesignShareCreated,
  type SharedDesign,
} from '@selvedge/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { designShares, products } from '../../db/schema.js';
import { fixedClock } from '../../platform/clock.js';
import { readCatalogue, type CartCatalogue } from '../../test/cart-kit.js';
import { createCustomer } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const clock = fixedClock(new Date('2026-03-02T02:00:00Z'));
let shop: TestApp;
let catalogue: CartCatalogue;

beforeAll(async () => {
  shop = await createTestApp({ clock, config: { authRateLimitScale: 1000 } });
  catalogue = await readCatalogue(shop, ['shirt']);
});
afterAll(async () => shop.close());

type Answer = { code?: string; error?: string; problems?: { path: string; message: string }[] };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const fabric = () => catalogue.fabrics.shirt[0]?.handle ?? '';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

async function share(query: string, headers: Record<string, string> = {}) {
  return shop.call<DesignShareCreated & Answer>({
    method: 'POST',
    url: '/api/design-shares',
    payload: { productType: 'shirt', query },
    headers,
  });
}
async function made(
  query = `fabric=${fabric()}&collar=cutaway&cuff=french`,
  headers: Record<string, string> = {},
): Promise<DesignShareCreated> {
  const answer = await share(query, headers);
  expect(answer.status, answer.raw).toBe(201);
  return DesignShareCreatedSchema.parse(answer.body);
}
const open = (token: string) => shop.call<SharedDesign & Answer>(`/api/design-shares/${token}`);

describe('sharing a design by link', () => {
  it('answers a 256-bit token, its page and a revoke key; the database keeps only their hashes', async () => {
    const created = await made();
    expect(created.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(created.token, 'base64url')).toHaveLength(32);
    expect(created.url).toBe(`/designs/${created.token}`);
    expect(created.revokeKey).not.toBe(created.token);
    const rows = await shop.database.handle.db.select().from(designShares).where(eq(designShares.id, created.id));
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(created.token);
    expect(stored).not.toContain(created.revokeKey);
    expect(rows[0]?.tokenHash).toBe(sha256(created.token));
    // Two links to the same design are two tokens.
    expect((await made()).token).not.toBe(created.token);
  });

  it('shows the picture, the cloth and every choice, never a size or a text the customer typed', async () => {
    const created = await made(
      `fabric=${fabric()}&collar=cutaway&initials=JK&initials-position=left-chest&comments=${encodeURIComponent('My name is Alex')}&spare-buttons=1`,
    );
    const answer = await open(created.token);
    expect(answer.status, answer.raw).toBe(200);
    const shared = SharedDesignSchema.parse(answer.body);
    expect(shared.title).toBe('Shirt');
    expect(shared.fabric?.handle).toBe(fabric());
    expect(shared.fabric?.availableForSale).toBe(true);
    expect(shared.choices).toContainEqual({ group: 'Collar', option: expect.stringMatching(/Cutaway/i) as unknown as string });
    expect(shared.choices).toHaveLength(catalogue.configs.shirt.stylesOrder.length);
    expect(shared.accessories).toContainEqual({ group: 'Spare buttons', option: 'Yes' });
    expect(shared.accessories).toContainEqual({ group: 'Initials position', option: 'Left chest' });
    expect(JSON.stringify(answer.body)).not.toContain('JK');
    expect(JSON.stringify(answer.body)).not.toContain('Alex');
    expect(shared.query).not.toMatch(/initials=|comments=/);
    expect(shared.picture).toBe(`/api/previews/shirt.webp?${shared.query}`);
    expect(shared.notices).toEqual([]);
    const [row] = await shop.database.handle.db.select().from(designShares).where(eq(designShares.id, created.id));
    expect(row?.query).not.toMatch(/JK|Alex|comments|initials=/);
  });

  it('refuses an unknown option, parameter or cloth, and choices an exception rules out, naming each; nothing is kept', async () => {
    const before = (await shop.database.handle.db.select().from(designShares)).length;
    const cases: [string, string][] = [
      [`fabric=${fabric()}&collar=pagoda`, 'query.collar'],
      [`fabric=${fabric()}&sleeve=long`, 'query.sleeve'],
      [`fabric=${fabric()}&spare-buttons=maybe`, 'query.spare-buttons'],
      ['fabric=no-such-cloth', 'query.fabric'],
      ['collar=point', 'query.fabric'],
      [`fabric=${fabric()}&collar=band&cuff=french`, 'query.cuff'],
    ];
    for (const [query, path] of cases) {
      const answer = await share(query);
      expect(answer.status, query).toBe(400);
      expect(answer.body.code, query).toBe('invalid_input');
      expect(
        answer.body.problems?.map((problem) => problem.path),
        query,
      ).toContain(path);
    }
    const wrongType = await shop.call<Answer>({ method: 'POST', url: '/api/design-shares', payload: { productType: 'hat', query: '' } });
    expect(wrongType.status).toBe(400);
    const extra = await shop.call<Answer>({
      method: 'POST',
      url: '/api/design-shares',
      payload: { productType: 'shirt', query: `fabric=${fabric()}`, email: 'x@example.com' },
    });
    expect(extra.status).toBe(400);
    expect((await shop.database.handle.db.select().from(designShares)).length).toBe(before);
  });

  it('answers an unknown, a malformed and a revoked link alike: 404, same body', async () => {
    const created = await made();
    const unknown = await open('A'.repeat(43));
    const malformed = await open('not-a-token');
    expect(unknown.status).toBe(404);
    expect(malformed.status).toBe(404);
    const wrongKey = await shop.call<Answer>({
      method: 'DELETE',
      url: `/api/design-shares/${created.token}`,
      headers: { 'x-revoke-key': 'B'.repeat(43) },
    });
    expect(wrongKey.status, JSON.stringify(wrongKey.body)).toBe(404);
    expect(wrongKey.body).toEqual(unknown.body);
    expect((await open(created.token)).status).toBe(200);
    const revoked = await shop.call({
      method: 'DELETE',
      url: `/api/design-shares/${created.token}`,
      headers: { 'x-revoke-key': created.revokeKey },
    });
    expect(revoked.status).toBe(204);
    const after = await open(created.token);
    expect(after.status).toBe(404);
    expect(after.body).toEqual(unknown.body);
    expect(malformed.body).toEqual(unknown.body);
    // Revoking twice is the same 404.
    expect(
      (await shop.call({ method: 'DELETE', url: `/api/design-shares/${created.token}`, headers: { 'x-revoke-key': created.revokeKey } }))
        .status,
    ).toBe(404);
  });

  it('takes the revoke key in the body too', async () => {
    const created = await made();
    const revoked = await shop.call({
      method: 'DELETE',
      url: `/api/design-shares/${created.token}`,
      payload: { revokeKey: created.revokeKey },
    });
    expect(revoked.status).toBe(204);
    expect((await open(created.token)).status).toBe(404);
  });

  it("lists a customer's own live links, never another's; the owner and only the owner revokes by session", async () => {
    const owner = await createCustomer(shop);
    const stranger = await createCustomer(shop);
    const mine = await made(undefined, bearer(owner.token));
    await made(); // a guest's: in nobody's list
    const list = DesignShareListSchema.parse((await shop.call({ url: '/api/account/design-shares', headers: bearer(owner.token) })).body);
    expect(list.shares.map((entry) => entry.id)).toEqual([mine.id]);
    expect(JSON.stringify(list)).not.toContain(mine.token);
    const theirs = DesignShareListSchema.parse(
      (await shop.call({ url: '/api/account/design-shares', headers: bearer(stranger.token) })).body,
    );
    expect(theirs.shares).toEqual([]);
    expect((await shop.call('/api/account/design-shares')).status).toBe(401);

    expect((await shop.call({ method: 'DELETE', url: `/api/design-shares/${mine.token}`, headers: bearer(stranger.token) })).status).toBe(
      404,
    );
    expect(
      (await shop.call({ method: 'DELETE', url: `/api/account/design-shares/${mine.id}`, headers: bearer(stranger.token) })).status,
    ).toBe(404);
    expect((await open(mine.token)).status).toBe(200);
    expect((await shop.call({ method: 'DELETE', url: `/api/account/design-shares/${mine.id}`, headers: bearer(owner.token) })).status).toBe(
      204,
    );
    expect((await open(mine.token)).status).toBe(404);

    const second = await made(undefined, bearer(owner.token));
    expect((await shop.call({ method: 'DELETE', url: `/api/design-shares/${second.token}`, headers: bearer(owner.token) })).status).toBe(
      204,
    );
    expect((await open(second.token)).status).toBe(404);
  });

  it('shows a cloth since withdrawn, and a since-removed option repaired, each with a notice, never a 500', async () => {
    const [cloth] = catalogue.fabrics.shirt.slice(-1);
    if (!cloth) throw new Error('no shirt cloth');
    const created = await made(`fabric=${cloth.handle}&collar=cutaway`);
    const { db } = shop.database.handle;
    await db.update(products).set({ saleStatus: 'withdrawn' }).where(eq(products.handle, cloth.handle));
    // An option the configuration no longer has, as a later version would leave the stored design.
    await db
      .update(designShares)
      .set({ query: `fabric=${cloth.handle}&collar=pagoda&cuff=french` })
      .where(eq(designShares.id, created.id));
    clock.set(new Date(clock.now().getTime() + 5 * 60_000));
    try {
      const answer = await open(created.token);
      expect(answer.status, answer.raw).toBe(200);
      const shared = SharedDesignSchema.parse(answer.body);
      expect(shared.fabric).toMatchObject({ handle: cloth.handle, availableForSale: false });
      expect(shared.notices.join(' ')).toContain(`${cloth.title} is no longer offered`);
      expect(shared.notices.join(' ')).toContain('"pagoda" is not one of our options');
      expect(shared.query).toContain(`collar=${catalogue.configs.shirt.styles.collar?.default ?? ''}`);
    } finally {
      await db.update(products).set({ saleStatus: 'on_sale' }).where(eq(products.handle, cloth.handle));
    }
  });
});

import { CartSchema, OrderSchema, OutboxResponseSchema, type ProductType } from '@selvedge/contract';
import { AdminOrderSchema, type StaffSession } from '@selvedge/contract/admin';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema.js';
import { cartCalls, pieceInput, readCatalogue, type CartCatalogue } from '../../test/cart-kit.js';
import { paidOrder } from '../../test/checkout-kit.js';
import { staffSession, TEST_OWNER } from '../../test/staff-kit.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** The same picture everywhere the piece appears (issue 30): the cart, the order, the back office and the e-mails. */

const PUBLIC_URL = 'https://shop.example';
let shop: TestApp;
let catalogue: CartCatalogue;
let workroom: StaffSession;

beforeAll(async () => {
  shop = await createTestApp({ config: { admin: TEST_OWNER, authRateLimitScale: 100, publicUrl: PUBLIC_URL } });
  catalogue = await readCatalogue(shop, ['shirt', 'trousers']);
  workroom = await staffSession(shop, 'workroom');
});
afterAll(async () => shop.close());

const picture = (url: string) => shop.app.inject({ method: 'GET', url });

/** A shirt with initials and a note for the workroom, and plain trousers. */
function pieces() {
  const shirt = pieceInput(catalogue, {
    type: 'shirt',
    design: (start, config) => {
      const initials = config.accessories.initials.find((item) => item.kind === 'text');
      const note = config.accessories.others.find((item) => item.kind === 'text');
      return {
        ...start,
        accessories: {
          ...start.accessories,
          ...(initials ? { [initials.key]: 'AL' } : {}),
          ...(note ? { [note.key]: 'Pressed gently, please' } : {}),
        },
      };
    },
  });
  return [shirt, pieceInput(catalogue, { type: 'trousers', fabricIndex: 1 })];
}

const designOf = (line: ReturnType<typeof pieces>[number]) =>
  new URLSearchParams(line.attributes.find((attribute) => attribute.key === '_design')!.value);

describe('a piece’s picture', () => {
  it('is on each cart piece, names its design (initials, not the note) and answers a WebP', async () => {
    const lines = pieces();
    const created = await cartCalls(shop).create({ lineItems: lines });
    expect(created.status, created.raw).toBe(200);
    const cart = CartSchema.parse(created.body);
    for (const [index, line] of lines.entries()) {
      const item = cart.items[index]!;
      const type = item.productType as ProductType;
      expect(item.preview).toMatch(new RegExp(`^/api/previews/${type}\\.webp\\?`));
      const asked = new URL(item.preview!, PUBLIC_URL).searchParams;
      const config = catalogue.configs[type];
      const design = designOf(line);
      expect(asked.get('fabric')).toBe(item.fabric.handle);
      for (const group of config.stylesOrder) expect(asked.get(group), group).toBe(design.get(group));
      const answer = await picture(item.preview!);
      expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
      expect(answer.headers['content-type']).toBe('image/webp');
    }
    const shirt = new URL(cart.items[0]!.preview!, PUBLIC_URL).searchParams;
    const config = catalogue.configs.shirt;
    const initials = config.accessories.initials.find((item) => item.kind === 'text');
    const note = config.accessories.others.find((item) => item.kind === 'text');
    expect(shirt.get(initials!.key)).toBe('AL');
    expect(designOf(lines[0]!).get(note!.key)).toBe('Pressed gently, please');
    expect(shirt.has(note!.key)).toBe(false);
  });

  it('is on each piece of the paid order, for the guest, the back office and in the e-mails, on the shop’s public address', async () => {
    const created = await cartCalls(shop).create({ lineItems: pieces() });
    const cart = CartSchema.parse(created.body);
    const email = 'grace@example.com';
    const { number, key } = await paidOrder(shop, { cart: cart.encodedId, email, name: { firstName: 'Grace', lastName: 'Hopper' } });

    const guest = OrderSchema.parse((await shop.call({ url: `/api/orders/${number}?key=${key}` })).body);
    expect(guest.pieces.map((piece) => piece.preview)).toEqual(cart.items.map((item) => item.preview));
    for (const piece of guest.pieces) {
      const answer = await picture(piece.preview!);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toBe('image/webp');
    }

    const staff = await shop.call({ url: `/api/admin/orders/${number}`, headers: { authorization: `Bearer ${workroom.token}` } });
    expect(staff.status, staff.raw).toBe(200);
    const order = AdminOrderSchema.parse(staff.body);
    expect(order.pieces.map((piece) => piece.preview)).toEqual(guest.pieces.map((piece) => piece.preview));

    const moved = await shop.call({
      method: 'POST',
      url: `/api/admin/orders/${number}/moves`,
      payload: { status: 'cutting', version: order.version },
      headers: { authorization: `Bearer ${workroom.token}` },
    });
    expect(moved.status, moved.raw).toBe(200);
    await shop.app.jobs.drain();
    const listed = OutboxResponseSchema.parse((await shop.call({ url: `/api/dev/outbox?to=${encodeURIComponent(email)}` })).body).messages;
    const { db } = shop.database.handle;
    for (const subject of [`Your Selvedge order ${number}`, `Your Selvedge order ${number}: Cutting`]) {
      const id = listed.find((message) => message.subject === subject)?.id;
      expect(id, subject).toBeDefined();
      const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id!));
      for (const piece of guest.pieces) {
        const absolute = `${PUBLIC_URL}${piece.preview!}`.replaceAll('&', '&amp;');
        expect(row?.html, subject).toContain(`<img src="${absolute}" alt="`);
      }
      expect(row?.html).toContain(`in ${guest.pieces[0]!.fabric.title}" width="140"`);
    }
  });
});

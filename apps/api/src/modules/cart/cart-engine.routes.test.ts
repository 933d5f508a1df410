import {
  CART_ATTRIBUTE,
  CartSchema,
  INVALID_PIECE_MESSAGES,
  MAX_PIECE_QUANTITY,
  type Cart,
  type CartLineInput,
  type ProductConfig,
} from '@selvedge/contract';
import { decimalStringToMinor, priceDesign, repairDesign, type Design } from '@selvedge/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartLines, cartPieces, carts, customers, idempotencyKeys, sessions } from '../../db/schema.js';
import { fixedClock } from '../../platform/clock.js';
import {
  attributeOf,
  cartCalls,
  newReference,
  pieceInput,
  readCatalogue,
  saveShirtSize,
  standardSizing,
  type CartCatalogue,
} from '../../test/cart-kit.js';
import { createCustomer, type TestCustomer } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const start = new Date('2026-03-02T09:00:00Z');
const clock = fixedClock(start);
let shop: TestApp;
let catalogue: CartCatalogue;
let calls: ReturnType<typeof cartCalls>;
beforeAll(async () => {
  shop = await createTestApp({ clock });
  catalogue = await readCatalogue(shop);
  calls = cartCalls(shop);
});
afterAll(async () => shop.close());
beforeEach(async () => {
  clock.set(start);
  const { db } = shop.database.handle;
  await db.delete(idempotencyKeys);
  await db.delete(sessions);
  await db.delete(carts);
  await db.delete(customers);
});

const shirt = () => catalogue.configs.shirt;

/** A toggle add-on of the shirt that has a price of its own. */
function pricedToggle(config: ProductConfig) {
  const item = config.accessories.addOns.find(
    (candidate) => candidate.kind === 'toggle' && candidate.variantId !== null && candidate.price !== null,
  );
  if (!item) throw new Error('the shirt has no priced toggle add-on');
  return item;
}

/** A second option of the first style group, so two pieces of one fabric differ. */
function otherStyle(design: Design, config: ProductConfig): Design {
  const group = config.stylesOrder[0] ?? '';
  const option = config.styles[group]?.options.find((candidate) => candidate.key !== design.styles[group]);
  return repairDesign(config, { ...design, styles: { ...design.styles, [group]: option?.key ?? '' } }).design;
}

/** What the customiser shows for a piece: the domain's own price of its design, in `currency`. */
function shownPrice(input: CartLineInput, config: ProductConfig): number {
  const params = new URLSearchParams(attributeOf(input, CART_ATTRIBUTE.design));
  const fabric = Object.values(catalogue.fabrics)
    .flat()
    .find((product) => product.variantId === input.merchandiseId);
  if (!fabric) throw new Error('unknown fabric');
  const design = repairDesign(config, {
    fabric: fabric.handle,
    styles: Object.fromEntries([...params].filter(([key]) => key in config.styles)),
    accessories: Object.fromEntries(
      [...params].filter(([key]) => !(key in config.styles) && key !== 'fabric').map(([key, value]) => [key, value === '1' ? true : value]),
    ),
  }).design;
  return priceDesign(config, fabric.price, design).totalMinor;
}

const minor = (amount: string) => decimalStringToMinor(amount, 'SGD');

async function cartRows(id: string) {
  const { db } = shop.database.handle;
  return {
    pieces: await db.select().from(cartPieces).where(eq(cartPieces.cartId, id)),
    lines: await db.select().from(cartLines).where(eq(cartLines.cartId, id)),
  };
}

/** A guest cart made with `pieces`, checked to have been made. */
async function guestCartWith(...pieces: CartLineInput[]): Promise<Cart> {
  const answer = await calls.create({ lineItems: pieces });
  expect(answer.status, answer.raw).toBe(200);
  return answer.body;
}

describe('POST /api/shopify/cart', () => {
  it('makes a guest cart whose pieces are grouped by reference, two of one fabric being two items, priced by the server', async () => {
    const toggle = pricedToggle(shirt());
    const plain = pieceInput(catalogue);
    const withAddOn = pieceInput(catalogue, {
      design: (design, config) => ({ ...otherStyle(design, config), accessories: { ...design.accessories, [toggle.key]: true } }),
      quantity: 2,
    });
    const answer = await calls.create({ lineItems: [plain, withAddOn] });
    expect(answer.status, answer.raw).toBe(200);
    const cart = CartSchema.parse(answer.body);
    expect(cart.id).toMatch(/^crt_[A-Za-z0-9_-]{22}$/);
    expect(cart.owner).toBe('guest');
    expect(cart.items.map((item) => item.reference)).toEqual([
      attributeOf(plain, CART_ATTRIBUTE.reference),
      attributeOf(withAddOn, CART_ATTRIBUTE.reference),
    ]);
    expect(cart.items.map((item) => item.fabric.variantId)).toEqual([plain.merchandiseId, plain.merchandiseId]);
    expect(cart.totalQuantity).toBe(3);

    // The first piece is its fabric alone; the second its fabric and the add-on, each a line under the piece's reference.
    expect(cart.items[0]?.lineIds).toHaveLength(1);
    expect(cart.items[1]?.lineIds).toHaveLength(2);
    const lines = cart.lineItems.edges.map(({ node }) => node);
    expect(lines).toHaveLength(3);
    const addOnLine = lines.find((line) => line.merchandise.id === toggle.variantId);
    expect(addOnLine?.attributes).toContainEqual({
      key: CART_ATTRIBUTE.reference,
      value: attributeOf(withAddOn, CART_ATTRIBUTE.reference),
    });
    expect(addOnLine?.merchandise.price).toEqual(toggle.price);
    expect(addOnLine?.quantity).toBe(2);

    // Each piece costs what the customiser shows; the totals add up line by line.
    expect(minor(cart.items[0]?.groupedItemsTotal ?? '')).toBe(shownPrice(plain, shirt()));
    expect(minor(cart.items[1]?.groupedItemsTotal ?? '')).toBe(shownPrice(withAddOn, shirt()) * 2);
    const fromLines = lines.reduce((sum, line) => sum + minor(line.merchandise.price.amount) * line.quantity, 0);
    expect(minor(cart.cost.subtotalAmount.amount)).toBe(fromLines);
    expect(cart.cost).toMatchObject({ discountAmount: { amount: '0.00', currencyCode: 'SGD' }, totalAmount: cart.cost.subtotalAmount });

    // What people read is written by the server from the checked design and size.
    const sizing = standardSizing(shirt());
    expect(cart.items[0]?.attributes).toEqual(
      expect.arrayContaining([
        { key: 'Size', value: sizing.size },
        { key: 'Fit', value: sizing.fit },
      ]),
    );
    expect(cart.items[1]?.attributes.find((attribute) => attribute.key === 'Add ons')?.value).toContain(toggle.value);
    expect(cart.items[0]?.editPath).toMatch(
      new RegExp(`^/shop/shirt\\?.*edit=true&edit-id=${cart.items[0]?.fabric.id}&reference=${cart.items[0]?.reference}$`),
    );
    expect(cart.freeShipping).toMatchObject({
      threshold: '650.00',
      entitled: minor(cart.cost.totalAmount.amount) >= 65_000,
      country: null,
    });
  });

  it('prices a cart made in JPY in whole yen, the same as its total in JPY from any currency', async () => {
    const piece = pieceInput(catalogue);
    const inSgd = await guestCartWith(piece);
    const answer = await calls.create(
      {
        lineItems: [
          {
            ...piece,
            attributes: piece.attributes.map((attribute) =>
              attribute.key === CART_ATTRIBUTE.reference ? { ...attribute, value: newReference() } : attribute,
            ),
          },
        ],
      },
      { cc: 'JPY' },
    );
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body.cost.totalAmount.currencyCode).toBe('JPY');
    expect(answer.body.cost.totalAmount.amount).toMatch(/^\d+$/);
    expect(answer.body.items[0]?.groupedItemsTotal).toBe(inSgd.items[0]?.groupedItemsTotalByCurrency.JPY);
    expect(inSgd.items[0]?.groupedItemsTotalByCurrency.SGD).toBe(inSgd.items[0]?.groupedItemsTotal);
    expect(Object.keys(inSgd.items[0]?.groupedItemsTotalByCurrency ?? {})).toHaveLength(31);
  });

  it('refuses a price sent by the client, naming it, and makes no cart', async () => {
    const piece = { ...pieceInput(catalogue), price: { amount: '1.00', currencyCode: 'SGD' } };
    const answer = await calls.create({ lineItems: [piece] });
    expect(answer.status).toBe(400);
    expect(answer.body.problems).toContainEqual({ path: 'lineItems.0.price', message: 'is not a field of this request' });
    expect(await shop.database.handle.db.select().from(carts)).toEqual([]);
  });

  it.each(['XXX', 'sgdd', '1', ''])('refuses ?cc=%s with 400 and makes no cart', async (cc) => {
    const answer = await calls.create({ lineItems: [pieceInput(catalogue)] }, { cc });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(/^cc: /);
    expect(await shop.database.handle.db.select().from(carts)).toEqual([]);
  });

  it('makes a customer’s cart theirs and their active cart, with their own e-mail and token', async () => {
    const ada = await createCustomer(shop, { email: 'ada@example.com' });
    const answer = await calls.create(
      { lineItems: [pieceInput(catalogue)], email: 'Ada@Example.com', customerAccessToken: ada.token },
      { token: ada.token },
    );
    expect(answer.status, answer.raw).toBe(200);
    expect(answer.body.owner).toBe('customer');
    const [row] = await shop.database.handle.db.select().from(customers).where(eq(customers.id, ada.id));
    expect(row?.activeCartId).toBe(answer.body.id);
    // Nobody else reads it.
    const bob = await createCustomer(shop);
    expect((await calls.read(answer.body.encodedId, bob.token)).status).toBe(403);
    expect((await calls.read(answer.body.encodedId)).status).toBe(403);
  });

  it.each([
    [
      'another customer’s token',
      (ada: TestCustomer, bob: TestCustomer) => ({ token: ada.token, body: { customerAccessToken: bob.token } }),
    ],
    [
      'a token without signing in',
      (_ada: TestCustomer, bob: TestCustomer) => ({ token: undefined, body: { customerAccessToken: bob.token } }),
    ],
    ['another customer’s e-mail', (ada: TestCustomer, bob: TestCustomer) => ({ token: ada.token, body: { email: bob.email } })],
  ])('refuses %s with 403 and makes no cart', async (_what, make) => {
    const ada = await createCustomer(shop);
    const bob = await createCustomer(shop);
    const before = (await shop.database.handle.db.select().from(carts)).length;
    const { token, body } = make(ada, bob);
    const answer = await calls.create({ lineItems: [pieceInput(catalogue)], ...body }, { token });
    expect(answer.status).toBe(403);
    expect(await shop.database.handle.db.select().from(carts)).toHaveLength(before);
  });
});

describe('bad pieces', () => {
  const cases: [string, () => unknown, string][] = [
    ['an unknown variant', () => ({ ...pieceInput(catalogue), merchandiseId: 'var_nope' }), 'lineItems.0.merchandiseId'],
    [
      'an add-on as the piece',
      () => ({ ...pieceInput(catalogue), merchandiseId: pricedToggle(shirt()).variantId }),
      'lineItems.0.merchandiseId',
    ],
    [
      'a trousers fabric for a shirt',
      () => ({ ...pieceInput(catalogue), merchandiseId: catalogue.fabrics.trousers[0]?.variantId }),
      'lineItems.0.merchandiseId',
    ],
    ['quantity 0', () => ({ ...pieceInput(catalogue), quantity: 0 }), 'lineItems.0.quantity'],
    ['a negative quantity', () => ({ ...pieceInput(catalogue), quantity: -1 }), 'lineItems.0.quantity'],
    ['quantity 10^9', () => ({ ...pieceInput(catalogue), quantity: 1e9 }), 'lineItems.0.quantity'],
    [`quantity ${MAX_PIECE_QUANTITY + 1}`, () => ({ ...pieceInput(catalogue), quantity: MAX_PIECE_QUANTITY + 1 }), 'lineItems.0.quantity'],
    ['half a piece', () => ({ ...pieceInput(catalogue), quantity: 1.5 }), 'lineItems.0.quantity'],
    ['an unknown product type', () => withAttribute(CART_ATTRIBUTE.product, 'kilt'), 'lineItems.0.attributes._product'],
    ['an unknown category', () => withAttribute(CART_ATTRIBUTE.category, 'free'), 'lineItems.0.attributes._category'],
    ['a reference of the wrong form', () => withAttribute(CART_ATTRIBUTE.reference, 'a b'), 'lineItems.0.attributes._reference'],
    [
      'an attribute the server writes (Size)',
      () => ({ ...pieceInput(catalogue), attributes: [...pieceInput(catalogue).attributes, { key: 'Size', value: 'XXL' }] }),
      'lineItems.0.attributes.5.key',
    ],
    [
      'no design',
      () => ({
        ...pieceInput(catalogue),
        attributes: pieceInput(catalogue).attributes.filter((attribute) => attribute.key !== CART_ATTRIBUTE.design),
      }),
      'lineItems.0.attributes._design',
    ],
    [
      'a style option that does not exist',
      () => withAttribute(CART_ATTRIBUTE.design, `${firstGroup()}=nonsense`),
      'lineItems.0.attributes._design',
    ],
    [
      'a style group that does not exist',
      () => withAttribute(CART_ATTRIBUTE.design, 'sleeve-garters=yes'),
      'lineItems.0.attributes._design',
    ],
    ['initials against their rule', () => withAttribute(CART_ATTRIBUTE.design, 'initials=%3Cscript%3E'), 'lineItems.0.attributes._design'],
    [
      'another fabric named in the design',
      () => withAttribute(CART_ATTRIBUTE.design, `fabric=${catalogue.fabrics.shirt[1]?.handle}`),
      'lineItems.0.attributes._design',
    ],
    ['sizing that is not JSON', () => withAttribute(CART_ATTRIBUTE.sizing, '{oops'), 'lineItems.0.attributes._sizing'],
    [
      'a size not in the table',
      () => withAttribute(CART_ATTRIBUTE.sizing, JSON.stringify({ ...standardSizing(shirt()), size: '99' })),
      'lineItems.0.attributes._sizing',
    ],
    [
      'a measurement out of its bounds',
      () => withAttribute(CART_ATTRIBUTE.sizing, JSON.stringify(outOfBounds())),
      'lineItems.0.attributes._sizing',
    ],
    [
      'a saved size for a visitor',
      () => withAttribute(CART_ATTRIBUTE.sizing, JSON.stringify({ ...standardSizing(shirt()), method: 'saved', sizeName: 'Work' })),
      'lineItems.0.attributes._sizing',
    ],
  ];
  const firstGroup = () => shirt().stylesOrder[0] ?? '';
  function withAttribute(key: string, value: string): CartLineInput {
    const piece = pieceInput(catalogue);
    return { ...piece, attributes: piece.attributes.map((attribute) => (attribute.key === key ? { key, value } : attribute)) };
  }
  function outOfBounds() {
    const sizing = standardSizing(shirt());
    const numeric = sizing.measurements.find((entry) => typeof entry.fitting_size === 'number');
    return { ...sizing, measurements: sizing.measurements.map((entry) => (entry === numeric ? { ...entry, fitting_size: 999 } : entry)) };
  }

  it.each(cases)('refuses %s with a 400 naming it, and changes nothing', async (_what, make, path) => {
    const cart = await guestCartWith(pieceInput(catalogue));
    const before = await cartRows(cart.id);
    const answer = await calls.update(cart.encodedId, [make()]);
    expect(answer.status, answer.raw).toBe(400);
    expect(answer.body.error.length).toBeGreaterThan(0);
    const paths = (answer.body.problems ?? []).map((problem) =>
      problem.path.replace(/^lineItems\./, 'lineItems.').replace(/^(\d)/, 'lineItems.$1'),
    );
    expect(paths).toContain(path);
    expect(await cartRows(cart.id)).toEqual(before);
    // And a new cart with it is not made either.
    const count = (await shop.database.handle.db.select().from(carts)).length;
    expect((await calls.create({ lineItems: [make()] })).status).toBe(400);
    expect(await shop.database.handle.db.select().from(carts)).toHaveLength(count);
  });

  it('refuses a NUL hidden in the sizing’s JSON, and labels a size only with a saved size’s name', async () => {
    const nul = await calls.create({
      lineItems: [withAttribute(CART_ATTRIBUTE.sizing, JSON.stringify({ ...standardSizing(shirt()), sizeName: 'A\u0000B' }))],
    });
    expect(nul.status).toBe(400);
    expect(nul.body.problems?.map((problem) => problem.path)).toContain('lineItems.0.attributes._sizing');
    // A standard size sent with a made-up name is shown as the size it is, not as the name.
    const labelled = await calls.create({
      lineItems: [withAttribute(CART_ATTRIBUTE.sizing, JSON.stringify({ ...standardSizing(shirt()), sizeName: 'XXL' }))],
    });
    expect(labelled.status, labelled.raw).toBe(200);
    expect(labelled.body.items[0]?.attributes).toContainEqual({ key: 'Size', value: standardSizing(shirt()).size });
    expect(labelled.body.items[0]?.sizing.sizeName).toBeNull();
  });

  it('refuses a trial piece of a type the shop does not make as a trial', async () => {
    const polo = await readCatalogue(shop, ['polo']);
    if (polo.configs.polo.trialLeadTime !== null) return expect(polo.configs.polo.trialLeadTime).toBeNull();
    const answer = await calls.create({ lineItems: [pieceInput(polo, { type: 'polo', category: 'trial' })] });
    expect(answer.status).toBe(400);
    expect(answer.body.problems?.map((problem) => problem.path)).toContain('lineItems.0.attributes._category');
  });

  it('accepts a trial shirt, and the piece says it is a trial', async () => {
    const cart = await guestCartWith(pieceInput(catalogue, { category: 'trial' }));
    expect(cart.items[0]?.category).toBe('trial');
    expect(cart.items[0]?.editPath).toMatch(/[?&]trial=1(&|$)/);
    expect(cart.lineItems.edges[0]?.node.attributes).toContainEqual({ key: CART_ATTRIBUTE.category, value: 'trial' });
  });

  it('refuses an exception the configuration rules out', async () => {
    const config = shirt();
    const rule = config.exceptions[0];
    if (!rule) return expect(config.exceptions).toEqual([]);
    const target = rule.notSuitable[0];
    const piece = pieceInput(catalogue);
    const params = new URLSearchParams(attributeOf(piece, CART_ATTRIBUTE.design));
    params.set(rule.when.group, rule.when.option);
    params.set(target?.group ?? '', target?.options[0] ?? '');
    const answer = await calls.create({
      lineItems: [
        {
          ...piece,
          attributes: piece.attributes.map((attribute) =>
            attribute.key === CART_ATTRIBUTE.design ? { ...attribute, value: params.toString() } : attribute,
          ),
        },
      ],
    });
    expect(answer.status).toBe(400);
    expect(answer.body.problems?.[0]).toMatchObject({ path: 'lineItems.0.attributes._design' });
    expect(answer.body.problems?.[0]?.message).toMatch(/not suitable/i);
  });
});

describe('PATCH /api/shopify/cart/:id', () => {
  it('adds a piece, replaces a piece by its reference in its place, and changes a quantity by any of its lines', async () => {
    const first = pieceInput(catalogue);
    const second = pieceInput(catalogue, { fabricIndex: 1 });
    const cart = await guestCartWith(first, second);
    const third = pieceInput(catalogue, { fabricIndex: 2 });
    const added = await calls.update(cart.encodedId, [third]);
    expect(added.body.items.map((item) => item.reference)).toEqual(
      [first, second, third].map((piece) => attributeOf(piece, CART_ATTRIBUTE.reference)),
    );

    // An edit: the first piece in another style and with the add-on, under the same reference.
    const toggle = pricedToggle(shirt());
    const edited = pieceInput(catalogue, {
      reference: attributeOf(first, CART_ATTRIBUTE.reference),
      design: (design, config) => ({ ...otherStyle(design, config), accessories: { ...design.accessories, [toggle.key]: true } }),
    });
    const afterEdit = await calls.update(cart.encodedId, [edited]);
    expect(afterEdit.status, afterEdit.raw).toBe(200);
    expect(afterEdit.body.items).toHaveLength(3);
    expect(afterEdit.body.items[0]?.reference).toBe(attributeOf(first, CART_ATTRIBUTE.reference));
    expect(afterEdit.body.items[0]?.design).toBe(attributeOf(edited, CART_ATTRIBUTE.design));
    expect(afterEdit.body.items[0]?.lineIds).toHaveLength(2);

    // Quantity by the add-on's line: the whole piece.
    const addOnLine = afterEdit.body.items[0]?.lineIds[1] ?? '';
    const changed = await calls.update(cart.encodedId, [{ id: addOnLine, quantity: 3 }]);
    expect(changed.body.items[0]?.quantity).toBe(3);
    expect(
      changed.body.lineItems.edges
        .filter(({ node }) => afterEdit.body.items[0]?.lineIds.includes(node.id))
        .map(({ node }) => node.quantity),
    ).toEqual([3, 3]);
    expect(changed.body.totalQuantity).toBe(5);
  });

  it('refuses a quantity change of a line that is not in the cart, changing nothing', async () => {
    const cart = await guestCartWith(pieceInput(catalogue));
    const other = await guestCartWith(pieceInput(catalogue));
    const before = await cartRows(cart.id);
    for (const id of ['ln_nope', other.lineItems.edges[0]?.node.id ?? '']) {
      const answer = await calls.update(cart.encodedId, [{ id, quantity: 2 }]);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('cart_line_not_found');
    }
    expect(await cartRows(cart.id)).toEqual(before);
  });

  it.each([
    ['an empty list', []],
    ['an object', { lineItems: [] }],
    ['a string', 'add'],
  ])('refuses %s with 400', async (_what, body) => {
    const cart = await guestCartWith(pieceInput(catalogue));
    const answer = await calls.update(cart.encodedId, body);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('invalid_input');
  });

  it('answers a customer’s cart only to them (403), and a guest cart to whoever holds its id', async () => {
    const ada = await createCustomer(shop);
    const bob = await createCustomer(shop);
    const { encodeCartId } = await import('@selvedge/contract');
    const adaCart = encodeCartId(ada.activeCart);
    for (const token of [bob.token, undefined]) {
      expect((await calls.update(adaCart, [pieceInput(catalogue)], token)).status).toBe(403);
      expect((await calls.remove(adaCart, ['ln_x'], token)).status).toBe(403);
      expect((await calls.currency(adaCart, { currency: 'JPY' }, token)).status).toBe(403);
      expect((await calls.applyCode(adaCart, { discountCode: 'WELCOME10' }, token)).status).toBe(403);
      expect((await calls.removeCode(adaCart, token)).status).toBe(403);
    }
    expect((await cartRows(ada.activeCart)).pieces).toEqual([]);
    const mine = await calls.update(adaCart, [pieceInput(catalogue)], ada.token);
    expect(mine.status).toBe(200);
    const guest = await guestCartWith(pieceInput(catalogue));
    for (const token of [bob.token, undefined])
      expect((await calls.update(guest.encodedId, [pieceInput(catalogue)], token)).status).toBe(200);
  });

  it('refuses changes to a checked-out cart with 409', async () => {
    const cart = await guestCartWith(pieceInput(catalogue));
    await shop.database.handle.db.update(carts).set({ completedAt: start }).where(eq(carts.id, cart.id));
    const answer = await calls.update(cart.encodedId, [pieceInput(catalogue)]);
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('cart_completed');
    expect((await cartRows(cart.id)).pieces).toHaveLength(1);
  });

  it('keeps every one of 50 pieces added at once to one cart, each answer showing its own piece, and refuses the ones over 50', async () => {
    const cart = await guestCartWith();
    const inputs = Array.from({ length: 55 }, () => pieceInput(catalogue));
    // Adds that arrive together are written together (group commit): a batch over the limit is
    // written again one add at a time, so exactly 50 are kept, as they would be one by one.
    const answers = await Promise.all(inputs.map((input) => calls.update(cart.encodedId, [input])));
    const kept = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(kept).toHaveLength(50);
    expect(refused.map((answer) => [answer.status, answer.body.code])).toEqual(Array.from({ length: 5 }, () => [400, 'too_many_pieces']));
    for (const [index, answer] of answers.entries()) {
      if (answer.status !== 200) continue;
      const input = inputs[index];
      if (input)
        expect(CartSchema.parse(answer.body).items.map((item) => item.reference)).toContain(attributeOf(input, CART_ATTRIBUTE.reference));
    }
    const { pieces, lines } = await cartRows(cart.id);
    expect(pieces).toHaveLength(50);
    expect(lines).toHaveLength(50);
    expect(new Set(pieces.map((piece) => piece.position)).size).toBe(50);
    // A 56th is one too many too.
    const again = await calls.update(cart.encodedId, [pieceInput(catalogue)]);
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('too_many_pieces');
    expect((await cartRows(cart.id)).pieces).toHaveLength(50);
  });
});

describe('PATCH /api/shopify/cart/remove/:id', () => {
  it('removes a whole piece by any of its line ids, or by its reference, and nothing else', async () => {
    const toggle = pricedToggle(shirt());
    const withAddOn = pieceInput(catalogue, {
      design: (design) => ({ ...design, accessories: { ...design.accessories, [toggle.key]: true } }),
    });
    const plain = pieceInput(catalogue, { fabricIndex: 1 });
    const third = pieceInput(catalogue, { fabricIndex: 2 });
    const cart = await guestCartWith(withAddOn, plain, third);
    const addOnLine = cart.items[0]?.lineIds[1] ?? '';
    const removed = await calls.remove(cart.encodedId, [addOnLine]);
    expect(removed.status).toBe(200);
    expect(removed.body.items.map((item) => item.reference)).toEqual(
      [plain, third].map((piece) => attributeOf(piece, CART_ATTRIBUTE.reference)),
    );
    const byReference = await calls.remove(cart.encodedId, [attributeOf(third, CART_ATTRIBUTE.reference)]);
    expect(byReference.body.items.map((item) => item.reference)).toEqual([attributeOf(plain, CART_ATTRIBUTE.reference)]);
    expect((await cartRows(cart.id)).lines).toHaveLength(1);
  });

  it('refuses an unknown line id, removing nothing, even beside a known one', async () => {
    const cart = await guestCartWith(pieceInput(catalogue), pieceInput(catalogue));
    const before = await cartRows(cart.id);
    const answer = await calls.remove(cart.encodedId, [cart.lineItems.edges[0]?.node.id, 'ln_nope']);
    expect(answer.status).toBe(400);
    expect(answer.body.problems).toEqual([{ path: '1', message: 'There is no line "ln_nope" in this cart.' }]);
    expect(await cartRows(cart.id)).toEqual(before);
  });
});

describe('PATCH /api/shopify/cart/currency/:id', () => {
  it('prices the cart in the new currency from then on, answering { data }', async () => {
    const cart = await guestCartWith(pieceInput(catalogue));
    const answer = await calls.currency(cart.encodedId, { currency: 'JPY' });
    expect(answer.status).toBe(200);
    expect(answer.body.data.cost.totalAmount.currencyCode).toBe('JPY');
    expect(answer.body.data.items[0]?.groupedItemsTotal).toBe(cart.items[0]?.groupedItemsTotalByCurrency.JPY);
    expect((await calls.read(cart.encodedId)).body.cost.subtotalAmount.currencyCode).toBe('JPY');
  });

  it.each([{ currency: 'XXX' }, { currency: 'jpy ' }, {}, { currency: 'JPY', rate: 1 }])(
    'refuses %j with 400 and keeps the currency',
    async (body) => {
      const cart = await guestCartWith(pieceInput(catalogue));
      const answer = await calls.currency(cart.encodedId, body);
      expect(answer.status).toBe(400);
      expect((await calls.read(cart.encodedId)).body.cost.totalAmount.currencyCode).toBe('SGD');
    },
  );
});

describe('Idempotency-Key on POST /api/shopify/cart', () => {
  it('answers a retry with the first answer, another body with 422, and makes one cart', async () => {
    const body = { lineItems: [pieceInput(catalogue)] };
    const first = await calls.create(body, { key: 'add-0001-retry' });
    const retry = await calls.create(body, { key: 'add-0001-retry' });
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.body.id).toBe(first.body.id);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    const other = await calls.create({ lineItems: [pieceInput(catalogue)] }, { key: 'add-0001-retry' });
    expect(other.status).toBe(422);
    expect(other.body.code).toBe('idempotency_key_reused');
    expect(await shop.database.handle.db.select().from(carts)).toHaveLength(1);
  });

  it('makes one cart for the same key sent several times at once (the others wait with 409 or get the answer)', async () => {
    const body = { lineItems: [pieceInput(catalogue)] };
    const answers = await Promise.all(Array.from({ length: 5 }, () => calls.create(body, { key: 'add-0002-burst' })));
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    expect(answers.some((answer) => answer.status === 200)).toBe(true);
    expect(new Set(answers.filter((answer) => answer.status === 200).map((answer) => answer.body.id)).size).toBe(1);
    expect(await shop.database.handle.db.select().from(carts)).toHaveLength(1);
  });

  it('keeps keys apart per caller: a visitor cannot replay a customer’s answer', async () => {
    const ada = await createCustomer(shop);
    const body = { lineItems: [pieceInput(catalogue)] };
    const mine = await calls.create(body, { key: 'shared-key-01', token: ada.token });
    const visitor = await calls.create(body, { key: 'shared-key-01' });
    expect(mine.status).toBe(200);
    expect(visitor.status).toBe(200);
    expect(visitor.body.id).not.toBe(mine.body.id);
    expect(visitor.body.owner).toBe('guest');
  });

  it('lets a failed request be retried under its key, and refuses a malformed key', async () => {
    const bad = await calls.create({ lineItems: [{ ...pieceInput(catalogue), merchandiseId: 'var_nope' }] }, { key: 'add-0003-fail' });
    expect(bad.status).toBe(400);
    const good = await calls.create({ lineItems: [pieceInput(catalogue)] }, { key: 'add-0003-fail' });
    expect(good.status).toBe(200);
    const malformed = await calls.create({ lineItems: [] }, { key: 'short' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.problems?.[0]?.path).toBe('Idempotency-Key');
  });
});

describe('a piece that no longer passes', () => {
  it('stays in the cart flagged invalid with SPEC §8’s message when its option leaves the configuration', async () => {
    const cart = await guestCartWith(pieceInput(catalogue));
    const group = shirt().stylesOrder[0] ?? '';
    const chosen = new URLSearchParams(cart.items[0]?.design).get(group);
    // The shop drops the chosen option from a new version of the configuration.
    const { productConfigs } = await import('../../db/schema.js');
    const { desc } = await import('drizzle-orm');
    const [latest] = await shop.database.handle.db
      .select()
      .from(productConfigs)
      .where(eq(productConfigs.productType, 'shirt'))
      .orderBy(desc(productConfigs.version))
      .limit(1);
    if (!latest) throw new Error('no shirt configuration');
    const document = structuredClone(latest.document);
    const definition = document.styles[group];
    if (!definition) throw new Error('no first group');
    definition.options = definition.options.filter((option) => option.key !== chosen);
    if (definition.default === chosen) definition.default = definition.options[0]?.key ?? '';
    await shop.database.handle.db.insert(productConfigs).values({ productType: 'shirt', version: latest.version + 1, document });
    clock.set(new Date(start.getTime() + 61_000));

    const answer = await calls.read(cart.encodedId);
    expect(answer.status).toBe(200);
    expect(answer.body.items[0]?.invalid?.message).toBe(INVALID_PIECE_MESSAGES.valueMismatch);
    expect(answer.body.hasInvalidItems).toBe(true);
    await shop.database.handle.db.delete(productConfigs).where(eq(productConfigs.version, latest.version + 1));
    clock.set(new Date(start.getTime() + 122_000));
    expect((await calls.read(cart.encodedId)).body.hasInvalidItems).toBe(false);
  });
});

describe('a guest cart and its answer', () => {
  it('kept in memory, follows a change made straight in the database at once (the database announces it)', async () => {
    const cart = await guestCartWith(pieceInput(catalogue));
    expect((await calls.read(cart.encodedId)).body.totalQuantity).toBe(1);
    await shop.database.handle.db.update(cartPieces).set({ quantity: 4 }).where(eq(cartPieces.cartId, cart.id));
    expect((await calls.read(cart.encodedId)).body.totalQuantity).toBe(4);
  });

  it('uses a customer’s saved size, and flags the piece as soon as the size is deleted', async () => {
    const ada = await createCustomer(shop);
    const { encodeCartId } = await import('@selvedge/contract');
    const { saved, sizing: workSize, standard: sizing } = await saveShirtSize(shop, shirt(), ada, 'Work');
    expect(saved.status, saved.raw).toBe(201);
    const cart = encodeCartId(ada.activeCart);
    const added = await calls.update(cart, [pieceInput(catalogue, { sizing: workSize })], ada.token);
    expect(added.status, added.raw).toBe(200);
    expect(added.body.items[0]?.sizing).toMatchObject({ sizeName: 'Work', measurements: sizing.measurements });
    expect(added.body.items[0]?.invalid).toBeNull();
    const removed = await shop.call({
      method: 'PATCH',
      url: `/api/firebase/customers/${ada.id}/measurements/shirt/Work`,
      headers: { authorization: `Bearer ${ada.token}` },
      payload: { deleted: true },
    });
    expect(removed.status, removed.raw).toBe(200);
    const after = await calls.read(cart, ada.token);
    expect(after.body.items[0]?.invalid?.message).toBe(INVALID_PIECE_MESSAGES.valueMismatch);
  });

  it('GET answers the same cart as the last change did', async () => {
    const cart = await guestCartWith(pieceInput(catalogue), pieceInput(catalogue, { type: 'trousers' }));
    const read = await calls.read(cart.encodedId);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(cart);
  });
});

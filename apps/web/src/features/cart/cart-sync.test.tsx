import {
  CART_MESSAGES,
  CartCurrencyAnswerSchema,
  CartSchema,
  FABRIC_UNAVAILABLE,
  ProductSchema,
  type Cart,
  type CurrencyCode,
  type Product,
} from '@selvedge/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aPiece, cartWith, emptyCart } from '../../test/cart-factory';
import { untilAtRest } from '../../test/at-rest';
import { answer, fakeShopApi, refusal, type ShopAnswer, type ShopCall } from '../../test/fake-shop';
import { cartNavigation } from './api/cart-queries';
import { CartHost, type CartHostProps } from './cart-host';
import type { CartCustomer } from './cart-sync';
import { openCartDrawer, resetCartUi } from './cart-ui';
import { newPieceReference, type PieceToAdd } from './piece-input';
import { useAddPieceToCart } from './use-add-piece';

const person = userEvent.setup();

const oxford: Product = {
  id: 'prod_oxford',
  handle: 'oxford-blue',
  title: 'Oxford Blue',
  productType: 'shirt',
  description: 'A soft oxford.',
  tags: ['Display'],
  attributes: {},
  images: [],
  variantId: 'var_oxford',
  price: { amount: '150.00', currencyCode: 'SGD' },
  availableForSale: true,
  collections: [],
};

const sizing = {
  method: 'standard' as const,
  track: 'standard' as const,
  size: 'L',
  fit: 'Slim',
  sizeName: null,
  measurements: [{ id: 'chest', fitting_size: 42 }],
};

/** A button that adds a shirt, as the sizing step does. */
function AddButton({ currency, owner }: { currency: CurrencyCode; owner: { email: string } | null }) {
  const { addPiece } = useAddPieceToCart(currency, owner);
  const piece = (): PieceToAdd => ({
    productType: 'shirt',
    variantId: 'var_oxford',
    design: 'fabric=oxford-blue&collar=cutaway',
    sizing,
    category: 'trial',
    reference: newPieceReference(),
  });
  return (
    <button type="button" onClick={() => void addPiece(piece(), { saved: false }).catch(() => undefined)}>
      Add a shirt
    </button>
  );
}

function renderHost(
  respond: (call: ShopCall) => ShopAnswer | undefined | Promise<ShopAnswer | undefined>,
  props: Partial<CartHostProps> = {},
) {
  const shop = fakeShopApi(respond);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const onCartCurrency = vi.fn();
  const base: CartHostProps = {
    user: null,
    sessionReady: true,
    loggedInHere: false,
    currency: 'SGD',
    onCartCurrency,
    editingReference: null,
    navigate: vi.fn(),
  };
  const ui = (next: Partial<CartHostProps>) => (
    <QueryClientProvider client={queryClient}>
      <CartHost {...base} {...props} {...next} />
      <AddButton currency={next.currency ?? props.currency ?? 'SGD'} owner={null} />
    </QueryClientProvider>
  );
  const view = render(ui({}));
  return { shop, onCartCurrency, queryClient, rerender: (next: Partial<CartHostProps>) => view.rerender(ui(next)) };
}

const stored = (key: string) => window.localStorage.getItem(key);
const storeCart = (cart: Cart) => {
  window.localStorage.setItem('cartId', cart.id);
  window.localStorage.setItem('cart', JSON.stringify(cart));
};

beforeEach(() => {
  window.localStorage.clear();
  resetCartUi();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('adding to the cart', () => {
  it('the first add creates a guest cart; the next one is added to it; the badge and the notification follow', async () => {
    const first = cartWith([aPiece({ reference: 'ref_first_00001' })]);
    const second = cartWith([aPiece({ reference: 'ref_first_00001' }), aPiece({ reference: 'ref_second_0002' })]);
    const { shop } = renderHost((call) => {
      if (call.method === 'POST' && call.path === '/shopify/cart?cc=SGD') return answer(CartSchema, first);
      if (call.method === 'PATCH' && call.path === '/shopify/cart/Y3J0X2d1ZXN0?cc=SGD') return answer(CartSchema, second);
      if (call.method === 'GET') return answer(CartSchema, first);
      return undefined;
    });
    await person.click(screen.getByRole('button', { name: 'Add a shirt' }));
    const notice = await screen.findByRole('dialog', { name: 'Added to your cart' });
    expect(stored('cartId')).toBe('crt_guest');
    expect(JSON.parse(stored('cart') ?? '{}').totalQuantity).toBe(1);

    const [created] = shop.callsTo('POST', '/shopify/cart');
    const body = created?.body as {
      lineItems: { merchandiseId: string; quantity: number; attributes: { key: string; value: string }[] }[];
      email?: string;
    };
    expect(body.email).toBeUndefined();
    expect(body.lineItems).toHaveLength(1);
    const line = body.lineItems[0];
    expect(line?.merchandiseId).toBe('var_oxford');
    expect(line?.quantity).toBe(1);
    const attributes = Object.fromEntries(line?.attributes.map((attribute) => [attribute.key, attribute.value]) ?? []);
    expect(attributes._reference).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    expect(attributes).toMatchObject({ _product: 'shirt', _category: 'trial', _design: 'fabric=oxford-blue&collar=cutaway' });
    expect(JSON.parse(attributes._sizing ?? '')).toEqual(sizing);
    expect(created?.idempotencyKey).toBe(`add-${attributes._reference}`);
    expect(JSON.stringify(body)).not.toMatch(/price|amount/i);

    await person.click(within(notice).getByRole('button', { name: 'Continue shopping' }));
    await person.click(screen.getByRole('button', { name: 'Add a shirt' }));
    await screen.findByRole('dialog', { name: 'Added to your cart' });
    expect(shop.callsTo('POST', '/shopify/cart')).toHaveLength(1);
    const patched = shop.callsTo('PATCH', '/shopify/cart/Y3J0X2d1ZXN0');
    expect(patched).toHaveLength(1);
    expect((patched[0]?.body as unknown[]).length).toBe(1);
    await waitFor(() => expect(JSON.parse(stored('cart') ?? '{}').totalQuantity).toBe(2));

    await person.click(screen.getByRole('button', { name: 'View cart' }));
    expect(await screen.findByRole('dialog', { name: 'My Cart' })).toBeInTheDocument();
  });

  it('a stored cart the shop no longer has is let go, and a new one made', async () => {
    storeCart(cartWith([], { id: 'crt_old', encodedId: 'Y3J0X29sZA' }));
    const fresh = cartWith([aPiece()]);
    const { shop } = renderHost((call) => {
      if (call.path.startsWith('/shopify/cart/Y3J0X29sZA')) return refusal(404, { error: CART_MESSAGES.notFound, code: 'not_found' });
      if (call.method === 'POST') return answer(CartSchema, fresh);
      return undefined;
    });
    // The start-up read finds it gone, and says so.
    expect(await screen.findByRole('alertdialog', { name: 'Your cart is no longer available' }, { timeout: 3000 })).toBeInTheDocument();
    expect(stored('cartId')).toBeNull();
    await person.click(screen.getByRole('button', { name: 'OK' }));
    await person.click(screen.getByRole('button', { name: 'Add a shirt' }));
    await waitFor(() => expect(stored('cartId')).toBe('crt_guest'));
    expect(shop.callsTo('POST', '/shopify/cart')).toHaveLength(1);
  });
});

describe('pieces that waited in this browser', () => {
  const waiting = [
    { productType: 'shirt', design: 'fabric=oxford-blue&collar=cutaway', sizing, createdAt: '2026-11-20T10:00:00.000Z' },
    { productType: 'shirt', design: 'fabric=oxford-blue', sizing, createdAt: '2026-11-20T10:05:00.000Z' },
  ];

  it('move into a new cart once, with references made from when they were added, and the key goes', async () => {
    window.localStorage.setItem('pendingPieces', JSON.stringify(waiting));
    let release: (() => void) | null = null;
    const { shop, rerender } = renderHost((call) => {
      if (call.path.startsWith('/shopify/products/shirt/handle/oxford-blue')) return answer(ProductSchema, oxford);
      if (call.method === 'POST' && call.path.startsWith('/shopify/cart?')) {
        return new Promise<ShopAnswer>(
          (resolve) => (release = () => resolve(answer(CartSchema, cartWith([aPiece(), aPiece({ reference: 'ref_other_00002' })])))),
        ) as never;
      }
      if (call.method === 'GET') return answer(CartSchema, cartWith([aPiece(), aPiece({ reference: 'ref_other_00002' })]));
      return undefined;
    });
    await waitFor(() => expect(release).not.toBeNull());
    // The page draws again meanwhile (a currency, a session): the move is not started twice.
    rerender({ sessionReady: true });
    await act(async () => release?.());
    await waitFor(() => expect(stored('pendingPieces')).toBeNull());
    const posts = shop.callsTo('POST', '/shopify/cart');
    expect(posts).toHaveLength(1);
    const lines = (posts[0]?.body as { lineItems: { attributes: { key: string; value: string }[] }[] }).lineItems;
    expect(lines.map((line) => line.attributes.find((attribute) => attribute.key === '_reference')?.value)).toEqual([
      'pending-20261120T100000000Z',
      'pending-20261120T100500000Z',
    ]);
    expect(stored('cartId')).toBe('crt_guest');
  });
});

describe('a customer’s cart', () => {
  const ada: CartCustomer = { id: 'cus_ada', email: 'ada@example.com', activeCart: 'crt_ada' };

  it('a guest cart joins the customer’s on login, once, and the display currency becomes the cart’s', async () => {
    storeCart(cartWith([aPiece()]));
    const merged = emptyCart('EUR', { id: 'crt_ada', encodedId: 'Y3J0X2FkYQ', items: [aPiece()], totalQuantity: 1 });
    const { shop, queryClient, rerender, onCartCurrency } = renderHost((call) => {
      if (call.method === 'PATCH' && call.path === '/firebase/customers/cus_ada/cart/Y3J0X2d1ZXN0') return answer(CartSchema, merged);
      if (call.method === 'GET' && call.path.startsWith('/shopify/cart/Y3J0X2d1ZXN0')) return answer(CartSchema, cartWith([aPiece()]));
      if (call.method === 'GET' && call.path.startsWith('/shopify/cart/')) return answer(CartSchema, merged);
      return undefined;
    });
    await waitFor(() => expect(shop.callsTo('GET', '/shopify/cart/Y3J0X2d1ZXN0')).toHaveLength(1));
    rerender({ user: ada, loggedInHere: true });
    await waitFor(() => expect(stored('cartId')).toBe('crt_ada'));
    expect(onCartCurrency).toHaveBeenCalledWith('EUR');
    rerender({ user: ada, loggedInHere: true, currency: 'EUR' });
    rerender({ user: { ...ada }, loggedInHere: true, currency: 'EUR' });
    await untilAtRest(queryClient, shop);
    expect(shop.callsTo('PATCH', '/firebase/customers/cus_ada/cart/Y3J0X2d1ZXN0')).toHaveLength(1);
    // The display currency followed the cart: the cart's currency is not switched back.
    expect(shop.calls.filter((call) => call.path.startsWith('/shopify/cart/currency/'))).toEqual([]);
  });

  it('after logout (the session removes the keys) no piece of the cart stays in memory', async () => {
    const cart = emptyCart('SGD', { id: 'crt_ada', encodedId: 'Y3J0X2FkYQ', items: [aPiece()], totalQuantity: 1 });
    storeCart(cart);
    const { queryClient, rerender } = renderHost((call) => (call.method === 'GET' ? answer(CartSchema, cart) : undefined), { user: ada });
    await waitFor(() => expect(queryClient.getQueryData<Cart>(['cart', cart.id])?.id).toBe('crt_ada'));
    act(() => {
      for (const key of ['token', 'cart', 'cartId', 'checkoutUrl']) window.localStorage.removeItem(key);
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    rerender({ user: null });
    await waitFor(() => expect(queryClient.getQueryCache().findAll({ queryKey: ['cart'] })).toEqual([]));
  });

  it('a customer whose cart is already the active one reads it, without merging', async () => {
    storeCart(emptyCart('SGD', { id: 'crt_ada', encodedId: 'Y3J0X2FkYQ' }));
    const { shop, queryClient } = renderHost(
      (call) =>
        call.method === 'GET' && call.path.startsWith('/shopify/cart/')
          ? answer(CartSchema, emptyCart('SGD', { id: 'crt_ada', encodedId: 'Y3J0X2FkYQ' }))
          : undefined,
      {
        user: ada,
      },
    );
    await waitFor(() => expect(shop.calls.length).toBeGreaterThan(0));
    await untilAtRest(queryClient, shop);
    expect(shop.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /shopify/cart/Y3J0X2FkYQ?cc=SGD']);
  });
});

describe('the cart’s currency', () => {
  it('switching the display currency switches the cart’s', async () => {
    const cart = cartWith([aPiece()]);
    storeCart(cart);
    const inYen = {
      ...cart,
      cost: {
        subtotalAmount: { amount: '17200', currencyCode: 'JPY' as const },
        discountAmount: { amount: '0', currencyCode: 'JPY' as const },
        totalAmount: { amount: '17200', currencyCode: 'JPY' as const },
      },
    };
    const { shop, rerender } = renderHost((call) => {
      if (call.path === '/shopify/cart/currency/Y3J0X2d1ZXN0') return answer(CartCurrencyAnswerSchema, { data: inYen });
      if (call.method === 'GET') return answer(CartSchema, cart);
      return undefined;
    });
    await waitFor(() => expect(shop.calls).toHaveLength(1));
    rerender({ currency: 'JPY' });
    await waitFor(() => expect(JSON.parse(stored('cart') ?? '{}').cost.totalAmount.currencyCode).toBe('JPY'));
    expect(shop.callsTo('PATCH', '/shopify/cart/currency/Y3J0X2d1ZXN0').map((call) => call.body)).toEqual([{ currency: 'JPY' }]);
  });

  it('a cart found in another currency than the display’s is switched to it, once', async () => {
    const cart = cartWith([aPiece()]);
    storeCart(cart);
    const inYen = {
      ...cart,
      cost: {
        subtotalAmount: { amount: '17200', currencyCode: 'JPY' as const },
        discountAmount: { amount: '0', currencyCode: 'JPY' as const },
        totalAmount: { amount: '17200', currencyCode: 'JPY' as const },
      },
    };
    // As the shop does: once switched, the cart is read in yen too (a read after the switch must not undo it).
    let switched = false;
    const { shop, queryClient, rerender } = renderHost(
      (call) => {
        if (call.path === '/shopify/cart/currency/Y3J0X2d1ZXN0') {
          switched = true;
          return answer(CartCurrencyAnswerSchema, { data: inYen });
        }
        if (call.method === 'GET') return answer(CartSchema, switched ? inYen : cart);
        return undefined;
      },
      { currency: 'JPY' },
    );
    await waitFor(() => expect(JSON.parse(stored('cart') ?? '{}').cost.totalAmount.currencyCode).toBe('JPY'), { timeout: 10_000 });
    rerender({ currency: 'JPY', sessionReady: true });
    await untilAtRest(queryClient, shop);
    expect(shop.callsTo('PATCH', '/shopify/cart/currency/Y3J0X2d1ZXN0').map((call) => call.body)).toEqual([{ currency: 'JPY' }]);
  });

  it('a read of the cart that answers after the switch (it left before) cannot undo the switch', async () => {
    const cart = cartWith([aPiece()]);
    storeCart(cart);
    const inYen = {
      ...cart,
      cost: {
        subtotalAmount: { amount: '17200', currencyCode: 'JPY' as const },
        discountAmount: { amount: '0', currencyCode: 'JPY' as const },
        totalAmount: { amount: '17200', currencyCode: 'JPY' as const },
      },
    };
    // The page's first read is held until the switch has answered; then it answers as it left: in dollars.
    let answerRead = () => undefined as void;
    const readHeld = new Promise<void>((resolve) => (answerRead = resolve));
    const { shop, queryClient } = renderHost(
      async (call) => {
        if (call.path === '/shopify/cart/currency/Y3J0X2d1ZXN0') return answer(CartCurrencyAnswerSchema, { data: inYen });
        if (call.method === 'GET') {
          await readHeld;
          return answer(CartSchema, cart);
        }
        return undefined;
      },
      { currency: 'JPY' },
    );
    await waitFor(() => expect(JSON.parse(stored('cart') ?? '{}').cost.totalAmount.currencyCode).toBe('JPY'));
    expect(shop.calls.filter((call) => call.method === 'GET').map((call) => call.path)).toEqual([
      expect.stringMatching(/^\/shopify\/cart\/Y3J0X2d1ZXN0\b/),
    ]);
    answerRead();
    await untilAtRest(queryClient, shop);
    expect(JSON.parse(stored('cart') ?? '{}').cost.totalAmount.currencyCode).toBe('JPY');
    expect(queryClient.getQueryData<Cart>(['cart', cart.id])?.cost.totalAmount.currencyCode).toBe('JPY');
  });

  it('a refused switch says SPEC’s words in the drawer', async () => {
    const cart = cartWith([aPiece()]);
    storeCart(cart);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { shop, rerender } = renderHost((call) => {
      if (call.path.startsWith('/shopify/cart/currency/'))
        return refusal(400, { error: 'currency: is not one we take', code: 'invalid_input' });
      if (call.method === 'GET') return answer(CartSchema, cart);
      return undefined;
    });
    await waitFor(() => expect(shop.calls).toHaveLength(1));
    rerender({ currency: 'EUR' });
    act(() => openCartDrawer());
    const drawer = await screen.findByRole('dialog', { name: 'My Cart' });
    expect(await within(drawer).findByText(CART_MESSAGES.currencyFailed)).toBeInTheDocument();
    expect(warn).toHaveBeenCalled();
  });
});

describe('what the shop reports about a cart', () => {
  it('a completed cart is cleared from the browser and the page goes home', async () => {
    storeCart(cartWith([aPiece()]));
    const home = vi.spyOn(cartNavigation, 'onCompleted').mockImplementation(() => undefined);
    renderHost((call) => (call.method === 'GET' ? answer(CartSchema, cartWith([aPiece()], { completed: true })) : undefined));
    await waitFor(() => expect(home).toHaveBeenCalled());
    for (const key of ['cart', 'cartId', 'checkoutUrl']) expect(stored(key)).toBeNull();
  });

  it('fabrics the shop removed are reported once, with the body for why', async () => {
    const cart = cartWith([aPiece()], {
      deletedItems: [
        { id: 'prod_linen', title: 'Sand Linen', reason: 'out_of_stock', note: null },
        { id: 'prod_tweed', title: 'Harris Tweed', reason: 'withdrawn', note: null },
      ],
    });
    storeCart(cartWith([aPiece()]));
    renderHost((call) => (call.method === 'GET' ? answer(CartSchema, cart) : undefined));
    const dialog = await screen.findByRole('alertdialog', { name: FABRIC_UNAVAILABLE.title });
    expect(within(dialog).getByText(FABRIC_UNAVAILABLE.out_of_stock)).toBeInTheDocument();
    expect(within(dialog).getByText('Sand Linen')).toBeInTheDocument();
    expect(within(dialog).getByText(FABRIC_UNAVAILABLE.withdrawn)).toBeInTheDocument();
    expect(within(dialog).getByText('Harris Tweed')).toBeInTheDocument();
    // Kept without them: the next visit does not report them again.
    expect(JSON.parse(stored('cart') ?? '{}').deletedItems).toEqual([]);
  });
});

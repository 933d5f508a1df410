import type { Cart, Product } from '@selvedge/contract';
import { aPiece, cartWith } from '../../test/cart-factory';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import served from '../../../../../packages/domain/src/fixtures/products-config.sgd.json' with { type: 'json' };
import { UserSessionProvider } from '../../features/account/session/user-session';
import { CurrencyProvider } from '../../features/currency/currency-provider';
import { CreateSizeRoute } from './create-size-route';
import { MeasurementsRoute } from './measurements-route';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const oxford: Product = {
  id: 'prod_1',
  handle: 'oxford-blue',
  title: 'Oxford Blue',
  productType: 'shirt',
  description: 'A soft oxford.',
  tags: ['Display'],
  attributes: {},
  images: [],
  variantId: 'var_1',
  price: { amount: '120.00', currencyCode: 'SGD' },
  availableForSale: true,
  collections: [],
};

function serve() {
  const fetchMock = vi.fn(async (url: string) => {
    const path = new URL(url, 'http://shop.test').pathname;
    if (path === '/api/contentful-plain/products/config') return json(200, served);
    if (path === '/api/shopify/products/shirt/handle/oxford-blue') return json(200, oxford);
    return json(404, { error: 'Not found.', code: 'product_not_found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/shop/:productType/measurements/:method', element: <MeasurementsRoute /> },
      { path: '/profile/sizes/new', element: <CreateSizeRoute /> },
      { path: '/', element: <p>Home page</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={client}>
      <CurrencyProvider>
        <UserSessionProvider currency="SGD" navigate={(to) => void router.navigate(to)}>
          <RouterProvider router={router} />
        </UserSessionProvider>
      </CurrencyProvider>
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('the sizing route', () => {
  it('loads the configuration and names the fabric', async () => {
    serve();
    renderAt('/shop/shirt/measurements/standard?fabric=oxford-blue&collar=cutaway');
    expect(screen.getByLabelText('Loading the sizing step')).toBeVisible();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Sizing for your shirt');
    expect((await screen.findByText('Oxford Blue', { selector: '[data-testid="recap-fabric"]' })).textContent).toBe('Oxford Blue');
    expect(document.title).toBe('Sizing for your shirt · Selvedge');
  });

  it('an unknown method goes to the standard one, keeping the design', async () => {
    serve();
    const router = renderAt('/shop/shirt/measurements/guess?fabric=oxford-blue&collar=cutaway');
    await screen.findByRole('heading', { level: 1 });
    expect(router.state.location.pathname).toBe('/shop/shirt/measurements/standard');
    expect(router.state.location.search).toBe('?fabric=oxford-blue&collar=cutaway');
  });

  it('an unknown product type goes home', async () => {
    serve();
    renderAt('/shop/socks/measurements/standard');
    expect(await screen.findByText('Home page')).toBeVisible();
  });

  it('says so when the fabric is not in the shop', async () => {
    serve();
    renderAt('/shop/shirt/measurements/standard?fabric=long-gone');
    expect(await screen.findByText(/We could not find this fabric/)).toBeVisible();
  });

  it('offers to try again when the configuration cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(500, { error: 'Something went wrong.', code: 'internal' })),
    );
    renderAt('/shop/shirt/measurements/body?fabric=oxford-blue');
    expect((await screen.findByRole('alert')).textContent).toMatch(/We could not load the sizing step/);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});

describe('adding the sized piece to the cart', () => {
  type Sent = { url: string; method: string; body: unknown };
  /** The shop of serve(), with a cart that answers every change with `cart`; records the cart calls. */
  function serveWithCart(cart: Cart) {
    const sent: Sent[] = [];
    const plain = serve().getMockImplementation();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (new URL(url, 'http://shop.test').pathname.startsWith('/api/shopify/cart')) {
          sent.push({ url, method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined });
          return json(200, cart);
        }
        return plain!(url);
      }),
    );
    return sent;
  }
  const attributesOf = (body: unknown) =>
    Object.fromEntries(
      ((body as { attributes: { key: string; value: string }[] }[])[0]?.attributes ?? []).map((entry) => [entry.key, entry.value]),
    );

  it('a trial design goes to the cart as a trial piece, with the fabric’s variant', async () => {
    const sent = serveWithCart(cartWith([aPiece()]));
    renderAt('/shop/shirt/measurements/standard?fabric=oxford-blue&collar=cutaway&trial=1');
    await screen.findByText('Oxford Blue', { selector: '[data-testid="recap-fabric"]' });
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/^Your shirt is in your cart\./);
    const [created] = sent;
    expect(created?.method).toBe('POST');
    const line = (created?.body as { lineItems: unknown[] }).lineItems;
    expect((line[0] as { merchandiseId: string }).merchandiseId).toBe('var_1');
    expect(attributesOf(line)).toMatchObject({ _category: 'trial', _product: 'shirt' });
    // The design as the customiser writes it: every style group, none of the piece's own parameters.
    expect(attributesOf(line)._design).toMatch(/^fabric=oxford-blue&collar=cutaway&/);
    expect(attributesOf(line)._design).not.toMatch(/trial/);
    expect(window.localStorage.getItem('cartId')).toBe('crt_guest');
  });

  /** serveWithCart's shop, with the fabric answering only when the test says (`answer(status)`). */
  function serveWithSlowFabric(cart: Cart) {
    const sent = serveWithCart(cart);
    const quick = vi.mocked(fetch).getMockImplementation();
    let answer: (status: number) => void = () => undefined;
    const fabricAnswer = new Promise<Response>((resolve) => {
      answer = (status) =>
        resolve(status === 200 ? json(200, oxford) : json(status, { error: 'No such product.', code: 'product_not_found' }));
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) =>
        new URL(url, 'http://shop.test').pathname === '/api/shopify/products/shirt/handle/oxford-blue'
          ? (await fabricAnswer).clone()
          : quick!(url, init),
      ),
    );
    return { sent, answer };
  }

  it('pressed before the fabric has loaded, Add to cart says it is adding, waits for the fabric, then adds', async () => {
    const { sent, answer } = serveWithSlowFabric(cartWith([aPiece()]));
    renderAt('/shop/shirt/measurements/standard?fabric=oxford-blue&collar=cutaway');
    fireEvent.click(await screen.findByRole('button', { name: 'Add to cart' }));
    const button = screen.getByRole('button', { name: 'Adding…' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sent).toEqual([]);

    answer(200);
    expect((await screen.findByRole('status')).textContent).toMatch(/^Your shirt is in your cart\./);
    expect(sent.map((call) => call.method)).toEqual(['POST']);
    const line = (sent[0]?.body as { lineItems: { merchandiseId: string }[] }).lineItems;
    expect(line[0]?.merchandiseId).toBe('var_1');
  });

  it('pressed before the fabric has loaded, says so when the fabric turns out to be gone, adding nothing', async () => {
    const { sent, answer } = serveWithSlowFabric(cartWith([aPiece()]));
    renderAt('/shop/shirt/measurements/standard?fabric=oxford-blue&collar=cutaway');
    fireEvent.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(screen.getByRole('button', { name: 'Adding…' })).toBeDisabled();
    answer(404);
    expect((await screen.findByRole('alert')).textContent).toMatch(/We could not find this fabric: it may have sold out/);
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    expect(sent).toEqual([]);
  });

  it('editing a piece starts from its size and fit, and Save changes replaces it under its reference', async () => {
    const piece = aPiece({
      reference: 'ref_edit_000001',
      sizing: { method: 'standard', track: 'standard', size: 'S', fit: 'Tailored', sizeName: null, measurements: [] },
    });
    const cart = cartWith([piece]);
    window.localStorage.setItem('cartId', cart.id);
    window.localStorage.setItem('cart', JSON.stringify(cart));
    const sent = serveWithCart(cart);
    const router = renderAt(
      '/shop/shirt/measurements/standard?fabric=oxford-blue&collar=cutaway&edit=true&edit-id=prod_oxford&reference=ref_edit_000001',
    );
    await screen.findByText('Oxford Blue', { selector: '[data-testid="recap-fabric"]' });
    expect(new URLSearchParams(router.state.location.search).get('size')).toBe('S');
    expect((screen.getByLabelText('Size', { selector: 'select' }) as HTMLSelectElement).value).toBe('S');
    expect((screen.getByLabelText('Fit', { selector: 'select' }) as HTMLSelectElement).value).toBe('Tailored');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/^Your changes to your shirt are saved\./);
    expect(sent.map((call) => `${call.method} ${new URL(call.url, 'http://shop.test').pathname}`)).toEqual([
      'PATCH /api/shopify/cart/Y3J0X2d1ZXN0',
    ]);
    expect(attributesOf(sent[0]?.body)._reference).toBe('ref_edit_000001');
  });
});

describe('editing a piece given by body measurements', () => {
  it('opens on the body method with the piece’s own numbers', async () => {
    serve();
    const piece = aPiece({
      reference: 'ref_body_000001',
      sizing: {
        method: 'body',
        track: 'body',
        size: null,
        fit: 'Slim',
        sizeName: null,
        measurements: [{ id: 'chest', fitting_size: 41.5 }],
      },
    });
    const cart = cartWith([piece]);
    window.localStorage.setItem('cartId', cart.id);
    window.localStorage.setItem('cart', JSON.stringify(cart));
    const router = renderAt('/shop/shirt/measurements/standard?fabric=oxford-blue&edit=true&edit-id=prod_oxford&reference=ref_body_000001');
    await screen.findByText('Oxford Blue', { selector: '[data-testid="recap-fabric"]' });
    expect(router.state.location.pathname).toBe('/shop/shirt/measurements/body');
    expect((screen.getByLabelText('Chest', { selector: 'input' }) as HTMLInputElement).value).toBe('41.5');
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeVisible();
  });
});

describe('the create-size route', () => {
  it('invites a visitor to log in', async () => {
    serve();
    renderAt('/profile/sizes/new?type=trousers');
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeVisible();
    expect(document.title).toBe('Create a size · Selvedge');
  });
});

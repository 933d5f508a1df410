import type { Product } from '@selvedge/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import served from '../../../../../packages/domain/src/fixtures/products-config.sgd.json' with { type: 'json' };
import { UserSessionProvider } from '../../features/account/session/user-session';
import { CurrencyProvider } from '../../features/currency/currency-provider';
import { CreateSizeRoute } from './create-size-route';
import { MeasurementsRoute } from './measurements-route';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

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
    expect(screen.getByLabelText('Loading the sizing step')).toBeTruthy();
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
    expect(await screen.findByText('Home page')).toBeTruthy();
  });

  it('says so when the fabric is not in the shop', async () => {
    serve();
    renderAt('/shop/shirt/measurements/standard?fabric=long-gone');
    expect(await screen.findByText(/We could not find this fabric/)).toBeTruthy();
  });

  it('offers to try again when the configuration cannot be loaded', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json(500, { error: 'Something went wrong.', code: 'internal' })));
    renderAt('/shop/shirt/measurements/body?fabric=oxford-blue');
    expect((await screen.findByRole('alert')).textContent).toMatch(/We could not load the sizing step/);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('the create-size route', () => {
  it('invites a visitor to log in', async () => {
    serve();
    renderAt('/profile/sizes/new?type=trousers');
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeTruthy();
    expect(document.title).toBe('Create a size · Selvedge');
  });
});

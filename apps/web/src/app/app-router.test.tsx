import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '../lib/route-paths';
import { AppProviders, ShopRouter } from './app-providers';
import { createAppRouter } from './app-router';

// The checkout page's own code never arrives in these tests: what it draws without it is the entry's.
vi.mock('./routes/checkout-route', () => new Promise(() => {}));

const notFound = () =>
  new Response(JSON.stringify({ error: 'Not found.', code: 'not_found' }), {
    status: 404,
    headers: { 'content-type': 'application/json' },
  });

/** The whole storefront, opened at `url` as a first visit would open it. */
function openShop(url: string) {
  // jsdom has no scrolling; the router restores the scroll position on every page.
  vi.stubGlobal('scrollTo', () => {});
  window.history.replaceState(null, '', url);
  render(<AppProviders />);
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('the router', () => {
  it("shows a loading state, not a blank page and a warning, while a first visit's screen downloads", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => notFound()),
    );
    const warn = vi.spyOn(console, 'warn');
    openShop('/trial');
    expect(screen.getByRole('status', { name: 'Loading the page' })).toBeVisible();

    expect(await screen.findByRole('heading', { level: 1, name: 'Start with one, and we perfect the rest' })).toBeVisible();
    expect(screen.queryByRole('status', { name: 'Loading the page' })).toBeNull();
    await act(async () => {});
    const warnings = warn.mock.calls.map((call) => String(call[0]));
    expect(warnings.filter((text) => /HydrateFallback/.test(text))).toEqual([]);
  });

  it("draws a checkout's frame and outline with the first download, and asks for the checkout while its code comes", async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        asked.push(String(input));
        return notFound();
      }),
    );
    openShop('/checkout/Y3J0X2d1ZXN0');
    // The page's heading, its outline and the site's frame, though the page's code has not come.
    expect(await screen.findByTestId('checkout-outline')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    expect(screen.getByRole('contentinfo')).toBeVisible();
    await vi.waitFor(() => expect(asked).toContain('/api/checkout/Y3J0X2d1ZXN0'));
  });

  it('answers every address of SPEC §2 with its own screen, and sends any other home', () => {
    window.history.replaceState(null, '', '/');
    const { routes } = createAppRouter(new QueryClient());
    const screenOf = (url: string) => matchRoutes(routes, url)?.at(-1)?.route;
    for (const [url, pattern] of [
      ['/shop/outerwears', ROUTES.shop],
      ['/shop/shirt/measurements/body', ROUTES.measurements],
      ['/preorder/shop/jackets', ROUTES.preorderShop],
      ['/preorder', ROUTES.preorder],
      ['/profile', ROUTES.profile],
      ['/profile/sizes/new', ROUTES.createSize],
      ['/account/reset-password', ROUTES.resetPassword],
      ['/contact-us', ROUTES.contactUs],
      ['/why-us', ROUTES.whyUs],
      ['/why-us/5-reasons-to-get-custom-made-pants', ROUTES.fiveReasons],
      ['/our-products', ROUTES.ourProducts],
      ['/our-products/Polo-Shirts', ROUTES.ourProductsTab],
      ['/style-guide', ROUTES.styleGuide],
      ['/style-guide/jackets/make', ROUTES.styleGuideGroup],
      ['/style-guide/shirt/collar/cutaway', ROUTES.styleGuideOption],
      ['/faq', ROUTES.faq],
      ['/terms-and-conditions', ROUTES.terms],
      ['/fit-pictures-guide', ROUTES.fitPicturesGuide],
      ['/trial', ROUTES.trial],
      ['/checkout/Y3J0X2d1ZXN0', ROUTES.checkout],
      ['/pay/test/pay_123', ROUTES.testPayment],
      ['/pay/test/pay_123/challenge', ROUTES.testPayment],
      ['/account/orders/SV-1042', ROUTES.order],
      ['/orders/SV-1042', ROUTES.order],
    ] as const) {
      expect(screenOf(url)?.path, url).toBe(pattern);
    }
    expect(screenOf('/')?.index).toBe(true);
    expect(screenOf('/shop')?.path).toBe('*');
    expect(screenOf('/no/such/page')?.path).toBe('*');
  });

  it("has an error boundary on the root route, so a failing screen never shows the router's own error page", () => {
    window.history.replaceState(null, '', '/');
    const [root] = createAppRouter(new QueryClient()).routes;
    expect(root?.hasErrorBoundary).toBe(true);
    expect(root?.path).toBeUndefined();
  });

  it('draws a page whose first load ends while the router is first drawn, and refreshes the shop on a move', async () => {
    window.history.replaceState(null, '', '/first');
    const router = createBrowserRouter([
      {
        path: '/first',
        loader: () => new Promise<null>((resolve) => setTimeout(() => resolve(null), 5)),
        Component: () => <h1>First page</h1>,
        HydrateFallback: () => <p>Loading</p>,
      },
      { path: '/second', Component: () => <h1>Second page</h1> },
    ]);
    const client = new QueryClient();
    client.setQueryData(['fabrics', 'shirt'], { fabrics: [] });
    // A first render that takes a while, in slices as the storefront's does (a transition): the
    // loader ends between RouterProvider's render and its commit, as it did on a slow machine.
    const Slow = () => {
      const until = performance.now() + 8;
      while (performance.now() < until);
      return null;
    };
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    try {
      startTransition(() =>
        root.render(
          <>
            <ShopRouter router={router} queryClient={client} />
            <Slow />
            <Slow />
            <Slow />
          </>,
        ),
      );
      await waitFor(() => expect(within(container).getByRole('heading', { level: 1, name: 'First page' })).toBeVisible());

      await router.navigate('/second');
      await waitFor(() => expect(within(container).getByRole('heading', { level: 1, name: 'Second page' })).toBeVisible());
      expect(client.getQueryState(['fabrics', 'shirt'])?.isInvalidated).toBe(true);
    } finally {
      root.unmount();
      container.remove();
      router.dispose();
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });
});

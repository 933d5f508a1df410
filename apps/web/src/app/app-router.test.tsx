import { cleanup, render, screen } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from '../lib/route-paths';
import { AppProviders } from './app-providers';
import { appRoutes } from './app-router';

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
    openShop('/trial');
    expect(await screen.findByRole('status', { name: 'Loading the page' })).toBeVisible();

    expect(await screen.findByRole('heading', { level: 1, name: 'Start with one, and we perfect the rest' })).toBeVisible();
    expect(screen.queryByRole('status', { name: 'Loading the page' })).toBeNull();
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
    const screenOf = (url: string) => matchRoutes(appRoutes, url)?.at(-1)?.route;
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
});

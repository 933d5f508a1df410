import { cleanup, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const notFound = () =>
  new Response(JSON.stringify({ error: 'Not found.', code: 'not_found' }), {
    status: 404,
    headers: { 'content-type': 'application/json' },
  });

/**
 * The whole storefront, freshly loaded (its modules too), opened at a checkout as a first visit
 * would, the checkout page's own code doing what `load` does when asked for.
 */
async function openCheckout(load: () => Promise<unknown>) {
  vi.resetModules();
  vi.doMock('./routes/checkout-route', load);
  vi.stubGlobal('scrollTo', () => {});
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => notFound()),
  );
  window.history.replaceState(null, '', '/checkout/Y3J0X2d1ZXN0');
  const { AppProviders } = await import('./app-providers');
  render(<AppProviders />);
}

afterEach(() => {
  cleanup();
  vi.doUnmock('./routes/checkout-route');
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe("the checkout page's code", () => {
  it('replaces the outline as soon as it has run', async () => {
    await openCheckout(async () => ({ CheckoutRoute: () => createElement('h1', null, 'The checkout itself') }));
    expect(await screen.findByRole('heading', { level: 1, name: 'The checkout itself' })).toBeVisible();
    expect(screen.queryByTestId('checkout-outline')).toBeNull();
  });

  it("that fails to download shows the shop's error page, with a way to try again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await openCheckout(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong on our side' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(screen.queryByTestId('checkout-outline')).toBeNull();
  });
});

import { emptyPerType } from '@selvedge/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UserSessionProvider, useUserSession } from '../../features/account/session/user-session';
import { CurrencyProvider } from '../../features/currency/currency-provider';
import { RootLayout } from './root-layout';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const customer = {
  id: 'cus_1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  phone: null,
  acceptsMarketing: true,
  activeCart: 'cart_1',
  measurements: emptyPerType(() => []),
  sizeMeta: emptyPerType(() => ({ sizeAndFitMeasurements: {}, mostRecentSize: null })),
  defaultAddress: null,
  addresses: [],
  createdAt: '2025-01-01T00:00:00.000Z',
};

function LogOutPage() {
  const session = useUserSession();
  return (
    <button type="button" onClick={() => void session.logOut()}>
      Leave
    </button>
  );
}

function renderLayout(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ element: <RootLayout />, children: [{ path: '*', element: <LogOutPage /> }] }], {
    initialEntries: [url],
  });
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

describe('RootLayout', () => {
  it('loads the login modal when the URL asks for it, on any page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(404, { error: 'Not found.', code: 'not_found' })),
    );
    const router = renderLayout('/faq');
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeVisible();
    expect(router.state.location.search).toBe('?modal=navbar-login');
  });

  it('covers the page with Logging Out while the session ends, then goes home', async () => {
    window.localStorage.setItem('token', 'stored-token');
    let endSession: ((response: Response) => void) | null = null;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url.startsWith('/api/firebase/customers/customer')) return json(200, customer);
        if (url.startsWith('/api/shopify/auth/logout')) return new Promise<Response>((resolve) => (endSession = resolve));
        return json(404, { error: 'Not found.', code: 'not_found' });
      }),
    );
    const router = renderLayout('/faq');
    expect(screen.getByRole('button', { name: 'Loading your account' })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Account of Ada' })).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(screen.getByText('Logging Out').getAttribute('role')).toBe('status');

    await waitFor(() => expect(endSession).not.toBeNull());
    await act(async () => endSession!(new Response(null, { status: 204 })));
    expect(screen.queryByText('Logging Out')).toBeNull();
    expect(router.state.location.pathname).toBe('/');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeVisible();
  });
});

import { AddressBookSchema } from '@selvedge/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { untilAtRest } from '../../../test/at-rest';
import { answer, noContent } from '../../../test/fake-shop';
import { AccountProfile } from '../profile/account-profile';
import { aCustomer, anAddress, fakeShop, json } from '../profile/profile-test-kit';
import { UserSessionProvider, useUserSession } from './user-session';

const user = userEvent.setup();

function SessionControls() {
  const session = useUserSession();
  return (
    <>
      <p>Customer: {session.user ? session.user.firstName : 'none'}</p>
      <p>Logged in here: {session.loggedInHere ? 'yes' : 'no'}</p>
      <button type="button" onClick={() => void session.logOut()}>
        Log Out
      </button>
      <button type="button" onClick={() => session.setUser(aCustomer({ firstName: 'Augusta' }))}>
        Rename
      </button>
    </>
  );
}

/** The profile's address book behind a session, with a Log Out button as the navbar has. */
function renderSession(entry: string, { token = 'token-ada' }: { token?: string | null } = {}) {
  window.localStorage.clear();
  if (token) window.localStorage.setItem('token', token);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/profile', element: <AccountProfile sizes={() => null} designs={() => null} /> },
      { path: '/', element: <p>Home page</p> },
    ],
    { initialEntries: [entry] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <UserSessionProvider currency="SGD" navigate={(to) => void router.navigate(to)}>
        <SessionControls />
        <RouterProvider router={router} />
      </UserSessionProvider>
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

describe('the customer session', () => {
  it('reads the customer once at start-up, a session that was not logged in on this page', async () => {
    const shop = fakeShop(aCustomer());
    renderSession('/');
    expect(await screen.findByText('Customer: Ada')).toBeInTheDocument();
    expect(screen.getByText('Logged in here: no')).toBeInTheDocument();
    expect(shop.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /firebase/customers/customer?cc=SGD']);
  });

  it('takes a changed customer as the session’s without asking the shop again', async () => {
    const shop = fakeShop(aCustomer());
    renderSession('/');
    await screen.findByText('Customer: Ada');
    const before = shop.calls.length;
    await user.click(screen.getByRole('button', { name: 'Rename' }));
    expect(screen.getByText('Customer: Augusta')).toBeInTheDocument();
    expect(shop.calls).toHaveLength(before);
  });

  it('clears out a customer without an active cart and goes home (SPEC §4 Startup)', async () => {
    fakeShop(aCustomer({ activeCart: null }));
    const { router } = renderSession('/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByText('Customer: none')).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('logging out from the address book makes no call after the logout itself, and forgets every answer', async () => {
    const shop = fakeShop(aCustomer(), [
      (call) =>
        call.path === '/shopify/customer/cus_ada/addresses'
          ? answer(AddressBookSchema, { addresses: [anAddress()], defaultAddressId: 'adr_1' })
          : undefined,
      (call) => (call.path === '/shopify/auth/logout' ? noContent : undefined),
    ]);
    const { router, queryClient } = renderSession('/profile?tab=addresses');
    expect(await screen.findByText('1 Orchard Road')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // Any stray refetch would have started by the time the page is at rest.
    await untilAtRest(queryClient, shop);

    const logout = shop.calls.findIndex((call) => call.path === '/shopify/auth/logout');
    expect(logout).toBeGreaterThan(-1);
    expect(shop.calls.slice(logout + 1)).toEqual([]);
    for (const query of queryClient.getQueryCache().findAll({ queryKey: ['account'] })) expect(query.state.data).toBeUndefined();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(screen.getByText('Customer: none')).toBeInTheDocument();
  });

  it('logging out leaves nothing of the customer’s cart or pieces in the browser', async () => {
    fakeShop(aCustomer(), [(call) => (call.path === '/shopify/auth/logout' ? noContent : undefined)]);
    const { router } = renderSession('/');
    await screen.findByText('Customer: Ada');
    for (const key of ['cart', 'cartId', 'checkoutUrl', 'pendingPieces']) window.localStorage.setItem(key, 'kept');
    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    for (const key of ['token', 'cart', 'cartId', 'checkoutUrl', 'pendingPieces']) expect(window.localStorage.getItem(key)).toBeNull();
  });

  it('leaves the token for the next visit when the shop cannot be reached, and shows the shop to a visitor', async () => {
    fakeShop(aCustomer(), [(call) => (call.path.startsWith('/firebase/customers/customer') ? json({ not: 'a customer' }) : undefined)]);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderSession('/');
    // A failure to read is tried once more (after a second) before the shop gives up.
    await waitFor(() => expect(warn).toHaveBeenCalled(), { timeout: 3000 });
    expect(screen.getByText('Customer: none')).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBe('token-ada');
    warn.mockRestore();
  });
});

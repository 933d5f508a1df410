import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aCustomer, anAddress, fakeShop, json, renderProfile } from './profile-test-kit';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const tab = (name: string) => screen.getByRole('tab', { name });

describe('the /profile screen', () => {
  it('shows a spinner until the stored token has become a customer, then the dashboard', async () => {
    let answerCustomer: ((answer: { status: number; body: unknown }) => void) | null = null;
    const customer = aCustomer();
    fakeShop(customer, [
      (call) => (call.path.startsWith('/firebase/customers/customer') ? new Promise((resolve) => (answerCustomer = resolve)) : undefined),
    ]);
    renderProfile();

    expect(screen.getByRole('status', { name: 'Loading your account' })).toBeVisible();
    expect(screen.queryByRole('tablist')).toBeNull();

    // The account calls load on first use: the customer is asked for once they have.
    await waitFor(() => expect(answerCustomer).not.toBeNull());
    answerCustomer!(json(customer));
    expect(await screen.findByRole('heading', { name: 'Hello, Ada' })).toBeVisible();
    expect(screen.queryByRole('status', { name: 'Loading your account' })).toBeNull();
    expect(screen.getByText('Signed in as ada@example.com')).toBeVisible();
  });

  it('sends a visitor with no token to the home page', async () => {
    const shop = fakeShop(null);
    const view = renderProfile('/profile?tab=details', { token: null });
    expect(await screen.findByText('Home page')).toBeVisible();
    expect(view.location()).toBe('/');
    expect(shop.calls).toEqual([]);
  });

  it('sends someone whose token the shop no longer knows to the home page', async () => {
    fakeShop(null);
    const view = renderProfile();
    expect(await screen.findByText('Home page')).toBeVisible();
    expect(view.location()).toBe('/');
  });

  it.each([
    ['/profile', 'Dashboard', 'Hello, Ada'],
    ['/profile?tab=dashboard', 'Dashboard', 'Hello, Ada'],
    ['/profile?tab=details', 'Account details', 'Account details'],
    ['/profile?tab=addresses', 'Addresses', 'Addresses'],
    ['/profile?tab=marketing', 'E-mail preferences', 'E-mail preferences'],
    ['/profile?tab=nonsense', 'Dashboard', 'Hello, Ada'],
  ])('%s opens the %s tab', async (entry, tabName, heading) => {
    fakeShop(aCustomer(), [(call) => (call.path.endsWith('/addresses') ? json({ addresses: [], defaultAddressId: null }) : undefined)]);
    renderProfile(entry);
    expect(await screen.findByRole('heading', { level: 2, name: heading })).toBeVisible();
    expect(tab(tabName).getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('tab', { selected: true })).toHaveLength(1);
  });

  it('/profile?tab=sizes shows the sizes the app composes in, for this customer', async () => {
    fakeShop(aCustomer());
    renderProfile('/profile?tab=sizes');
    expect(await screen.findByText('The sizes of Ada')).toBeVisible();
    expect(tab('Sizes').getAttribute('aria-selected')).toBe('true');
  });

  it('puts the chosen tab in the address, replacing the history entry rather than adding one', async () => {
    fakeShop(aCustomer(), [(call) => (call.path.endsWith('/addresses') ? json({ addresses: [], defaultAddressId: null }) : undefined)]);
    const view = renderProfile('/profile?tab=nonsense');
    await screen.findByRole('heading', { name: 'Hello, Ada' });

    fireEvent.mouseDown(tab('Addresses'));
    expect(await screen.findByText('No saved addresses yet')).toBeVisible();
    expect(view.location()).toBe('/profile?tab=addresses');
    expect(view.router.state.historyAction).toBe('REPLACE');

    fireEvent.mouseDown(tab('Dashboard'));
    expect(await screen.findByRole('heading', { name: 'Hello, Ada' })).toBeVisible();
    expect(view.location()).toBe('/profile');
  });

  it('greets the customer and shows the empty states of sizes, orders and the default address', async () => {
    fakeShop(aCustomer(), [(call) => (call.path.endsWith('/addresses') ? json({ addresses: [], defaultAddressId: null }) : undefined)]);
    const view = renderProfile();
    await screen.findByRole('heading', { name: 'Hello, Ada' });

    const sizes = screen.getByRole('region', { name: 'Saved sizes' });
    expect(within(sizes).getByText('No saved sizes yet')).toBeVisible();
    expect(within(sizes).getByText(/saved for you when you order/)).toBeVisible();

    const orders = screen.getByRole('region', { name: 'Recent orders' });
    expect(within(orders).getByText('No orders yet')).toBeVisible();
    expect(within(orders).getByRole('link', { name: 'Browse our products' }).getAttribute('href')).toBe('/our-products');

    const address = screen.getByRole('region', { name: 'Default address' });
    fireEvent.click(within(address).getByRole('link', { name: 'Add an address' }));
    await waitFor(() => expect(view.location()).toBe('/profile?tab=addresses'));
    expect(tab('Addresses').getAttribute('aria-selected')).toBe('true');
  });

  it('shows the default address on the dashboard when there is one', async () => {
    const home = anAddress({ address2: '#12-01', phone: '+6591234567' });
    fakeShop(aCustomer({ defaultAddress: home, addresses: [home] }));
    renderProfile();
    const card = await screen.findByRole('region', { name: 'Default address' });
    expect(within(card).getByText('1 Orchard Road')).toBeVisible();
    expect(within(card).getByText('#12-01')).toBeVisible();
    expect(within(card).getByText('Singapore 238823')).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Manage addresses' })).toBeVisible();
  });
});

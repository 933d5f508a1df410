import type { Customer, SavedSize } from '@selvedge/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configs, fakeShop, aCustomer as kitCustomer, sizesAnswer, type Call } from './measurements-test-kit';
import { SizesPanel } from './sizes-panel';

const products = configs;

function aSize(name: string, overrides: Partial<SavedSize> = {}): SavedSize {
  return {
    name,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-02T10:00:00.000Z',
    deleted: false,
    track: 'standard',
    basedOn: { size: 'M', fit: 'Slim' },
    measurements: [
      { id: 'collar', fitting_size: 15 },
      { id: 'chest', fitting_size: 40.5 },
      { id: 'tuck', fitting_size: 'Untucked' },
    ],
    ...overrides,
  };
}

const aCustomer = (shirtSizes: SavedSize[]): Customer => kitCustomer({ shirt: shirtSizes });
const answerFor = (sizes: SavedSize[]) => sizesAnswer('shirt', sizes);

let calls: Call[] = [];
function fakeServer(answer: (call: Call) => { status: number; body: unknown }) {
  calls = fakeShop(answer).calls;
}

/** The panel as the profile shows it: the session's customer is replaced by each answer. */
function renderPanel(customer: Customer) {
  const changes: Customer[] = [];
  function Host() {
    const [user, setUser] = useState(customer);
    return (
      <SizesPanel
        user={user}
        products={products}
        onUserChange={(next) => {
          changes.push(next);
          setUser(next);
        }}
      />
    );
  }
  const router = createMemoryRouter([{ path: '/profile', element: <Host /> }], { initialEntries: ['/profile?tab=sizes'] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { changes };
}

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the profile’s Sizes tab', () => {
  it('invites a customer without sizes to create one', () => {
    renderPanel(aCustomer([]));
    expect(screen.getByText('No saved sizes yet')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create a new size' }).getAttribute('href')).toBe('/profile/sizes/new');
  });

  it('lists every size under its product, with how it was taken, its measurements and an edit link', () => {
    renderPanel(aCustomer([aSize('Work'), aSize('Weekend', { track: 'body', basedOn: { size: null, fit: 'Classic' } })]));
    const shirts = screen.getByRole('region', { name: 'Shirts' });
    const work = within(shirts).getByRole('listitem', { name: 'Shirts: Work' });
    expect(within(work).getByText(/^Size M, Slim fit · saved/)).toBeVisible();
    expect(within(work).getByText('Latest')).toBeVisible();
    // The measurements are folded away until asked for.
    expect(within(work).getByText('40.5 in')).not.toBeVisible();
    fireEvent.click(within(work).getByText('View measurements'));
    expect(within(work).getByText('40.5 in')).toBeVisible();
    expect(within(work).getByRole('link', { name: 'Edit Shirts: Work' }).getAttribute('href')).toBe(
      '/profile/sizes/new?type=shirt&edit=Work',
    );
    const weekend = within(shirts).getByRole('listitem', { name: 'Shirts: Weekend' });
    expect(within(weekend).getByText(/^Body measurements, Classic fit · saved/)).toBeVisible();
    expect(within(weekend).queryByText('Latest')).toBeNull();
    // Other types have no section of their own.
    expect(screen.queryByRole('region', { name: 'Jackets' })).toBeNull();
  });

  it('shows the measurements in centimetres once the customer picks them', () => {
    renderPanel(aCustomer([aSize('Work')]));
    fireEvent.click(screen.getByRole('radio', { name: 'Centimetres' }));
    fireEvent.click(screen.getByText('View measurements'));
    expect(screen.getByText('102.9 cm')).toBeVisible();
    expect(window.localStorage.getItem('measurementUnit')).toBe('cm');
  });

  it('renames a size, and the session takes the server’s sizes', async () => {
    const renamed = aSize('Office');
    fakeServer(() => ({ status: 200, body: answerFor([renamed]) }));
    const { changes } = renderPanel(aCustomer([aSize('Work')]));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Rename Shirts: Work' }));
    const input = screen.getByRole('textbox', { name: 'New name' });
    await user.clear(input);
    await user.type(input, '  Office ');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByRole('listitem', { name: 'Shirts: Office' })).toBeVisible();
    // Sent as the contract cleans it, as the server would store it.
    expect(calls).toEqual([{ method: 'PATCH', path: '/firebase/customers/cus_ada/measurements/shirt/Work', body: { sizeName: 'Office' } }]);
    expect(changes.at(-1)?.measurements.shirt.map((size) => size.name)).toEqual(['Office']);
    expect(screen.getByRole('status').textContent).toBe('“Work” is now called “Office”.');
  });

  it('shows the server’s refusal of a taken name beside the field, and keeps the size', async () => {
    fakeServer(() => ({
      status: 409,
      body: { error: 'You already have a size called "Home" for this product. Choose another name.', code: 'size_name_taken' },
    }));
    const { changes } = renderPanel(aCustomer([aSize('Work'), aSize('Home')]));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Rename Shirts: Work' }));
    await user.clear(screen.getByRole('textbox', { name: 'New name' }));
    await user.type(screen.getByRole('textbox', { name: 'New name' }), 'home');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/already have a size called "Home"/);
    expect(screen.getByRole('textbox', { name: 'New name' }).getAttribute('aria-invalid')).toBe('true');
    expect(changes).toEqual([]);
  });

  it('deletes a size only after the customer confirms', async () => {
    fakeServer(() => ({ status: 200, body: answerFor([aSize('Home')]) }));
    renderPanel(aCustomer([aSize('Work'), aSize('Home')]));
    fireEvent.click(screen.getByRole('button', { name: 'Delete Shirts: Work' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Shirts: Work' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete size' }));
    // While the dialog is open the page behind it is hidden from the accessibility tree: wait for it to close.
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Shirts: Work' })).toBeNull());
    expect(calls).toEqual([{ method: 'PATCH', path: '/firebase/customers/cus_ada/measurements/shirt/Work', body: { deleted: true } }]);
    expect(screen.getByRole('listitem', { name: 'Shirts: Home' })).toBeVisible();
  });
});

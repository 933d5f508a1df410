import { emptyPerType, ProductsConfigResponseSchema, type Customer, type SavedSize, type SizesResponse } from '@selvedge/contract';
import { measurementValues } from '@selvedge/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import served from '../../../../../packages/domain/src/fixtures/products-config.sgd.json' with { type: 'json' };
import { SizesPanel } from './sizes-panel';

const products = ProductsConfigResponseSchema.parse(served).products;

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

function aCustomer(shirtSizes: SavedSize[]): Customer {
  const measurements = { ...emptyPerType((): SavedSize[] => []), shirt: shirtSizes };
  const sizeMeta = {
    ...emptyPerType(() => ({ sizeAndFitMeasurements: {}, mostRecentSize: null as string | null })),
    shirt: { sizeAndFitMeasurements: {}, mostRecentSize: shirtSizes[0]?.name ?? null },
  };
  return {
    id: 'cus_ada',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    phone: null,
    acceptsMarketing: false,
    activeCart: 'cart_ada',
    measurements,
    sizeMeta,
    defaultAddress: null,
    addresses: [],
    createdAt: '2025-01-01T00:00:00.000Z',
  };
}

const answerFor = (sizes: SavedSize[]): SizesResponse => ({
  type: 'shirt',
  sizes,
  sizeMeta: {
    sizeAndFitMeasurements: Object.fromEntries(sizes.map((size) => [size.name, { [size.basedOn.fit]: measurementValues(size.measurements) }])),
    mostRecentSize: sizes[0]?.name ?? null,
  },
});

let calls: { method: string; path: string; body: unknown }[] = [];
function fakeServer(answer: (call: { method: string; path: string; body: unknown }) => { status: number; body: unknown }) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = { method: init?.method ?? 'GET', path: url.replace(/^\/api/, ''), body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined };
      calls.push(call);
      const { status, body } = answer(call);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
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
    expect(screen.getByText('No saved sizes yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create a new size' }).getAttribute('href')).toBe('/profile/sizes/new');
  });

  it('lists every size under its product, with how it was taken, its measurements and an edit link', () => {
    renderPanel(aCustomer([aSize('Work'), aSize('Weekend', { track: 'body', basedOn: { size: null, fit: 'Classic' } })]));
    const shirts = screen.getByRole('region', { name: 'Shirts' });
    const work = within(shirts).getByRole('listitem', { name: 'Shirts: Work' });
    expect(within(work).getByText(/^Size M, Slim fit · saved/)).toBeTruthy();
    expect(within(work).getByText('Latest')).toBeTruthy();
    expect(within(work).getByText('40.5 in')).toBeTruthy();
    expect(within(work).getByRole('link', { name: 'Edit Shirts: Work' }).getAttribute('href')).toBe('/profile/sizes/new?type=shirt&edit=Work');
    const weekend = within(shirts).getByRole('listitem', { name: 'Shirts: Weekend' });
    expect(within(weekend).getByText(/^Body measurements, Classic fit · saved/)).toBeTruthy();
    expect(within(weekend).queryByText('Latest')).toBeNull();
    // Other types have no section of their own.
    expect(screen.queryByRole('region', { name: 'Jackets' })).toBeNull();
  });

  it('shows the measurements in centimetres once the customer picks them', () => {
    renderPanel(aCustomer([aSize('Work')]));
    fireEvent.click(screen.getByRole('radio', { name: 'Centimetres' }));
    expect(screen.getByText('102.9 cm')).toBeTruthy();
    expect(window.localStorage.getItem('measurementUnit')).toBe('cm');
  });

  it('renames a size, and the session takes the server’s sizes', async () => {
    const renamed = aSize('Office');
    fakeServer(() => ({ status: 200, body: answerFor([renamed]) }));
    const { changes } = renderPanel(aCustomer([aSize('Work')]));
    fireEvent.click(screen.getByRole('button', { name: 'Rename Shirts: Work' }));
    const input = screen.getByRole('textbox', { name: 'New name' });
    fireEvent.change(input, { target: { value: '  Office ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByRole('listitem', { name: 'Shirts: Office' })).toBeTruthy();
    expect(calls).toEqual([{ method: 'PATCH', path: '/firebase/customers/cus_ada/measurements/shirt/Work', body: { sizeName: '  Office ' } }]);
    expect(changes.at(-1)?.measurements.shirt.map((size) => size.name)).toEqual(['Office']);
    expect(screen.getByRole('status').textContent).toBe('“Work” is now called “Office”.');
  });

  it('shows the server’s refusal of a taken name beside the field, and keeps the size', async () => {
    fakeServer(() => ({ status: 409, body: { error: 'You already have a size called "Home" for this product. Choose another name.', code: 'size_name_taken' } }));
    const { changes } = renderPanel(aCustomer([aSize('Work'), aSize('Home')]));
    fireEvent.click(screen.getByRole('button', { name: 'Rename Shirts: Work' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'New name' }), { target: { value: 'home' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save name' }));
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
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Shirts: Work' })).toBeNull());
    expect(calls).toEqual([{ method: 'PATCH', path: '/firebase/customers/cus_ada/measurements/shirt/Work', body: { deleted: true } }]);
    expect(screen.getByRole('listitem', { name: 'Shirts: Home' })).toBeTruthy();
  });
});

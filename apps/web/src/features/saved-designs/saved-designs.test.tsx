import {
  JoinDesignsResultSchema,
  ProductsConfigResponseSchema,
  SavedDesignListSchema,
  SavedDesignSchema,
  type SavedDesign,
  type SavedDesignList,
} from '@selvedge/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import served from '../../../../../packages/domain/src/fixtures/products-config.sgd.json' with { type: 'json' };
import { answer, fakeShopApi, noContent, refusal } from '../../test/fake-shop';
import { browserDesigns } from './browser-designs';
import { defaultDesignName } from './default-name';
import { FavouriteToggle } from './favourite-toggle';
import { SaveDesignButton } from './save-design-button';
import { SavedDesignsPanel } from './saved-designs-panel';
import { SavedDesignsSync } from './saved-designs-sync';

const shirt = ProductsConfigResponseSchema.parse(served).products.shirt;
const QUERY = 'fabric=royal-oxford&collar=spread';
const ID = '7d7c2a4e-8a43-4c35-9d1b-3f1f8b1c2a10';

const design = (overrides: Partial<SavedDesign> = {}): SavedDesign => ({
  id: ID,
  name: 'Office shirt',
  productType: 'shirt',
  query: QUERY,
  fabric: { handle: 'royal-oxford', title: 'Royal Oxford', image: '/api/media/royal-oxford' },
  createdAt: '2026-03-02T02:00:00.000Z',
  updatedAt: '2026-03-02T02:00:00.000Z',
  ...overrides,
});

function renderWith(element: ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/', element },
      { path: '/shop/:type', element: <p>The customiser</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const user = userEvent.setup();
beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a design’s name', () => {
  it('is its first style, the piece and the cloth until the customer names it', () => {
    expect(defaultDesignName(shirt, QUERY, 'Royal Oxford')).toBe('Spread collar shirt in Royal Oxford');
    expect(defaultDesignName(shirt, 'fabric=x&collar=cutaway', null)).toBe('Cutaway collar shirt');
    expect(defaultDesignName(shirt, QUERY, 'A'.repeat(80)).length).toBeLessThanOrEqual(60);
  });
});

describe('Save design', () => {
  it('keeps a guest’s design in this browser and says so, without asking the shop', async () => {
    const api = fakeShopApi(() => undefined);
    renderWith(<SaveDesignButton config={shirt} query={QUERY} fabricTitle="Royal Oxford" signedIn={false} />);
    await user.click(screen.getByRole('button', { name: 'Save design' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save this design' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Spread collar shirt in Royal Oxford');
    expect(dialog).toHaveTextContent('Sign in to keep it everywhere');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved in this browser: sign in to keep it everywhere.')).toBeInTheDocument();
    expect(browserDesigns()).toEqual([
      expect.objectContaining({ name: 'Spread collar shirt in Royal Oxford', productType: 'shirt', query: QUERY }),
    ]);
    expect(api.calls).toHaveLength(0);
    // The guest finds it again under the button.
    expect(screen.getByText('Your saved designs in this browser (1)')).toBeInTheDocument();
  });

  it('saves a signed-in customer’s design to their account under the name they give; a refusal shows in the dialog', async () => {
    let refuse = true;
    const api = fakeShopApi((call) => {
      if (call.method !== 'POST' || call.path !== '/account/designs') return undefined;
      if (refuse) return refusal(409, { error: 'You can keep up to 50 designs: remove one to save this', code: 'too_many_designs' });
      return answer(SavedDesignSchema, design({ name: 'Wedding shirt' }), 201);
    });
    renderWith(<SaveDesignButton config={shirt} query={QUERY} fabricTitle="Royal Oxford" signedIn />);
    await user.click(screen.getByRole('button', { name: 'Save design' }));
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('give the design a name');
    expect(api.calls).toHaveLength(0);
    await user.type(name, '  Wedding shirt ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You can keep up to 50 designs');
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Saved\. Find it in/)).toBeInTheDocument();
    expect(api.callsTo('POST', '/account/designs').at(-1)?.body).toEqual({ name: 'Wedding shirt', productType: 'shirt', query: QUERY });
    expect(browserDesigns()).toEqual([]);
  });
});

describe('the account’s saved designs', () => {
  function fakeList(list: SavedDesignList) {
    return fakeShopApi((call) => {
      if (call.method === 'GET' && call.path === '/account/designs') return answer(SavedDesignListSchema, list);
      if (call.method === 'PATCH') return answer(SavedDesignSchema, design({ name: (call.body as { name: string }).name }));
      if (call.method === 'DELETE') return noContent;
      return undefined;
    });
  }

  it('lists each design with its picture, cloth and customiser link; renames it; deletes it after asking', async () => {
    const api = fakeList({ designs: [design()], favouriteFabrics: [] });
    renderWith(<SavedDesignsPanel ShareDesign={({ query }) => <p>Sharing {query}</p>} />);
    const row = await screen.findByTestId('saved-design');
    const picture = within(row).getByRole('img', { name: 'Office shirt, in Royal Oxford' });
    expect(picture).toHaveAttribute('src', `/api/previews/shirt.webp?${QUERY}`);
    expect(row).toHaveTextContent('Royal Oxford');
    expect(within(row).getByRole('link', { name: 'Open in the customiser' })).toHaveAttribute('href', `/shop/shirt?${QUERY}`);

    await user.click(within(row).getByRole('button', { name: 'Share Office shirt' }));
    expect(within(row).getByText(`Sharing ${QUERY}`)).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Rename Office shirt' }));
    const field = within(row).getByLabelText('New name');
    await user.clear(field);
    await user.type(field, 'Friday shirt');
    await user.click(within(row).getByRole('button', { name: 'Save name' }));
    await waitFor(() => expect(api.callsTo('PATCH', `/account/designs/${ID}`)[0]?.body).toEqual({ name: 'Friday shirt' }));

    await user.click(within(row).getByRole('button', { name: 'Delete Office shirt' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Delete this design?' });
    expect(api.callsTo('DELETE', `/account/designs/${ID}`)).toHaveLength(0);
    await user.click(within(ask).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE', `/account/designs/${ID}`)).toHaveLength(1));
  });

  it('shows a quiet box where the picture cannot be drawn', async () => {
    fakeList({ designs: [design()], favouriteFabrics: [] });
    renderWith(<SavedDesignsPanel />);
    const picture = await screen.findByRole('img', { name: 'Office shirt, in Royal Oxford' });
    picture.dispatchEvent(new Event('error'));
    expect(await screen.findByText('No picture')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Share/ })).toBeNull();
  });

  it('lists favourite fabrics beside them, and says what to do when there are none', async () => {
    const api = fakeList({
      designs: [],
      favouriteFabrics: [
        { handle: 'navy-twill', productType: 'trousers', title: 'Navy Twill', image: '/api/media/navy-twill', availableForSale: true },
      ],
    });
    renderWith(<SavedDesignsPanel />);
    expect(await screen.findByText(/You have no saved designs yet/)).toBeInTheDocument();
    const row = screen.getByTestId('favourite-fabric');
    expect(within(row).getByRole('link', { name: 'Design with this fabric' })).toHaveAttribute('href', '/shop/trousers?fabric=navy-twill');
    await user.click(within(row).getByRole('button', { name: 'Remove Navy Twill from favourites' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/account/favourite-fabrics/navy-twill')).toHaveLength(1));
  });
});

describe('favourites and joining at login', () => {
  it('keeps a guest’s favourite in this browser, and a customer’s in their account', async () => {
    const api = fakeShopApi((call) => {
      if (call.method === 'GET' && call.path === '/account/designs')
        return answer(SavedDesignListSchema, { designs: [], favouriteFabrics: [] });
      if (call.method === 'PUT') return noContent;
      return undefined;
    });
    renderWith(
      <>
        <FavouriteToggle handle="royal-oxford" title="Royal Oxford" productType="shirt" signedIn={false} />
      </>,
    );
    const heart = screen.getByRole('button', { name: 'Add Royal Oxford to favourites' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    expect(screen.getByRole('button', { name: 'Remove Royal Oxford from favourites' })).toHaveAttribute('aria-pressed', 'true');
    expect(window.localStorage.getItem('favouriteFabrics.v1')).toContain('royal-oxford');
    expect(api.calls).toHaveLength(0);
    cleanup();

    renderWith(<FavouriteToggle handle="royal-oxford" title="Royal Oxford" productType="shirt" signedIn />);
    const accountHeart = await screen.findByRole('button', { name: 'Add Royal Oxford to favourites' });
    // The heart waits for the account's favourites before it can be pressed.
    await waitFor(() => expect(accountHeart).toBeEnabled());
    await user.click(accountHeart);
    await waitFor(() => expect(api.callsTo('PUT', '/account/favourite-fabrics/royal-oxford')).toHaveLength(1));
  });

  it('joins the browser’s designs and favourites to the account, then forgets them here', async () => {
    window.localStorage.setItem(
      'savedDesigns.v1',
      JSON.stringify([
        {
          id: 'a',
          name: 'Guest shirt',
          productType: 'shirt',
          query: QUERY,
          fabricTitle: 'Royal Oxford',
          savedAt: '2026-03-01T00:00:00.000Z',
        },
        { broken: true },
      ]),
    );
    window.localStorage.setItem('favouriteFabrics.v1', JSON.stringify([{ handle: 'navy-twill', productType: 'trousers' }]));
    const api = fakeShopApi((call) => {
      if (call.path === '/account/designs/join') return answer(JoinDesignsResultSchema, { joined: 1, skipped: [] });
      if (call.method === 'PUT') return noContent;
      return undefined;
    });
    renderWith(<SavedDesignsSync customerId="cus_1" />);
    await waitFor(() => expect(window.localStorage.getItem('savedDesigns.v1')).toBeNull());
    expect(api.callsTo('POST', '/account/designs/join')[0]?.body).toEqual({
      designs: [{ name: 'Guest shirt', productType: 'shirt', query: QUERY }],
    });
    expect(api.callsTo('PUT', '/account/favourite-fabrics/navy-twill')).toHaveLength(1);
    expect(window.localStorage.getItem('favouriteFabrics.v1')).toBeNull();
  });

  it('keeps the browser’s designs when the shop cannot take them', async () => {
    window.localStorage.setItem(
      'savedDesigns.v1',
      JSON.stringify([
        { id: 'a', name: 'Guest shirt', productType: 'shirt', query: QUERY, fabricTitle: null, savedAt: '2026-03-01T00:00:00.000Z' },
      ]),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const api = fakeShopApi((call) =>
      call.path === '/account/designs/join' ? refusal(503, { error: 'Down', code: 'database_unavailable' }) : undefined,
    );
    renderWith(<SavedDesignsSync customerId="cus_1" />);
    await waitFor(() => expect(api.callsTo('POST', '/account/designs/join')).toHaveLength(1));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(browserDesigns()).toHaveLength(1);
    warn.mockRestore();
  });
});

import { DesignShareCreatedSchema, SharedDesignSchema, type SharedDesign } from '@selvedge/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, fakeShopApi, noContent, refusal } from '../../test/fake-shop';
import { ShareDesignButton } from './share-design-button';
import { SharedDesignPage } from './shared-design-page';

const TOKEN = 'T'.repeat(43);
const KEY = 'K'.repeat(43);
const QUERY = 'fabric=giza-poplin-white&collar=cutaway&cuff=french';

const shared = (overrides: Partial<SharedDesign> = {}): SharedDesign => ({
  productType: 'shirt',
  title: 'Shirt',
  query: QUERY,
  picture: `/api/previews/shirt.webp?${QUERY}`,
  backPicture: `/api/previews/shirt.webp?${QUERY}&view=back`,
  fabric: { handle: 'giza-poplin-white', title: 'Giza Poplin White', image: '/api/media/giza', availableForSale: true },
  choices: [
    { group: 'Collar', option: 'Cutaway' },
    { group: 'Cuff', option: 'French' },
  ],
  accessories: [{ group: 'Spare buttons', option: 'Yes' }],
  notices: [],
  createdAt: '2026-03-02T02:00:00.000Z',
  ...overrides,
});

function renderWith(element: ReactNode, path = '/') {
  const router = createMemoryRouter(
    [
      { path: '/designs/:token', element },
      { path: '/', element },
      { path: '/shop/:type', element: <p>The customiser</p> },
    ],
    { initialEntries: [path] },
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

describe('Share this design', () => {
  it('makes a link to the design as it stands, copies it, shows it, and stops sharing it with the kept key', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const api = fakeShopApi((call) => {
      if (call.method === 'POST' && call.path === '/design-shares')
        return answer(
          DesignShareCreatedSchema,
          { id: `dsh_${'a'.repeat(22)}`, token: TOKEN, url: `/designs/${TOKEN}`, revokeKey: KEY },
          201,
        );
      if (call.method === 'DELETE' && call.path === `/design-shares/${TOKEN}`) return noContent;
      return undefined;
    });
    renderWith(<ShareDesignButton productType="shirt" query={QUERY} />);
    await user.click(screen.getByRole('button', { name: 'Share this design' }));
    const link = await screen.findByLabelText('Link to your design');
    expect(link).toHaveValue(`${window.location.origin}/designs/${TOKEN}`);
    expect(api.callsTo('POST', '/design-shares')[0]?.body).toEqual({ productType: 'shirt', query: QUERY });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Link copied.'));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/designs/${TOKEN}`);
    expect(window.localStorage.getItem('designShareKeys')).toContain(KEY);

    await user.click(screen.getByRole('button', { name: 'Stop sharing' }));
    expect(await screen.findByText(/no longer shared/)).toBeInTheDocument();
    expect(api.callsTo('DELETE', `/design-shares/${TOKEN}`)[0]?.body).toEqual({ revokeKey: KEY });
    expect(window.localStorage.getItem('designShareKeys')).not.toContain(KEY);
  });

  it('shows the link to copy by hand where the browser has no clipboard, and says what went wrong when the shop refuses', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    let refuse = true;
    fakeShopApi((call) => {
      if (call.method !== 'POST') return undefined;
      if (refuse) return refusal(400, { error: 'fabric: choose a cloth before sharing the design.', code: 'invalid_input' });
      return answer(DesignShareCreatedSchema, { id: `dsh_${'a'.repeat(22)}`, token: TOKEN, url: `/designs/${TOKEN}`, revokeKey: KEY }, 201);
    });
    renderWith(<ShareDesignButton productType="shirt" query={QUERY} />);
    await user.click(screen.getByRole('button', { name: 'Share this design' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('choose a cloth');
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Share this design' }));
    expect(await screen.findByLabelText('Link to your design')).toHaveValue(`${window.location.origin}/designs/${TOKEN}`);
    expect(screen.getByRole('status')).toHaveTextContent('Copy the link above');
  });
});

describe('a shared design’s page', () => {
  it('shows the pictures, the cloth and every choice, and opens the design in the customiser', async () => {
    fakeShopApi((call) => (call.path === `/design-shares/${TOKEN}` ? answer(SharedDesignSchema, shared()) : undefined));
    const router = renderWith(<SharedDesignPage token={TOKEN} />, `/designs/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Shirt in Giza Poplin White' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Shirt in Giza Poplin White, from the front' })).toHaveAttribute(
      'src',
      `/api/previews/shirt.webp?${QUERY}`,
    );
    expect(screen.getByRole('img', { name: 'Shirt in Giza Poplin White, from the back' })).toHaveAttribute(
      'src',
      expect.stringContaining('view=back'),
    );
    expect(screen.getByText('Cutaway')).toBeInTheDocument();
    expect(screen.getByText('Spare buttons')).toBeInTheDocument();
    expect(screen.getByText('The garment shown is a visualisation.')).toBeInTheDocument();
    // Nobody but the browser that made the link is offered to stop it.
    expect(screen.queryByRole('button', { name: 'Stop sharing' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Design this' }));
    expect(router.state.location.pathname).toBe('/shop/shirt');
    expect(router.state.location.search).toBe(`?${QUERY}`);
  });

  it('says a cloth is no longer offered and what changed, and stands in for a picture that cannot be drawn', async () => {
    fakeShopApi((call) =>
      call.path === `/design-shares/${TOKEN}`
        ? answer(
            SharedDesignSchema,
            shared({
              fabric: { handle: 'giza-poplin-white', title: 'Giza Poplin White', image: null, availableForSale: false },
              notices: ['Giza Poplin White is no longer offered; choose another cloth to order this design.'],
            }),
          )
        : undefined,
    );
    renderWith(<SharedDesignPage token={TOKEN} />, `/designs/${TOKEN}`);
    expect(await screen.findByText(/choose another cloth to order this design/)).toBeInTheDocument();
    expect(screen.getByText('No longer offered')).toBeInTheDocument();
    const front = screen.getByRole('img', { name: /from the front/ });
    front.dispatchEvent(new Event('error'));
    expect(await screen.findAllByText('The picture of this design is not ready yet.')).not.toHaveLength(0);
  });

  it('says a stopped or unknown link is no longer shared', async () => {
    fakeShopApi(() => refusal(404, { error: 'This design is no longer shared.', code: 'not_found' }));
    renderWith(<SharedDesignPage token={TOKEN} />, `/designs/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'This design is no longer shared' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Design this' })).not.toBeInTheDocument();
  });

  it('offers the browser that made the link to stop sharing it, then says it is gone', async () => {
    window.localStorage.setItem('designShareKeys', JSON.stringify({ [TOKEN]: KEY }));
    let live = true;
    const api = fakeShopApi((call) => {
      if (call.method === 'DELETE') {
        live = false;
        return noContent;
      }
      return live ? answer(SharedDesignSchema, shared()) : refusal(404, { error: 'This design is no longer shared.', code: 'not_found' });
    });
    renderWith(<SharedDesignPage token={TOKEN} />, `/designs/${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Stop sharing' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'This design is no longer shared' })).toBeInTheDocument();
    expect(api.callsTo('DELETE', `/design-shares/${TOKEN}`)[0]?.body).toEqual({ revokeKey: KEY });
  });
});

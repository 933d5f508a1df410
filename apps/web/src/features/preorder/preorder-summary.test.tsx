import type { Preorder } from '@selvedge/contract';
import { countdownText, DAY_MS, HOUR_MS } from '@selvedge/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PreorderCountdown } from './preorder-countdown';
import { PreorderPanel } from './preorder-panel';
import { PreorderSummary } from './preorder-summary';

function preorder(overrides: Partial<Preorder> = {}): Preorder {
  return {
    ongoing: true,
    title: 'Winter capsule: pre-order now open',
    description: 'Heavy flannels for the cold months.',
    cutoff: new Date(Date.now() + 3 * DAY_MS + 5 * HOUR_MS).toISOString(),
    navbarImage: null,
    productsOrder: ['jackets', 'trousers'],
    collectionTitle: 'The Winter Capsule',
    collectionDescription: 'Three cloths from one mill, made once.',
    estimatedDelivery: 'Delivered 8-10 weeks from cutoff',
    ...overrides,
  };
}

/** Serves `answer` as GET /api/shopify/products/preorder (plain JSON: the client opens envelopes only). */
function renderWith(answer: { preorder: Preorder | null }, ui: React.ReactNode) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } })),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the pre-order summary', () => {
  it('shows the running collection, its countdown, delivery and a shop link per product type', async () => {
    const running = preorder();
    renderWith({ preorder: running }, <PreorderSummary />);

    expect(await screen.findByRole('heading', { level: 2, name: running.collectionTitle })).toBeVisible();
    expect(screen.getByText(running.collectionDescription)).toBeVisible();
    expect(screen.getByText(countdownText(new Date(running.cutoff), new Date()))).toBeVisible();
    expect(screen.getByText(running.estimatedDelivery)).toBeVisible();
    const links = within(screen.getByRole('navigation', { name: 'Shop the pre-order' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(running.productsOrder.map((type) => `/preorder/shop/${type}`));
  });

  it('says the pre-order has ended once its cutoff has passed', async () => {
    renderWith({ preorder: preorder({ ongoing: false, cutoff: new Date(Date.now() - HOUR_MS).toISOString() }) }, <PreorderSummary />);
    expect(await screen.findByRole('heading', { name: 'Pre-order has ended.' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Shop the pre-order' })).toBeNull();
  });

  it('says there is no ongoing pre-order when the shop has none', async () => {
    renderWith({ preorder: null }, <PreorderSummary headingLevel={3} />);
    expect(await screen.findByRole('heading', { level: 3, name: 'There is currently no ongoing pre-order.' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Join our mailing list' }).getAttribute('href')).toBe('/#mailing-list');
  });
});

describe('the navbar pre-order panel', () => {
  it('links a running pre-order to /preorder', async () => {
    const running = preorder();
    renderWith({ preorder: running }, <PreorderPanel />);
    expect(await screen.findByText(running.collectionTitle)).toBeVisible();
    expect(screen.getByText(running.description)).toBeVisible();
    expect(screen.getByRole('timer')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Explore the pre-order' }).getAttribute('href')).toBe('/preorder');
  });

  it('invites a visitor to the mailing list and social media when none is running', async () => {
    renderWith({ preorder: preorder({ ongoing: false, cutoff: new Date(Date.now() - DAY_MS).toISOString() }) }, <PreorderPanel />);
    expect(await screen.findByText('There is currently no ongoing pre-order.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Join our mailing list' }).getAttribute('href')).toBe('/#mailing-list');
    expect(screen.getByRole('link', { name: 'follow us on social media' }).getAttribute('href')).toBe('/contact-us');
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact-us');
    expect(screen.queryByRole('timer')).toBeNull();
  });
});

describe('the countdown', () => {
  it('ticks every second and shows the ended state at zero', () => {
    vi.useFakeTimers();
    const cutoff = new Date(Date.now() + 2500);
    render(<PreorderCountdown cutoff={cutoff} />);
    const seconds = () => screen.getByRole('timer').textContent;

    expect(seconds()).toBe('00days:00hours:00minutes:03seconds');
    expect(screen.getByText('Few hours left').getAttribute('aria-live')).toBe('polite');
    act(() => vi.advanceTimersByTime(1000));
    expect(seconds()).toBe('00days:00hours:00minutes:02seconds');
    act(() => vi.advanceTimersByTime(2000));
    expect(seconds()).toBe('00days:00hours:00minutes:00seconds');
    expect(screen.getByText('Pre-order has ended.')).toBeVisible();
    expect(screen.getByRole('timer').getAttribute('aria-live')).toBeNull();
    // Nothing is left ticking once it has ended.
    expect(vi.getTimerCount()).toBe(0);
  });
});

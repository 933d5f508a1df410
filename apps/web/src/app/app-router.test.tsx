import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from './app-providers';

const notFound = () =>
  new Response(JSON.stringify({ error: 'Not found.', code: 'not_found' }), { status: 404, headers: { 'content-type': 'application/json' } });

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
    vi.stubGlobal('fetch', vi.fn(async () => notFound()));
    const warn = vi.spyOn(console, 'warn');
    openShop('/trial');
    expect(screen.getByRole('status', { name: 'Loading the page' })).toBeTruthy();

    expect(await screen.findByRole('heading', { level: 1, name: 'Start with one, and we perfect the rest' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading the page' })).toBeNull();
    await act(async () => {});
    const warnings = warn.mock.calls.map((call) => String(call[0]));
    expect(warnings.filter((text) => /HydrateFallback/.test(text))).toEqual([]);
  });
});

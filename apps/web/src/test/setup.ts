/**
 * Every storefront test file: jest-dom's matchers, the page's response key, the fake shop's server,
 * and a fresh start. The files of a worker share one jsdom and the packages' modules (`isolate:
 * false`, decision 069), so each file begins as if it ran alone: the storefront's own modules loaded
 * anew (what a module keeps, such as the shop's time zone, a screen's downloaded code or the cart
 * drawer's state, never carries over), and an empty page, storage and address.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';

// The storefront's modules load afresh for each file: the fake shop here, then the test file's own
// imports, which find this fake shop (its server and its response key) already loaded. The packages
// (React, the router, Testing Library) stay loaded: they keep nothing of the shop's.
vi.resetModules();
const { installResponseKey, shopServer } = await import('./fake-shop');

// `findBy…` and `waitFor` wait up to 5 s rather than 1 s: a screen that loads its code on demand
// takes longer than a second to appear on a machine busy with other suites. A test that fails waits
// no longer than that; one that passes waits no longer than it must.
configure({ asyncUtilTimeout: 5_000 });

/** What one file leaves in the shared page: its rendered trees, storage, cookies, address and title. */
function clearThePage(): void {
  cleanup();
  if (typeof document === 'undefined') return;
  document.body.replaceChildren();
  document.head.replaceChildren();
  document.title = '';
  for (const attribute of [...document.documentElement.attributes]) document.documentElement.removeAttribute(attribute.name);
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
}

// A call no test answers fails the test that made it, instead of reaching for a network.
beforeAll(() => {
  clearThePage();
  shopServer.listen({ onUnhandledRequest: 'error' });
});
// Node-environment files (the build's own tests) have no page to put it in.
beforeEach(() => {
  if (typeof document !== 'undefined') installResponseKey();
});
afterEach(() => shopServer.resetHandlers());
afterAll(async () => {
  // The analytics client this file loaded keeps a flush timer and page listeners: left running, it
  // would send this file's page views through a later file's stubbed fetch.
  if (typeof document !== 'undefined') (await import('../features/analytics/analytics-client')).analytics.dispose();
  shopServer.close();
  clearThePage();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

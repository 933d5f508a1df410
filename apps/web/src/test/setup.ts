/** Every storefront test: jest-dom's matchers, the page's response key, and the fake shop's server. */
import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { installResponseKey, shopServer } from './fake-shop';

// `findBy…` and `waitFor` wait up to 5 s rather than 1 s: a screen that loads its code on demand
// takes longer than a second to appear on a machine busy with other suites. A test that fails waits
// no longer than that; one that passes waits no longer than it must.
configure({ asyncUtilTimeout: 5_000 });

// A call no test answers fails the test that made it, instead of reaching for a network.
beforeAll(() => shopServer.listen({ onUnhandledRequest: 'error' }));
// Node-environment files (the build's own tests) have no page to put it in.
beforeEach(() => {
  if (typeof document !== 'undefined') installResponseKey();
});
afterEach(() => shopServer.resetHandlers());
afterAll(() => shopServer.close());

/** Every storefront test: jest-dom's matchers, the page's response key, and the fake shop's server. */
import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { installResponseKey, shopServer } from './fake-shop';

// A call no test answers fails the test that made it, instead of reaching for a network.
beforeAll(() => shopServer.listen({ onUnhandledRequest: 'error' }));
// Node-environment files (the build's own tests) have no page to put it in.
beforeEach(() => {
  if (typeof document !== 'undefined') installResponseKey();
});
afterEach(() => shopServer.resetHandlers());
afterAll(() => shopServer.close());

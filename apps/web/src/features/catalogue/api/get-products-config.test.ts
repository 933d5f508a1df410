import { MalformedAnswerError, PRODUCTS_CONFIG_VERSION_META_NAME } from '@selvedge/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import served from '../../../../../../packages/domain/src/fixtures/products-config.sgd.json' with { type: 'json' };
import { fakeShopApi } from '../../../test/fake-shop';
import { holdConfigOnCheckout, productsConfigQueryOptions, resetConfigStamp, useProductsConfig } from './get-products-config';

/** Names the configuration versions in the page, as the server writes them into index.html. */
function pageNames(stamp: string | null): void {
  document.head.querySelector(`meta[name="${PRODUCTS_CONFIG_VERSION_META_NAME}"]`)?.remove();
  if (stamp === null) return;
  const meta = document.createElement('meta');
  meta.name = PRODUCTS_CONFIG_VERSION_META_NAME;
  meta.content = stamp;
  document.head.append(meta);
}

function serveConfig() {
  return fakeShopApi((call) => (call.path.startsWith('/contentful-plain/products/config?') ? { status: 200, body: served } : undefined));
}

beforeEach(() => resetConfigStamp());
afterEach(() => {
  pageNames(null);
  resetConfigStamp();
});

describe('the configuration request', () => {
  it('carries the versions the page names, in the order the server writes its preload', async () => {
    pageNames('1.3.1.1.2.1');
    const shop = serveConfig();
    const config = await new QueryClient().fetchQuery(productsConfigQueryOptions('SGD'));
    expect(config.products.shirt.productType).toBe('shirt');
    // The exact address index.html preloads (apps/api's app.test.ts holds the server to the same).
    expect(shop.calls.map((call) => call.path)).toEqual(['/contentful-plain/products/config?cc=SGD&v=1.3.1.1.2.1']);
  });

  it('asks at the plain address on a page that names no versions', async () => {
    const shop = serveConfig();
    await new QueryClient().fetchQuery(productsConfigQueryOptions('USD'));
    expect(shop.calls.map((call) => call.path)).toEqual(['/contentful-plain/products/config?cc=USD']);
  });

  it('reads the tag once, and keeps other versions under another key', () => {
    pageNames('1.1.1.1.1.1');
    const first = productsConfigQueryOptions('SGD').queryKey;
    // A tag changed after the page started is not read again: the page's requests stay the ones it was served with.
    pageNames('2.1.1.1.1.1');
    expect(productsConfigQueryOptions('SGD').queryKey).toEqual(first);
    resetConfigStamp();
    expect(productsConfigQueryOptions('SGD').queryKey).not.toEqual(first);
    expect(productsConfigQueryOptions('SGD').queryKey).toContain('2.1.1.1.1.1');
  });
});

describe('a visit that starts on the checkout', () => {
  const withClient =
    (client: QueryClient) =>
    ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client }, children);

  it("asks for the header's configuration only once the page has loaded, and a screen's at once", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestIdleCallback'] });
    try {
      const shop = serveConfig();
      expect(holdConfigOnCheckout('/checkout/Y3J0X2d1ZXN0')).toBe(true);
      const header = renderHook(() => useProductsConfig('SGD', { forFrame: true }), { wrapper: withClient(new QueryClient()) });
      await vi.advanceTimersByTimeAsync(0);
      expect(shop.calls).toEqual([]);
      expect(header.result.current.isPending).toBe(true);
      // A screen built from it (the customiser, reached from the checkout's header) does not wait.
      const screen = renderHook(() => useProductsConfig('GBP'), { wrapper: withClient(new QueryClient()) });
      await vi.advanceTimersByTimeAsync(0);
      expect(shop.calls.map((call) => call.path)).toEqual(['/contentful-plain/products/config?cc=GBP']);
      // The page has loaded (the test page long since): the header's own asks once the thread is idle.
      await vi.advanceTimersByTimeAsync(2_000);
      vi.useRealTimers();
      await waitFor(() => expect(header.result.current.data?.products.shirt.productType).toBe('shirt'));
      expect(shop.calls.map((call) => call.path)).toEqual([
        '/contentful-plain/products/config?cc=GBP',
        '/contentful-plain/products/config?cc=SGD',
      ]);
      screen.unmount();
      header.unmount();
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses an answer that is not a configuration of this version, as a failed call', async () => {
    const malformed = { ...served, products: { ...served.products, polo: { ...served.products.polo, productType: 'shirt' } } };
    fakeShopApi((call) => (call.path.startsWith('/contentful-plain/products/config?') ? { status: 200, body: malformed } : undefined));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client }, children);
    const { result } = renderHook(() => useProductsConfig('SGD'), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(MalformedAnswerError);
    expect(result.current.error?.message).toBe("The shop's product configuration answer is malformed at products.polo.productType.");
  });

  it('holds nothing on any other page', () => {
    for (const path of ['/', '/shop/shirt', '/checkout', '/checkout/a/b', '/pay/test/pay_1'])
      expect(holdConfigOnCheckout(path), path).toBe(false);
  });
});

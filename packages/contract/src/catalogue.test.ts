import { describe, expect, it } from 'vitest';
import { fabricsPagePath, ProductListQuerySchema } from './catalogue.js';

describe('fabricsPagePath', () => {
  it('asks for a page of the listing in the currency, and the next page by cursor', () => {
    const first = new URL(fabricsPagePath('polo', 'EUR', 'standard'), 'http://shop.test');
    expect(first.pathname).toBe('/shopify/products/polo');
    expect(first.searchParams.get('cc')).toBe('EUR');
    expect(first.searchParams.get('query')).toBe('tag:Display -tag:Preorder');
    expect(first.searchParams.get('first')).toBe('24');
    expect(first.searchParams.has('cursor')).toBe(false);

    const next = new URL(fabricsPagePath('polo', 'EUR', 'preorder', 'abc=='), 'http://shop.test');
    expect(next.searchParams.get('query')).toBe('tag:Display tag:Preorder');
    expect(next.searchParams.get('cursor')).toBe('abc==');
  });

  it('builds a query the API accepts', () => {
    const search = new URL(fabricsPagePath('jackets', 'SGD', 'preorder', 'c1'), 'http://shop.test').searchParams;
    expect(ProductListQuerySchema.safeParse(Object.fromEntries(search)).success).toBe(true);
  });
});

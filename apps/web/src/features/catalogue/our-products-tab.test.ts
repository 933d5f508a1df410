import { describe, expect, it } from 'vitest';
import { ourProductsTab } from './our-products-tab';

describe('our-products tab segments', () => {
  it('replace spaces with dashes', () => {
    expect(ourProductsTab('Polo Shirts')).toBe('Polo-Shirts');
    expect(ourProductsTab('Shirts')).toBe('Shirts');
    expect(ourProductsTab('  Made  to measure ')).toBe('Made-to-measure');
  });
});

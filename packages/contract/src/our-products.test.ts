import { describe, expect, it } from 'vitest';
import { shownAnnouncement } from './announcement.js';
import { ourProductsTab, ourProductsTabIndex } from './our-products.js';

describe('our-products tab segments', () => {
  it('replace spaces with dashes', () => {
    expect(ourProductsTab('Polo Shirts')).toBe('Polo-Shirts');
    expect(ourProductsTab('Shirts')).toBe('Shirts');
    expect(ourProductsTab('  Made  to measure ')).toBe('Made-to-measure');
  });

  it('choose a tab by its segment whatever its case, and none for a segment no tab has', () => {
    const titles = ['Shirts', 'Polo Shirts', 'Jackets'];
    expect(ourProductsTabIndex(titles, 'polo-shirts')).toBe(1);
    expect(ourProductsTabIndex(titles, 'JACKETS')).toBe(2);
    expect(ourProductsTabIndex(titles, 'Polo Shirts')).toBe(-1);
    expect(ourProductsTabIndex(titles, 'hats')).toBe(-1);
    expect(ourProductsTabIndex(titles, '')).toBe(-1);
  });
});

describe('the announcement shown', () => {
  it('is the message trimmed, or none for an empty message or NA', () => {
    expect(shownAnnouncement('  Free shipping [See rates](/faq) ')).toBe('Free shipping [See rates](/faq)');
    expect(shownAnnouncement(' NA ')).toBeNull();
    expect(shownAnnouncement('  ')).toBeNull();
  });
});

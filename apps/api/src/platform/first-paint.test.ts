import { OUR_PRODUCTS_WORDS } from '@selvedge/contract';
import { describe, expect, it } from 'vitest';
import { ourProductsFirstPaint } from './first-paint.js';

const tabs = [
  { title: 'Shirts', description: 'Shirts cut for you.' },
  { title: 'Polo Shirts', description: 'Polos in piqué & jersey.' },
  { title: 'Jackets', description: 'Sport coats and suit jackets.' },
];

/** The text of the first element of class `name` in `html` (the markup is flat enough for this). */
const textOf = (html: string, name: string) => new RegExp(`class="${name}"[^>]*>([^<]*)<`).exec(html)?.[1];
/** Each tab link: its address, whether it is the chosen one, and its name. */
const tabsOf = (html: string) =>
  [...html.matchAll(/<a class="first-paint-tab" href="([^"]*)"( aria-current="page")?>([^<]*)<\/a>/g)].map(([, href, current, name]) => [
    href,
    Boolean(current),
    name,
  ]);

describe("Our Products' first paint", () => {
  it("says the page's opening words and the chosen tab's name and opening paragraph, that tab marked in the row", () => {
    const html = ourProductsFirstPaint({ tabs, active: 1, announcement: null });
    expect(html.startsWith('<div class="first-paint" data-products-first-paint>')).toBe(true);
    expect(textOf(html, 'first-paint-products-title')).toBe(OUR_PRODUCTS_WORDS.title);
    expect(textOf(html, 'first-paint-products-lede')).toBe(OUR_PRODUCTS_WORDS.lede);
    expect(textOf(html, 'first-paint-products-heading')).toBe('Polo Shirts');
    expect(textOf(html, 'first-paint-products-panel-lede')).toBe('Polos in piqué &amp; jersey.');
    expect(tabsOf(html)).toEqual([
      ['/our-products/Shirts', false, 'Shirts'],
      ['/our-products/Polo-Shirts', true, 'Polo Shirts'],
      ['/our-products/Jackets', false, 'Jackets'],
    ]);
    expect(html).not.toContain('first-paint-announcement');
  });

  it('paints the first tab for a tab no one has, as the page then shows, and nothing without tabs', () => {
    for (const active of [-1, 3]) {
      const html = ourProductsFirstPaint({ tabs, active, announcement: null });
      expect(textOf(html, 'first-paint-products-heading')).toBe('Shirts');
      expect(tabsOf(html).map(([, current]) => current)).toEqual([true, false, false]);
    }
    expect(ourProductsFirstPaint({ tabs: [], active: 0, announcement: null })).toBe('');
  });

  it("escapes every word the staff write, and every tab's address", () => {
    const hostile = '"><script>alert(1)</script>';
    const html = ourProductsFirstPaint({
      tabs: [{ title: `Shirts ${hostile}`, description: `<img src=x onerror=alert(1)> & ' "` }, ...tabs],
      active: 0,
      announcement: `Sale ${hostile} [See rates](/faq?tab=3&x="y") [Run](javascript:alert(1)) [Mills](https://example.com/a?b=1) [Write](mailto:shop@example.com)`,
    });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('"><script');
    expect(textOf(html, 'first-paint-products-heading')).toBe('Shirts &quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(textOf(html, 'first-paint-products-panel-lede')).toBe('&lt;img src=x onerror=alert(1)&gt; &amp; &#39; &quot;');
    expect(tabsOf(html)[0]?.[0]).toBe('/our-products/Shirts-%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    // The announcement: its words escaped, its safe links links (an outside one in a new tab), javascript: its label alone.
    expect(html).toContain('Sale &quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; ');
    expect(html).toContain('<a href="/faq?tab=3&amp;x=&quot;y&quot;">See rates</a>');
    expect(html).toContain('<span>Run</span>');
    expect(html).not.toContain('javascript:alert(1)"');
    expect(html).toContain('<a href="https://example.com/a?b=1" rel="noopener noreferrer" target="_blank">Mills</a>');
    expect(html).toContain('<a href="mailto:shop@example.com">Write</a>');
    // The message itself, for the storefront to draw again, as an attribute's text.
    expect(html).toContain(
      'data-message="Sale &quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; [See rates](/faq?tab=3&amp;x=&quot;y&quot;)',
    );
  });
});

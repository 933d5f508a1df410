import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRouteHints } from './route-hints.js';

/** A built storefront whose manifest says what Vite wrote: an entry and a lazy screen with its own chunks and styles. */
function builtStorefront(manifest: Record<string, unknown> | null): string {
  const webDist = mkdtempSync(path.join(tmpdir(), 'selvedge-hints-'));
  if (manifest) {
    mkdirSync(path.join(webDist, '.vite'));
    writeFileSync(path.join(webDist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  }
  return webDist;
}

const manifest = {
  'index.html': { file: 'assets/index-a1.js', isEntry: true, imports: ['_react.js'], css: ['assets/index-a2.css'] },
  '_react.js': { file: 'assets/react-b1.js' },
  '_tabs.js': { file: 'assets/tabs-c1.js', css: ['assets/tabs-c2.css'] },
  'src/app/routes/shop-route.tsx': {
    file: 'assets/shop-route-d1.js',
    imports: ['_react.js', '_tabs.js', 'index.html'],
    css: ['assets/shop-route-d2.css', 'assets/tabs-c2.css'],
  },
};
const shopHints = () =>
  createRouteHints(builtStorefront(manifest), [{ pattern: /^\/shop\/shirt$/, module: 'src/app/routes/shop-route.tsx' }]);
const links = (html: string) =>
  html
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

describe('head hints for a screen that loads on demand', () => {
  it("preloads the screen's stylesheets in the CORS mode Vite then loads them in, so each is fetched once", () => {
    const html = shopHints()('/shop/shirt');
    // Vite's loader adds <link rel="stylesheet" crossorigin>: only a preload with crossorigin serves it.
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/shop-route-d2.css">');
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/tabs-c2.css">');
    for (const link of links(html)) expect(link, link).toMatch(/^<link rel="[^"]+"( as="[^"]+")? crossorigin href="\/assets\/[^"]+">$/);
  });

  it("names the screen's scripts as module preloads, with crossorigin as Vite's own tags have it", () => {
    const html = shopHints()('/shop/shirt');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/shop-route-d1.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/tabs-c1.js">');
  });

  it('names every file once and leaves out what the entry already loads', () => {
    const html = shopHints()('/shop/shirt');
    const hrefs = links(html).map((link) => /href="([^"]+)"/.exec(link)?.[1]);
    expect(hrefs).toEqual(['/assets/shop-route-d1.js', '/assets/tabs-c1.js', '/assets/shop-route-d2.css', '/assets/tabs-c2.css']);
    expect(html).not.toContain('react-b1.js');
    expect(html).not.toContain('index-a2.css');
  });

  it("names a screen's scripts at low priority when its first paint comes from the entry (the checkout's outline)", () => {
    const hints = createRouteHints(builtStorefront(manifest), [
      { pattern: /^\/checkout\/[^/]+$/, module: 'src/app/routes/shop-route.tsx', priority: 'low' },
      { pattern: /^\/shop\/shirt$/, module: 'src/app/routes/shop-route.tsx' },
    ]);
    const checkout = links(hints('/checkout/Y3J0X2d1ZXN0'));
    expect(checkout.filter((link) => link.includes('modulepreload'))).toEqual([
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/shop-route-d1.js">',
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/tabs-c1.js">',
    ]);
    // Its stylesheets are wanted for the paint that fills the outline in: not held back.
    expect(checkout).toContain('<link rel="preload" as="style" crossorigin href="/assets/shop-route-d2.css">');
    expect(hints('/shop/shirt')).not.toContain('fetchpriority');
  });

  it("still names a chunk the back office's entry also imports: a storefront page has not loaded it", () => {
    const withAdmin = {
      ...manifest,
      'admin.html': { file: 'assets/admin-e1.js', isEntry: true, imports: ['_react.js', '_tabs.js'] },
    };
    const html = createRouteHints(builtStorefront(withAdmin), [{ pattern: /^\/shop\/shirt$/, module: 'src/app/routes/shop-route.tsx' }])(
      '/shop/shirt',
    );
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/tabs-c1.js">');
    expect(html).not.toContain('react-b1.js');
    expect(html).not.toContain('admin-e1.js');
  });

  it('names nothing for other paths, or when the build wrote no manifest', () => {
    expect(shopHints()('/faq')).toBe('');
    const noManifest = createRouteHints(builtStorefront(null), [{ pattern: /^\/shop\/shirt$/, module: 'src/app/routes/shop-route.tsx' }]);
    expect(noManifest('/shop/shirt')).toBe('');
  });
});

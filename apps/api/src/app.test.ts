import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { designFromSearchParams, designToSearchParams } from '@selvedge/domain';
import {
  encodeCartId,
  EnvelopeSchema,
  previewPath,
  type ProductsConfigResponse,
  type ProductType,
  type StaticContent,
  ourProductsTab,
  type DesignShareCreated,
  type ProductPage,
  fabricsPagePath,
  PreorderResponseSchema,
  PRODUCTS_CONFIG_VERSION_META_NAME,
  productsConfigPath,
  RESPONSE_KEY_META_NAME,
} from '@selvedge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { products } from './db/schema.js';
import { fixedClock } from './platform/clock.js';
import { escapeHtml } from './platform/escape-html.js';
import { createCustomer } from './test/factories.js';
import { createTestApp, type TestApp } from './test/test-app.js';

const webDist = mkdtempSync(path.join(tmpdir(), 'selvedge-web-'));
mkdirSync(path.join(webDist, 'assets'));
// The storefront's own preload of the configuration, exactly as apps/web/index.html writes it.
// The storefront's own index.html preloads of the content API's answers, one per line as there.
const apiPreloads = [
  ...readFileSync(path.resolve(import.meta.dirname, '../../web/index.html'), 'utf8').matchAll(
    /[ \t]*<link rel="preload" href="\/api\/contentful[^"]*"[^>]*>\n/g,
  ),
].map(([tag]) => tag);
const configPreload = apiPreloads.find((tag) => tag.includes('/api/contentful-plain/products/config'));
writeFileSync(
  path.join(webDist, 'index.html'),
  `<!doctype html><html><head>\n<meta charset="UTF-8" />\n<title>Selvedge</title>\n${apiPreloads.join('')}</head><body><div id="root"></div></body></html>`,
);
writeFileSync(
  path.join(webDist, 'admin.html'),
  '<!doctype html><html><head><title>Selvedge back office</title></head><body><div id="admin"></div></body></html>',
);
writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log("shop");');
// The build's compressed copies of an asset (apps/web/vite-precompress.ts).
const vendorScript = `export const shop = ${JSON.stringify('selvedge '.repeat(400))};`;
writeFileSync(path.join(webDist, 'assets', 'vendor-def456.js'), vendorScript);
const vendorBrotli = brotliCompressSync(vendorScript);
const vendorGzip = gzipSync(vendorScript, { level: 9 });
writeFileSync(path.join(webDist, 'assets', 'vendor-def456.js.br'), vendorBrotli);
writeFileSync(path.join(webDist, 'assets', 'vendor-def456.js.gz'), vendorGzip);
// What Vite's manifest says of the entry and the customiser's chunks.
mkdirSync(path.join(webDist, '.vite'));
writeFileSync(
  path.join(webDist, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-abc123.js', isEntry: true, imports: ['_react.js'] },
    '_react.js': { file: 'assets/react-1.js' },
    '_tabs.js': { file: 'assets/tabs-2.js' },
    'src/app/routes/shop-route.tsx': {
      file: 'assets/shop-route-3.js',
      imports: ['_react.js', '_tabs.js', 'index.html'],
      css: ['assets/shop-route-4.css'],
    },
    'src/app/routes/preorder-shop-route.tsx': { file: 'assets/preorder-shop-route-5.js', imports: ['src/app/routes/shop-route.tsx'] },
    '_form-field.js': { file: 'assets/form-field-6.js', imports: ['_react.js'] },
    'src/app/routes/checkout-route.tsx': {
      file: 'assets/checkout-route-7.js',
      imports: ['_react.js', '_form-field.js'],
      css: ['assets/checkout-route-8.css'],
    },
  }),
);

// The seed starts a pre-order on its seed date.
const seedDay = new Date('2026-03-01T08:00:00Z');
const clock = fixedClock(seedDay);
let shop: TestApp;
beforeAll(async () => {
  shop = await createTestApp({
    clock,
    seedAt: seedDay,
    config: { webDist },
    beforeReady(app) {
      // A large answer not marked public (a cart, a customer): sealed as it is.
      app.get('/api/test-private-answer', async () => ({
        lines: Array.from({ length: 50 }, (_, i) => ({ id: `line-${i}`, note: 'private' })),
      }));
      app.get('/api/test-failure', async () => {
        throw new Error('secret stack detail: connection string postgres://user:pw@db');
      });
    },
  });
});
afterAll(async () => shop.close());

describe('the storefront', () => {
  it('serves index.html with the response key for / and for any app route', async () => {
    for (const url of ['/', '/shop/shirt', '/profile?tab=dashboard', '/no/such/page']) {
      const answer = await shop.call(url);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.raw).toContain(`<meta name="${RESPONSE_KEY_META_NAME}" content="${shop.config.responseKey.toString('base64')}">`);
      // The live configuration versions (every type at its first), for the configuration's address.
      expect(answer.raw).toContain(`<meta name="${PRODUCTS_CONFIG_VERSION_META_NAME}" content="1.1.1.1.1.1">`);
      expect(answer.headers['cache-control']).toBe('no-cache');
    }
  });

  it("writes index.html's preload of the configuration at the address the page will ask for, with the versions it names", async () => {
    expect(configPreload, 'apps/web/index.html preloads the configuration').toBeDefined();
    expect(configPreload).toContain(`href="/api${productsConfigPath('SGD')}"`);
    // An attribute's value as a browser reads it.
    const unescape = (value: string) =>
      value.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');
    for (const url of ['/', '/shop/shirt', '/faq']) {
      const { raw } = await shop.call(url);
      const stamp = new RegExp(`<meta name="${PRODUCTS_CONFIG_VERSION_META_NAME}" content="([^"]*)">`).exec(raw)?.[1];
      expect(stamp, url).toBe('1.1.1.1.1.1');
      const preloads = [...raw.matchAll(/<link rel="preload"[^>]*>/g)]
        .flatMap(([tag]) => /href="([^"]*)"/.exec(tag)?.slice(1) ?? [])
        .map(unescape);
      // The storefront's request (features/catalogue/api/get-products-config.ts), to the letter.
      expect(preloads, url).toContain('/api/contentful-plain/products/config?cc=SGD&v=1.1.1.1.1.1');
      expect(preloads, url).toContain(`/api${productsConfigPath('SGD', stamp ?? null)}`);
      expect(
        preloads.filter((href) => href.includes('/products/config')),
        url,
      ).toHaveLength(1);
    }
    // A visit that starts on the checkout asks for it once the page has drawn (the header's menus
    // only): a preload would take the line from the checkout's own code. The versions are still named.
    for (const url of ['/checkout/Y3J0X2d1ZXN0', '/checkout/Y3J0X2d1ZXN0?payment=pay_1']) {
      const { raw } = await shop.call(url);
      expect(raw, url).toContain(`<meta name="${PRODUCTS_CONFIG_VERSION_META_NAME}" content="1.1.1.1.1.1">`);
      expect(raw, url).not.toContain('/products/config');
      // The other answers every page's header shows are still preloaded, and the page is whole.
      expect(raw, url).toContain('href="/api/contentful/static-content/announcement"');
      expect(raw, url).toMatch(/<\/head>\s*<body>\s*<div id="root"><\/div>/);
    }
  });

  it('serves the back office its own page, with the response key, kept by no cache and indexed by no search engine', async () => {
    for (const url of ['/admin', '/admin/', '/admin/orders?stage=paid', '/admin/orders/SV-1001/sheet']) {
      const answer = await shop.call(url);
      expect(answer.status).toBe(200);
      expect(answer.raw).toContain('<div id="admin"></div>');
      expect(answer.raw).toContain(`<meta name="${RESPONSE_KEY_META_NAME}" content="${shop.config.responseKey.toString('base64')}">`);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['x-robots-tag']).toBe('noindex, nofollow');
    }
    // Neither page is a file of its own: each is only ever sent with the key.
    for (const url of ['/admin.html', '/index.html']) expect((await shop.call(url)).raw).not.toContain('<div id="admin"></div>');
    // A storefront path that merely starts with the letters is the storefront's.
    expect((await shop.call('/administration')).raw).toContain('<div id="root"></div>');
  });

  it("names the customiser's own chunks and first picture, and the home page's first picture, in their index.html, and nothing extra elsewhere", async () => {
    const shirt = await shop.call('/shop/shirt');
    expect(shirt.raw).toContain('<link rel="modulepreload" crossorigin href="/assets/shop-route-3.js">');
    expect(shirt.raw).toContain('<link rel="modulepreload" crossorigin href="/assets/tabs-2.js">');
    expect(shirt.raw).toContain('<link rel="preload" as="style" crossorigin href="/assets/shop-route-4.css">');
    // The entry's own chunks are the entry's business.
    expect(shirt.raw).not.toContain('react-1.js');
    // The customiser's first picture is the server's drawing of the design the address names, repaired as the storefront repairs it.
    const { products: configs } = (await shop.call<ProductsConfigResponse>('/api/contentful-plain/products/config?cc=SGD')).body;
    const pictureOf = (query: string) =>
      `<link rel="preload" as="image" fetchpriority="high" href="${previewPath('shirt', designToSearchParams(configs.shirt, designFromSearchParams(configs.shirt, new URLSearchParams(query)).design).toString()).replaceAll('&', '&amp;')}">`;
    expect(shirt.raw).toContain(pictureOf(''));
    const band = await shop.call('/shop/shirt?collar=band&cuff=french&tab=cuff');
    expect(band.raw).toContain(pictureOf('collar=band'));
    expect(pictureOf('collar=band')).toContain('collar=band');
    const unknownOption = await shop.call('/shop/shirt?collar=banana');
    expect(unknownOption.raw).toContain(pictureOf(''));
    // The address answers the picture.
    const href = /rel="preload" as="image" fetchpriority="high" href="([^"]+)"/.exec(band.raw)?.[1]?.replaceAll('&amp;', '&') ?? '';
    const picture = await shop.app.inject({ method: 'GET', url: href });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');

    const preorder = await shop.call('/preorder/shop/jackets');
    expect(preorder.raw).toContain('href="/assets/preorder-shop-route-5.js"');
    expect(preorder.raw).toContain('href="/assets/shop-route-3.js"');

    // The home page names its first product card's picture, the largest thing on a phone's first screen.
    const home = await shop.call('/');
    expect(home.raw).toContain('<link rel="preload" as="image" fetchpriority="high" href="/api/media/style-group-shirt-collar">');
    expect(home.raw).not.toContain('shop-route-3.js');
    expect(home.raw).not.toContain('/api/shopify/products/');

    // The first picture is named first, right after the character set: before the build's scripts,
    // the screen's chunks and the API answers, which would otherwise take the browser's connections first.
    for (const [url, page] of [
      ['/shop/shirt', shirt.raw],
      ['/shop/shirt?collar=band', band.raw],
      ['/', home.raw],
    ] as const) {
      const head = page.slice(0, page.indexOf('</head>'));
      expect(head, url).toMatch(
        /^<!doctype html><html><head>\n<meta charset="UTF-8" \/>\n {4}<link rel="preload" as="image" fetchpriority="high" href="[^"]+">\n<title>/,
      );
      expect(head.match(/rel="preload" as="image"/g), url).toHaveLength(1);
    }

    for (const url of ['/faq', '/shop/hats', '/shop/shirt/measurements/standard']) {
      const answer = await shop.call(url);
      expect(answer.status).toBe(200);
      expect(answer.raw, url).not.toContain('rel="preload" as="image"');
      expect(answer.raw, url).not.toContain('shop-route-3.js');
      expect(answer.raw, url).not.toContain('/api/shopify/products/');
    }
  });

  it("paints a customiser's heading and first picture inside the app's root, the picture the head preloads, escaped; other pages' roots stay empty", async () => {
    const { products: configs } = (await shop.call<ProductsConfigResponse>('/api/contentful-plain/products/config?cc=SGD')).body;
    const front = configs.jackets.picture.views[0]!;
    const jacket = await shop.call('/shop/jackets?lapel=peak');
    const preloaded = /rel="preload" as="image" fetchpriority="high" href="([^"]+)"/.exec(jacket.raw)?.[1] ?? '';
    expect(preloaded).toContain('/api/previews/jackets.webp?');
    expect(jacket.raw).toContain(
      '<div id="root"><div class="first-paint" data-first-paint><div class="first-paint-bar"></div><div class="first-paint-page"><h1 class="first-paint-title">Design your jacket</h1>',
    );
    expect(jacket.raw).toContain(`<div class="first-paint-stage" style="aspect-ratio: ${front.width} / ${front.height}">`);
    expect(jacket.raw).toContain(
      `<img src="${preloaded}" alt="Your jacket as designed, ${front.name.toLowerCase()}" width="${front.width}" height="${front.height}" fetchpriority="high">`,
    );

    // Whatever the address holds, the page's markup is the server's: the design is repaired, the rest escaped.
    const hostile = await shop.call(
      `/shop/shirt?fabric=${encodeURIComponent('"><script>alert(1)</script>')}&collar=${encodeURIComponent("' onerror='x")}`,
    );
    expect(hostile.status).toBe(200);
    expect(hostile.raw).not.toContain('<script>alert');
    expect(hostile.raw).not.toContain("' onerror");
    expect(hostile.raw).toContain('<h1 class="first-paint-title">Design your shirt</h1>');

    for (const url of ['/faq', '/shop/hats', '/checkout/Y3J0X2d1ZXN0', '/shop/shirt/measurements/standard']) {
      expect((await shop.call(url)).raw, url).toContain('<div id="root"></div>');
    }
  });

  it("paints the home page's opening words and its first card's picture, the one the head preloads, inside the app's root", async () => {
    const home = (await shop.call('/')).raw;
    const preloaded = /rel="preload" as="image" fetchpriority="high" href="([^"]+)"/.exec(home)?.[1] ?? '';
    expect(preloaded).toBe('/api/media/style-group-shirt-collar');
    expect(home).toContain('<div id="root"><div class="first-paint" data-home-first-paint><div class="first-paint-bar"></div>');
    expect(home).toContain('<h1 class="first-paint-hero-title">Clothes cut for you, not for a size chart.</h1>');
    expect(home).toContain('<a class="first-paint-primary" href="/shop/shirt">Design a shirt</a>');
    expect(home).toContain(
      `<img class="first-paint-card-picture" src="${preloaded}" alt="" width="240" height="160" fetchpriority="high">`,
    );
    // Not a customiser's first paint: the storefront keeps only those for its router's first wait.
    expect(home).not.toContain('data-first-paint>');
  });

  it("paints Our Products' opening words, its tabs and the chosen tab's paragraph inside the app's root, as the configuration says them", async () => {
    const { products: configs } = (await shop.call<ProductsConfigResponse>('/api/contentful-plain/products/config?cc=SGD')).body;
    const announcement = (await shop.call<StaticContent>('/api/contentful/static-content/announcement')).body.intro.trim();
    const chosen = (raw: string) => ({
      heading: /<h2 class="first-paint-products-heading">([^<]*)<\/h2>/.exec(raw)?.[1],
      lede: /<p class="first-paint-products-panel-lede">([^<]*)<\/p>/.exec(raw)?.[1],
      tab: /<a class="first-paint-tab" href="([^"]*)" aria-current="page">/.exec(raw)?.[1],
    });
    const painted = (type: ProductType) => ({
      heading: escapeHtml(configs[type].title),
      lede: escapeHtml(configs[type].description),
      tab: `/our-products/${encodeURIComponent(ourProductsTab(configs[type].title))}`,
    });

    const jackets = await shop.call(`/our-products/${ourProductsTab(configs.jackets.title).toLowerCase()}`);
    expect(jackets.status).toBe(200);
    expect(jackets.raw).toContain(
      '<div id="root"><div class="first-paint" data-products-first-paint><aside class="first-paint-announcement"',
    );
    expect(jackets.raw).toContain(`data-message="${escapeHtml(announcement)}"`);
    expect(jackets.raw).toContain('<h1 class="first-paint-products-title">Six pieces, each cut for one person</h1>');
    expect(chosen(jackets.raw)).toEqual(painted('jackets'));
    expect(chosen((await shop.call(`/our-products/${ourProductsTab(configs.polo.title)}/`)).raw)).toEqual(painted('polo'));

    // The page itself, and a tab no one has (the page then shows the first): the first tab, never an error.
    for (const url of ['/our-products', '/Our-Products/', '/our-products/hats', '/our-products/%25E0', '/our-products/%3Cscript%3E']) {
      const answer = await shop.call(url);
      expect(answer.status, url).toBe(200);
      expect(chosen(answer.raw), url).toEqual(painted('shirt'));
      expect(answer.raw, url).not.toContain('<script>');
    }
    expect((await shop.call('/our-products/shirts/more')).raw).toContain('<div id="root"></div>');
  });

  it("gives a shared design's page its Open Graph and Twitter tags, escaped and absolute, and a revoked one none", async () => {
    const page = await shop.call<ProductPage>('/api/shopify/products/shirt?cc=SGD&query=tag:Display');
    const cloth = page.body.products.at(-1);
    if (!cloth) throw new Error('no shirt cloth');
    // A title a crawler's HTML must not take as markup.
    await shop.database.handle.db.update(products).set({ title: 'Poplin "Sky" <b>& co' }).where(eq(products.handle, cloth.handle));
    const made = await shop.call<DesignShareCreated>({
      method: 'POST',
      url: '/api/design-shares',
      payload: { productType: 'shirt', query: `fabric=${cloth.handle}&collar=cutaway&initials=JK` },
    });
    expect(made.status, made.raw).toBe(201);
    const { token, revokeKey } = made.body;
    const html = (await shop.call(`/designs/${token}`)).raw;
    const meta = (name: string) => new RegExp(`<meta (?:property|name)="${name}" content="([^"]*)">`).exec(html)?.[1];
    expect(meta('og:title')).toBe('Shirt in Poplin &quot;Sky&quot; &lt;b&gt;&amp; co');
    expect(meta('og:description')).toContain('Collar: Cutaway');
    expect(meta('og:description')).not.toContain('JK');
    const image = meta('og:image')?.replaceAll('&amp;', '&') ?? '';
    expect(image.startsWith(`${shop.config.publicUrl}/api/previews/shirt.webp?fabric=${cloth.handle}&`)).toBe(true);
    expect(image).not.toContain('initials=');
    expect(meta('og:url')).toBe(`${shop.config.publicUrl}/designs/${token}`);
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(meta('twitter:image')).toBe(meta('og:image'));
    expect(html).not.toContain('<b>&');

    expect((await shop.call({ method: 'DELETE', url: `/api/design-shares/${token}`, headers: { 'x-revoke-key': revokeKey } })).status).toBe(
      204,
    );
    for (const url of [`/designs/${token}`, `/designs/${'A'.repeat(43)}`, '/designs/not-a-token', '/shop/shirt', '/']) {
      const answer = await shop.call(url);
      expect(answer.status, url).toBe(200);
      expect(answer.raw, url).not.toContain('og:');
    }
  });

  it("names the checkout's own chunks in the checkout's index.html, and only there", async () => {
    for (const url of ['/checkout/Y3J0X2d1ZXN0', '/checkout/Y3J0X2d1ZXN0?payment=pay_1']) {
      const checkout = await shop.call(url);
      expect(checkout.status).toBe(200);
      // Behind the entry, whose outline is the page's first paint.
      expect(checkout.raw, url).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/checkout-route-7.js">');
      expect(checkout.raw, url).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/form-field-6.js">');
      expect(checkout.raw, url).toContain('<link rel="preload" as="style" crossorigin href="/assets/checkout-route-8.css">');
      expect(checkout.raw, url).not.toContain('react-1.js');
    }
    for (const url of ['/', '/shop/shirt', '/checkout', '/checkout/a/b', '/pay/test/pay_1']) {
      expect((await shop.call(url)).raw, url).not.toContain('checkout-route-7.js');
    }
  });

  it("names a guest's checkout answer, as the storefront will ask for it, and never a customer's", async () => {
    const made = await shop.call<{ encodedId: string }>({ method: 'POST', url: '/api/shopify/cart?cc=SGD', payload: { lineItems: [] } });
    expect(made.status, made.raw).toBe(200);
    const guest = made.body.encodedId;
    const preload = `<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/checkout/${guest}">`;
    expect((await shop.call(`/checkout/${guest}`)).raw).toContain(preload);
    // Back from paying, the page completes the payment before it reads anything.
    expect((await shop.call(`/checkout/${guest}?payment=pay_1`)).raw).not.toContain('/api/checkout/');

    const customer = await createCustomer(shop);
    const theirs = encodeCartId(customer.activeCart);
    const page = await shop.call(`/checkout/${theirs}`);
    expect(page.status).toBe(200);
    expect(page.raw).toContain('checkout-route-7.js');
    expect(page.raw).not.toContain('/api/checkout/');
    for (const url of ['/checkout/not-a-cart', '/checkout/Y3J0X3Vua25vd24']) {
      const answer = await shop.call(url);
      expect(answer.status, url).toBe(200);
      expect(answer.raw, url).not.toContain('/api/checkout/');
    }
  });

  it("names the first page of the customiser's cloth, as the storefront will ask for it", async () => {
    const preloadOf = (path: string) =>
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="/api${path.replaceAll('&', '&amp;')}">`;
    clock.set(seedDay);
    const trousers = await shop.call('/shop/trousers?waistband=belt-loops');
    expect(trousers.raw).toContain(preloadOf(fabricsPagePath('trousers', 'SGD', 'standard')));
    expect(trousers.raw).not.toContain(fabricsPagePath('trousers', 'SGD', 'preorder'));

    // The href names a page the API serves.
    const href = /rel="preload" as="fetch" crossorigin="anonymous" href="([^"]+)"/.exec(trousers.raw)?.[1]?.replaceAll('&amp;', '&') ?? '';
    const page = await shop.call(href);
    expect(page.status).toBe(200);
    expect((page.body as { products: unknown[] }).products.length).toBeGreaterThan(0);

    // The pre-order customiser lists cloth only while a pre-order runs.
    const running = await shop.call('/preorder/shop/jackets');
    expect(running.raw).toContain(preloadOf(fabricsPagePath('jackets', 'SGD', 'preorder')));
    const { preorder } = PreorderResponseSchema.parse((await shop.call('/api/shopify/products/preorder')).body);
    clock.set(new Date(new Date(preorder?.cutoff ?? 0).getTime() + 1000));
    const ended = await shop.call('/preorder/shop/jackets');
    expect(ended.raw).not.toContain('/api/shopify/products/');
    clock.set(seedDay);
  });

  it('caches hashed assets for a year', async () => {
    const answer = await shop.call('/assets/index-abc123.js');
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("sends the build's compressed copy of an asset that the browser accepts, and the file itself otherwise", async () => {
    const asset = '/assets/vendor-def456.js';
    const br = await shop.app.inject({ url: asset, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    // The very bytes of the build's copy: nothing compressed it again on the way out.
    expect(br.rawPayload.equals(vendorBrotli)).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(vendorScript);

    const gz = await shop.app.inject({ url: asset, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload.equals(vendorGzip)).toBe(true);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(vendorScript);

    const plain = await shop.app.inject({ url: asset, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(vendorScript);
  });

  it('compresses a page as the browser allows, and sends it whole to one that asks for no encoding', async () => {
    const plain = await shop.app.inject({ url: '/shop/shirt', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('data-first-paint');
    const br = await shop.app.inject({ url: '/shop/shirt', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    const gz = await shop.app.inject({ url: '/faq', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('<div id="root"></div>');
  });

  it('sends index.html itself only through the page handler, with the response key', async () => {
    const answer = await shop.call('/index.html');
    expect(answer.status).toBe(200);
    expect(answer.raw).toContain(`<meta name="${RESPONSE_KEY_META_NAME}"`);
    expect(answer.headers['cache-control']).toBe('no-cache');
  });

  it('sends security headers with a CSP that allows only its own scripts', async () => {
    const answer = await shop.call('/');
    const csp = String(answer.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('the API', () => {
  it('sends the same security headers on an answer, a sealed catalogue answer and a 404', async () => {
    const page = await shop.call('/');
    for (const url of ['/api/health', '/api/shopify/products/shirt?cc=SGD', '/api/no-such-call']) {
      const answer = await shop.call(url);
      for (const header of [
        'content-security-policy',
        'x-content-type-options',
        'x-frame-options',
        'strict-transport-security',
        'referrer-policy',
      ]) {
        expect(answer.headers[header], `${header} on ${url}`).toBe(page.headers[header]);
      }
    }
  });

  it('answers an unknown API address with a JSON 404, not the storefront', async () => {
    const answer = await shop.call<{ error: string; code: string }>('/api/no-such-call');
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe('not_found');
    expect(answer.body.error).toContain('/api/no-such-call');
  });

  it("compresses the catalogue's answers inside the envelope, and never an answer that is not public", async () => {
    const page = await shop.app.inject(`/api${fabricsPagePath('shirt', 'SGD', 'standard')}`);
    expect(page.statusCode).toBe(200);
    expect(EnvelopeSchema.parse(page.json()).v).toBe(2);
    const opened = await shop.call<{ products: unknown[] }>(`/api${fabricsPagePath('shirt', 'SGD', 'standard')}`);
    expect(opened.body.products.length).toBeGreaterThan(0);

    const private_ = await shop.app.inject('/api/test-private-answer');
    expect(private_.statusCode).toBe(200);
    expect(EnvelopeSchema.parse(private_.json()).v).toBe(1);
  });

  it('hides the inside of a failure: a plain sentence, no stack, no detail', async () => {
    const answer = await shop.call<{ error: string; code: string }>('/api/test-failure');
    expect(answer.status).toBe(500);
    expect(answer.body.code).toBe('internal_error');
    expect(JSON.stringify(answer.body)).not.toMatch(/secret|postgres|stack/);
  });

  it.each([
    ['{not json', 'application/json', 400, 'invalid_json'],
    ['', 'application/json', 400, 'invalid_json'],
    ['x'.repeat(1024 * 1024 + 10), 'application/json', 413, 'body_too_large'],
  ])('refuses a body the framework cannot read with a code of ours (%#)', async (payload, type, status, code) => {
    const answer = await shop.call<{ error: string; code: string }>({
      method: 'POST',
      url: '/api/email/mailerlite',
      payload,
      headers: { 'content-type': type },
    });
    expect(answer.status).toBe(status);
    expect(answer.body.code).toBe(code);
    expect(answer.body.error).not.toMatch(/FST_|content-type/);
  });

  it('compresses large answers for clients that accept it', async () => {
    const response = await shop.app.inject({
      url: '/api/contentful-plain/products/config',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('leaves a sealed private answer uncompressed: ciphertext gains little and costs CPU on every page load', async () => {
    const ada = await createCustomer(shop, { firstName: 'Ada' });
    const response = await shop.app.inject({
      url: '/api/firebase/customers/customer?cc=SGD',
      headers: { 'accept-encoding': 'br, gzip', authorization: `Bearer ${ada.token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body.length).toBeGreaterThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(EnvelopeSchema.parse(response.json())).toMatchObject({ v: 1 });
  });
});

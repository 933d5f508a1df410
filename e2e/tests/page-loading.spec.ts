import { expect, test, type Page } from '@playwright/test';
import { cartToCheckout, payButton } from '../fixtures/checkout';

/** Every request the page makes for the build's own files, counted by URL. */
function countAssetRequests(page: Page): Map<string, number> {
  const asked = new Map<string, number>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/assets\/.+\.(css|js)$/.test(pathname)) asked.set(pathname, (asked.get(pathname) ?? 0) + 1);
  });
  return asked;
}

function consoleWarnings(page: Page): string[] {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  return warnings;
}

test("the customiser's stylesheets and scripts named in its index.html are each fetched once, and no preload goes unused", async ({
  page,
}) => {
  const asked = countAssetRequests(page);
  const warnings = consoleWarnings(page);
  await page.goto('/shop/shirt');
  await expect(page.getByTestId('fabric-option').first()).toBeVisible();
  // The server did name the screen's stylesheet up front (otherwise there is nothing to check).
  const preloadedStyles = await page
    .locator('link[rel="preload"][as="style"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(preloadedStyles.length).toBeGreaterThan(0);
  // Chromium reports a preload nobody used a few seconds after the load event.
  await page.waitForLoadState('load');
  await page.waitForTimeout(3_500);

  for (const path of preloadedStyles) expect(asked.get(path), path).toBe(1);
  const twice = [...asked].filter(([, times]) => times > 1).map(([path]) => path);
  expect(twice).toEqual([]);
  expect(warnings.filter((text) => /preload/i.test(text))).toEqual([]);
});

test("every script a guest's checkout page draws with is named in its index.html, so none waits for another to run", async ({
  page,
  browser,
}) => {
  await cartToCheckout(page);
  const checkoutUrl = page.url();
  // A first visit from the link: a browser with nothing kept.
  const context = await browser.newContext();
  const fresh = await context.newPage();
  const asked = countAssetRequests(fresh);
  const response = await fresh.goto(checkoutUrl);
  await expect(payButton(fresh)).toBeVisible();
  // As the server wrote them: once the page runs, Vite's loader adds tags of its own to the head.
  const html = (await response?.text()) ?? '';
  const named = [...html.matchAll(/<(?:script type="module"[^>]*|link rel="modulepreload"[^>]*) (?:src|href)="([^"]+\.js)"/g)].map(
    (match) => match[1],
  );
  // What loads once the page is idle (first-party analytics) is not drawn with.
  const scripts = [...asked.keys()].filter((path) => path.endsWith('.js') && !/\/analytics-client-/.test(path));
  expect(scripts.length).toBeGreaterThan(named.length / 2);
  expect(scripts.filter((path) => !named.includes(path))).toEqual([]);
  await context.close();
});

test('the configuration is asked for once, at the address index.html preloads, carrying the versions the page names', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/contentful-plain/products/config') asked.push(request.url());
  });
  const warnings = consoleWarnings(page);
  await page.goto('/');
  // The product types come from the configuration.
  await expect(page.getByRole('region', { name: 'Design your piece' }).locator('[data-product-type]').first()).toBeVisible();
  const stamp = await page.locator('meta[name="selvedge-config-version"]').getAttribute('content');
  expect(stamp).toMatch(/^\d+(\.\d+)+$/);
  const preload = await page.locator('link[rel="preload"][href*="/products/config"]').evaluate((link) => (link as HTMLLinkElement).href);
  expect(new URL(preload).search).toBe(`?cc=SGD&v=${stamp}`);
  await page.waitForLoadState('load');
  await page.waitForTimeout(3_500);
  // One request: the preload's, which the page's own request used (a different address would be a second).
  expect(asked).toEqual([preload]);
  expect(warnings.filter((text) => /preload/i.test(text))).toEqual([]);
});

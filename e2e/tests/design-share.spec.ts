import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { ProductPageSchema } from '@selvedge/contract';
import { seriousViolations } from '../fixtures/axe';
import { openAnswer } from '../fixtures/customer';

/**
 * A design shared by link (issue 30), in the production build: a guest shares a shirt from the
 * customiser, a stranger's fresh browser opens the link (its HTML carries the Open Graph card),
 * sees the cloth and every choice and opens it in the customiser; the guest stops sharing, and the
 * link says the design is no longer shared, with no card left in its HTML.
 */

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 360, height: 780 };

async function screenshot(page: Page, testInfo: TestInfo, name: string, fullPage = true): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}-${page.viewportSize()?.width ?? 0}.png`), fullPage });
}

test('share a design from the customiser, open it elsewhere, design it, stop sharing it', async ({ page, browser, request }, testInfo) => {
  const listing = await request.get('/api/shopify/products/shirt?cc=SGD&query=tag:Display');
  const cloth = ProductPageSchema.parse(await openAnswer(request, listing)).products.find((product) => product.availableForSale);
  if (!cloth) throw new Error('no shirt cloth on sale');

  await page.setViewportSize(DESKTOP);
  await page.goto(`/shop/shirt?fabric=${cloth.handle}&collar=cutaway&initials=JK`);
  await page.getByRole('button', { name: 'Share this design' }).click();
  const field = page.getByLabel('Link to your design');
  await expect(field).toHaveValue(/\/designs\/[A-Za-z0-9_-]{43}$/);
  const link = await field.inputValue();
  await expect(page.getByText(/never your size, initials or notes/)).toBeVisible();
  await page.getByRole('button', { name: 'Stop sharing' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: 'Stop sharing' })).toBeInViewport();
  await screenshot(page, testInfo, 'customiser-shared', false);

  // Crawlers run no script: the card is in the HTML the server sends.
  const html = await (await request.get(link)).text();
  expect(html).toContain(`<meta property="og:title" content="Shirt in ${cloth.title}">`);
  expect(html).toMatch(/<meta property="og:image" content="http[^"]+\/api\/previews\/shirt\.webp\?fabric=/);
  expect(html).not.toContain('initials=');

  const stranger = await browser.newContext({ viewport: PHONE });
  const visitor = await stranger.newPage();
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { level: 1, name: `Shirt in ${cloth.title}` })).toBeVisible();
  const choices = visitor.getByRole('region', { name: 'Every choice' });
  await expect(choices).toContainText('Cutaway');
  await expect(visitor.getByText('The garment shown is a visualisation.')).toBeVisible();
  await expect(visitor.locator('body')).not.toContainText('JK');
  await expect(visitor.getByRole('button', { name: 'Stop sharing' })).toHaveCount(0);
  expect(await seriousViolations(visitor)).toEqual([]);
  await screenshot(visitor, testInfo, 'shared-design');
  await visitor.setViewportSize(DESKTOP);
  await screenshot(visitor, testInfo, 'shared-design');

  await visitor.getByRole('link', { name: 'Design this' }).click();
  await expect(visitor).toHaveURL(new RegExp(`/shop/shirt\\?fabric=${cloth.handle}&.*collar=cutaway`));
  expect(new URL(visitor.url()).searchParams.has('initials')).toBe(false);

  await page.getByRole('button', { name: 'Stop sharing' }).click();
  await expect(page.getByText(/This design is no longer shared/)).toBeVisible();

  await visitor.setViewportSize(PHONE);
  await visitor.goto(link);
  await expect(visitor.getByRole('heading', { level: 1, name: 'This design is no longer shared' })).toBeVisible();
  expect(await seriousViolations(visitor)).toEqual([]);
  await screenshot(visitor, testInfo, 'shared-design-gone');
  expect((await request.get(`/api/design-shares/${link.split('/').at(-1) ?? ''}`)).status()).toBe(404);
  expect(await (await request.get(link)).text()).not.toContain('og:');
  await stranger.close();
});

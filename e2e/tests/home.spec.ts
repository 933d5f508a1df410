import { PRODUCT_TYPES } from '@selvedge/contract';
import { expect, test } from '@playwright/test';

test('the home page lists the six product types, each linking to its customiser', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const cards = page.getByRole('region', { name: 'Design your piece' }).locator('[data-product-type]');
  await expect(cards).toHaveCount(PRODUCT_TYPES.length);
  for (const type of PRODUCT_TYPES) {
    const card = page.getByRole('region', { name: 'Design your piece' }).locator(`[data-product-type="${type}"]`);
    // Each card fetches its featured cloth as it comes into view.
    await card.scrollIntoViewIfNeeded();
    await expect(card.getByRole('heading', { level: 3 })).not.toBeEmpty();
    // SPEC §2: homepage shop links carry the fabric-handle filter.
    await expect(card.getByRole('link', { name: 'Design yours' })).toHaveAttribute(
      'href',
      new RegExp(`^/shop/${type}\\?fabric=[a-z0-9-]+$`),
    );
  }
});

test('an unknown path lands on the home page', async ({ page }) => {
  await page.goto('/this/page/does-not-exist');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('region', { name: 'Design your piece' }).locator('[data-product-type]')).toHaveCount(PRODUCT_TYPES.length);
});

test('the page runs without errors in the console under the CSP', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Design your piece' }).locator('[data-product-type]')).toHaveCount(PRODUCT_TYPES.length);
  expect(problems).toEqual([]);
});

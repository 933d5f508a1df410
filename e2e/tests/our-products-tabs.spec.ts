import { expect, test, type Page } from '@playwright/test';

const tabs = (page: Page) => page.getByRole('tablist', { name: 'Product types' }).getByRole('tab');
const moreBefore = (page: Page) => page.getByTestId('more-tabs-before');
const moreAfter = (page: Page) => page.getByTestId('more-tabs-after');

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('the product tabs show the chosen one, and hint at the tabs out of sight on the side they are', async ({ page }) => {
    await page.goto('/our-products/Jackets');
    const jackets = page.getByRole('tab', { name: 'Jackets', selected: true });
    // Fully inside the strip's visible part (an element clipped by its scrolling strip is not in view).
    await expect(jackets).toBeInViewport({ ratio: 1 });
    await expect(moreBefore(page)).toBeVisible();
    await expect(moreAfter(page)).toHaveCount(0);

    // The arrow turns the strip towards the first tabs, until there are no more that way.
    const first = tabs(page).first();
    await expect(first).not.toBeInViewport({ ratio: 1 });
    await expect(async () => {
      if ((await moreBefore(page).count()) > 0) await moreBefore(page).click({ timeout: 1_000 });
      await expect(first).toBeInViewport({ ratio: 1, timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    await expect(moreBefore(page)).toHaveCount(0);
    await expect(moreAfter(page)).toBeVisible();
  });

  test('a tab chosen from elsewhere (the menu) is brought into view', async ({ page }) => {
    await page.goto('/our-products');
    const first = tabs(page).first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(first).toBeInViewport({ ratio: 1 });
    await expect(moreBefore(page)).toHaveCount(0);
    await expect(moreAfter(page)).toBeVisible();
    const last = tabs(page).last();
    await expect(last).not.toBeInViewport({ ratio: 1 });

    await page.getByRole('button', { name: 'Open menu' }).click();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await sheet.getByRole('button', { name: 'About' }).click();
    await sheet.getByTestId('our-products-links').getByRole('link').last().click();
    await expect(page).toHaveURL(/\/our-products\/Jackets$/);
    await expect(sheet).toHaveCount(0);
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await expect(last).toBeInViewport({ ratio: 1 });
    await expect(moreBefore(page)).toBeVisible();
  });
});

test('on a wide screen every product tab shows, with no hint of more', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/our-products/Jackets');
  for (const tab of await tabs(page).all()) await expect(tab).toBeInViewport({ ratio: 1 });
  await expect(moreBefore(page)).toHaveCount(0);
  await expect(moreAfter(page)).toHaveCount(0);
});

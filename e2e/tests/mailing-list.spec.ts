import { expect, test, type Page } from '@playwright/test';
import { MAILING_LIST_MESSAGES } from '@selvedge/contract';

/**
 * The mailing-list invitation (SPEC §2): fixed at the bottom of the page, shown past 500 px of
 * scrolling, hidden near the bottom, closable for the visit, never on /shop or the 5-reasons page.
 * A 600 px tall window, so even a short page scrolls far enough.
 */
test.use({ viewport: { width: 1440, height: 600 } });

const THRESHOLD = 500;
const BOTTOM_MARGIN = 80;
const CLOSED_KEY = 'mailingListPopperClosed';

const popperOf = (page: Page) => page.getByTestId('mailing-list-popper');

/** Scrolls, then lets two frames pass so the page has measured where it is. */
async function scrollTo(page: Page, y: number) {
  await page.evaluate(async (top) => {
    window.scrollTo({ top, behavior: 'instant' });
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, y);
}

async function scrollRoom(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
}

/** Home, loaded, with a scroll position past the threshold that is not near the bottom. */
async function openHome(page: Page): Promise<{ middle: number; bottom: number }> {
  await page.goto('/');
  await expect(page.locator('[data-product-type]').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const bottom = await scrollRoom(page);
  expect(bottom, 'the home page must scroll past 500 px and still be clear of the bottom').toBeGreaterThan(THRESHOLD + BOTTOM_MARGIN + 20);
  return { middle: Math.min(THRESHOLD + 100, Math.floor((THRESHOLD + bottom - BOTTOM_MARGIN) / 2)), bottom };
}

test('on the home page it appears past 500 px, hides at the bottom, and stays closed once closed', async ({ page }) => {
  const { middle, bottom } = await openHome(page);
  const popper = popperOf(page);
  await expect(popper).toHaveCount(0);

  await scrollTo(page, THRESHOLD - 100);
  await expect(popper).toHaveCount(0);

  await scrollTo(page, middle);
  await expect(popper).toBeVisible();
  await expect(popper.getByRole('heading', { name: 'Join the Selvedge list' })).toBeVisible();
  // Fixed to the window: it never pushes the page about.
  await expect(popper).toHaveCSS('position', 'fixed');

  await scrollTo(page, bottom);
  await expect(popper).toBeHidden();
  await scrollTo(page, middle);
  await expect(popper).toBeVisible();

  await popper.getByRole('button', { name: 'Close the mailing list invitation' }).click();
  await expect(popper).toHaveCount(0);
  expect(await page.evaluate((key) => window.sessionStorage.getItem(key), CLOSED_KEY)).toBe('1');
  await scrollTo(page, bottom);
  await scrollTo(page, middle);
  await expect(popper).toHaveCount(0);

  // Another page of the same visit, then the home page again.
  await page.goto('/faq');
  await page.waitForLoadState('networkidle');
  await scrollTo(page, Math.min(THRESHOLD + 100, await scrollRoom(page)));
  await expect(popperOf(page)).toHaveCount(0);
  await page.goto('/');
  await expect(page.locator('[data-product-type]').first()).toBeVisible();
  await scrollTo(page, middle);
  await expect(popperOf(page)).toHaveCount(0);
});

for (const path of ['/shop/shirt', '/why-us/5-reasons-to-get-custom-made-pants']) {
  test(`never shows on ${path}, however far the page is scrolled`, async ({ page }) => {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // Make the page tall enough to scroll well past the threshold, so only the rule can keep it away.
    await page.evaluate(() => {
      const spacer = document.createElement('div');
      spacer.style.height = '3000px';
      document.body.append(spacer);
    });
    for (const y of [THRESHOLD + 1, 1200, 2000]) {
      await scrollTo(page, y);
      await expect(popperOf(page)).toHaveCount(0);
    }
  });
}

test('submitting it empty asks for the first name', async ({ page }) => {
  const { middle } = await openHome(page);
  await scrollTo(page, middle);
  const popper = popperOf(page);
  await popper.getByRole('button', { name: 'Join the list' }).click();
  await expect(popper.getByRole('alert')).toHaveText('First name cannot be empty');
  await expect(popper.getByLabel('First name')).toBeFocused();
});

test('a valid signup, typed with the keyboard, asks the visitor to confirm from their inbox', async ({ page }) => {
  const { middle } = await openHome(page);
  await scrollTo(page, middle);
  const popper = popperOf(page);
  await popper.getByLabel('First name').fill('Ada');
  await popper.getByLabel('Last name').fill('Lovelace');
  await popper.getByLabel('E-mail').fill(`Ada.${Date.now()}@Example.com`);
  await popper.getByLabel('E-mail').press('Enter');
  await expect(popper.getByText(MAILING_LIST_MESSAGES.confirmationSent)).toBeVisible();
  await expect(popper.getByRole('alert')).toHaveCount(0);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 640 } });

  test('the card fits the screen, leaves no sideways scroll and can be closed', async ({ page }) => {
    const { middle } = await openHome(page);
    await scrollTo(page, middle);
    const popper = popperOf(page);
    await expect(popper).toBeVisible();
    // Measure where it comes to rest, not halfway through sliding in.
    await popper.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    const box = await popper.boundingBox();
    expect(box).not.toBeNull();
    if (!box) return;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(box.y + box.height).toBeLessThanOrEqual(640);
    expect(box.height).toBeLessThan(640 / 2 + 40);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await popper.getByRole('button', { name: 'Close the mailing list invitation' }).click();
    await expect(popper).toHaveCount(0);
  });
});

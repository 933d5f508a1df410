import { expect, test } from '@playwright/test';
import { seriousViolations } from '../fixtures/axe';

const scripts = /\/assets\/.+\.js$/;
const stylesheets = /\/assets\/.+\.css$/;

test("a customiser's heading and picture show before its code has run, where and as large as the customiser then draws them @phone", async ({
  page,
}, testInfo) => {
  // The page's code and stylesheets never arrive: what shows is the HTML's own, laid out by its own rules.
  await page.route(scripts, (route) => route.abort());
  await page.route(stylesheets, (route) => route.abort());
  await page.goto('/shop/jackets?lapel=peak');
  await expect(page.getByRole('heading', { level: 1, name: 'Design your jacket' })).toBeVisible();
  const picture = page.getByRole('img', { name: 'Your jacket as designed, front' });
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0))).toBeGreaterThan(0);
  expect(await picture.getAttribute('src')).toContain('lapel=peak');
  expect(await seriousViolations(page)).toEqual([]);
  const painted = await page.locator('.first-paint-stage').boundingBox();
  const paintedPicture = await picture.boundingBox();
  await page.screenshot({ path: testInfo.outputPath('first-paint.png') });

  // With its code the customiser takes the place: one heading, and its own picture as wide and as far across.
  await page.unroute(scripts);
  await page.unroute(stylesheets);
  await page.reload();
  await expect(page.getByTestId('garment-stage')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Design your jacket');
  await expect(page.locator('.first-paint')).toHaveCount(0);
  const stage = await page.getByTestId('garment-stage').boundingBox();
  expect(painted).not.toBeNull();
  expect(stage?.width).toBeCloseTo(painted?.width ?? 0, 0);
  expect(stage?.x).toBeCloseTo(painted?.x ?? 0, 0);
  expect(stage?.height).toBeCloseTo(painted?.height ?? 0, 0);
  // The first paint's picture fills its box, the customiser's sits inside its border: Chrome takes a
  // later picture for the page's largest paint only when it is larger, so the early one stays it.
  const drawnPicture = await page.getByTestId('garment-stage').locator('img').first().boundingBox();
  expect(paintedPicture).not.toBeNull();
  expect(drawnPicture).not.toBeNull();
  expect(paintedPicture?.width ?? 0).toBeGreaterThan((drawnPicture?.width ?? Infinity) + 1);
  expect(paintedPicture?.height ?? 0).toBeGreaterThan((drawnPicture?.height ?? Infinity) + 1);
});

test('a page other than a customiser comes with nothing painted before its code', async ({ page }) => {
  await page.route(scripts, (route) => route.abort());
  await page.goto('/faq');
  await expect(page.locator('#root')).toBeEmpty();
});

test("the home page's opening words and first card's picture show before its code has run, the picture as large as the card then draws it @phone", async ({
  page,
}, testInfo) => {
  await page.route(scripts, (route) => route.abort());
  await page.goto('/');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const words = await page.locator('.first-paint-hero').innerText();
  const picture = page.locator('.first-paint-card-picture');
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0))).toBeGreaterThan(0);
  expect(await seriousViolations(page)).toEqual([]);
  const painted = await picture.boundingBox();
  await page.screenshot({ path: testInfo.outputPath('home-first-paint.png') });

  // With its code the home page takes the place: the same words, and the first card's picture as wide.
  await page.unroute(scripts);
  await page.reload();
  const card = page.locator('[data-product-type="shirt"] img').first();
  await expect(card).toBeVisible();
  await expect(page.locator('.first-paint')).toHaveCount(0);
  expect(await page.locator('section').first().innerText()).toBe(words);
  expect(await card.getAttribute('src')).toBe(
    await page.evaluate(() => document.querySelector('link[rel="preload"][as="image"]')?.getAttribute('href')),
  );
  const drawn = await card.boundingBox();
  expect(painted).not.toBeNull();
  expect(drawn?.width).toBeCloseTo(painted?.width ?? 0, 0);
  expect(drawn?.height).toBeCloseTo(painted?.height ?? 0, 0);
});

import { expect, test } from '@playwright/test';
import { seriousViolations } from '../fixtures/axe';

const scripts = /\/assets\/.+\.js$/;

test("a customiser's heading and picture show before its code has run, where and as large as the customiser then draws them @phone", async ({ page }, testInfo) => {
  // The page's code never arrives: what shows is the HTML's own.
  await page.route(scripts, (route) => route.abort());
  await page.goto('/shop/jackets?lapel=peak');
  await expect(page.getByRole('heading', { level: 1, name: 'Design your jacket' })).toBeVisible();
  const picture = page.getByRole('img', { name: 'Your jacket as designed, front' });
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0))).toBeGreaterThan(0);
  expect(await picture.getAttribute('src')).toContain('lapel=peak');
  expect(await seriousViolations(page)).toEqual([]);
  const painted = await page.locator('.first-paint-stage').boundingBox();
  await page.screenshot({ path: testInfo.outputPath('first-paint.png') });

  // With its code the customiser takes the place: one heading, and its own picture as wide and as far across.
  await page.unroute(scripts);
  await page.reload();
  await expect(page.getByTestId('garment-stage')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Design your jacket');
  await expect(page.locator('.first-paint')).toHaveCount(0);
  const stage = await page.getByTestId('garment-stage').boundingBox();
  expect(painted).not.toBeNull();
  expect(stage?.width).toBeCloseTo(painted?.width ?? 0, 0);
  expect(stage?.x).toBeCloseTo(painted?.x ?? 0, 0);
  expect(stage?.height).toBeCloseTo(painted?.height ?? 0, 0);
});

test('a page other than a customiser comes with nothing painted before its code', async ({ page }) => {
  await page.route(scripts, (route) => route.abort());
  await page.goto('/faq');
  await expect(page.locator('#root')).toBeEmpty();
});

import { expect, test, type Locator } from '@playwright/test';
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

/** Where an element sits and how large it is, to the pixel. */
const boxOf = async (locator: Locator) => {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} is not on screen`);
  return Object.fromEntries(Object.entries(box).map(([side, value]) => [side, Math.round(value)]));
};

test("Our Products' opening words, tabs and chosen tab's paragraph show before its code has run, where and as the page then draws them @phone", async ({
  page,
}, testInfo) => {
  await page.route(scripts, (route) => route.abort());
  await page.goto('/our-products/Jackets');
  const paint = page.locator('[data-products-first-paint]');
  await expect(paint.getByRole('heading', { level: 2, name: 'Jackets' })).toBeVisible();
  const chosen = paint.getByRole('link', { name: 'Jackets' });
  await expect(chosen).toHaveAttribute('aria-current', 'page');
  // Brought into view as the page brings it (on a phone the row is wider than the screen).
  await expect(chosen).toBeInViewport({ ratio: 1 });
  const painted = {
    words: {
      title: await paint.getByRole('heading', { level: 1 }).innerText(),
      lede: await paint.locator('.first-paint-products-lede').innerText(),
      tabs: await paint.locator('.first-paint-tab').allInnerTexts(),
      heading: await paint.getByRole('heading', { level: 2 }).innerText(),
      paragraph: await paint.locator('.first-paint-products-panel-lede').innerText(),
      announcement: await paint.getByRole('complementary', { name: 'Announcement' }).innerText(),
    },
    boxes: {
      announcement: await boxOf(paint.getByRole('complementary', { name: 'Announcement' })),
      title: await boxOf(paint.getByRole('heading', { level: 1 })),
      lede: await boxOf(paint.locator('.first-paint-products-lede')),
      row: await boxOf(paint.locator('.first-paint-tab-list')),
      chosen: await boxOf(chosen),
      heading: await boxOf(paint.getByRole('heading', { level: 2 })),
      paragraph: await boxOf(paint.locator('.first-paint-products-panel-lede')),
    },
  };
  expect(painted.words.tabs).toContain('Polo Shirts');
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('our-products-first-paint.png') });

  // The code comes, but the page's own stays away: the router's first wait draws the same again (not a spinner).
  await page.unroute(scripts);
  let releaseScreen = () => {};
  const screenHeld = new Promise<void>((resolve) => (releaseScreen = resolve));
  await page.route(/\/assets\/our-products-route-[^/]+\.js$/, async (route) => {
    await screenHeld;
    await route.continue();
  });
  await page.reload();
  await expect(paint).toHaveCount(0);
  const waiting = page.locator('.first-paint');
  await expect(waiting.getByRole('heading', { level: 2, name: 'Jackets' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading the page' })).toHaveCount(0);
  expect(await boxOf(waiting.locator('.first-paint-products-panel-lede'))).toEqual(painted.boxes.paragraph);
  expect(await boxOf(waiting.getByRole('link', { name: 'Jackets' }))).toEqual(painted.boxes.chosen);

  // Then the page takes the place: the same words, in the same places.
  releaseScreen();
  await expect(page.getByTestId('fabric-card').first()).toBeVisible();
  await expect(page.locator('.first-paint')).toHaveCount(0);
  const main = page.locator('main');
  const announcement = page.getByRole('complementary', { name: 'Announcement' });
  const tablist = main.getByRole('tablist', { name: 'Product types' });
  const drawnChosen = tablist.getByRole('tab', { name: 'Jackets', selected: true });
  const paragraph = main.getByText(painted.words.paragraph, { exact: true });
  const lede = main.getByText(painted.words.lede, { exact: true });
  expect({
    title: await main.getByRole('heading', { level: 1 }).innerText(),
    lede: await lede.innerText(),
    tabs: await tablist.getByRole('tab').allInnerTexts(),
    heading: await main.getByRole('heading', { level: 2 }).first().innerText(),
    paragraph: await paragraph.innerText(),
    announcement: await announcement.innerText(),
  }).toEqual(painted.words);
  expect({
    announcement: await boxOf(announcement),
    title: await boxOf(main.getByRole('heading', { level: 1 })),
    lede: await boxOf(lede),
    row: await boxOf(tablist),
    chosen: await boxOf(drawnChosen),
    heading: await boxOf(main.getByRole('heading', { level: 2 }).first()),
    paragraph: await boxOf(paragraph),
  }).toEqual(painted.boxes);
  await page.screenshot({ path: testInfo.outputPath('our-products-drawn.png') });
});

test("Our Products' first paint for a tab no one has is the first tab's, which the page then shows", async ({ page }) => {
  await page.route(scripts, (route) => route.abort());
  await page.goto('/our-products/Not-A-Product');
  await expect(page.getByRole('link', { name: 'Shirts', exact: true })).toHaveAttribute('aria-current', 'page');
  const heading = await page.getByRole('heading', { level: 2 }).innerText();
  await page.unroute(scripts);
  await page.reload();
  await expect(page).toHaveURL(/\/our-products$/);
  await expect(page.getByRole('tab', { name: 'Shirts', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('main').getByRole('heading', { level: 2 })).toHaveText(heading);
});

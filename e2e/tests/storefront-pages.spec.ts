import { expect, test } from '@playwright/test';

/** Every route of SPEC §2 outside the customiser and the profile. */
const routes = [
  '/',
  '/preorder',
  '/contact-us',
  '/why-us',
  '/why-us/5-reasons-to-get-custom-made-pants',
  '/our-products',
  '/our-products/Polo-Shirts',
  '/style-guide',
  '/style-guide/shirt/collar',
  '/faq',
  '/terms-and-conditions',
  '/fit-pictures-guide',
  '/trial',
];

test('every route renders its own heading and title', async ({ page }) => {
  const seen = new Map<string, string>();
  for (const route of routes) {
    await page.goto(route);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading, route).toBeVisible();
    const text = (await heading.innerText()).trim();
    expect(text, route).not.toBe('');
    await expect(page, route).toHaveURL(new RegExp(`${route.replace(/[/.]/g, '\\$&')}$`));
    const title = await page.title();
    expect(title, route).not.toBe('');
    seen.set(route, `${text} | ${title}`);
  }
  // Pages differ from each other (the two our-products addresses share a page on purpose).
  const distinct = new Set([...seen.entries()].filter(([route]) => route !== '/our-products/Polo-Shirts').map(([, value]) => value));
  expect(distinct.size).toBe(routes.length - 1);
});

test('the style guide entry points of the navbar each open their style group', async ({ page }) => {
  for (const [type, style] of [
    ['shirt', 'collar'],
    ['polo', 'collar'],
    ['trousers', 'waistband'],
    ['outerwears', 'style'],
    ['jackets', 'make'],
    ['jackets', 'style'],
  ]) {
    await page.goto(`/style-guide/${type}/${style}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(':');
    await expect(page.locator('main li img').first()).toBeVisible();
  }
  await page.goto('/style-guide/polo/collar');
  await expect(page.getByText('Polo Shirts have no exceptions.')).toBeVisible();
});

test('a style option has its own address that highlights it', async ({ page }) => {
  await page.goto('/style-guide/shirt/collar');
  const option = page.locator('main ul li h2 a').nth(1);
  const name = (await option.innerText()).trim();
  await option.click();
  await expect(page).toHaveURL(/\/style-guide\/shirt\/collar\/[a-z0-9-]+$/);
  await expect(page.locator('li[aria-current="true"] h2')).toContainText(name);
});

test('an unknown style shows what was wrong, not a blank page', async ({ page }) => {
  await page.goto('/style-guide/shirt/lapels');
  await expect(page.getByText('We have no style called “shirt / lapels”')).toBeVisible();
});

test('our products: a tab per type, addressed by its name with dashes', async ({ page }) => {
  await page.goto('/our-products');
  await expect(page.getByRole('tab', { name: 'Shirts', exact: true })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Polo Shirts' }).click();
  await expect(page).toHaveURL(/\/our-products\/Polo-Shirts$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Polo Shirts' })).toBeVisible();
  await expect(page.getByTestId('fabric-card')).toHaveCount(8);
  await page.goto('/our-products/Not-A-Product');
  await expect(page).toHaveURL(/\/our-products$/);
});

test('the enlarged-image carousel advances every 8 seconds and wraps to the first picture', async ({ page }) => {
  await page.clock.install();
  await page.goto('/our-products/Jackets');
  await page.getByTestId('fabric-card').first().getByRole('button').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const position = dialog.getByTestId('carousel-position');
  await expect(position).toHaveText('1 / 2');
  await page.clock.runFor(7_000);
  await expect(position).toHaveText('1 / 2');
  await page.clock.runFor(1_500);
  await expect(position).toHaveText('2 / 2');
  await page.clock.runFor(8_500);
  await expect(position).toHaveText('1 / 2');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('prices follow the display currency, and it survives a reload', async ({ page }) => {
  await page.goto('/our-products/Shirts');
  const firstPrice = page.getByTestId('fabric-card').first().locator('[data-price]');
  await expect(firstPrice).toHaveAttribute('data-price', 'SGD');
  const inSgd = await firstPrice.innerText();
  await page.evaluate(() => window.localStorage.setItem('currency', 'JPY'));
  await page.reload();
  await expect(firstPrice).toHaveAttribute('data-price', 'JPY');
  const inJpy = await firstPrice.innerText();
  expect(inJpy).toMatch(/^JPY\s[\d,]+$/);
  expect(inJpy).not.toBe(inSgd);
});

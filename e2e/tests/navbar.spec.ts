import { expect, test, type Page } from '@playwright/test';

const CUSTOMISE = [
  ['Shirts', '/shop/shirt'],
  ['Polo', '/shop/polo'],
  ['Trousers', '/shop/trousers'],
  ['Shorts', '/shop/shorts'],
  ['Outerwear', '/shop/outerwears'],
  ['Jackets', '/shop/jackets'],
] as const;

const STYLE_GUIDE_HREFS = [
  '/style-guide/shirt/collar',
  '/style-guide/polo/collar',
  '/style-guide/trousers/waistband',
  '/style-guide/outerwears/style',
  '/style-guide/jackets/style',
];

const PAYMENT_CURRENCY_HINT = 'Your country of delivery determines your payment currency';

/** Pages that fail to load the product configuration, as when the content service is down. */
async function failProductConfig(page: Page) {
  await page.route('**/api/contentful-plain/products/config**', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: 'down', code: 'internal_error' }) }),
  );
}

/**
 * Hovers a mega-menu trigger until its menu is open. Content loading above the navbar (the
 * announcement bar) can move it from under a still pointer, which a person would simply follow.
 */
async function hoverMenu(page: Page, testId: 'shop-menu' | 'about-menu') {
  const trigger = page.getByTestId(testId);
  await expect(async () => {
    await page.mouse.move(0, 400);
    await trigger.hover();
    await expect(trigger).toHaveAttribute('data-state', 'open', { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
}

function collectConsoleErrors(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test.describe('the navbar on a desktop', () => {
  test('is a 60 px bar with the logo linking home', async ({ page }) => {
    await page.goto('/faq');
    const header = page.locator('header').first();
    await expect(header).toBeVisible();
    expect((await header.boundingBox())?.height).toBe(60);
    await header.getByRole('link', { name: 'Selvedge' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('hovering Shop shows the six Customise links and the pre-order panel with a ticking countdown', async ({ page }) => {
    const problems = collectConsoleErrors(page);
    await page.goto('/');
    await hoverMenu(page, 'shop-menu');

    const menu = page.getByRole('navigation', { name: 'Main' });
    for (const [label, href] of CUSTOMISE) {
      await expect(menu.getByRole('link', { name: new RegExp(`^${label}\\b`) })).toHaveAttribute('href', href);
    }

    const panel = menu.getByTestId('preorder-panel');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Explore the pre-order' })).toHaveAttribute('href', '/preorder');
    const clock = panel.getByRole('timer');
    await expect(clock).toHaveText(/^\d{2,}days:\d{2}hours:\d{2}minutes:\d{2}seconds$/);
    await expect(panel.getByTestId('preorder-countdown')).toContainText(/\d+ days? left|Few hours left|Less than a day left/);
    const first = await clock.textContent();
    await expect(clock).not.toHaveText(first ?? '', { timeout: 3000 });
    expect(problems).toEqual([]);
  });

  test('a menu link navigates and closes the menu', async ({ page }) => {
    await page.goto('/');
    await hoverMenu(page, 'shop-menu');
    const menu = page.getByRole('navigation', { name: 'Main' });
    await menu.getByRole('link', { name: /^Trousers\b/ }).click();
    await expect(page).toHaveURL(/\/shop\/trousers$/);
    await expect(page.getByTestId('preorder-panel')).toHaveCount(0);
    await expect(page.getByTestId('shop-menu')).toHaveAttribute('aria-expanded', 'false');
  });

  test('hovering About shows Why Us, Our Products per type and the Style Guide', async ({ page }) => {
    await page.goto('/');
    await hoverMenu(page, 'about-menu');
    const menu = page.getByRole('navigation', { name: 'Main' });

    await expect(menu.getByRole('link', { name: /^Why Us/ })).toHaveAttribute('href', '/why-us');
    await expect(menu.getByRole('link', { name: /^Collaborations/ })).toHaveAttribute('href', '/contact-us#collaborations');

    const products = menu.getByTestId('our-products-links').getByRole('link');
    await expect(products.first()).toHaveAttribute('href', '/our-products');
    // One link per product type, titled as the configuration titles it, spaces as dashes.
    await expect(products).toHaveCount(7);
    for (const link of (await products.all()).slice(1)) {
      const title = (await link.textContent()) ?? '';
      await expect(link).toHaveAttribute('href', `/our-products/${title.replaceAll(' ', '-')}`);
    }
    await expect(menu.getByRole('link', { name: 'Polo Shirts' })).toHaveAttribute('href', '/our-products/Polo-Shirts');

    const styleGuide = menu.getByTestId('style-guide-links').getByRole('link');
    await expect(styleGuide).toHaveCount(STYLE_GUIDE_HREFS.length);
    for (const [index, href] of STYLE_GUIDE_HREFS.entries()) await expect(styleGuide.nth(index)).toHaveAttribute('href', href);

    // Each trial link starts a trial design; the panel also explains trial pieces on /trial.
    for (const [label, type] of [
      ['Trial shirts', 'shirt'],
      ['Trial trousers', 'trousers'],
      ['Trial jackets', 'jackets'],
    ]) {
      await expect(menu.getByRole('link', { name: label })).toHaveAttribute('href', `/shop/${type}?trial=1`);
    }
    await expect(menu.getByRole('link', { name: 'How trial pieces work' })).toHaveAttribute('href', '/trial');
    await expect(menu.getByRole('link', { name: 'FAQs' })).toHaveAttribute('href', '/faq');
    await expect(menu.getByRole('link', { name: 'Contact Us', exact: true })).toHaveAttribute('href', '/contact-us');
  });

  test('Worldwide Delivery opens the searchable rates popup', async ({ page }) => {
    const problems = collectConsoleErrors(page);
    await page.goto('/');
    await hoverMenu(page, 'about-menu');
    await page.getByRole('button', { name: 'Worldwide Delivery' }).click();

    const dialog = page.getByRole('dialog', { name: 'Worldwide delivery' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(/Orders over SGD\s650 ship free/);
    const singapore = dialog.locator('[data-country="SG"]');
    const unitedStates = dialog.locator('[data-country="US"]');
    await expect(singapore).toContainText('Singapore');
    await expect(unitedStates).toContainText('United States');
    // Whole SGD, or Free for a zero rate.
    for (const row of [singapore, unitedStates]) {
      await expect(row).toContainText(/working days?/);
      await expect(row).toContainText(/(Free|SGD\s\d[\d,]*)$/);
      await expect(row).not.toContainText(/SGD\s\d+\.\d/);
    }

    // Countries outside the free-shipping offer say so, by name.
    const excluded = dialog.locator('li', { hasText: 'free shipping is not applicable to' }).first();
    const name = await excluded.locator('span').first().textContent();
    await expect(excluded).toContainText(
      `Please note that free shipping is not applicable to ${name}. Shipping rates will automatically be calculated at checkout page.`,
    );

    await dialog.getByLabel('Find your country').fill('united st');
    await expect(dialog.getByRole('listitem')).toHaveCount(1);
    await expect(unitedStates).toBeVisible();
    await expect(singapore).toHaveCount(0);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(problems).toEqual([]);
  });

  test('the account icon asks a visitor to log in through the login modal parameter', async ({ page }) => {
    await page.goto('/faq');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/faq\?modal=navbar-login$/);
  });
});

test.describe('the navbar on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the hamburger opens a menu that locks page scrolling, and Close menu closes it', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(page.getByTestId('shop-menu')).toBeHidden();
    // The home page has drawn in full: a page long enough to scroll.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight * 2)).toBe(true);
    // The currency, account and cart sit in the bar itself, not in the menu.
    for (const control of [
      page.getByRole('combobox', { name: 'Display currency' }),
      page.getByRole('button', { name: 'Log in' }),
      page.getByRole('button', { name: /^Cart, / }),
    ]) {
      await expect(control).toBeVisible();
    }

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(page.getByTestId('mobile-menu').getByRole('link', { name: /^Shirts/ })).toHaveCount(0);

    await menu.getByRole('button', { name: 'Shop' }).click();
    for (const [label, href] of CUSTOMISE) {
      await expect(menu.getByRole('link', { name: new RegExp(`^${label}\\b`) })).toHaveAttribute('href', href);
    }
    await expect(menu.getByTestId('preorder-countdown')).toBeVisible();
    for (const label of ['Contact us', 'FAQ', 'Create Size'])
      await expect(menu.getByRole('link', { name: label, exact: true })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Worldwide Delivery' })).toBeVisible();

    // While it is open the page does not scroll.
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.mouse.move(180, 500);
    await page.mouse.wheel(0, 1200);
    await page.waitForTimeout(400);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();

    // Closed, the same wheel scrolls the page: the lock was the menu's.
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
    await page.mouse.move(180, 500);
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  test('following a link in the menu closes it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('button', { name: 'About' }).click();
    await expect(menu.getByTestId('style-guide-links').getByRole('link')).toHaveCount(STYLE_GUIDE_HREFS.length);
    await menu.getByRole('link', { name: /^Why Us/ }).click();
    await expect(page).toHaveURL(/\/why-us$/);
    await expect(page.getByTestId('mobile-menu')).toHaveCount(0);
  });

  test('Worldwide Delivery in the menu swaps the menu for the rates popup', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Worldwide Delivery' }).click();
    await expect(page.getByTestId('mobile-menu')).toHaveCount(0);
    const rates = page.getByRole('dialog', { name: 'Worldwide delivery' });
    await expect(rates.locator('[data-country="SG"]')).toContainText('Singapore');
    await expect(rates.getByLabel('Find your country')).toBeVisible();
  });
});

test('without the product configuration the Shop menu and style guide are hidden, About still works', async ({ page }) => {
  await failProductConfig(page);
  await page.goto('/');
  const about = page.getByTestId('about-menu');
  await expect(about).toBeVisible();
  // The configuration is retried once before the navbar gives it up.
  await expect(page.getByTestId('shop-menu')).toHaveCount(0, { timeout: 10_000 });

  await hoverMenu(page, 'about-menu');
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu.getByRole('link', { name: /^Why Us/ })).toHaveAttribute('href', '/why-us');
  await expect(menu.getByRole('link', { name: 'All products' })).toHaveAttribute('href', '/our-products');
  await expect(menu.getByRole('link', { name: 'Trial shirts' })).toBeVisible();
  await expect(page.getByTestId('style-guide-links')).toHaveCount(0);
  await expect(menu.getByText('Style Guide')).toHaveCount(0);

  // The phone menu hides them too.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  const sheet = page.getByRole('dialog', { name: 'Menu' });
  await expect(sheet.getByRole('button', { name: 'About' })).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Shop' })).toHaveCount(0);
  await sheet.getByRole('button', { name: 'About' }).click();
  await expect(sheet.getByRole('link', { name: /^Why Us/ })).toBeVisible();
  await expect(sheet.getByTestId('style-guide-links')).toHaveCount(0);
});

test('choosing USD shows the payment-currency hint and survives a reload', async ({ page }) => {
  await page.goto('/');
  const selector = page.getByRole('combobox', { name: 'Display currency' });
  await expect(selector).toHaveValue('SGD');
  await selector.selectOption('USD');

  await expect(selector).toHaveValue('USD');
  await expect(page.getByRole('status').filter({ hasText: PAYMENT_CURRENCY_HINT })).toBeVisible();
  // Shown for 3 seconds, then gone.
  await expect(page.getByText(PAYMENT_CURRENCY_HINT)).toBeHidden({ timeout: 5000 });
  expect(await page.evaluate(() => localStorage.getItem('currency'))).toBe('USD');

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Display currency' })).toHaveValue('USD');
});

test('the cart badge counts the items of the stored cart', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem(
      'cart',
      JSON.stringify({
        items: [
          { reference: 'a1', title: 'Oxford shirt' },
          { reference: 'b2', title: 'Flannel trousers' },
        ],
      }),
    );
  });
  await page.goto('/');
  const cart = page.getByRole('button', { name: 'Cart, 2 items' });
  await expect(cart).toBeVisible();
  await expect(cart.getByTestId('cart-badge')).toHaveText('2');
});

test('an empty cart shows no badge', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cart', JSON.stringify({ items: [] })));
  await page.goto('/');
  const cart = page.getByRole('button', { name: 'Cart, 0 items' });
  await expect(cart).toBeVisible();
  await expect(cart.getByTestId('cart-badge')).toHaveCount(0);
});

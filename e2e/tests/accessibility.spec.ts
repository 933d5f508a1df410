import { PRODUCT_TYPES } from '@selvedge/contract';
import { seriousViolations } from '../fixtures/axe';
import { expect, logInAs, test } from '../fixtures/customer';

/** Every route of SPEC §2, with one address for each pattern that takes a value. */
const ROUTES = [
  '/',
  ...PRODUCT_TYPES.map((type) => `/shop/${type}`),
  '/shop/shirt/measurements/standard',
  '/preorder/shop/shirt',
  '/preorder',
  '/contact-us',
  '/why-us',
  '/why-us/5-reasons-to-get-custom-made-pants',
  '/our-products',
  '/our-products/Jackets',
  '/style-guide',
  '/style-guide/shirt/collar',
  '/style-guide/shirt/collar/point',
  '/faq',
  '/terms-and-conditions',
  '/fit-pictures-guide',
  '/trial',
  '/account/reset-password',
  // The page of the mailing list's e-mailed link (here without its token: it says so).
  '/mailing-list/confirm',
];

for (const route of ROUTES) {
  test(`${route} has no serious or critical accessibility problem`, async ({ page }) => {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The page as a person meets it: its data drawn, not its loading state.
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('/profile, logged in, has no serious or critical accessibility problem', async ({ page, customer }) => {
  await logInAs(page, customer);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: /Hello, Ada/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
});

test('the cart drawer, with a piece in it, has no serious or critical accessibility problem', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/shop/shirt');
  if ((page.viewportSize()?.width ?? 0) < 960) await page.getByTestId('customise-bar').click();
  await page.getByTestId('fabric-option').first().locator('button[aria-pressed]:not([aria-label$="favourites"])').click();
  if ((page.viewportSize()?.width ?? 0) < 960)
    await page
      .getByRole('dialog', { name: /^Customise your / })
      .getByRole('button', { name: 'Done' })
      .click();
  await page.getByRole('link', { name: 'Continue to sizing' }).first().click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const added = page.getByRole('dialog', { name: 'Added to your cart' });
  await expect(added).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await added.getByRole('button', { name: 'View cart' }).click();
  await expect(page.getByRole('dialog', { name: 'My Cart' }).getByRole('button', { name: 'Checkout' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page)).toEqual([]);
});

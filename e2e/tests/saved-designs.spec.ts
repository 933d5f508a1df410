import { ProductPageSchema } from '@selvedge/contract';
import type { Page, TestInfo } from '@playwright/test';
import { seriousViolations } from '../fixtures/axe';
import { expect, openAnswer, test } from '../fixtures/customer';

/**
 * Saved designs and favourite fabrics (issue 30), in the production build: a guest saves a design
 * and hearts a cloth in this browser, signs in and finds both in their account; saves another while
 * signed in; renames one and deletes the other.
 */

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 360, height: 780 };

async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}-${page.viewportSize()?.width ?? 0}.png`), fullPage: true });
}

test('a guest’s saved design joins the account at sign-in; a customer saves, renames and deletes designs', async ({
  page,
  request,
  customer,
}, testInfo) => {
  const listing = await request.get('/api/shopify/products/shirt?cc=SGD&query=tag:Display');
  const cloths = ProductPageSchema.parse(await openAnswer(request, listing)).products.filter((product) => product.availableForSale);
  const [cloth, other] = cloths;
  if (!cloth || !other) throw new Error('two shirt cloths on sale are needed');

  // A guest saves in this browser.
  await page.setViewportSize(DESKTOP);
  await page.goto(`/shop/shirt?fabric=${cloth.handle}&collar=spread`);
  await page.getByRole('button', { name: 'Save design' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this design' });
  await expect(dialog.getByLabel('Name')).toHaveValue(`Spread collar shirt in ${cloth.title}`);
  await screenshot(page, testInfo, 'save-dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved in this browser: sign in to keep it everywhere.')).toBeVisible();
  await page.getByRole('button', { name: `Add ${other.title} to favourites` }).click();
  await expect(page.getByRole('button', { name: `Remove ${other.title} from favourites` })).toHaveAttribute('aria-pressed', 'true');

  // Signing in joins them to the account, and the browser forgets them.
  await page.goto('/?modal=navbar-login');
  const login = page.getByRole('dialog');
  await login.getByLabel('E-mail', { exact: true }).fill(customer.email);
  await login.getByLabel('Password').fill(customer.password);
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(login).toBeHidden();
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('savedDesigns.v1'))).toBeNull();
  await page.goto('/profile?tab=designs');
  const rows = page.getByTestId('saved-design');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`Spread collar shirt in ${cloth.title}`);
  await expect(page.getByTestId('favourite-fabric')).toContainText(other.title);

  // Signed in, a save goes to the account.
  await page.goto(`/shop/shirt?fabric=${other.handle}&collar=cutaway`);
  await page.getByRole('button', { name: 'Save design' }).click();
  await dialog.getByLabel('Name').fill('Wedding shirt');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/Saved\. Find it in/)).toBeVisible();
  await page.getByRole('link', { name: 'your saved designs' }).click();
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Wedding shirt');
  await expect(rows.first().getByRole('link', { name: 'Open in the customiser' })).toHaveAttribute(
    'href',
    new RegExp(`/shop/shirt\\?fabric=${other.handle}&.*collar=cutaway`),
  );

  const panel = page.getByRole('tabpanel');
  expect(await seriousViolations(page)).toEqual([]);
  await screenshot(page, testInfo, 'saved-designs');
  await page.setViewportSize(PHONE);
  await expect(panel).toBeVisible();
  await screenshot(page, testInfo, 'saved-designs');
  await page.setViewportSize(DESKTOP);

  // Rename the older, delete the newer after saying so.
  const older = rows.filter({ hasText: `Spread collar shirt in ${cloth.title}` });
  await older.getByRole('button', { name: /^Rename/ }).click();
  await older.getByLabel('New name').fill('Office shirt');
  await older.getByRole('button', { name: 'Save name' }).click();
  await expect(rows.filter({ hasText: 'Office shirt' })).toHaveCount(1);

  await rows.filter({ hasText: 'Wedding shirt' }).getByRole('button', { name: 'Delete Wedding shirt' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Office shirt');

  await page.reload();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Office shirt');
});

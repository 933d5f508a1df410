import type { Browser, Page } from '@playwright/test';
import { seriousViolations } from '../fixtures/axe';
import { openAnswer, expect, test } from '../fixtures/customer';
import { addedNotice, amountOf, cartDrawer, design, sizeAndAdd } from '../fixtures/pieces';
import { ownerToken, staffMember } from '../fixtures/staff';

/**
 * Discount codes, shipping and content in the back office (issue 16), in the production build: a
 * manager makes a code and a customer's cart takes it; changes the announcement, which the shop
 * shows, then hides it with NA and puts the seeded line back. Everything changed is put back, so
 * later journeys see the seeded shop.
 */

/** The shop as a new visitor sees it: a fresh browser context, so no answer kept from before. */
async function asVisitor<T>(browser: Browser, visit: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext();
  try {
    return await visit(await context.newPage());
  } finally {
    await context.close();
  }
}

/** Pictures of a back-office page at the two widths it is used at, for a person to look at. */
async function screenshots(page: Page, name: string, outputPath: (name: string) => string) {
  for (const width of [1440, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('a manager makes a discount code and a customer’s cart takes it; then deactivates it', async ({ page, browser }, testInfo) => {
  test.setTimeout(150_000);
  await staffMember(page, 'manager', `codes-manager-${Date.now()}@selvedge.example`);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Discount codes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Discount codes' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'WELCOME10' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'discount-codes', (name) => testInfo.outputPath(name));

  const code = `E2E${Date.now()}`;
  await page.getByRole('link', { name: 'New discount code' }).click();
  const form = page.getByRole('form', { name: 'New discount code' });
  await form.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
  await form.getByLabel('What it gives').fill('15% off for the journey');
  await form.getByLabel('Percentage off').fill('15');
  await form.getByLabel(/^Uses per customer/).fill('1');
  await screenshots(page, 'discount-code-new', (name) => testInfo.outputPath(name));
  await form.getByRole('button', { name: 'Create the code' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Discount code ${code}` })).toBeVisible();
  await expect(page.getByText(`${code} is made.`)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'discount-code-edit', (name) => testInfo.outputPath(name));

  // The list finds it by part of its name, with the search in the address.
  await page.getByRole('link', { name: 'Back to the codes' }).click();
  await page.getByLabel('Find a code').fill(code.slice(0, 10));
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${code.slice(0, 10)}`));
  await expect(page.getByRole('link', { name: code })).toBeVisible();

  // A customer's cart takes the new code, typed in any case, and takes 15% off.
  await asVisitor(browser, async (shopper) => {
    await design(shopper, '/shop/shirt', 1);
    await sizeAndAdd(shopper, 'L');
    await addedNotice(shopper).getByRole('button', { name: 'View cart' }).click();
    const drawer = cartDrawer(shopper);
    await drawer.getByLabel('Discount code').fill(code.toLowerCase());
    await drawer.getByRole('button', { name: 'Apply' }).click();
    await expect(drawer.getByTestId('discount-code')).toHaveText(code);
    const subtotal = amountOf(await drawer.getByTestId('cart-subtotal').textContent());
    const discount = amountOf(await drawer.getByTestId('cart-discount').textContent());
    expect(discount).toBeCloseTo(subtotal * 0.15, 0);
  });

  // Deactivated behind a confirmation, so later journeys see the seeded codes only.
  await page.getByRole('link', { name: code }).click();
  await page.getByRole('button', { name: `Deactivate ${code}` }).click();
  const question = page.getByRole('alertdialog', { name: `Deactivate ${code}?` });
  await question.getByRole('button', { name: 'Deactivate the code' }).click();
  await expect(page.getByText(`${code} is deactivated.`)).toBeVisible();
  await expect(question).toBeHidden();
  await expect(page.getByRole('definition').filter({ hasText: /^Inactive$/ })).toBeVisible();
});

test('a manager changes the announcement and the shop shows it, NA hides it, and the seeded line comes back', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(150_000);
  const owner = { authorization: `Bearer ${await ownerToken(page.request)}` };
  const announcement = async () =>
    (await openAnswer(page.request, await page.request.get('/api/admin/content/announcement', { headers: owner }))) as {
      message: string;
      version: number;
    };
  const seeded = await announcement();

  /** The home page as a new visitor sees it: the bar with `line`, or no bar. */
  const homeShows = async (line: string | null) =>
    asVisitor(browser, async (visitor) => {
      const answered = visitor.waitForResponse('**/api/contentful/static-content/announcement');
      await visitor.goto('/');
      await answered;
      if (line === null) await expect(visitor.getByTestId('announcement-bar')).toHaveCount(0);
      else await expect(visitor.getByTestId('announcement-bar')).toHaveText(line);
    });

  try {
    await staffMember(page, 'manager', `content-manager-${Date.now()}@selvedge.example`);
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Content' }).click();
    const form = page.getByRole('form', { name: 'Announcement' });
    const field = form.getByLabel('Announcement', { exact: true });
    await expect(field).toHaveValue(seeded.message);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, 'content', (name) => testInfo.outputPath(name));

    const line = `Journey sale ${Date.now()}: made to measure`;
    await field.fill(line);
    await form.getByRole('button', { name: 'Save the announcement' }).click();
    await expect(form.getByRole('status')).toHaveText('Saved: the bar shows it on every page of the shop.');
    await homeShows(line);

    await field.fill('NA');
    await expect(form.getByText('No bar: NA hides it.')).toBeVisible();
    await form.getByRole('button', { name: 'Save the announcement' }).click();
    await expect(form.getByRole('status')).toHaveText('Saved: the bar is hidden.');
    await homeShows(null);

    await field.fill(seeded.message);
    await form.getByRole('button', { name: 'Save the announcement' }).click();
    await expect(form.getByRole('status')).toHaveText(/^Saved/);
    await expect(field).toHaveValue(seeded.message);

    // A page opens beside its preview.
    await page.getByRole('link', { name: 'Frequently asked questions' }).click();
    await expect(page.getByRole('form', { name: /^Edit the page / })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'How the page reads' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshots(page, 'content-page', (name) => testInfo.outputPath(name));
  } finally {
    // Whatever happened above, later journeys see the seeded announcement.
    const now = await announcement();
    if (now.message !== seeded.message) {
      const put = await page.request.put('/api/admin/content/announcement', {
        headers: owner,
        data: { message: seeded.message, version: now.version },
      });
      expect(put.status(), await put.text()).toBe(200);
    }
  }
  expect((await announcement()).message).toBe(seeded.message);
});

test('the shipping page shows the rates, the threshold and the countries, with no serious accessibility problem', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await staffMember(page, 'manager', `shipping-manager-${Date.now()}@selvedge.example`);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Shipping' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shipping' })).toBeVisible();
  await expect(page.getByLabel(/^Free shipping from/)).toHaveValue('650');
  await expect(page.getByRole('table', { name: 'Countries delivered to' }).getByRole('row')).not.toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'shipping', (name) => testInfo.outputPath(name));
  // An edit form opens in its row, and closes without a change.
  await page
    .getByRole('button', { name: /^Edit / })
    .first()
    .click();
  const edit = page.getByRole('form', { name: /^Edit / });
  await expect(edit).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshots(page, 'shipping-edit', (name) => testInfo.outputPath(name));
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toBeHidden();
});

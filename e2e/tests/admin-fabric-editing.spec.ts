import { expect, test, type APIRequestContext, type Browser, type Page, type TestInfo } from '@playwright/test';
import { AdminFabricListSchema } from '@selvedge/contract/admin';
import { seriousViolations } from '../fixtures/axe';
import { openAnswer, uniqueEmail } from '../fixtures/customer';
import { pngPicture } from '../fixtures/pictures';
import { ownerToken, staffMember } from '../fixtures/staff';

/**
 * A fabric made in the back office (issue 16), in the production build: a manager creates a shirt
 * fabric with its price and a picture, and the storefront's shirt page offers it by its title;
 * a new price is the storefront's at once. The fabric is withdrawn at the end, so later journeys
 * see the shop's listings as seeded.
 */

const TABLET = { width: 1024, height: 768 };

/** "SGD 1,234.50" -> 123450, read from the page itself. */
const minorOf = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);

const summaryValue = (page: Page, label: string) =>
  page.getByTestId('design-summary').locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);

async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}-${page.viewportSize()?.width ?? 0}.png`), fullPage: false });
}

/** Takes the journey's fabric out of the shop (withdrawn), whatever state the journey left it in. */
async function withdraw(request: APIRequestContext, handle: string): Promise<void> {
  const owner = await ownerToken(request);
  const headers = { authorization: `Bearer ${owner}` };
  const found = await request.get(`/api/admin/fabrics?q=${handle}`, { headers });
  const fabric = AdminFabricListSchema.parse(await openAnswer(request, found)).fabrics.find((entry) => entry.handle === handle);
  if (!fabric || fabric.saleStatus === 'withdrawn') return;
  const done = await request.patch(`/api/admin/fabrics/${fabric.id}/sale-status`, {
    headers,
    data: { status: 'withdrawn', note: 'A test cloth, not for sale.', version: fabric.version },
  });
  expect(done.ok(), await done.text()).toBe(true);
}

/** The fabric as a customer's fresh browser shows it on the shirt page: its title in the design, and the design's price (minor units). */
async function shownToACustomer(browser: Browser, handle: string): Promise<{ title: string; price: number }> {
  const customer = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  try {
    await customer.goto(`/shop/shirt?fabric=${handle}`);
    const fabric = summaryValue(customer, 'Fabric');
    await expect(fabric).not.toHaveText('Not chosen yet');
    const price = customer.getByTestId('design-price');
    await expect(price).toContainText(/\d/);
    return { title: (await fabric.innerText()).trim(), price: minorOf(await price.textContent()) };
  } finally {
    await customer.context().close();
  }
}

test('a manager creates a shirt fabric with a picture, the shop offers it, and a new price shows there', async ({
  page,
  browser,
}, testInfo) => {
  const handle = `shirt-e2e-harbour-${Date.now().toString(36)}`;
  const title = `Harbour Stripe ${Date.now().toString(36).slice(-4)}`;
  try {
    await staffMember(page, 'manager', uniqueEmail('fabric-editor'));
    await page.goto('/admin/fabrics');
    await page.getByRole('link', { name: 'New fabric' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New fabric' })).toBeVisible();

    await page.getByLabel('Type').selectOption('shirt');
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Handle').fill(handle);
    await page.getByLabel('Description').fill('A crisp poplin with a fine harbour-blue stripe.');
    await page.getByRole('group', { name: 'Colour' }).getByLabel('Blue', { exact: true }).check();
    await page.getByRole('group', { name: 'Pattern' }).getByLabel('Stripe', { exact: true }).check();
    await page.getByRole('group', { name: 'Material' }).getByLabel('Cotton', { exact: true }).check();
    await page.getByLabel('Price in SGD').fill('159.00');
    await page.getByRole('button', { name: 'Create fabric' }).click();

    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: `${title} is created.` })).toBeVisible();
    await page
      .getByLabel('Add pictures')
      .setInputFiles({ name: 'harbour.png', mimeType: 'image/png', buffer: pngPicture(64, 64, [40, 90, 160]) });
    await expect(page.getByText('The picture is added.')).toBeVisible();
    const pictures = page.getByRole('list', { name: `Pictures of ${title}` });
    await expect(pictures.getByRole('listitem')).toHaveCount(1);
    await expect(pictures.getByText('Main picture')).toBeVisible();

    expect(await seriousViolations(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, testInfo, 'fabric-edit');
    await pictures.scrollIntoViewIfNeeded();
    await screenshot(page, testInfo, 'fabric-pictures');
    await page.setViewportSize(TABLET);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, testInfo, 'fabric-edit');
    await pictures.scrollIntoViewIfNeeded();
    await screenshot(page, testInfo, 'fabric-pictures');

    // A fresh browser (its own HTTP cache): the shirt page offers the new fabric by its title, at its price.
    const before = await shownToACustomer(browser, handle);
    expect(before.title).toBe(title);

    // A new price is the storefront's as soon as it is saved.
    await page.getByLabel('Price in SGD').fill('179.00');
    await page.getByRole('button', { name: 'Save fabric' }).click();
    await expect(page.getByRole('status').filter({ hasText: `${title} is saved.` })).toBeVisible();
    const after = await shownToACustomer(browser, handle);
    expect(after.title).toBe(title);
    expect(after.price - before.price).toBe(2000);
  } finally {
    await withdraw(page.request, handle);
  }
});

test('a manager opens the pre-orders, and a cutoff in the past is refused on the cutoff with nothing saved', async ({ page }, testInfo) => {
  await staffMember(page, 'manager', uniqueEmail('preorder-editor'));
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Pre-orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pre-orders' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Pre-orders' });
  const first = table.getByRole('row').nth(1).getByRole('link');
  const title = (await first.innerText()).trim();
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const chosen = page.getByRole('list', { name: 'Chosen fabrics' }).getByRole('listitem');
  await expect.poll(() => chosen.count()).toBeGreaterThan(0);
  const cutoff = page.getByLabel('Cutoff, Singapore time (SGT)');
  const before = await cutoff.inputValue();

  await cutoff.fill('2020-01-15T18:00');
  await page.getByRole('button', { name: 'Save pre-order' }).click();
  await expect(page.getByText('Must be in the future')).toBeVisible();
  await expect(cutoff).toHaveAttribute('aria-invalid', 'true');
  expect(await seriousViolations(page)).toEqual([]);
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, testInfo, 'preorder-edit');
  await page.setViewportSize(TABLET);
  await screenshot(page, testInfo, 'preorder-edit');

  await page.reload();
  await expect(page.getByLabel('Cutoff, Singapore time (SGT)')).toHaveValue(before);
});

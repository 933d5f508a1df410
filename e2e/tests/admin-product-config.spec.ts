import { expect, test, type APIRequestContext, type Browser, type Locator, type Page, type TestInfo } from '@playwright/test';
import { AdminProductConfigVersionSchema, type AdminProductConfigVersion } from '@selvedge/contract/admin';
import { seriousViolations } from '../fixtures/axe';
import { openAnswer, uniqueEmail } from '../fixtures/customer';
import { ownerToken, staffMember } from '../fixtures/staff';

/**
 * The shirt's configuration edited in the back office (issue 16), in the production build: a
 * manager changes an add-on's price and an option's name, previews the differences and publishes;
 * a customer's fresh browser shows both on the customiser; a bad value is refused on its field
 * with nothing published; rolling back brings the old ones back. Whatever happens, the shirt is
 * left as the seed made it, so later journeys see the shop as seeded.
 */

const DESKTOP = { width: 1280, height: 900 };
const TABLET = { width: 1024, height: 768 };
const ADD_ON = 'Brass collar stays';
const OPTION = 'Cutaway collar';
const RENAMED = 'Wide cutaway collar';

async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}-${page.viewportSize()?.width ?? 0}.png`), fullPage: false });
}

async function liveShirt(request: APIRequestContext): Promise<AdminProductConfigVersion> {
  const owner = await ownerToken(request);
  const answer = await request.get('/api/admin/product-configs/shirt', { headers: { authorization: `Bearer ${owner}` } });
  expect(answer.ok(), await answer.text()).toBe(true);
  return AdminProductConfigVersionSchema.parse(await openAnswer(request, answer));
}

/** Publishes `version` of the shirt again unless the live one already holds the same configuration. */
async function restore(request: APIRequestContext, version: AdminProductConfigVersion): Promise<void> {
  const live = await liveShirt(request);
  if (JSON.stringify(live.config) === JSON.stringify(version.config)) return;
  const owner = await ownerToken(request);
  const done = await request.post('/api/admin/product-configs/shirt/rollback', {
    headers: { authorization: `Bearer ${owner}` },
    data: { version: live.version, to: version.version, note: 'Put back as seeded after a journey.' },
  });
  expect(done.ok(), await done.text()).toBe(true);
}

/** The add-on's price and the collar option's name as a customer's fresh browser (its own HTTP cache) shows them on the customiser. */
async function shownToACustomer(browser: Browser): Promise<{ price: string; options: string[] }> {
  const customer = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  try {
    await customer.goto('/shop/shirt');
    await customer.getByRole('tab', { name: 'Accessories', exact: true }).click();
    const label = customer.locator('label', { hasText: ADD_ON });
    await expect(label).toContainText(/SGD/);
    const price = (await label.innerText()).replace(ADD_ON, '').trim();
    await customer.getByRole('tab', { name: 'Collar', exact: true }).click();
    const group = customer.getByRole('tabpanel', { name: 'Collar' }).getByRole('radiogroup').first();
    await expect(group.getByRole('radio').first()).toBeVisible();
    await customer.waitForLoadState('networkidle');
    // The options' names read in one pass over the page as it then stands.
    const options = await group.evaluate((element) =>
      Array.from(element.querySelectorAll('[role="radio"]')).map(
        (radio) => element.ownerDocument.getElementById(radio.getAttribute('aria-labelledby') ?? '')?.textContent?.trim() ?? '',
      ),
    );
    return { price, options };
  } finally {
    await customer.context().close();
  }
}

/** A folding part of a section of the form, by the title its summary starts with. */
const fold = (section: Locator, title: string): Locator =>
  section
    .locator('details')
    .filter({ has: section.page().locator(':scope > summary > span:first-child', { hasText: new RegExp(`^${title}$`) }) });

async function open(part: Locator): Promise<void> {
  if ((await part.getAttribute('open')) === null) await part.locator(':scope > summary').click();
  await expect(part).toHaveAttribute('open', '');
}

test('a manager changes an add-on price and an option name, previews, publishes, sees them in the shop, has a bad value refused, and rolls back', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize(DESKTOP);
  const seeded = await liveShirt(page.request);
  try {
    const before = await shownToACustomer(browser);
    expect(before.options).toContain(OPTION);

    await staffMember(page, 'manager', uniqueEmail('config-editor'));
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Product setup' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Product setup' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, testInfo, 'product-setup');
    await page.getByRole('table', { name: 'Product configurations' }).getByRole('link', { name: 'Shirts', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Shirts: configuration' })).toBeVisible();

    // The change: the add-on 3.50 dearer, an option renamed.
    const price = page.getByLabel(`${ADD_ON} (SGD)`);
    const was = await price.inputValue();
    const now = (Number(was) + 3.5).toFixed(2);
    await price.fill(now);
    const collar = fold(page.getByRole('region', { name: 'Style groups' }), 'Collar');
    await open(collar);
    const option = collar.getByRole('group', { name: `Option 3: ${OPTION}` });
    await option.getByLabel('Name').fill(RENAMED);
    await expect(collar.getByRole('group', { name: `Option 3: ${RENAMED}` })).toBeVisible();

    // The garment picture: every view drawn live from the configuration as it stands, with its stack.
    const picture = page.getByRole('region', { name: 'Garment picture' });
    for (const view of seeded.config.picture.views) {
      await expect(picture.getByRole('img', { name: `Preview of the ${view.name} view, with each group’s usual option` })).toBeVisible();
      await expect(picture.getByRole('list', { name: `Stack of the ${view.name} view` }).getByRole('listitem')).toHaveCount(
        view.stack.length,
      );
    }
    await picture.scrollIntoViewIfNeeded();
    await screenshot(page, testInfo, 'config-picture');

    expect(await seriousViolations(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, testInfo, 'config-form');
    await collar.scrollIntoViewIfNeeded();
    await screenshot(page, testInfo, 'config-form-group');
    await page.setViewportSize(TABLET);
    await screenshot(page, testInfo, 'config-form-group');
    await page.setViewportSize(DESKTOP);

    await page.getByRole('button', { name: 'Preview the changes' }).click();
    const next = seeded.version + 1;
    const preview = page.getByRole('region', { name: `Preview of version ${next}` });
    await expect(preview).toBeVisible();
    const changes = preview.getByRole('list', { name: `Differences from version ${seeded.version}` });
    await expect(changes.getByRole('listitem')).toHaveCount(2);
    await expect(changes).toContainText(`Price of “${ADD_ON}”`);
    await expect(changes).toContainText(`changed from SGD ${was} to SGD ${now}`);
    await expect(changes).toContainText(`changed from “${OPTION}” to “${RENAMED}”`);
    await expect(preview).toContainText(`${ADD_ON}: SGD ${now}`);
    expect(await seriousViolations(page)).toEqual([]);
    await preview.scrollIntoViewIfNeeded();
    await screenshot(page, testInfo, 'config-preview');
    await page.setViewportSize(TABLET);
    await preview.scrollIntoViewIfNeeded();
    await screenshot(page, testInfo, 'config-preview');
    await page.setViewportSize(DESKTOP);

    await preview.getByLabel('Note (optional)').fill('Brass went up; the cutaway named for its spread.');
    await preview.getByRole('button', { name: `Publish version ${next}` }).click();
    await expect(page.getByRole('status').filter({ hasText: `Version ${next} is published (2 differences).` })).toBeVisible();

    const published = await shownToACustomer(browser);
    expect(published.price).toContain(now);
    expect(published.options).toContain(RENAMED);
    expect(published.options).not.toContain(OPTION);

    // A negative price is refused on its field before the server is asked.
    await price.fill('-1.00');
    await page.getByRole('button', { name: 'Preview the changes' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'One problem stops this configuration' })).toBeVisible();
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await price.fill(now);

    // A key two options share is refused by the server, on the option's key, and nothing is published.
    await open(collar);
    const renamed = collar.getByRole('group', { name: `Option 3: ${RENAMED}` });
    const firstKey = await collar
      .getByRole('group', { name: /^Option 1:/ })
      .getByLabel('Key')
      .inputValue();
    await renamed.getByLabel('Key').fill(firstKey);
    await page.getByRole('button', { name: 'Preview the changes' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'One problem stops this configuration' });
    await expect(summary).toContainText(`is already an option of this group`);
    await expect(renamed.getByLabel('Key')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('region', { name: /^Preview of version/ })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    expect((await liveShirt(page.request)).version).toBe(next);

    // Back to the seeded version from the history: published again as the next version.
    await page.getByRole('navigation', { name: 'Shirts configuration' }).getByRole('link', { name: 'History' }).click();
    const versions = page.getByRole('table', { name: 'Versions' });
    await expect(versions.getByRole('row', { name: new RegExp(`Version ${next}\\b`) })).toContainText('Brass went up');
    await versions.getByRole('link', { name: `Version ${seeded.version}`, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Shirts: version ${seeded.version}` })).toBeVisible();
    const back = page.getByRole('list', { name: `Changes going back to version ${seeded.version}` });
    await expect(back).toContainText(`changed from SGD ${now} to SGD ${was}`);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, testInfo, 'config-version');
    await page.getByRole('button', { name: `Roll back to version ${seeded.version}` }).click();
    const dialog = page.getByRole('alertdialog', { name: `Roll back to version ${seeded.version}?` });
    await dialog.getByRole('button', { name: `Publish version ${seeded.version} again` }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `Version ${next + 1} is published: version ${seeded.version} again.` }),
    ).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Versions' }).getByRole('row', { name: new RegExp(`Version ${next + 1}\\b`) }),
    ).toContainText(`Rolled back to version ${seeded.version}.`);
    expect(await seriousViolations(page)).toEqual([]);

    const rolledBack = await shownToACustomer(browser);
    expect(rolledBack).toEqual(before);
  } finally {
    await restore(page.request, seeded);
  }
});

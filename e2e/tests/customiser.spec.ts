import { PRODUCT_TYPES } from '@selvedge/contract';
import { expect, test, type Locator, type Page } from '@playwright/test';

const PAGE_SIZE = 24;

/** "SGD 1,234.50" -> 123450: prices are compared in minor units, read from the page itself. */
const minorOf = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);

const fabricCards = (page: Page) => page.getByTestId('fabric-option');
const summary = (page: Page) => page.getByTestId('design-summary');
const summaryValue = (page: Page, label: string) =>
  summary(page).locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);
const price = (page: Page) => page.getByTestId('design-price');
const notices = (page: Page) => page.getByTestId('design-notices');
const designParams = (page: Page) => {
  const params = new URL(page.url()).searchParams;
  params.delete('tab');
  params.sort();
  return params.toString();
};

/** The card's own choose button (the other button only enlarges the pictures). */
const chooseButton = (card: Locator) => card.locator('button[aria-pressed]:not([aria-label$="favourites"])');

/** Chooses the `nth` fabric that can be bought (counting from 0), from `from` on; returns its handle and title. */
async function chooseFabric(page: Page, nth: number, from = 0) {
  const count = await fabricCards(page).count();
  let seen = 0;
  for (let index = from; index < count; index += 1) {
    const card = fabricCards(page).nth(index);
    if (await chooseButton(card).isDisabled()) continue;
    if (seen++ < nth) continue;
    const handle = (await card.getAttribute('data-handle')) ?? '';
    const title = (await card.locator('span').first().innerText()).trim();
    await chooseButton(card).click();
    await expect(chooseButton(card)).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(new RegExp(`[?&]fabric=${handle}(&|$)`));
    return { handle, title };
  }
  throw new Error(`fewer than ${nth + 1} fabrics on sale from card ${from}`);
}

/** Picks an option of the open style step that is neither chosen nor ruled out; returns its name. */
async function chooseAnotherOption(page: Page): Promise<string> {
  // The open step's first group (the picture's Front / Back switcher is a radio group too).
  const radios = page.getByRole('tabpanel').getByRole('radiogroup').first().getByRole('radio', { checked: false, disabled: false });
  const radio = radios.first();
  const id = await radio.getAttribute('aria-labelledby');
  const name = (await page.locator(`[id="${id}"]`).innerText()).trim();
  await radio.click();
  await expect(page.getByRole('radio', { name, exact: true })).toHaveAttribute('aria-checked', 'true');
  return name;
}

async function openStep(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click();
  await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
}

for (const type of PRODUCT_TYPES) {
  test(`a ${type} from fabric to sizing: a later page of cloth, every style, initials where offered and an add-on, kept across a reload`, async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`/shop/${type}`);
    await expect(page.getByRole('heading', { level: 1, name: /^Design your / })).toBeVisible();
    await expect(page).toHaveTitle(/Design your /);
    await expect(fabricCards(page)).toHaveCount(PAGE_SIZE);
    await expect(summary(page).getByRole('link', { name: 'Continue to sizing' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Show more fabrics' }).click();
    // Page 2 is there for every type (more than 24 fabrics each), full or not.
    await expect.poll(() => fabricCards(page).count()).toBeGreaterThan(PAGE_SIZE);
    const fabric = await chooseFabric(page, 0, PAGE_SIZE);
    await expect(summaryValue(page, 'Fabric')).toHaveText(fabric.title);
    await expect(page.getByTestId('garment-picture')).toHaveAttribute('data-fabric', fabric.handle);
    const fabricPrice = minorOf(await price(page).innerText());
    expect(fabricPrice).toBeGreaterThan(0);

    // Every style group of the configuration, whatever it holds: each is a tab between Fabric and Accessories.
    const tabs = (await page.getByRole('tab').allInnerTexts()).map((text) => text.replace(/^\d+\s*/, '').trim());
    const groups = tabs.slice(1, -1);
    expect(tabs[0]).toBe('Fabric');
    expect(tabs.at(-1)).toBe('Accessories');
    expect(groups.length).toBeGreaterThan(3);
    for (const group of groups) {
      await openStep(page, group);
      const option = await chooseAnotherOption(page);
      await expect(summaryValue(page, group)).toHaveText(option);
    }

    await openStep(page, 'Accessories');
    // Initials where the configuration offers them (not on trousers or shorts).
    const initials = page.getByRole('textbox', { name: /^Initials/ });
    const offersInitials = (await initials.count()) > 0;
    let initialsSurcharge = 0;
    if (offersInitials) {
      await initials.fill('J.K');
      await expect(summaryValue(page, 'Initials')).toHaveText('J.K');
      initialsSurcharge = minorOf(
        await page
          .locator(`label[for="${await initials.getAttribute('id')}"]`)
          .locator('span')
          .innerText(),
      );
      expect(initialsSurcharge).toBeGreaterThan(0);
    }
    const addOn = page.getByRole('checkbox').first();
    await addOn.click();
    await expect(addOn).toBeChecked();
    const addOnLabel = page.locator(`label[for="${await addOn.getAttribute('id')}"]`);
    const addOnSurcharge = minorOf(await addOnLabel.locator('span').nth(1).innerText());
    expect(addOnSurcharge).toBeGreaterThan(0);
    await expect.poll(async () => minorOf(await price(page).innerText())).toBe(fabricPrice + initialsSurcharge + addOnSurcharge);

    const design = designParams(page);
    const choices = await summary(page).locator('dl').innerText();
    const total = await price(page).innerText();
    await page.reload();
    await expect(price(page)).toHaveText(total);
    await expect.poll(() => summary(page).locator('dl').innerText()).toBe(choices);
    expect(designParams(page)).toBe(design);
    if (offersInitials) await expect(page.getByRole('textbox', { name: /^Initials/ })).toHaveValue('J.K');

    await summary(page).getByRole('link', { name: 'Continue to sizing' }).click();
    await expect(page).toHaveURL(new RegExp(`/shop/${type}/measurements/standard\\?`));
    expect(designParams(page)).toBe(design);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Sizing for your /);
    await page.getByRole('link', { name: 'back to your design' }).first().click();
    await expect(page).toHaveURL(new RegExp(`/shop/${type}\\?`));
    await expect(price(page)).toHaveText(total);
    expect(problems).toEqual([]);
  });
}

test('the answers the page starts with are named in its head and asked for once each', async ({ page }) => {
  const asked = new Map<string, number>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/') && !pathname.startsWith('/api/media/')) asked.set(pathname, (asked.get(pathname) ?? 0) + 1);
  });
  await page.goto('/shop/polo');
  await expect(fabricCards(page).first()).toBeVisible();
  await expect(page.locator('link[rel="preload"][as="fetch"][href^="/api/shopify/products/polo?"]')).toHaveCount(1);
  for (const path of [
    '/api/shopify/products/polo',
    '/api/contentful-plain/products/config',
    '/api/contentful/static-content/announcement',
    '/api/shopify/products/preorder',
  ]) {
    expect(asked.get(path), path).toBe(1);
  }
});

test('Back undoes a choice, and the enlarged pictures of a fabric open and close', async ({ page }) => {
  await page.goto('/shop/shirt');
  await expect(fabricCards(page)).toHaveCount(PAGE_SIZE);
  const card = fabricCards(page).first();
  await card.getByRole('button', { name: /^View pictures of / }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('img').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const tabs = (await page.getByRole('tab').allInnerTexts()).map((text) => text.replace(/^\d+\s*/, '').trim());
  const group = tabs[1] ?? '';
  await openStep(page, group);
  const before = await summaryValue(page, group).innerText();
  const chosen = await chooseAnotherOption(page);
  await expect(summaryValue(page, group)).toHaveText(chosen);
  await page.goBack();
  await expect(summaryValue(page, group)).toHaveText(before);
  await page.goForward();
  await expect(summaryValue(page, group)).toHaveText(chosen);
});

test('pre-order mode lists only the pre-order cloth, with the countdown and the estimated delivery', async ({ page }) => {
  await page.goto('/preorder/shop/shirt');
  await expect(page.getByRole('heading', { level: 1, name: 'Design your shirt' })).toBeVisible();
  await expect(page.getByTestId('preorder-countdown').getByRole('timer')).toBeVisible();
  await expect(page.getByText('Estimated delivery:').first()).toBeVisible();
  await expect(fabricCards(page)).toHaveCount(5);
  await expect(page.getByRole('button', { name: 'Show more fabrics' })).toHaveCount(0);
  const preorderHandles = await fabricCards(page).evaluateAll((cards) => cards.map((card) => card.getAttribute('data-handle')));

  // None of them is on general sale, and the regular customiser lists none of them.
  await page.goto('/shop/shirt');
  await expect(fabricCards(page)).toHaveCount(PAGE_SIZE);
  while ((await page.getByRole('button', { name: 'Show more fabrics' }).count()) > 0) {
    const before = await fabricCards(page).count();
    await page.getByRole('button', { name: 'Show more fabrics' }).click();
    await expect.poll(() => fabricCards(page).count()).toBeGreaterThan(before);
  }
  const regularHandles = await fabricCards(page).evaluateAll((cards) => cards.map((card) => card.getAttribute('data-handle')));
  expect(regularHandles.filter((handle) => preorderHandles.includes(handle))).toEqual([]);

  // A regular cloth in a pre-order link is replaced by the first pre-order one, and the customer is told.
  await page.goto(`/preorder/shop/shirt?fabric=${regularHandles[0]}`);
  await expect(page).toHaveURL(new RegExp(`fabric=${preorderHandles[0]}`));
  await expect(notices(page)).toContainText('is not part of this pre-order');
});

test('a doctored or stale link is repaired, with a notice, never a blank page', async ({ page }) => {
  await page.goto('/shop/hats');
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/shop/shirt?collar=banana&cuff=french&collar-stiffness=firm&fabric=no-such-cloth');
  await expect(notices(page)).toContainText('We adjusted your design');
  await expect(notices(page)).toContainText('"banana" is not one of our options');
  await expect(notices(page)).toContainText('We could not find the fabric “no-such-cloth”');
  await expect(page).not.toHaveURL(/banana|no-such-cloth/);
  const first = await fabricCards(page).first().getAttribute('data-handle');
  await expect(page).toHaveURL(new RegExp(`fabric=${first}`));
  await expect(summaryValue(page, 'Fabric')).not.toHaveText('Not chosen yet');
  await notices(page).getByRole('button', { name: 'Dismiss' }).click();
  await expect(notices(page)).toBeEmpty();

  // Choices that rule each other out are settled too.
  await page.goto('/shop/shirt?collar=band&cuff=french');
  await expect(notices(page)).toContainText('is not suitable for Band collar');
  await expect(page).not.toHaveURL(/cuff=french/);
  await openStep(page, 'Cuffs');
  await expect(page.getByRole('radio', { name: 'French cuff' })).toBeDisabled();
  await expect(page.getByRole('radio', { name: 'French cuff' })).toContainText('Not suitable for Band collar');
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the steps open in a drawer from the Customise bar, and a choice there shows in the summary', async ({ page }) => {
    await page.goto('/shop/shirt');
    await expect(page.getByRole('tablist')).toHaveCount(0);
    const bar = page.getByTestId('customise-bar');
    await expect(bar).toBeVisible();
    await expect(bar).toContainText('Fabric');
    await bar.click();

    const drawer = page.getByRole('dialog', { name: 'Customise your shirt' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByTestId('fabric-option').first()).toBeVisible();
    await chooseFabric(page, 0);
    const group = (await drawer.getByRole('tab').nth(1).innerText()).replace(/^\d+\s*/, '').trim();
    await openStep(page, group);
    const option = await chooseAnotherOption(page);
    await expect(bar).toContainText(group);
    await drawer.getByRole('button', { name: 'Done' }).click();
    await expect(drawer).toBeHidden();
    await expect(bar).toBeFocused();
    await expect(summaryValue(page, group)).toHaveText(option);
    await expect(summary(page).getByRole('link', { name: 'Continue to sizing' })).toBeVisible();
    // Nothing is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

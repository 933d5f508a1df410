import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { seriousViolations } from '../fixtures/axe';
import { confirmation, payButton, payWithCard, typeContactAndAddress } from '../fixtures/checkout';
import { openAnswer, uniqueEmail } from '../fixtures/customer';
import { staffMember } from '../fixtures/staff';

/**
 * The fit estimate and the measurement warnings in the back office (issue 29), in the production
 * build: a manager opens the shirt's "Fit estimate and warnings" section and tries the estimate; a
 * guest's shirt measured with a collar above half the chest (a warning the guest confirmed) is paid
 * for, and the workroom sees "Customer confirmed: …" on the order and on its production sheet. Each
 * screen is looked at by axe and photographed at 1440 px and 360 px. Nothing is published.
 */
test.describe.configure({ mode: 'serial' });

const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 360, height: 740 };

/** Axe on the whole page, and a picture of `part`, at 1440 px and at 360 px. */
async function look(page: Page, part: Locator, testInfo: TestInfo, name: string): Promise<void> {
  for (const size of [WIDE, PHONE]) {
    await page.setViewportSize(size);
    expect(await seriousViolations(page), `${name} at ${size.width} px`).toEqual([]);
    await part.screenshot({ path: testInfo.outputPath(`${name}-${size.width}.png`) });
  }
  await page.setViewportSize(WIDE);
}

const fold = (section: Locator, title: string): Locator =>
  section
    .locator('details')
    .filter({ has: section.page().locator(':scope > summary > span:first-child', { hasText: new RegExp(`^${title}`) }) });

test('a manager reads and tries the fit estimate of the shirt’s configuration', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize(WIDE);
  await staffMember(page, 'manager', uniqueEmail('fit-editor'));
  await page.goto('/admin/product-configs/shirt');
  const section = page.getByRole('region', { name: 'Fit estimate and warnings' });
  await expect(section).toBeVisible();
  for (const title of [
    'Ease over the body',
    'Preferences and usual sizes',
    'Confidence and ranges',
    'Warnings on measurements',
    'Body model',
  ]) {
    await fold(section, title).locator(':scope > summary').click();
  }
  await expect(section.getByRole('group', { name: 'Ease of the Tailored fit' }).getByLabel('Chest (in)')).not.toHaveValue('');
  await expect(section.getByRole('table', { name: 'Girths (cm)' })).toBeVisible();
  await section.getByRole('button', { name: 'Estimate with these numbers' }).click();
  await expect(section.getByRole('status')).toHaveText(/^Size \S+, \w+ fit \((high|medium|low) confidence, \d+%\)\.$/);
  await look(page, section, testInfo, 'fit-section');
  // At 360 px the section is long: each part on its own as well.
  await page.setViewportSize(PHONE);
  for (const [title, name] of [
    ['Ease over the body', 'ease'],
    ['Preferences and usual sizes', 'usual'],
    ['Warnings on measurements', 'warnings'],
    ['Body model', 'model'],
  ] as const) {
    await fold(section, title).screenshot({ path: testInfo.outputPath(`fit-${name}-360.png`) });
  }
});

test('the workroom sees the measurements a customer confirmed, on the order and on its production sheet', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  // A guest's shirt by body measurements: a collar above half the chest, confirmed.
  const products = (await openAnswer(page.request, await page.request.get('/api/shopify/products/shirt?cc=SGD'))) as {
    products: { variantId: string }[];
  };
  const body: Record<string, number | string> = {
    collar: 19,
    chest: 36,
    waist: 32,
    hips: 38,
    shoulder: 18,
    'sleeve-length': 33.5,
    bicep: 13.5,
    cuff: 7.75,
    'shirt-length': 30,
    height: 70,
    'shoulder-slope': 'Normal',
    tuck: 'Tucked',
  };
  const sizing = {
    method: 'body',
    track: 'body',
    size: null,
    fit: 'Tailored',
    sizeName: null,
    measurements: Object.entries(body).map(([id, value]) => ({ id, fitting_size: value })),
  };
  const line = (confirmed: string[]) => ({
    lineItems: [
      {
        merchandiseId: products.products[0]!.variantId,
        quantity: 1,
        attributes: [
          { key: '_product', value: 'shirt' },
          { key: '_design', value: '' },
          { key: '_sizing', value: JSON.stringify({ ...sizing, confirmedWarnings: confirmed }) },
        ],
      },
    ],
  });
  const refused = await page.request.post('/api/shopify/cart?cc=SGD', { data: line([]) });
  expect(refused.status()).toBe(400);
  expect(((await openAnswer(page.request, refused)) as { code: string }).code).toBe('measurement_warnings');
  const made = await page.request.post('/api/shopify/cart?cc=SGD', { data: line(['above-share:collar']) });
  expect(made.status(), await made.text()).toBe(200);
  const cart = (await openAnswer(page.request, made)) as { encodedId: string };

  const guest = await browser.newPage({ viewport: WIDE });
  await guest.goto(`/checkout/${cart.encodedId}`);
  await expect(guest.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await typeContactAndAddress(guest, uniqueEmail('confirmed-collar'));
  await payButton(guest).click();
  await payWithCard(guest, '4242 4242 4242 4242');
  const number = await confirmation(guest);
  await guest.close();

  await staffMember(page, 'workroom', uniqueEmail('fit-cutter'));
  await page.goto(`/admin/orders/${number}`);
  const flags = page.getByRole('list', { name: 'Measurements the customer confirmed' });
  await expect(flags).toContainText(
    'Customer confirmed: Collar (19 in) is more than half your chest (36 in), which is rare. Please check both.',
  );
  await expect(page.getByText('Size fromBody measurements').or(page.getByText('Body measurements')).first()).toBeVisible();
  await look(page, page.getByRole('listitem').filter({ has: flags }).first(), testInfo, 'order-flags');

  await page.getByRole('link', { name: 'Production sheet' }).click();
  const sheet = page.getByTestId('piece-sheet').first();
  await expect(sheet.getByRole('list', { name: 'Measurements the customer confirmed' })).toContainText(
    'Customer confirmed: Collar (19 in)',
  );
  await look(page, sheet, testInfo, 'sheet-flags');
});

import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { seriousViolations } from '../fixtures/axe';
import { addedNotice, design } from '../fixtures/pieces';

/**
 * The fit estimate and the measurement warnings (issue 29), in the production build: a visitor
 * answers a few questions, sees the estimate and uses it (on the desktop and on a 360 px phone);
 * another gives body measurements with a chest below the waist in a slim fit, is asked, confirms,
 * and adds (on the desktop only: the warnings' rules hold at any width; the phone run of the estimate
 * walks the same measurement screen to the cart).
 */

interface Field {
  key: string;
  label: string;
  type: 'display' | 'dropdown';
  value: number | null;
  visibility: Record<'standard' | 'body' | 'saved', boolean>;
}

async function bodyFieldsOf(page: Page, type: string): Promise<Field[]> {
  const answer = await page.request.get('/api/contentful-plain/products/config?cc=SGD');
  const body = (await answer.json()) as { products: Record<string, { measurements: { fields: Field[] } }> };
  const fields = body.products[type]?.measurements.fields;
  if (!fields) throw new Error(`no configuration for ${type}`);
  return fields.filter((field) => field.visibility.body && field.type === 'display');
}

/** The piece's sizing as the browser sends it to the cart (the `_sizing` attribute of the new line). */
function sentSizing(request: Request): Record<string, unknown> {
  const body = request.postDataJSON() as { lineItems?: { attributes: { key: string; value: string }[] }[] };
  const value = body.lineItems?.[0]?.attributes.find((attribute) => attribute.key === '_sizing')?.value;
  if (!value) throw new Error('the cart request carried no sizing');
  return JSON.parse(value) as Record<string, unknown>;
}
const cartAdd = (page: Page) =>
  page.waitForRequest(
    (request) =>
      /\/api\/shopify\/cart/.test(request.url()) &&
      ['POST', 'PATCH'].includes(request.method()) &&
      Boolean(request.postData()?.includes('lineItems')),
  );

/** Screenshots for a person to look at, when SCREENSHOTS is a folder. */
async function shot(page: Page, name: string, part: Locator) {
  const folder = process.env.SCREENSHOTS;
  if (folder) await part.screenshot({ path: `${folder}/${name}-${page.viewportSize()?.width ?? 0}.png` });
}

test('a visitor answers a few questions, sees the estimate, uses it and adds the shirt', { tag: '@phone' }, async ({ page }) => {
  await design(page, '/shop/shirt', 0);
  const panel = page.locator('[data-fit-estimate]');
  await expect(panel.getByRole('heading', { name: 'Find my size' })).toBeVisible();
  await panel.getByRole('button', { name: 'Answer a few questions' }).click();

  // Height and weight are required, said in words.
  await panel.getByRole('radio', { name: 'cm and kg' }).check();
  await panel.getByRole('button', { name: 'Find my size' }).click();
  await expect(panel.getByText('Enter your height in centimetres, from 120 to 230.')).toBeVisible();
  await panel.getByLabel('Height').fill('180');
  await panel.getByLabel('Weight').fill('80');
  await panel.getByLabel(/^Fit you prefer/).selectOption('slim');
  await panel.getByLabel(/^Build/).selectOption('average');
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'fit-estimate-form', panel);

  await panel.getByRole('button', { name: 'Find my size' }).click();
  const result = panel.getByRole('status');
  await expect(result).toHaveText(/^Estimated from your answers: size (XS|S|M|L|XL|XXL), Slim fit$/);
  const size = /size (\w+),/.exec((await result.textContent()) ?? '')?.[1] ?? '';
  await expect(panel.getByText(/^(High|Medium|Low) confidence\./)).toBeVisible();
  await expect(panel.locator('dt', { hasText: 'Chest' })).toBeVisible();
  await expect(panel.getByText(/^Estimated from your height \(180 cm\) and weight \(80 kg\)/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'fit-estimate-result', panel);

  await panel.getByRole('button', { name: 'Use this size' }).click();
  await expect(page.getByLabel('Size', { exact: true })).toHaveValue(size);
  await expect(page.getByLabel('Fit', { exact: true })).toHaveValue('Slim');
  await expect(page.getByText('Estimated from your answers.', { exact: true })).toBeVisible();

  const sent = cartAdd(page);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(addedNotice(page)).toBeVisible();
  expect(sentSizing(await sent)).toMatchObject({
    track: 'standard',
    size,
    fit: 'Slim',
    estimated: true,
    fitAnswers: { heightCm: 180, weightKg: 80, build: 'average', fitPreference: 'slim' },
  });
});

test('body measurements with a chest below the waist in a slim fit are questioned, confirmed, then added', async ({ page }) => {
  const fields = await bodyFieldsOf(page, 'shirt');
  await design(page, '/shop/shirt', 0);
  await page.getByRole('navigation', { name: 'How to give your size' }).getByRole('link', { name: /^Body/ }).click();
  await expect(page).toHaveURL(/\/shop\/shirt\/measurements\/body\?/);
  await page.getByRole('radio', { name: 'Inches' }).check();
  await expect(page.getByLabel('Fit', { exact: true })).toHaveValue('Slim');

  const values: Record<string, string> = { chest: '38', waist: '40' };
  for (const field of fields) {
    const input = page.locator(`[data-field="${field.key}"] input`);
    await input.fill(values[field.key] ?? String(field.value));
    await input.blur();
  }
  const warnings = page.locator('[data-measurement-warnings]');
  const message = 'Chest (38 in) is smaller than waist (40 in), which is rare with a slim fit. Please check both.';
  await expect(warnings.getByText(message)).toBeVisible();
  await expect(page.locator('[data-field="chest"] [data-warning="chest"]')).toContainText(message);
  // Nothing is changed for the customer.
  await expect(page.locator('[data-field="chest"] input')).toHaveValue('38');

  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'One measurement looks unusual' })).toBeVisible();
  await expect(addedNotice(page)).toBeHidden();
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'measurement-warnings', page.locator('section').filter({ has: warnings }).first());

  await warnings.getByLabel('This is right').check();
  const sent = cartAdd(page);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(addedNotice(page)).toBeVisible();
  expect(sentSizing(await sent)).toMatchObject({ track: 'body', fit: 'Slim', confirmedWarnings: ['below-other:chest'] });
});

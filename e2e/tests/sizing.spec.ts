import { type Page } from '@playwright/test';
import { expect, logInAs, test } from '../fixtures/customer';

/**
 * Sizing (issue 6), in the production build: a visitor sizes a shirt from the size table, adjusts
 * it and adds it to the cart; a customer gives body measurements in centimetres, saves them, finds them on the profile and
 * reuses them for another pair of trousers.
 */

interface Field {
  key: string;
  label: string;
  type: 'display' | 'dropdown';
  value: number | null;
  lower_bound: number | null;
  upper_bound: number | null;
  adjustments: { min: number; max: number } | null;
  increaseDecreaseBy: number;
  visibility: Record<'standard' | 'body' | 'saved', boolean>;
}
interface Measurements {
  fields: Field[];
  sizeAndFitMeasurements: Record<string, Record<string, Record<string, number>>>;
}
/** A piece of the cart as the shop answers it (its grouped item), as far as sizing is concerned. */
interface CartPiece {
  productType: string;
  design: string;
  sizing: {
    method: string;
    track: string;
    size: string | null;
    fit: string;
    sizeName: string | null;
    measurements: { id: string; fitting_size: number | string }[];
  };
}

async function measurementsOf(page: Page, type: string): Promise<Measurements> {
  const answer = await page.request.get('/api/contentful-plain/products/config?cc=SGD');
  const body = (await answer.json()) as { products: Record<string, { measurements: Measurements }> };
  const measurements = body.products[type]?.measurements;
  if (!measurements) throw new Error(`no configuration for ${type}`);
  return measurements;
}

/** The pieces of the cart this browser keeps (SPEC §3 key `cart`), as the shop last answered it. */
const cartPieces = (page: Page) =>
  page.evaluate(() => (JSON.parse(window.localStorage.getItem('cart') ?? '{"items":[]}') as { items: CartPiece[] }).items);

const fieldBox = (page: Page, key: string) => page.locator(`[data-field="${key}"]`);

/** Below 960 px the customiser's steps open in a drawer from the Customise bar. */
const stepsInADrawer = (page: Page) => (page.viewportSize()?.width ?? 0) < 960;

/** The customiser: a fabric chosen, then on to sizing. */
async function designAndContinue(page: Page, type: string, fabricIndex: number): Promise<string> {
  await page.goto(`/shop/${type}`);
  const drawer = page.getByRole('dialog', { name: /^Customise your / });
  if (stepsInADrawer(page)) await page.getByTestId('customise-bar').click();
  const card = page.getByTestId('fabric-option').nth(fabricIndex);
  await card.locator('button[aria-pressed]:not([aria-label$="favourites"])').click();
  await expect(card.locator('button[aria-pressed]:not([aria-label$="favourites"])')).toHaveAttribute('aria-pressed', 'true');
  const fabric = new URL(page.url()).searchParams.get('fabric') ?? '';
  expect(fabric).not.toBe('');
  if (stepsInADrawer(page)) {
    await drawer.getByRole('button', { name: 'Done' }).click();
    await expect(drawer).toBeHidden();
  }
  await page.getByRole('link', { name: 'Continue to sizing' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/shop/${type}/measurements/standard\\?.*fabric=${fabric}`));
  await expect(page.getByRole('heading', { level: 1, name: /^Sizing for your / })).toBeVisible();
  return fabric;
}

test('a visitor picks a standard size and fit, adjusts a value within its bounds, and hands the piece on', { tag: '@phone' }, async ({
  page,
}) => {
  const shirt = await measurementsOf(page, 'shirt');
  const fabric = await designAndContinue(page, 'shirt', 1);

  await page.getByLabel('Size', { exact: true }).selectOption('L');
  await page.getByLabel('Fit', { exact: true }).selectOption('Tailored');
  const table = shirt.sizeAndFitMeasurements.L?.Tailored ?? {};
  const chest = shirt.fields.find((field) => field.key === 'chest');
  if (!chest?.adjustments || table.chest === undefined) throw new Error('the shirt has no adjustable chest');
  const chestInput = page.getByRole('textbox', { name: 'Chest' });
  await expect(chestInput).toHaveValue(String(table.chest));

  // One step up, shown as the change from the table.
  await page.getByRole('button', { name: `Chest: ${chest.increaseDecreaseBy} in more` }).click();
  const adjusted = table.chest + chest.increaseDecreaseBy;
  await expect(chestInput).toHaveValue(String(adjusted));
  await expect(fieldBox(page, 'chest').getByText(`+${chest.increaseDecreaseBy} in`)).toBeVisible();

  // Past the adjustment: refused, with the bounds.
  const max = table.chest + chest.adjustments.max;
  await chestInput.fill(String(max + 3));
  await chestInput.blur();
  await expect(
    fieldBox(page, 'chest').getByText(`Chest must be between ${table.chest + chest.adjustments.min} in and ${max} in.`),
  ).toBeVisible();
  await expect(chestInput).toHaveAttribute('aria-invalid', 'true');
  await chestInput.fill(String(adjusted));
  await chestInput.blur();
  await expect(chestInput).not.toHaveAttribute('aria-invalid', 'true');

  // Saving needs an account.
  await page.getByLabel('Name this size').fill('Office');
  await page.getByRole('button', { name: 'Save size' }).click();
  await expect(page.getByText('You need to login to save size.')).toBeVisible();

  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Added to your cart' })).toBeVisible();
  const [piece] = await cartPieces(page);
  expect(piece?.productType).toBe('shirt');
  expect(new URLSearchParams(piece?.design).get('fabric')).toBe(fabric);
  expect(piece?.sizing).toMatchObject({ track: 'standard', size: 'L', fit: 'Tailored', sizeName: null });
  expect(piece?.sizing.measurements).toContainEqual({ id: 'chest', fitting_size: adjusted });
});

test('a customer enters body measurements in cm, saves them, finds them on the profile and reuses them on another piece', async ({
  page,
  customer,
}) => {
  const trousers = await measurementsOf(page, 'trousers');
  await logInAs(page, customer);

  await designAndContinue(page, 'trousers', 0);
  await expect(page.getByRole('button', { name: 'Account of Ada' })).toBeVisible();
  await page.getByRole('link', { name: /^Body measurements/ }).click();
  await expect(page).toHaveURL(/\/shop\/trousers\/measurements\/body\?/);
  await page.getByRole('radio', { name: 'Centimetres' }).check();

  // Every body measurement the configuration asks for, typed in centimetres a little off the grid.
  const kept = new Map<string, number>();
  for (const field of trousers.fields.filter((candidate) => candidate.visibility.body && candidate.type === 'display')) {
    const cm = Number(((field.value ?? field.lower_bound ?? 30) * 2.54 + 0.3).toFixed(1));
    const inches = Math.round(cm / 2.54 / 0.125) * 0.125;
    kept.set(field.key, inches);
    const input = page.getByRole('textbox', { name: field.label, exact: true });
    await input.fill(String(cm));
    // Said and shown back in centimetres: what was typed, as kept.
    const keptCm = Number((inches * 2.54).toFixed(1));
    if (keptCm !== cm) await expect(fieldBox(page, field.key).getByText(`Kept as ${keptCm} cm.`)).toBeVisible();
    await input.blur();
    await expect(input).toHaveValue(String(keptCm));
  }

  await page.getByLabel('Name this size').fill('Weekend');
  await page.getByRole('button', { name: 'Save size' }).click();
  await expect(page.getByText('Saved as “Weekend”.')).toBeVisible();

  // The profile lists it under trousers, in the unit the customer chose.
  await page.goto('/profile?tab=sizes');
  const card = page.getByRole('region', { name: 'Trousers' }).getByRole('listitem', { name: 'Trousers: Weekend' });
  await expect(card).toBeVisible();
  await card.getByText('View measurements').click();
  const waist = kept.get('waist') ?? 0;
  await expect(card.locator('[data-field="waist"] dd')).toHaveText(`${(waist * 2.54).toFixed(1)} cm`);

  // Another pair: the saved size is offered first, and goes with the piece.
  const fabric = await designAndContinue(page, 'trousers', 2);
  await page.getByRole('link', { name: /^Saved size/ }).click();
  await expect(page.getByLabel('Your saved sizes')).toHaveValue('Weekend');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Added to your cart' })).toBeVisible();
  const pieces = await cartPieces(page);
  const piece = pieces.at(-1);
  expect(new URLSearchParams(piece?.design).get('fabric')).toBe(fabric);
  expect(piece?.sizing).toMatchObject({ method: 'saved', track: 'body', sizeName: 'Weekend' });
  expect(piece?.sizing.measurements).toContainEqual({ id: 'waist', fitting_size: waist });
});

import { expect, test, type Locator, type Page } from '@playwright/test';
import { confirmation, orderLinkMailedTo, payButton, payWithCard, typeContactAndAddress } from '../fixtures/checkout';
import { addedNotice, cartDrawer, pieceOf, sizeAndAdd } from '../fixtures/pieces';

/**
 * A hurried customer on a slow phone: six choices and a note made one after another, without
 * waiting for the page to catch up (Chromium at 4× CPU slowdown), all reach the cart line and the
 * paid order.
 */

const NOTE = 'I wear a watch on my left wrist; please allow for it in the cuff.';

/** What a piece lists, term by term, as the customer reads it. */
async function attributesOf(list: Locator): Promise<Record<string, string>> {
  const pairs = await list
    .locator('dt')
    .evaluateAll((terms) => terms.map((term) => [term.textContent?.trim() ?? '', term.nextElementSibling?.textContent?.trim() ?? '']));
  return Object.fromEntries(pairs);
}

async function slowDown(page: Page, rate: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return cdp;
}

test('six quick choices and a note at 4× CPU slowdown all reach the cart and the paid order', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/shop/shirt');
  const cdp = await slowDown(page, 4);

  // The choices come one after another, each as soon as its control is there.
  const card = page.getByTestId('fabric-option').nth(2);
  const fabricHandle = await card.getAttribute('data-handle');
  await card.locator('button[aria-pressed]:not([aria-label$="favourites"])').click();
  await page.getByRole('tab', { name: 'Collar', exact: true }).click();
  await page.getByRole('radio', { name: 'Point collar' }).click();
  await page.getByRole('tab', { name: 'Cuffs', exact: true }).click();
  await page.getByRole('radio', { name: 'Mitred cuff' }).click();
  await page.getByRole('tab', { name: 'Chest pocket' }).click();
  await page.getByRole('radio', { name: 'Rounded pocket' }).click();
  await page.getByRole('tab', { name: 'Accessories' }).click();
  await page.getByRole('checkbox', { name: /^Spare buttons/ }).click();
  await page.getByRole('textbox', { name: /^Notes for your tailor/ }).fill(NOTE);
  await page.getByRole('textbox', { name: /^Initials/ }).fill('JK');

  const summary = page.getByTestId('design-summary');
  const summaryValue = (label: string) => summary.locator(`xpath=.//dt[normalize-space()="${label}"]/following-sibling::dd[1]`);
  await expect(summaryValue('Initials')).toHaveText('JK');
  await expect(summaryValue('Fabric')).not.toHaveText('Not chosen yet');
  await expect(summaryValue('Collar')).toHaveText('Point collar');
  await expect(summaryValue('Cuffs')).toHaveText('Mitred cuff');
  await expect(summaryValue('Chest pocket')).toHaveText('Rounded pocket');
  await expect(summaryValue('Spare buttons')).toHaveText('Yes');
  await expect(summaryValue('Notes for your tailor')).toHaveText(NOTE);
  const address = new URL(page.url()).searchParams;
  expect(address.get('fabric')).toBe(fabricHandle);
  expect(address.get('collar')).toBe('point');
  expect(address.get('cuff')).toBe('mitred');
  expect(address.get('pocket')).toBe('rounded');
  expect(address.get('spare-buttons')).toBe('1');
  expect(address.get('initials')).toBe('JK');
  expect(address.get('comments')).toBe(NOTE);
  const chosenFabric = (await summaryValue('Fabric').textContent()) ?? '';
  expect(chosenFabric).not.toBe('');

  await page.getByRole('link', { name: 'Continue to sizing' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sizing for your shirt' })).toBeVisible();
  await sizeAndAdd(page, 'M');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

  const wanted = {
    Collar: 'Point collar',
    Cuffs: 'Mitred cuff',
    'Chest pocket': 'Rounded pocket',
    'Notes for your tailor': NOTE,
  };
  await addedNotice(page).getByRole('button', { name: 'View cart' }).click();
  const line = await attributesOf(pieceOf(cartDrawer(page), chosenFabric));
  expect(line).toMatchObject(wanted);
  expect(line['Add-ons']).toContain('Spare buttons');
  expect(line.Initials).toContain('JK');

  await cartDrawer(page).getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  const email = `hurried-${Date.now()}@example.com`;
  await typeContactAndAddress(page, email);
  await payButton(page).click();
  await payWithCard(page, '4242 4242 4242 4242');
  const number = await confirmation(page);

  await page.goto(await orderLinkMailedTo(page, email, number));
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(number) })).toBeVisible();
  const ordered = await attributesOf(page.locator('main dl').filter({ hasText: 'Collar' }).first());
  expect(ordered).toMatchObject(wanted);
  expect(ordered['Add-ons']).toContain('Spare buttons');
  expect(ordered.Initials).toContain('JK');
  await expect(page.getByText(chosenFabric).first()).toBeVisible();
});

import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { seriousViolations } from '../fixtures/axe';
import { orderLinkMailedTo } from '../fixtures/checkout';
import { uniqueEmail } from '../fixtures/customer';
import { guestPaysForShirts } from '../fixtures/paid-order';
import { OWNER, ownerToken, signInToBackOffice } from '../fixtures/staff';

/**
 * The order, the sheet and the refunds (issue 31), in the production build: a guest pays for two
 * shirts made to body measurements; the owner refunds one of them, through a confirmation that
 * states the amount, the currency and the piece (one press sends nothing, the confirmation one
 * request); the production sheet gives the finished garment, the fabric's code and its swatch; the
 * guest's order page shows the refund and the net total. Each screen is looked at by axe and
 * photographed at 1440 px and 360 px.
 */
test.describe.configure({ mode: 'serial' });

const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 360, height: 740 };
const guestEmail = uniqueEmail('refunded-guest');
let orderNumber = '';
let orderLink = '';
let shirtTitle = '';

/** Axe on the whole page, and a picture of `part` (or the page), at 1440 px and at 360 px. */
async function look(page: Page, part: Locator | null, testInfo: TestInfo, name: string): Promise<void> {
  for (const size of [WIDE, PHONE]) {
    await page.setViewportSize(size);
    expect(await seriousViolations(page), `${name} at ${size.width} px`).toEqual([]);
    if (part) await part.screenshot({ path: testInfo.outputPath(`${name}-${size.width}.png`) });
    else await page.screenshot({ path: testInfo.outputPath(`${name}-${size.width}.png`), fullPage: true });
  }
  await page.setViewportSize(WIDE);
}

test('the owner refunds a piece only once the confirmation, which states the amount, currency and piece, is pressed', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const paid = await guestPaysForShirts(page, browser, { shirts: 2, email: guestEmail });
  orderNumber = paid.orderNumber;
  shirtTitle = paid.shirtTitle;
  orderLink = await orderLinkMailedTo(page, guestEmail, orderNumber);

  await ownerToken(page.request);
  await signInToBackOffice(page, OWNER.email, OWNER.password);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith(`/api/admin/orders/${orderNumber}/refunds`)) sent.push(request.url());
  });
  await page.goto(`/admin/orders/${orderNumber}`);
  const refunds = page.getByRole('region', { name: 'Refunds' });
  await expect(refunds).toContainText('still refundable');
  const shirt = refunds.getByRole('checkbox', { name: new RegExp(`^${shirtTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} shirt · SGD`) });
  await shirt.check();
  const label = (await shirt.locator('xpath=..').textContent()) ?? '';
  const amount = /SGD\s?[\d,]+\.\d{2}/.exec(label)?.[0] ?? '';
  expect(amount).not.toBe('');
  await refunds.getByLabel(/^Reason/).fill('The cloth ran out before cutting.');

  // One press asks; nothing is sent.
  await refunds.getByRole('button', { name: 'Refund…' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('heading')).toHaveText(`Refund ${amount} to the customer?`);
  await expect(dialog).toContainText('(SGD) goes back to the card the customer paid with');
  await expect(dialog).toContainText(`for ${shirtTitle} shirt`);
  await expect(dialog.getByRole('button', { name: `Refund ${amount}` })).toBeVisible();
  await look(page, dialog, testInfo, 'refund-confirmation');
  expect(sent).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(sent).toEqual([]);

  // Confirmed: exactly one request, and the refund is listed.
  await refunds.getByRole('button', { name: 'Refund…' }).click();
  await dialog.getByRole('button', { name: `Refund ${amount}` }).click();
  const listed = refunds.getByRole('list', { name: 'Refunds made' });
  await expect(listed).toContainText('Refunded');
  await expect(listed).toContainText('The cloth ran out before cutting.');
  await expect(dialog).toBeHidden();
  expect(sent).toHaveLength(1);
  await look(page, refunds, testInfo, 'refunds-section');
});

test('the production sheet gives the finished garment, the fabric’s code and swatch, and the size source once', async ({
  page,
}, testInfo) => {
  expect(orderNumber, 'the journey before made the order').not.toBe('');
  await ownerToken(page.request);
  await signInToBackOffice(page, OWNER.email, OWNER.password);
  await page.goto(`/admin/orders/${orderNumber}/sheet`);
  const sheet = page.getByTestId('piece-sheet').first();
  const garment = sheet.getByRole('table', { name: /^Finished garment of the .+: body \+ ease for the Tailored fit$/ });
  await expect(garment).toBeVisible();
  // Chest 40 in plus the Tailored fit's ease: a finished figure above the body's.
  const chest = garment.getByTestId('garment-chest');
  await expect(chest).toContainText(/^Chest101\.640\+[\d.]+[\d.]+[\d.]+$/);
  const finished = Number((await chest.locator('td').last().textContent()) ?? '0');
  expect(finished).toBeGreaterThan(40);
  await expect(garment.getByTestId('garment-sleeve-length')).toContainText('as measured');
  await expect(sheet.getByTestId('fabric-code')).not.toBeEmpty();
  const swatch = sheet.getByRole('img', { name: /^Swatch of / });
  await expect(swatch).toBeVisible();
  await expect.poll(() => swatch.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(sheet.getByText('Body measurements', { exact: true })).toHaveCount(1);
  await look(page, sheet, testInfo, 'sheet');

  // Printed: a page per piece still, the finished garment within it.
  await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: testInfo.outputPath('sheet-print.png'), fullPage: true });
  const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
  await testInfo.attach('production-sheet.pdf', { body: pdf, contentType: 'application/pdf' });
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? []).toHaveLength(2);
  await page.emulateMedia({ media: 'screen' });
});

test("the guest's order page shows the refund with its day, amount, piece and reason, and the net total", async ({ page }, testInfo) => {
  expect(orderLink, 'the first journey made the order').not.toBe('');
  await page.setViewportSize(WIDE);
  await page.goto(orderLink);
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  const section = page.getByRole('region', { name: 'Refunds' });
  const refund = section.getByTestId('order-refund');
  await expect(refund).toHaveCount(1);
  await expect(refund).toContainText(/−SGD\s?[\d,]+\.\d{2}/);
  await expect(refund).toContainText(`${shirtTitle} shirt`);
  await expect(refund).toContainText('The cloth ran out before cutting.');
  await expect(refund.locator('time')).toHaveText(/^\d{1,2} \w+ \d{4}$/);
  const total = Number(((await page.getByTestId('order-total').textContent()) ?? '').replace(/[^\d.]/g, ''));
  const refunded = Number(((await refund.locator('p').first().textContent()) ?? '').replace(/^.*−/, '').replace(/[^\d.]/g, ''));
  const net = Number(((await page.getByTestId('order-net-total').textContent()) ?? '').replace(/[^\d.]/g, ''));
  expect(Math.round((total - refunded) * 100)).toBe(Math.round(net * 100));
  await look(page, null, testInfo, 'guest-order-refunded');
});

import { expect, test, type Browser, type Page } from '@playwright/test';
import { seriousViolations } from '../fixtures/axe';
import { confirmation, payButton, payWithCard, typeContactAndAddress } from '../fixtures/checkout';
import { addedNotice, cartDrawer, design, sizeAndAdd } from '../fixtures/pieces';
import { OWNER, ownerToken, signInToBackOffice, staffMember } from '../fixtures/staff';

/**
 * The workroom's orders (issue 16), in the production build: a guest pays for trousers and a shirt; a
 * workroom tailor finds the order on the board (at 1440 px and on a 1024 x 768 tablet) and in the
 * list, opens it, moves it to Measurements confirmed and then to Cutting (the customer is e-mailed),
 * and prints its production sheet: one A4 page per piece.
 */
test.describe.configure({ mode: 'serial' });

const guestEmail = `workroom-guest-${Date.now()}@example.com`;
let orderNumber = '';

/** A guest's paid order of trousers and a shirt, in a browser of its own; its number. */
async function guestPaysForTwoPieces(browser: Browser): Promise<string> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await design(page, '/shop/trousers', 0);
  await sizeAndAdd(page, (await page.getByLabel('Size', { exact: true }).locator('option').nth(2).getAttribute('value')) ?? '');
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await addedNotice(page).getByRole('button', { name: 'Continue shopping' }).click();
  await design(page, '/shop/shirt', 2);
  await sizeAndAdd(page, 'M');
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
  await addedNotice(page).getByRole('button', { name: 'View cart' }).click();
  await cartDrawer(page).getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await typeContactAndAddress(page, guestEmail);
  await payButton(page).click();
  await payWithCard(page, '4242 4242 4242 4242');
  const number = await confirmation(page);
  await context.close();
  return number;
}

/** The customer's e-mails whose subject is `subject`, once the job queue has sent them. */
async function mailed(page: Page, subject: string) {
  let found: { subject: string; text: string }[] = [];
  await expect(async () => {
    const answer = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(guestEmail)}`);
    const body = (await answer.json()) as { messages: { subject: string; text: string }[] };
    found = body.messages.filter((message) => message.subject === subject);
    expect(found.length).toBeGreaterThan(0);
  }).toPass({ timeout: 15_000 });
  return found;
}

test('a paid order is on the board and in the list; a workroom tailor moves it to cutting, the customer is e-mailed, and its sheet prints a page per piece', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  orderNumber = await guestPaysForTwoPieces(browser);
  expect(orderNumber).toMatch(/^SV-\d+$/);

  await staffMember(page, 'workroom', `cutter-${Date.now()}@selvedge.example`);
  // The back office opens on the orders.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Back office' });
  await expect(menu.getByRole('link', { name: 'Board' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'System' })).toHaveCount(0);

  // The board: the order is in the Paid column, with its count.
  await menu.getByRole('link', { name: 'Board' }).click();
  const paid = page.getByRole('region', { name: /^Paid \d+$/ });
  await expect(paid.getByRole('link', { name: orderNumber })).toBeVisible();
  await expect(paid.getByRole('listitem').filter({ hasText: orderNumber })).toContainText('Grace Hopper');
  // Each piece on the card: its type, cloth code and size source (decision 054).
  await expect(page.getByRole('list', { name: `Pieces of ${orderNumber}` }).getByRole('listitem')).toHaveText([
    /^Trousers.*Standard size$/,
    /^Shirt.*Standard size$/,
  ]);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('board-1440.png'), fullPage: true });

  // The list: searched by the guest's e-mail, the search kept in the address through a reload.
  await menu.getByRole('link', { name: 'Orders' }).click();
  await page.getByRole('searchbox', { name: 'Search' }).fill(guestEmail);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(guestEmail).replace(/\./g, '\\.')}`));
  await page.getByLabel('Stage').selectOption('paid');
  await expect(page).toHaveURL(/stage=paid/);
  await page.reload();
  await expect(page.getByLabel('Stage')).toHaveValue('paid');
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue(guestEmail);
  const row = page.getByRole('row').filter({ hasText: orderNumber });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Grace Hopper');
  await expect(row).toContainText('Paid');
  await expect(row).toContainText(/SGD\s[\d,]+\.\d{2}/);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('list-1440.png'), fullPage: true });

  // The order: what the tailor needs of each piece.
  await row.getByRole('link', { name: orderNumber }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  const pieces = page
    .getByRole('region', { name: 'Pieces' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(pieces).toHaveCount(2);
  for (const piece of await pieces.all()) {
    // The piece drawn in its cloth, named for what it is.
    await expect(piece.locator('img[data-picture="design"]')).toHaveAttribute('alt', / in /);
    await piece.locator('img[data-picture="design"]').scrollIntoViewIfNeeded();
    await expect
      .poll(() => piece.locator('img[data-picture="design"]').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(600);
    await expect(piece.getByRole('list', { name: 'Styles' }).getByRole('listitem').first()).toBeVisible();
    await expect(piece.getByRole('table', { name: /^Measurements of / })).toBeVisible();
    await expect(piece.getByText('Size from')).toBeVisible();
  }
  const customer = page.getByRole('region', { name: 'Customer' });
  await expect(customer).toContainText('Grace Hopper');
  await expect(customer).toContainText(guestEmail);
  await expect(customer).toContainText('1 Harbour Front Ave');
  // A workroom tailor moves orders but gives no money back.
  await expect(page.getByRole('region', { name: 'Refunds' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('order-1440.png'), fullPage: true });

  const whole = page.getByRole('region', { name: 'Move the whole order' });
  await whole.getByLabel(/^Note with the move/).fill('Measurements checked against the size table.');
  await whole.getByRole('button', { name: 'Move the whole order to Measurements confirmed' }).click();
  await expect(whole.getByRole('status')).toContainText('Moved the whole order to measurements confirmed');
  await expect(page.getByTestId('order-status')).toHaveText('Measurements confirmed');
  await whole.getByRole('button', { name: 'Move the whole order to Cutting' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Cutting');
  await expect(page.getByTestId('piece-status')).toHaveText(['Cutting', 'Cutting']);
  // Once cut, nothing can be cancelled.
  await expect(page.getByRole('button', { name: /^Cancel / })).toHaveCount(0);
  const history = page.getByRole('region', { name: 'Status history' });
  await expect(history).toContainText('Measurements checked against the size table.');

  // The customer hears of each move.
  const confirmed = await mailed(page, `Your Selvedge order ${orderNumber}: Measurements confirmed`);
  expect(confirmed[0]?.text).toContain('We have checked your measurements');
  const cutting = await mailed(page, `Your Selvedge order ${orderNumber}: Cutting`);
  expect(cutting[0]?.text).toContain('Your cloth is being cut.');

  // The production sheet: a page per piece, the Print button not printed.
  await page.getByRole('link', { name: 'Production sheet' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${orderNumber}/sheet$`));
  const sheets = page.getByTestId('piece-sheet');
  await expect(sheets).toHaveCount(2);
  await expect(sheets.first()).toContainText(orderNumber);
  await expect(sheets.first()).toContainText('Grace Hopper');
  await expect(sheets.first().getByRole('table', { name: /^Finished garment of the / })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('sheet-screen-1440.png'), fullPage: true });

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  expect(await sheets.evaluateAll((elements) => elements.map((element) => getComputedStyle(element).breakAfter))).toEqual(['page', 'page']);
  await page.screenshot({ path: testInfo.outputPath('sheet-print.png'), fullPage: true });
  const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
  await testInfo.attach('production-sheet.pdf', { body: pdf, contentType: 'application/pdf' });
  const pages = pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g) ?? [];
  expect(pages).toHaveLength(2);
  await page.emulateMedia({ media: 'screen' });
});

test('on a 1024 x 768 tablet the board scrolls its columns sideways and each card opens its order', async ({ browser }, testInfo) => {
  // Serial: this journey reads the order the one before made; without it, it fails rather than passing unseen.
  expect(orderNumber, 'the journey before made the order').not.toBe('');
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true });
  const page = await context.newPage();
  await staffMember(page, 'workroom', `tablet-${Date.now()}@selvedge.example`);
  await page.goto('/admin/orders/board');
  const board = page.getByRole('region', { name: 'Orders by stage' });
  await expect(board).toBeVisible();
  // The moved order is in the Cutting column now.
  const cutting = page.getByRole('region', { name: /^Cutting \d+$/ });
  await cutting.scrollIntoViewIfNeeded();
  await expect(cutting.getByRole('link', { name: orderNumber })).toBeVisible();
  // The page itself never scrolls sideways: only the board does.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await seriousViolations(page)).toEqual([]);
  await board.evaluate((element) => element.scrollTo({ left: 0 }));
  await page.screenshot({ path: testInfo.outputPath('board-1024.png') });
  await cutting.getByRole('link', { name: orderNumber }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('order-1024.png'), fullPage: true });
  await page.goto('/admin/orders');
  await page.screenshot({ path: testInfo.outputPath('list-1024.png'), fullPage: true });
  await context.close();
});

test("the owner reads the tailor's moves in the audit log and sees the order's refunds", async ({ page }, testInfo) => {
  expect(orderNumber, 'the first journey made and moved the order').not.toBe('');
  await ownerToken(page.request);
  await signInToBackOffice(page, OWNER.email, OWNER.password);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  // The order's own entries (the address an order's history links to), written as sentences.
  await page.goto(`/admin/audit?subjectType=order&subjectId=${orderNumber}`);
  const moves = page.getByRole('listitem').filter({ hasText: `moved order ${orderNumber}` });
  await expect(moves).toHaveCount(2);
  await expect(moves.first()).toContainText('to Cutting');
  await expect(moves.first()).toContainText('from Measurements confirmed');
  await expect(moves.last()).toContainText('(note: Measurements checked against the size table.)');
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('audit-1440.png'), fullPage: true });

  await page.goto(`/admin/orders/${orderNumber}`);
  const refunds = page.getByRole('region', { name: 'Refunds' });
  await expect(refunds).toContainText('still refundable');
  // Nothing chosen: the form says so on the field and sends nothing.
  await refunds.getByLabel(/^Reason/).fill('Goodwill');
  await refunds.getByRole('button', { name: 'Refund…' }).click();
  await expect(refunds.getByText('Choose at least one piece to refund.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('order-owner-1440.png'), fullPage: true });
});

import { expect, test, type APIRequestContext, type Browser, type Page, type TestInfo } from '@playwright/test';
import { AdminFabricListSchema, AdminRateListSchema, type AdminFabric, type AdminRate } from '@selvedge/contract/admin';
import { convertFromSgd, decimalStringToMinor, minorToDecimalString, type CurrencyRate } from '@selvedge/domain';
import { seriousViolations } from '../fixtures/axe';
import { openAnswer, uniqueEmail } from '../fixtures/customer';
import { addedNotice, amountOf, cartDrawer, design, pieceOf, sizeAndAdd } from '../fixtures/pieces';
import { ownerToken, signInToBackOffice, staffMember } from '../fixtures/staff';

/**
 * The catalogue in the back office (issue 16), in the production build: a manager withdraws a
 * fabric that sits in a customer's cart and the cart says 'Fabric Unavailable' with the manager's
 * reason; put back on sale from the manager's tablet (1024 × 768), it can be chosen again. A manager changes the pound's rate by hand and a
 * customer's shirt listing in pounds shows the price the server's own conversion gives. Whatever a
 * journey changes it puts back, so later journeys of the run see the seeded shop.
 */

const TABLET = { width: 1024, height: 768 };

let ownerSession: string | null = null;

/** The back office's API as the owner (signed in once per run of this file), its answer opened. */
async function asOwner(request: APIRequestContext, method: 'GET' | 'PATCH', path: string, data?: object): Promise<unknown> {
  ownerSession ??= await ownerToken(request);
  const answer = await request.fetch(`/api/admin${path}`, {
    method,
    headers: { authorization: `Bearer ${ownerSession}` },
    ...(data ? { data } : {}),
  });
  expect(answer.ok(), `${method} ${path}: ${answer.status()} ${await answer.text()}`).toBe(true);
  return openAnswer(request, answer);
}

const rateOf = async (request: APIRequestContext, code: string): Promise<AdminRate> => {
  const rate = AdminRateListSchema.parse(await asOwner(request, 'GET', '/rates')).rates.find((entry) => entry.code === code);
  if (!rate) throw new Error(`no ${code} rate`);
  return rate;
};

const shirtFabrics = async (request: APIRequestContext): Promise<AdminFabric[]> =>
  AdminFabricListSchema.parse(await asOwner(request, 'GET', '/fabrics?type=shirt&pageSize=100')).fabrics;

/** Puts a rate back as it was (from whatever version it is at now). */
async function restoreRate(request: APIRequestContext, before: AdminRate): Promise<void> {
  const now = await rateOf(request, before.code);
  if (now.ratePerSgd === before.ratePerSgd && now.roundingIncrementMinor === before.roundingIncrementMinor) return;
  await asOwner(request, 'PATCH', `/rates/${before.code}`, {
    ratePerSgd: before.ratePerSgd,
    roundingIncrementMinor: before.roundingIncrementMinor,
    version: now.version,
  });
}

/** Puts a fabric back on sale if a journey left it off. */
async function restoreFabric(request: APIRequestContext, title: string): Promise<void> {
  const fabric = (await shirtFabrics(request)).find((entry) => entry.title === title);
  if (fabric && fabric.saleStatus !== 'on_sale')
    await asOwner(request, 'PATCH', `/fabrics/${fabric.id}/sale-status`, { status: 'on_sale', version: fabric.version });
}

async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: testInfo.outputPath(`${name}-${page.viewportSize()?.width ?? 0}.png`), fullPage: false });
}

/** A customer's own browser: a context of its own (its own cart, its own HTTP cache). */
async function customerPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

/** The fabrics page's row of a fabric, found by its title through the page's own search. */
async function findFabricRow(page: Page, title: string) {
  await page.getByLabel('Search').fill(title);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/[?&]q=/);
  const row = page.getByRole('row').filter({ has: page.getByText(title, { exact: true }) });
  await expect(row).toHaveCount(1);
  return row;
}

test('a manager withdraws a fabric with a reason: a customer with it in the cart sees Fabric Unavailable and the reason; back on sale, it can be chosen again', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const shopper = await customerPage(browser);
  const shirt = await design(shopper, '/shop/shirt', 2);
  await sizeAndAdd(shopper, 'L');
  await addedNotice(shopper).getByRole('button', { name: 'Continue shopping' }).click();
  await expect(shopper.getByTestId('cart-badge')).toHaveText('1');
  const reason = `The mill has stopped weaving it (${Date.now()}).`;

  try {
    const manager = await staffMember(page, 'manager', uniqueEmail('manager'));
    // A manager starts on the first section their role opens: the orders (the owner's Staff page is not theirs).
    await expect(page).toHaveURL(/\/admin\/orders$/);
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Fabrics' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Fabrics' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Fabrics' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, testInfo, 'fabrics');

    // Filters live in the address: the type, then the words.
    await page.getByLabel('Type').selectOption({ label: 'Shirts' });
    await expect(page).toHaveURL(/\/admin\/fabrics\?type=shirt$/);
    const row = await findFabricRow(page, shirt.fabricTitle);
    await expect(row.getByText('On sale', { exact: true })).toBeVisible();

    // Taking it off sale asks for the reason customers will read, and says where they will read it.
    await row.getByRole('button', { name: `Take off sale: ${shirt.fabricTitle}` }).click();
    const dialog = page.getByRole('dialog', { name: `Take ${shirt.fabricTitle} off sale` });
    await expect(dialog).toContainText('will see it as ‘Fabric Unavailable’ with the reason you give here');
    await dialog.getByRole('radio', { name: /Withdrawn from sale/ }).check();
    await dialog.getByRole('button', { name: 'Take off sale' }).click();
    await expect(dialog.getByText('Say why, in the words customers will read')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, testInfo, 'fabric-withdraw-dialog');
    await dialog.getByLabel('Reason customers will read').fill(reason);
    await dialog.getByRole('button', { name: 'Take off sale' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: `${shirt.fabricTitle} is now withdrawn.` })).toBeVisible();
    await expect(row.getByText('Withdrawn', { exact: true })).toBeVisible();
    await expect(row.getByText(`“${reason}”`)).toBeVisible();

    // The customer's cart: the piece is gone, and the dialog says why in the manager's words.
    // (The page reads the cart it holds as it opens; that read reports the fabric, once.)
    await shopper.reload();
    const notice = shopper.getByRole('alertdialog', { name: 'Fabric Unavailable' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('The following fabric(s) is no longer avalable for sale and has been removed from your cart.');
    await expect(notice.getByRole('listitem')).toHaveText(`${shirt.fabricTitle}: ${reason}`);
    await notice.getByRole('button', { name: 'OK' }).click();
    await expect(notice).toBeHidden();
    await expect(shopper.getByTestId('cart-badge')).toHaveCount(0);
    await shopper.getByTestId('cart-button').click();
    await expect(cartDrawer(shopper).getByText('No items in cart.')).toBeVisible();
    await cartDrawer(shopper).getByRole('button', { name: 'Close cart' }).click();

    // The same manager, on a tablet, puts it back on sale from the withdrawn fabrics.
    const tablet = await (await browser.newContext({ viewport: TABLET })).newPage();
    await signInToBackOffice(tablet, manager.email, manager.password);
    await tablet.goto(`/admin/fabrics?type=shirt&status=withdrawn&q=${encodeURIComponent(shirt.fabricTitle)}`);
    const withdrawnRow = tablet.getByRole('row').filter({ has: tablet.getByText(shirt.fabricTitle, { exact: true }) });
    await expect(withdrawnRow.getByText('Withdrawn', { exact: true })).toBeVisible();
    await expect
      .poll(() => withdrawnRow.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    expect(await seriousViolations(tablet)).toEqual([]);
    await screenshot(tablet, testInfo, 'fabrics-withdrawn');
    await withdrawnRow.getByRole('button', { name: `Put back on sale: ${shirt.fabricTitle}` }).click();
    const back = tablet.getByRole('dialog', { name: `Put ${shirt.fabricTitle} back on sale` });
    await expect(back).toContainText(`It is withdrawn: ${reason.replace(/\.$/, '')}`);
    await screenshot(tablet, testInfo, 'fabric-back-on-sale-dialog');
    await back.getByRole('button', { name: 'Put back on sale' }).click();
    await expect(back).toBeHidden();
    await expect(tablet.getByRole('status').filter({ hasText: `${shirt.fabricTitle} is now on sale.` })).toBeVisible();
    await tablet.context().close();

    // The customer can choose it again: the piece stays in the cart, and nothing is said.
    await shopper.goto(shirt.url);
    await expect(shopper.getByTestId('summary-fabric').first()).toHaveText(shirt.fabricTitle);
    await shopper.getByRole('link', { name: 'Continue to sizing' }).first().click();
    await sizeAndAdd(shopper, 'L');
    await addedNotice(shopper).getByRole('button', { name: 'View cart' }).click();
    await expect(pieceOf(cartDrawer(shopper), shirt.fabricTitle)).toBeVisible();
    await expect(shopper.getByRole('alertdialog', { name: 'Fabric Unavailable' })).toHaveCount(0);
  } finally {
    await restoreFabric(page.request, shirt.fabricTitle);
    await shopper.context().close();
  }
});

test('a manager changes the pound’s rate by hand: the shirt listing in GBP shows the price the new rate and rounding give', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const before = await rateOf(page.request, 'GBP');
  const sgdPrices = new Map(
    (await shirtFabrics(page.request)).map((fabric) => [fabric.handle, decimalStringToMinor(fabric.price.amount, 'SGD')]),
  );

  /** The shirt fabrics a fresh browser lists in pounds: each card's handle and the price it shows. */
  async function listedInPounds(): Promise<Map<string, number>> {
    const shopper = await customerPage(browser);
    try {
      await shopper.goto('/shop/shirt');
      await shopper.getByTestId('currency-selector').selectOption('GBP');
      const cards = shopper.getByTestId('fabric-option');
      await expect(cards.first().locator('[data-price="GBP"]')).toBeVisible();
      const listed = new Map<string, number>();
      for (const card of await cards.all()) {
        const handle = await card.getAttribute('data-handle');
        if (handle) listed.set(handle, amountOf(await card.locator('[data-price="GBP"]').textContent()));
      }
      return listed;
    } finally {
      await shopper.context().close();
    }
  }

  const poundsOf = (handle: string, rate: CurrencyRate) =>
    Number(minorToDecimalString(convertFromSgd(sgdPrices.get(handle) ?? 0, rate), 'GBP'));
  // A fabric priced by the rate (not by a hand-set pound price): its listed price is the conversion's.
  const listedBefore = await listedInPounds();
  const handle = [...listedBefore.keys()].find((key) => sgdPrices.has(key) && listedBefore.get(key) === poundsOf(key, before));
  if (!handle) throw new Error('no listed shirt is priced by the GBP rate');

  const next: CurrencyRate = { code: 'GBP', ratePerSgd: (Number(before.ratePerSgd) * 1.3).toFixed(4), roundingIncrementMinor: 500 };
  try {
    await staffMember(page, 'manager', uniqueEmail('rates-manager'));
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Exchange rates' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Exchange rates' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Exchange rates' }).getByRole('row')).toHaveCount(32);
    await expect(page.getByText(/a customer sees the new prices at their next page load/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, testInfo, 'rates');

    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /GBP/ }) });
    await expect(row.getByRole('cell').first()).toHaveText(before.ratePerSgd);
    await row.getByRole('button', { name: 'Edit the GBP rate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit the GBP rate' });
    const rate = dialog.getByLabel('GBP for 1 SGD');
    // A rate of nothing is refused on its field, and nothing is saved.
    await rate.fill('0');
    await dialog.getByRole('button', { name: 'Save the rate' }).click();
    await expect(dialog.getByText('Must be above zero')).toBeVisible();
    await expect(rate).toHaveAttribute('aria-invalid', 'true');
    expect((await rateOf(page.request, 'GBP')).version).toBe(before.version);

    await rate.fill(next.ratePerSgd);
    // The rounding is typed in pounds (5), and sent as the pence the shop stores (500).
    await dialog.getByLabel('Round GBP prices up to a multiple of').fill(String(next.roundingIncrementMinor / 100));
    await expect(dialog.getByText('In GBP, like 1 or 0.05 (0.01 at the least). Prices round up to the next GBP 5.00.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, testInfo, 'rate-dialog');
    await dialog.getByRole('button', { name: 'Save the rate' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: `GBP saved: 1 SGD = ${next.ratePerSgd} GBP` })).toBeVisible();
    await expect(row.getByRole('cell').first()).toHaveText(next.ratePerSgd);
    await page.setViewportSize(TABLET);
    await screenshot(page, testInfo, 'rates');

    // A customer's listing in pounds, read now, is priced at the new rate and rounding.
    const listedAfter = await listedInPounds();
    expect(listedAfter.get(handle)).toBe(poundsOf(handle, next));
    expect(poundsOf(handle, next)).not.toBe(poundsOf(handle, before));
  } finally {
    await restoreRate(page.request, before);
  }
  expect((await rateOf(page.request, 'GBP')).ratePerSgd).toBe(before.ratePerSgd);
});

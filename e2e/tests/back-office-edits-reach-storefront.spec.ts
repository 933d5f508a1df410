import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { AdminFabricListSchema, AdminRateListSchema, type AdminRate } from '@selvedge/contract/admin';
import { convertFromSgd, decimalStringToMinor, minorToDecimalString, type CurrencyRate } from '@selvedge/domain';
import { openAnswer } from '../fixtures/customer';
import { amountOf } from '../fixtures/pieces';
import { ownerToken } from '../fixtures/staff';

/**
 * An edit in the back office shows on the storefront at the customer's next page load (issue 31):
 * a customer looks at the shirts in euros; the euro's rate is changed in the back office; the same
 * browser, with everything it kept, reloads the page and sees the new price; the rate changes
 * again, and a move to another page and back (no page load, the storefront's own navigation) shows
 * that one. The rate is put back afterwards, so later journeys see the seeded shop.
 */

let ownerSession: string | null = null;

/** The back office's API as the owner, its answer opened. */
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

async function euroRate(request: APIRequestContext): Promise<AdminRate> {
  const rate = AdminRateListSchema.parse(await asOwner(request, 'GET', '/rates')).rates.find((entry) => entry.code === 'EUR');
  if (!rate) throw new Error('no EUR rate');
  return rate;
}

/** Sets the euro's rate as the back office's rate editor does, from whatever version it is at. */
async function setEuroRate(request: APIRequestContext, rate: Pick<CurrencyRate, 'ratePerSgd' | 'roundingIncrementMinor'>): Promise<void> {
  const now = await euroRate(request);
  await asOwner(request, 'PATCH', '/rates/EUR', {
    ratePerSgd: rate.ratePerSgd,
    roundingIncrementMinor: rate.roundingIncrementMinor,
    version: now.version,
  });
}

/** The euro price a shirt card shows. */
const cardPrice = (shopper: Page, handle: string) =>
  shopper.locator(`[data-testid="fabric-option"][data-handle="${handle}"] [data-price="EUR"]`);

test('a rate changed in the back office shows on the storefront at the next page load: a reload, and a move to another page', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const before = await euroRate(page.request);
  const fabrics = AdminFabricListSchema.parse(await asOwner(page.request, 'GET', '/fabrics?type=shirt&pageSize=100')).fabrics;
  const sgdPrices = new Map(fabrics.map((fabric) => [fabric.handle, decimalStringToMinor(fabric.price.amount, 'SGD')]));
  const eurosAt = (handle: string, rate: Pick<CurrencyRate, 'ratePerSgd' | 'roundingIncrementMinor'>) =>
    Number(minorToDecimalString(convertFromSgd(sgdPrices.get(handle) ?? 0, { code: 'EUR', ...rate }), 'EUR'));

  // The customer's own browser: its own HTTP cache and its own storefront, kept open throughout.
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const shopper = await context.newPage();
  try {
    await shopper.goto('/shop/shirt');
    await shopper.getByTestId('currency-selector').selectOption('EUR');
    const cards = shopper.getByTestId('fabric-option');
    await expect(cards.first().locator('[data-price="EUR"]')).toBeVisible();
    // A shirt priced by the rate (no hand-set euro price): the card shows the conversion's price.
    let handle: string | null = null;
    for (const card of await cards.all()) {
      const candidate = await card.getAttribute('data-handle');
      if (
        candidate &&
        sgdPrices.has(candidate) &&
        amountOf(await card.locator('[data-price="EUR"]').textContent()) === eurosAt(candidate, before)
      ) {
        handle = candidate;
        break;
      }
    }
    if (!handle) throw new Error('no listed shirt is priced by the EUR rate');
    const shown = cardPrice(shopper, handle);

    // The back office changes the rate; the customer reloads the page.
    const first = { ratePerSgd: (Number(before.ratePerSgd) * 1.3).toFixed(4), roundingIncrementMinor: before.roundingIncrementMinor };
    expect(eurosAt(handle, first)).not.toBe(eurosAt(handle, before));
    await setEuroRate(page.request, first);
    await shopper.reload();
    await expect.poll(async () => amountOf(await shown.textContent())).toBe(eurosAt(handle, first));

    // Again; this time the customer moves to another page and back, within the storefront.
    const second = { ratePerSgd: (Number(before.ratePerSgd) * 1.6).toFixed(4), roundingIncrementMinor: before.roundingIncrementMinor };
    expect(eurosAt(handle, second)).not.toBe(eurosAt(handle, first));
    await setEuroRate(page.request, second);
    await shopper.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const footer = shopper.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Polo shirts' }).click();
    await expect(shopper).toHaveURL(/\/shop\/polo/);
    await expect(cards.first()).toBeVisible();
    await footer.getByRole('link', { name: 'Shirts', exact: true }).click();
    await expect(shopper).toHaveURL(/\/shop\/shirt/);
    await expect.poll(async () => amountOf(await shown.textContent())).toBe(eurosAt(handle, second));
    // No page load happened: the storefront's own navigation asked again.
    expect(await shopper.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await shopper.screenshot({ path: testInfo.outputPath('shirts-in-euros-after-rate-change-1440.png') });
  } finally {
    await context.close();
    await setEuroRate(page.request, before);
  }
  expect((await euroRate(page.request)).ratePerSgd).toBe(before.ratePerSgd);
});

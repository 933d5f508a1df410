import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { AdminFabricListSchema, type AdminFabric } from '@selvedge/contract/admin';
import { seriousViolations } from '../fixtures/axe';
import { cartToCheckout, confirmation, payButton, payWithCard, typeContactAndAddress } from '../fixtures/checkout';
import { openAnswer, uniqueEmail } from '../fixtures/customer';
import { addedNotice, cartDrawer, design, sizeAndAdd } from '../fixtures/pieces';
import { ownerToken } from '../fixtures/staff';

/**
 * What the checkout says at the money moment, in the production build: a fabric withdrawn while
 * the checkout is open is named with the shop's reason (never "Your cart is empty", never a Pay of
 * SGD 0.00), and a guest's confirmation links to the order's signed page, which opens.
 */

const REASON = 'The mill has stopped weaving it.';

let ownerSession: string | null = null;

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

async function shirtFabric(request: APIRequestContext, title: string): Promise<AdminFabric> {
  const fabric = AdminFabricListSchema.parse(await asOwner(request, 'GET', '/fabrics?type=shirt&pageSize=100')).fabrics.find(
    (entry) => entry.title === title,
  );
  if (!fabric) throw new Error(`no shirt fabric ${title}`);
  return fabric;
}

async function setSaleStatus(request: APIRequestContext, title: string, status: 'on_sale' | 'withdrawn'): Promise<void> {
  const fabric = await shirtFabric(request, title);
  if (fabric.saleStatus === status) return;
  await asOwner(
    request,
    'PATCH',
    `/fabrics/${fabric.id}/sale-status`,
    status === 'withdrawn' ? { status, note: REASON, version: fabric.version } : { status, version: fabric.version },
  );
}

async function screenshotAt(page: Page, testInfo: TestInfo, width: number, name: string): Promise<void> {
  await page.setViewportSize({ width, height: width < 500 ? 740 : 900 });
  await expect(page.getByTestId('fabric-unavailable')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, `the page is ${overflow} px wider than ${width} px`).toBeLessThanOrEqual(0);
}

test('a fabric withdrawn while the checkout is open: Pay names it with the reason, and no Pay for nothing is offered', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const { fabricTitle } = await design(page, '/shop/shirt', 6);
  await sizeAndAdd(page, 'M');
  await addedNotice(page).getByRole('button', { name: 'View cart' }).click();
  await cartDrawer(page).getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await typeContactAndAddress(page, uniqueEmail('withdrawn'));
  await expect(page.getByRole('list', { name: 'Pieces in your order' })).toContainText(fabricTitle);

  await setSaleStatus(request, fabricTitle, 'withdrawn');
  try {
    await payButton(page).click();
    await expect(page.getByRole('alert').filter({ hasText: `${fabricTitle} is no longer available for sale` })).toBeVisible();
    await expect(page.getByText('Your cart is empty.')).toHaveCount(0);
    const notice = page.getByTestId('fabric-unavailable');
    await expect(notice.getByRole('heading', { name: 'Fabric Unavailable' })).toBeVisible();
    await expect(notice).toContainText('The following fabric(s) is no longer avalable for sale and has been removed from your cart.');
    await expect(notice.getByRole('listitem')).toHaveText(`${fabricTitle} (${REASON})`);
    await expect(payButton(page)).toHaveCount(0);

    // Read again, the checkout still names the fabric and offers no "Pay SGD 0.00".
    await page.reload();
    await expect(page.getByTestId('fabric-unavailable')).toContainText(fabricTitle);
    await expect(page.getByTestId('nothing-to-pay')).toBeVisible();
    await expect(payButton(page)).toHaveCount(0);
    await expect(page.getByText(/Pay SGD\s0\.00/)).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotAt(page, testInfo, 1440, 'checkout-fabric-unavailable');
    await screenshotAt(page, testInfo, 360, 'checkout-fabric-unavailable');
  } finally {
    await setSaleStatus(request, fabricTitle, 'on_sale');
  }
});

test("a guest's confirmation links to the order's signed page, and it opens", async ({ page }) => {
  test.setTimeout(120_000);
  await cartToCheckout(page);
  await typeContactAndAddress(page, uniqueEmail('guest-link'));
  await payButton(page).click();
  await payWithCard(page, '4242 4242 4242 4242');
  const number = await confirmation(page);
  const link = page.getByRole('link', { name: 'See your order' });
  await expect(link).toHaveAttribute('href', new RegExp(`^/orders/${number}\\?key=[\\w-]+$`));
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(number) })).toBeVisible();
  await expect(page.getByText('Paid').first()).toBeVisible();
});

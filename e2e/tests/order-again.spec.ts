import type { APIRequestContext } from '@playwright/test';
import { AdminFabricListSchema } from '@selvedge/contract/admin';
import { cartDrawer, addedNotice, design, sizeAndAdd } from '../fixtures/pieces';
import { seriousViolations } from '../fixtures/axe';
import { confirmation, orderLinkMailedTo, payButton, payWithCard, typeContactAndAddress } from '../fixtures/checkout';
import { expect, logInAs, openAnswer, test, uniqueEmail } from '../fixtures/customer';
import { ownerToken } from '../fixtures/staff';

/**
 * Order again (issue 30), in the production build: a customer orders a shirt with its chest let out
 * a step; on the order's page "Order again" opens the customiser with the same design, and the
 * sizing step starts from the size the shirt was made to (the adjusted chest included), offering to
 * save it as a size profile; the piece goes back in the cart.
 */
test('a customer orders a past shirt again: the same design, sized as it was made', async ({ page, customer }, testInfo) => {
  test.setTimeout(150_000);
  const added = await page.request.post(`/api/shopify/customer/${customer.id}/addresses`, {
    headers: { authorization: `Bearer ${customer.token}` },
    data: { firstName: 'Ada', lastName: 'Lovelace', address1: '10 Downing St', city: 'London', zip: 'SW1A 2AA', countryCode: 'GB' },
  });
  expect(added.status(), await added.text()).toBeLessThan(300);
  await logInAs(page, customer);

  // The shirt as ordered: a fabric, size M, the chest a step bigger than the table's.
  const designed = await design(page, '/shop/shirt', 2);
  await page.getByLabel('Size', { exact: true }).selectOption('M');
  const chest = page.getByRole('textbox', { name: 'Chest' });
  const tableChest = Number(await chest.inputValue());
  await page.getByRole('button', { name: /^Chest: .* more$/ }).click();
  await expect(chest).not.toHaveValue(String(tableChest));
  const orderedChest = await chest.inputValue();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await addedNotice(page).getByRole('button', { name: 'View cart' }).click();
  await cartDrawer(page).getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByText('10 Downing St').first()).toBeVisible();
  await payButton(page).click();
  await payWithCard(page, '4242 4242 4242 4242');
  const number = await confirmation(page);

  await page.goto(`/account/orders/${number}`);
  const piece = page.getByRole('listitem', { name: `${designed.fabricTitle} shirt` });
  await expect(piece).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('order-again-order-page.png'), fullPage: true });
  await piece.getByRole('button', { name: 'Order again' }).click();

  // The customiser, with the design exactly as it was ordered.
  await expect(page).toHaveURL(/\/shop\/shirt\?.*again=1/);
  const now = new URL(page.url()).searchParams;
  now.delete('again');
  const ordered = new URL(designed.url).searchParams;
  ordered.delete('tab');
  expect([...now].sort()).toEqual([...ordered].sort());
  await expect(page.getByTestId('summary-fabric').first()).toHaveText(designed.fabricTitle);
  await expect(page.getByTestId('design-notices')).not.toContainText('We adjusted your design');
  await expect(page.getByTestId('design-price').first()).not.toHaveText('…');
  await page.screenshot({ path: testInfo.outputPath('order-again-customiser.png'), fullPage: true });

  // The sizing step starts from the size it was made to, the adjusted chest included.
  await page.getByRole('link', { name: 'Continue to sizing' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: /^Sizing for your / })).toBeVisible();
  await expect(page).toHaveURL(/\/measurements\/standard\?.*again=1/);
  await expect(page.getByLabel('Size', { exact: true })).toHaveValue('M');
  await expect(page.getByRole('textbox', { name: 'Chest' })).toHaveValue(orderedChest);
  await expect(page.getByRole('heading', { name: 'Save these measurements as a size profile' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('order-again-sizing.png'), fullPage: true });
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(addedNotice(page)).toBeVisible();
});

/** The owner sets a shirt fabric's sale status through the back office's API. */
async function setSaleStatus(request: APIRequestContext, title: string, status: 'on_sale' | 'withdrawn'): Promise<void> {
  const headers = { authorization: `Bearer ${await ownerToken(request)}` };
  const list = AdminFabricListSchema.parse(
    await openAnswer(request, await request.get('/api/admin/fabrics?type=shirt&pageSize=100', { headers })),
  );
  const fabric = list.fabrics.find((entry) => entry.title === title);
  if (!fabric) throw new Error(`no shirt fabric ${title}`);
  if (fabric.saleStatus === status) return;
  const data = status === 'withdrawn' ? { status, note: 'No longer woven.', version: fabric.version } : { status, version: fabric.version };
  const answer = await request.patch(`/api/admin/fabrics/${fabric.id}/sale-status`, { headers, data });
  expect(answer.ok(), await answer.text()).toBe(true);
}

test("a guest orders again from the e-mail's link after the fabric was withdrawn: the nearest fabric, and the customiser says why", async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(150_000);
  const email = uniqueEmail('again');
  const designed = await design(page, '/shop/shirt', 7);
  await sizeAndAdd(page, 'L');
  await addedNotice(page).getByRole('button', { name: 'View cart' }).click();
  await cartDrawer(page).getByRole('button', { name: 'Checkout' }).click();
  await typeContactAndAddress(page, email);
  await payButton(page).click();
  await payWithCard(page, '4242 4242 4242 4242');
  const number = await confirmation(page);
  const link = await orderLinkMailedTo(page, email, number);

  await setSaleStatus(request, designed.fabricTitle, 'withdrawn');
  try {
    await page.goto(link);
    await page
      .getByRole('listitem', { name: `${designed.fabricTitle} shirt` })
      .getByRole('button', { name: 'Order again' })
      .click();
    await expect(page).toHaveURL(/\/shop\/shirt\?.*again=1/);
    const notices = page.getByTestId('design-notices');
    await expect(notices).toContainText('We adjusted your design');
    await expect(notices).toContainText(
      new RegExp(`^.*${designed.fabricTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is no longer offered: the nearest is `),
    );
    const nearest = /the nearest is (.+)\./.exec((await notices.textContent()) ?? '')?.[1] ?? '';
    expect(nearest).not.toBe('');
    await expect(page.getByTestId('summary-fabric').first()).toHaveText(nearest);
    // Everything but the fabric is as ordered.
    const now = new URL(page.url()).searchParams;
    const ordered = new URL(designed.url).searchParams;
    for (const params of [now, ordered]) for (const key of ['again', 'tab', 'fabric']) params.delete(key);
    expect([...now].sort()).toEqual([...ordered].sort());
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('order-again-withdrawn.png') });
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(notices).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('order-again-withdrawn-360.png') });
    // Sized as it was: size L.
    await page.getByRole('link', { name: 'Continue to sizing' }).first().click();
    await expect(page.getByLabel('Size', { exact: true })).toHaveValue('L');
  } finally {
    await setSaleStatus(request, designed.fabricTitle, 'on_sale');
  }
});

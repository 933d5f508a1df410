import type { Page } from '@playwright/test';
import { addDays, singaporeDay } from '@selvedge/domain';
import { seriousViolations } from '../fixtures/axe';
import { cartToCheckout, confirmation, orderLinkMailedTo, payButton, payWithCard, typeContactAndAddress } from '../fixtures/checkout';
import { expect, openAnswer, test, uniqueEmail } from '../fixtures/customer';
import { ownerToken, signInToBackOffice, OWNER } from '../fixtures/staff';

/**
 * Dated timelines (issue 29, decision 048), in the production build: a guest gives an "I need it
 * by" date at the checkout and is warned when it is too early; the order's page (the e-mail's
 * guest link) then shows the piece's timeline, with a hold and its reason, on a desktop and on a
 * 360 px phone; the back office's board and order show the expected date.
 */

const needByField = (page: Page) => page.getByLabel('I need it by (optional)');

/** Moves the order on through the admin API, as the workroom's move form does. */
async function moveOrder(page: Page, number: string, status: string, note: string): Promise<void> {
  const token = await ownerToken(page.request);
  const headers = { authorization: `Bearer ${token}` };
  const order = (await openAnswer(page.request, await page.request.get(`/api/admin/orders/${number}`, { headers }))) as { version: number };
  const moved = await page.request.post(`/api/admin/orders/${number}/moves`, { headers, data: { status, version: order.version, note } });
  expect(moved.status(), await moved.text()).toBe(200);
}

test(
  'the checkout warns when a need-by date is too early; the order page shows each piece’s timeline with its hold',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const email = uniqueEmail('timeline');
    await cartToCheckout(page);
    await typeContactAndAddress(page, email);

    // Too early: the pieces and a week for a fitting cannot fit before it. A warning, and Pay still there.
    const today = singaporeDay(new Date());
    await needByField(page).fill(addDays(today, 7));
    await needByField(page).blur();
    const warning = page.getByTestId('need-by-warning');
    await expect(warning).toContainText('it may not be ready by');
    await expect(warning).toContainText('You can still place the order.');
    await expect(payButton(page)).toBeEnabled();
    expect(await seriousViolations(page)).toEqual([]);
    await warning.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('checkout-need-by-warning.png') });

    // A date far enough away: no warning.
    await needByField(page).fill(addDays(today, 200));
    await needByField(page).blur();
    await expect(page.getByTestId('need-by-ok')).toBeVisible();
    await expect(warning).toHaveCount(0);

    await payButton(page).click();
    await payWithCard(page, '4242 4242 4242 4242');
    const number = await confirmation(page);
    await moveOrder(page, number, 'on_hold', 'Waiting for the cloth from Biella');

    await page.goto(await orderLinkMailedTo(page, email, number));
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(number) })).toBeVisible();
    const timeline = page.getByTestId('piece-timeline');
    await expect(timeline.getByTestId('piece-hold')).toHaveText('On hold: Waiting for the cloth from Biella');
    const steps = timeline.getByRole('list', { name: /^Timeline of the / }).getByRole('listitem');
    await expect(steps).toHaveCount(7);
    await expect(steps.nth(0)).toContainText('Paid');
    await expect(steps.nth(0)).toContainText('Now, since');
    await expect(steps.nth(6)).toContainText('Delivered');
    await expect(steps.nth(6)).toContainText(/Expected \d{1,2} \w+ \d{4}/);
    await expect(timeline.getByTestId('piece-expected')).toHaveText(/\d{1,2} \w+ \d{4}/);
    await expect(timeline).toContainText('Promised');
    await expect(page.getByText(/^You need it by /)).toBeVisible();
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await timeline.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('order-timeline.png') });
    await page.screenshot({ path: testInfo.outputPath('order-timeline-full.png'), fullPage: true });
  },
);

test('the back office shows the expected date on the board and each piece’s stages on the order', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('timeline-board');
  await cartToCheckout(page);
  await typeContactAndAddress(page, email);
  await payButton(page).click();
  await payWithCard(page, '4242 4242 4242 4242');
  const number = await confirmation(page);
  await moveOrder(page, number, 'measurements_confirmed', 'Measurements checked.');

  await signInToBackOffice(page, OWNER.email, OWNER.password);
  await page.goto('/admin/orders/board');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: number }) });
  await expect(card.getByTestId('card-expected')).toHaveText(/^Expected \d{1,2} \w+ \d{4}$/);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('board-expected.png') });

  await card.getByRole('link', { name: number }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
  const stages = page.getByRole('list', { name: /^Stages of piece / });
  await expect(stages).toContainText('Measurements confirmed: now');
  await expect(stages).toContainText(/Cutting: expected \d{1,2} \w+ \d{4}/);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('admin-order-timeline.png'), fullPage: true });

  await page.goto('/admin/product-configs/shirt');
  const section = page.getByRole('region', { name: 'Timeline' });
  await expect(section.getByLabel('Sewing', { exact: true })).toHaveValue(/^\d+$/);
  await section.getByLabel('Sewing', { exact: true }).fill('40');
  await expect(section.getByRole('status').first()).toContainText('Change a stage or the lead time before publishing.');
  expect(await seriousViolations(page)).toEqual([]);
  await section.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('config-timeline-section.png') });
});

import type { Page } from '@playwright/test';
import { seriousViolations } from '../fixtures/axe';
import { cartToCheckout, confirmation, payButton, payWithCard, typeContactAndAddress } from '../fixtures/checkout';
import { expect, openAnswer, test, uniqueEmail } from '../fixtures/customer';
import { ownerToken, staffMember } from '../fixtures/staff';

/**
 * The workroom's board (decision 054), in the production build, at 1440 px and on a 360 px phone: a
 * guest pays for a shirt; a tailor finds its card (cloth code, swatch, size source, due day), moves it
 * from the card's menu (the customer is e-mailed), and a move made meanwhile elsewhere turns the
 * card's next move into a refusal that names the stage the order is at now. On a phone one stage
 * shows at a time, picked above the cards; wide, the columns stand side by side.
 */

/** Someone else moves the order on through the admin API, as the order page does. */
async function movedElsewhere(page: Page, number: string, status: string): Promise<void> {
  const token = await ownerToken(page.request);
  const headers = { authorization: `Bearer ${token}` };
  const order = (await openAnswer(page.request, await page.request.get(`/api/admin/orders/${number}`, { headers }))) as { version: number };
  const moved = await page.request.post(`/api/admin/orders/${number}/moves`, { headers, data: { status, version: order.version } });
  expect(moved.status(), await moved.text()).toBe(200);
}

/**
 * The board shows the 20 orders due first in each column, and the orders the other journeys paid
 * for are due the same day as this one and numbered before it: those still at Paid are put on hold
 * (as a workroom would while it waits on a customer), so this order's card is on the board.
 */
async function makeRoomAtPaid(page: Page, number: string): Promise<void> {
  const headers = { authorization: `Bearer ${await ownerToken(page.request)}` };
  for (;;) {
    const list = (await openAnswer(page.request, await page.request.get('/api/admin/orders?stage=paid&pageSize=100', { headers }))) as {
      orders: { number: string }[];
    };
    const others = list.orders.filter((order) => order.number !== number);
    if (others.length === 0) return;
    for (const order of others) await movedElsewhere(page, order.number, 'on_hold');
  }
}

/** The card of `number`, in its stage's column: picked first on a phone. */
async function cardIn(page: Page, stage: RegExp, number: string, phone: boolean) {
  if (phone) {
    const picker = page.getByLabel('Stage', { exact: true });
    const option = picker.locator('option').filter({ hasText: stage });
    await picker.selectOption((await option.getAttribute('value')) ?? '');
  }
  const column = page.getByRole('region', { name: stage });
  await expect(column).toBeVisible();
  return column.getByTestId(`card-${number}`);
}

test(
  'a tailor moves an order from its card on the board; a move made meanwhile is refused with the stage it is at now',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    test.setTimeout(150_000);
    const email = uniqueEmail('board');
    await cartToCheckout(page);
    await typeContactAndAddress(page, email);
    await payButton(page).click();
    await payWithCard(page, '4242 4242 4242 4242');
    const number = await confirmation(page);
    await makeRoomAtPaid(page, number);

    await staffMember(page, 'workroom', uniqueEmail('board-tailor').replace('example.com', 'selvedge.example'));
    await page.goto('/admin/orders/board');
    await expect(page.getByRole('heading', { level: 1, name: 'Board' })).toBeVisible();
    const phone = (page.viewportSize()?.width ?? 1440) < 720;
    const picker = page.getByLabel('Stage', { exact: true });
    if (phone) {
      await expect(picker).toBeVisible();
      await expect(picker.locator('option').first()).toHaveText(/^Paid \(\d+\)$/);
      // One stage at a time: the others' columns are not shown.
      await expect(page.getByRole('region', { name: /^Cutting/ })).toBeHidden();
    } else {
      await expect(picker).toBeHidden();
      await expect(page.getByRole('region', { name: /^Cutting/ })).toBeVisible();
    }

    const card = await cardIn(page, /^Paid/, number, phone);
    await expect(card).toBeVisible();
    const piece = card.getByRole('listitem').first();
    await expect(piece).toContainText('Shirt');
    await expect(piece).toContainText('Standard size');
    await expect(piece.locator('img')).toBeVisible();
    await expect(card).toContainText(/Due \d{1,2} \w+ \d{4}/);
    // The page itself never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`board-${phone ? 360 : 1440}.png`) });

    // The menu, from the keyboard: the order's moves, then one picked.
    await card.getByRole('button', { name: `Move ${number}` }).focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Move to Measurements confirmed' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Put on hold' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`board-menu-${phone ? 360 : 1440}.png`) });
    await menu.getByRole('menuitem', { name: 'Move to Measurements confirmed' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Moved ${number} to Measurements confirmed.` })).toBeVisible();
    const moved = await cardIn(page, /^Measurements confirmed/, number, phone);
    await expect(moved).toContainText('Moved to Measurements confirmed.');
    await expect(async () => {
      const answer = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
      const body = (await answer.json()) as { messages: { subject: string }[] };
      expect(body.messages.map((message) => message.subject)).toContain(`Your Selvedge order ${number}: Measurements confirmed`);
    }).toPass({ timeout: 15_000 });

    // Someone moves it to cutting from the order page; the board still shows it where it was.
    await movedElsewhere(page, number, 'cutting');
    await moved.getByRole('button', { name: `Move ${number}` }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Put on hold' }).click();
    await expect(page.getByRole('alert').filter({ hasText: `Someone else moved ${number} first. It is now at Cutting.` })).toBeVisible();
    const now = await cardIn(page, /^Cutting/, number, phone);
    await expect(now).toContainText('Now at Cutting: someone else moved it first.');
    expect(await seriousViolations(page)).toEqual([]);
    await now.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`board-stale-${phone ? 360 : 1440}.png`) });
  },
);

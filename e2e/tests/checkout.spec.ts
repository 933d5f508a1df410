import { seriousViolations } from '../fixtures/axe';
import { type Page } from '@playwright/test';
import { expect, logInAs, test } from '../fixtures/customer';
import { addedNotice, cartDrawer, design, sizeAndAdd } from '../fixtures/pieces';

/**
 * Checkout, payment and orders (issue 15), in the production build with the built-in test
 * provider: a guest pays with the success card and gets the confirmation and its e-mail; a
 * declined card, then a good one; the 3-D Secure challenge; a double-clicked Pay makes one
 * order; a returning customer pays without typing an address and finds the order under Orders.
 */

/** A shirt designed and added to the cart; the cart drawer then goes to the checkout. */
async function cartToCheckout(page: Page): Promise<void> {
  await design(page, '/shop/shirt', 2);
  await sizeAndAdd(page, 'M');
  await addedNotice(page).getByRole('button', { name: 'View cart' }).click();
  await cartDrawer(page).getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
}

/** A guest's contact and delivery, typed, and Use this address pressed. */
async function submitContactAndAddress(page: Page, email: string): Promise<void> {
  await page.getByLabel('E-mail').fill(email);
  const form = page.getByRole('form', { name: 'Delivery address' });
  await form.getByLabel('First name').fill('Grace');
  await form.getByLabel('Last name').fill('Hopper');
  await form.getByLabel('Address', { exact: true }).fill('1 Harbour Front Ave');
  await form.getByLabel('City').fill('Singapore');
  await form.getByLabel('Country').selectOption('SG');
  await form.getByRole('button', { name: 'Use this address' }).click();
}

/** A guest's contact and delivery, typed. */
async function typeContactAndAddress(page: Page, email: string): Promise<void> {
  await submitContactAndAddress(page, email);
  await expect(page.getByText('Your country of delivery determines your payment currency').first()).toBeVisible();
}

const payButton = (page: Page) => page.getByRole('button', { name: /^Pay / });

/** On the test provider's page: a card typed and paid. */
async function payWithCard(page: Page, card: string): Promise<void> {
  await expect(page.getByRole('form', { name: 'Card details' })).toBeVisible();
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Grace Hopper');
  await page.getByRole('form', { name: 'Card details' }).getByRole('button', { name: /^Pay / }).click();
}

async function confirmation(page: Page): Promise<string> {
  await expect(page.getByRole('heading', { level: 1, name: /^Thank you/ })).toBeVisible({ timeout: 15_000 });
  return (await page.getByTestId('order-number').textContent()) ?? '';
}

async function mailTo(page: Page, email: string, subject: string) {
  let found: { subject: string; links: string[] } | undefined;
  await expect(async () => {
    const answer = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
    const body = (await answer.json()) as { messages: Array<{ subject: string; links: string[] }> };
    found = body.messages.find((message) => message.subject === subject);
    expect(found?.subject).toBe(subject);
  }).toPass({ timeout: 15_000 });
  return found;
}

test('a guest pays with the test success card and sees the confirmation and its e-mail', { tag: '@phone' }, async ({ page }) => {
  test.setTimeout(120_000);
  const email = `guest-${Date.now()}@example.com`;
  await cartToCheckout(page);
  await typeContactAndAddress(page, email);
  expect(await seriousViolations(page)).toEqual([]);
  await payButton(page).click();
  await expect(page.getByText(/test payment/i).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await payWithCard(page, '4242 4242 4242 4242');
  const number = await confirmation(page);
  expect(await seriousViolations(page)).toEqual([]);
  expect(number).toMatch(/^SV-\d+$/);
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);
  const mail = await mailTo(page, email, `Your Selvedge order ${number}`);
  const link = mail?.links.find((href) => href.includes(`/orders/${number}?key=`)) ?? '';
  expect(link).not.toBe('');
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(number) })).toBeVisible();
  await expect(page.getByText('Paid').first()).toBeVisible();
});

test("the checkout's text is laid out as text, and the summary's outline gives way to the summary", { tag: '@phone' }, async ({ page }) => {
  await cartToCheckout(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Your order' })).toBeVisible();
  await expect(page.getByTestId('summary-outline')).toHaveCount(0);
  // No paragraph takes a box's room (a stylesheet once gave every one the summary outline's 20rem).
  const paragraphs = await page
    .locator('main section p')
    .evaluateAll((nodes) =>
      nodes.map((node) => ({ minHeight: getComputedStyle(node).minHeight, height: node.getBoundingClientRect().height })),
    );
  expect(paragraphs.length).toBeGreaterThan(3);
  for (const paragraph of paragraphs) expect(['auto', '0px']).toContain(paragraph.minHeight);
  const hint = await page.getByText('We send your order confirmation and its progress here.').boundingBox();
  expect(hint?.height ?? 0).toBeLessThan(60);
});

test('a declined card keeps the checkout open; a good card then pays', async ({ page }) => {
  test.setTimeout(120_000);
  await cartToCheckout(page);
  await typeContactAndAddress(page, `declined-${Date.now()}@example.com`);
  await payButton(page).click();
  await payWithCard(page, '4000 0000 0000 0002');
  await expect(page.getByTestId('payment-message')).toHaveText('Your card was declined.');
  await payWithCard(page, '4242 4242 4242 4242');
  await confirmation(page);
});

test('Pay pressed while the address is still being saved waits for it, then goes to payment', async ({ page }) => {
  test.setTimeout(120_000);
  await cartToCheckout(page);
  // The shop takes its time over the address: the press of Pay lands while it is on its way.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/checkout/*', async (route) => {
    if (route.request().method() === 'PATCH' && route.request().postData()?.includes('"address"')) await held;
    await route.continue();
  });
  await submitContactAndAddress(page, `hurried-${Date.now()}@example.com`);
  await payButton(page).click();
  await expect(page.getByRole('button', { name: 'Saving your address…' })).toBeDisabled();
  release();
  // Delivery in Singapore is free and in SGD: the total pressed for stands, and the press is honoured.
  await payWithCard(page, '4242 4242 4242 4242');
  await confirmation(page);
});

test('the 3-D Secure card asks for the challenge, and approving it pays', async ({ page }) => {
  test.setTimeout(120_000);
  await cartToCheckout(page);
  await typeContactAndAddress(page, `secure-${Date.now()}@example.com`);
  await payButton(page).click();
  await payWithCard(page, '4000 0027 6000 3184');
  await page.getByRole('button', { name: 'Approve' }).click();
  await confirmation(page);
});

test('a double-clicked Pay makes one payment and one order', async ({ page }) => {
  test.setTimeout(120_000);
  await cartToCheckout(page);
  await typeContactAndAddress(page, `double-${Date.now()}@example.com`);
  await payButton(page).dblclick();
  await payWithCard(page, '4242 4242 4242 4242');
  const number = await confirmation(page);
  const token = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  // The checkout answers one order, whatever was pressed.
  await page.goto(`/checkout/${token}`);
  await expect(page.getByTestId('order-number')).toHaveText(number);
});

test('a returning customer pays without typing an address, and finds the order under Orders', async ({ page, customer }, testInfo) => {
  test.setTimeout(120_000);
  const added = await page.request.post(`/api/shopify/customer/${customer.id}/addresses`, {
    headers: { authorization: `Bearer ${customer.token}` },
    data: { firstName: 'Ada', lastName: 'Lovelace', address1: '10 Downing St', city: 'London', zip: 'SW1A 2AA', countryCode: 'GB' },
  });
  expect(added.status(), await added.text()).toBeLessThan(300);
  await logInAs(page, customer);
  await cartToCheckout(page);
  await expect(page.getByText('10 Downing St').first()).toBeVisible();
  // Paid in the delivery country's currency.
  await expect(payButton(page)).toHaveText(/GBP|£/);
  await payButton(page).click();
  await payWithCard(page, '4242 4242 4242 4242');
  const number = await confirmation(page);
  await page.goto('/profile?tab=orders');
  const row = page.getByRole('link', { name: new RegExp(number) });
  await expect(row).toBeVisible();
  await row.click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(number) })).toBeVisible();
  await expect(page.getByText('10 Downing St').first()).toBeVisible();
  // The piece as it was paid for, drawn in its cloth.
  const picture = page.locator('img[data-picture="design"]').first();
  await expect(picture).toHaveAttribute('src', /^\/api\/previews\/\w+\.webp\?fabric=/);
  await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(600);
  await page.screenshot({ path: testInfo.outputPath('order-page.png'), fullPage: true });
  expect(await seriousViolations(page)).toEqual([]);
});

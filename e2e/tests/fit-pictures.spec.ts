import type { Locator, Page } from '@playwright/test';
import { seriousViolations } from '../fixtures/axe';
import { cartToCheckout, confirmation, orderLinkMailedTo, payButton, payWithCard, typeContactAndAddress } from '../fixtures/checkout';
import { expect, logInAs, test, type TestCustomer } from '../fixtures/customer';
import { pngPicture } from '../fixtures/pictures';

/**
 * Fit pictures (issue 15), in the production build: a customer pays for a shirt, opens the order's
 * page, sends two pictures and sees them come back as thumbnails read with their session; a file
 * that is no picture is refused in the server's words. The guide leads to the orders.
 */

/** A paid order of `customer` (a shirt, to their saved address), and its number. */
async function paidOrder(page: Page, customer: TestCustomer): Promise<string> {
  const added = await page.request.post(`/api/shopify/customer/${customer.id}/addresses`, {
    headers: { authorization: `Bearer ${customer.token}` },
    data: { firstName: 'Ada', lastName: 'Lovelace', address1: '10 Downing St', city: 'London', zip: 'SW1A 2AA', countryCode: 'GB' },
  });
  expect(added.status(), await added.text()).toBeLessThan(300);
  await logInAs(page, customer);
  await cartToCheckout(page);
  await expect(page.getByText('10 Downing St').first()).toBeVisible();
  await payButton(page).click();
  await payWithCard(page, '4242 4242 4242 4242');
  return confirmation(page);
}

/** Whether the browser decoded the image: an image that did not load has no natural width. */
const naturalWidth = (image: Locator) => image.evaluate((element: HTMLImageElement) => (element.complete ? element.naturalWidth : 0));

test(
  'an order has fit pictures uploaded to it, shown as thumbnails; a file that is no picture is refused',
  { tag: '@phone' },
  async ({ page, customer }, testInfo) => {
    test.setTimeout(120_000);
    const number = await paidOrder(page, customer);
    await page.goto(`/account/orders/${number}`);
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(number) })).toBeVisible();

    const section = page.getByRole('region', { name: 'Fit pictures' });
    await expect(section.getByTestId('fit-pictures-left')).toHaveText('This order can take 30 more pictures.');
    await expect(section.getByLabel('First name')).toHaveValue('Ada');
    await expect(section.getByLabel('Last name')).toHaveValue('Lovelace');
    const pictures = section.getByLabel('Pictures (front, side and back)');

    await pictures.setInputFiles([
      { name: 'front.png', mimeType: 'image/png', buffer: pngPicture(120, 160, [40, 70, 120]) },
      { name: 'side.png', mimeType: 'image/png', buffer: pngPicture(120, 160, [150, 110, 60]) },
    ]);
    await expect(section.getByRole('list', { name: 'Pictures chosen' }).getByRole('listitem')).toHaveCount(2);
    await section.getByLabel(/^Comments/).fill('The sleeves feel a little long.');
    await section.getByRole('button', { name: 'Send 2 pictures' }).click();
    await expect(section.getByRole('status')).toHaveText('Thank you: your 2 pictures have reached the workroom.', { timeout: 15_000 });

    const sent = section.getByRole('listitem', { name: /^Sent / });
    await expect(sent).toHaveCount(1);
    await expect(sent).toContainText('Ada Lovelace · 2 pictures');
    await expect(sent).toContainText('The sleeves feel a little long.');
    for (const name of ['front.png', 'side.png']) {
      const thumbnail = sent.getByRole('button', { name: `Open ${name}` }).getByRole('img');
      await expect.poll(() => naturalWidth(thumbnail)).toBeGreaterThan(0);
    }
    await expect(section.getByTestId('fit-pictures-left')).toHaveText('This order can take 28 more pictures.');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('order-with-fit-pictures.png'), fullPage: true });

    // The picture itself, in a dialog, read with the session too.
    await sent.getByRole('button', { name: 'Open front.png' }).click();
    const dialog = page.getByRole('dialog', { name: 'front.png' });
    await expect.poll(() => naturalWidth(dialog.getByRole('img', { name: 'front.png' }))).toBeGreaterThan(0);
    await page.screenshot({ path: testInfo.outputPath('fit-picture-dialog.png') });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // The server reads what a file holds, not its name or type.
    await pictures.setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture at all') }]);
    await section.getByRole('button', { name: 'Send pictures' }).click();
    await expect(section.getByText('notes.txt is not a JPEG, PNG, WebP or AVIF picture.')).toBeVisible();
    await expect(pictures).toHaveAttribute('aria-invalid', 'true');
    await expect(sent).toHaveCount(1);
    await page.screenshot({ path: testInfo.outputPath('fit-pictures-refused.png'), fullPage: true });
  },
);

test("a guest sends a fit picture from the order's e-mailed link, and sees it read with the link's key", async ({ page }) => {
  test.setTimeout(120_000);
  const email = `guest-pictures-${Date.now()}@example.com`;
  await cartToCheckout(page);
  await typeContactAndAddress(page, email);
  await payButton(page).click();
  await payWithCard(page, '4242 4242 4242 4242');
  const number = await confirmation(page);
  await page.goto(await orderLinkMailedTo(page, email, number));

  const section = page.getByRole('region', { name: 'Fit pictures' });
  await expect(section.getByLabel('First name')).toHaveValue('Grace');
  await section
    .getByLabel('Pictures (front, side and back)')
    .setInputFiles([{ name: 'back.png', mimeType: 'image/png', buffer: pngPicture(90, 120, [90, 30, 40]) }]);
  await section.getByRole('button', { name: 'Send pictures' }).click();
  await expect(section.getByRole('status')).toHaveText('Thank you: your picture has reached the workroom.', { timeout: 15_000 });
  const thumbnail = section.getByRole('button', { name: 'Open back.png' }).getByRole('img');
  await expect.poll(() => naturalWidth(thumbnail)).toBeGreaterThan(0);
  // The page read again from the link shows it too.
  await page.reload();
  await expect.poll(() => naturalWidth(section.getByRole('button', { name: 'Open back.png' }).getByRole('img'))).toBeGreaterThan(0);
});

test(
  'the fit-pictures guide leads to the orders, and tells a guest to use the e-mail link',
  { tag: '@phone' },
  async ({ page, customer }, testInfo) => {
    await page.goto('/fit-pictures-guide');
    const call = page.getByRole('complementary', { name: 'Ready to send them?' });
    await expect(call).toContainText('Ordered as a guest? Use the link in your order confirmation e-mail');
    await call.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('fit-pictures-guide-call.png') });
    // A visitor logs in first: the account's pages send a visitor home.
    await call.getByRole('link', { name: 'Upload your pictures from your order’s page' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();

    await logInAs(page, customer);
    await page.goto('/fit-pictures-guide');
    await page.getByRole('link', { name: 'Upload your pictures from your order’s page' }).click();
    await expect(page).toHaveURL(/\/profile\?tab=orders$/);
    await expect(page.getByRole('tab', { name: 'Orders', selected: true })).toBeVisible();
  },
);

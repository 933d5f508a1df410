import type { Page } from '@playwright/test';
import { seriousViolations } from '../fixtures/axe';
import { cartToCheckout, confirmation, payButton, payWithCard } from '../fixtures/checkout';
import { expect, logInAs, openAnswer, test, type TestCustomer } from '../fixtures/customer';
import { pngPicture } from '../fixtures/pictures';
import { OWNER, ownerToken, signInToBackOffice } from '../fixtures/staff';

/**
 * Fit claims (issue 29), in the production build: a customer's shirt is delivered; on the order's
 * page they report that it is too tight, with a photo; the workroom finds the claim in its queue,
 * sees the photo beside the measurements as sold and decides a remake in three clicks (Remake, an
 * adjusted measurement, Confirm); the customer's page then says the piece is being made again.
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

/** The workroom moves the whole order to Delivered (through the back office's API). */
async function deliver(page: Page, number: string): Promise<void> {
  const token = await ownerToken(page.request);
  const headers = { authorization: `Bearer ${token}` };
  const order = (await openAnswer(page.request, await page.request.get(`/api/admin/orders/${number}`, { headers }))) as { version: number };
  const moved = await page.request.post(`/api/admin/orders/${number}/moves`, {
    headers,
    data: { status: 'delivered', version: order.version },
  });
  expect(moved.status(), await moved.text()).toBe(200);
}

test(
  'a customer reports a fit problem with a photo; the workroom decides a remake in three clicks',
  { tag: '@phone' },
  async ({ page, customer }, testInfo) => {
    test.setTimeout(150_000);
    const number = await paidOrder(page, customer);
    await deliver(page, number);

    await page.goto(`/account/orders/${number}`);
    const section = page.getByRole('region', { name: 'Fit guarantee' });
    await expect(section).toBeVisible();
    await expect(section.getByText(/^until \d{1,2} \w+ \d{4}$/)).toBeVisible();
    await section.getByRole('button', { name: 'Report a fit problem' }).click();
    const form = section.getByRole('form', { name: /^Report a fit problem/ });
    await form.getByLabel('Too tight').check();
    await form.getByRole('button', { name: 'Send to the workroom' }).click();
    // Nothing said yet, no photo: the form says what is missing.
    await expect(form.getByText('Say what is wrong with the fit.')).toBeVisible();
    await expect(form.getByText('Add at least one photo showing the fit.')).toBeVisible();
    await form.getByLabel('Tell us where').fill('It pulls across the chest when I reach forward.');
    await form
      .getByLabel('Photos of you wearing it')
      .setInputFiles([{ name: 'front.png', mimeType: 'image/png', buffer: pngPicture(120, 160, [40, 70, 120]) }]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('fit-claim-form.png'), fullPage: true });
    await form.getByRole('button', { name: 'Send to the workroom' }).click();
    await expect(section.getByRole('status').filter({ hasText: 'Thank you' })).toHaveText(
      'Thank you: your fit problem has reached the workroom. We will write to you with what we decide.',
      { timeout: 15_000 },
    );
    const claim = section.getByTestId('fit-claim');
    await expect(claim).toContainText('With the workroom');
    await expect
      .poll(() =>
        claim.getByRole('img', { name: 'front.png' }).evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)),
      )
      .toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('fit-claim-filed.png'), fullPage: true });

    // The workroom's queue, then the claim: its photo beside the measurements as sold.
    await signInToBackOffice(page, OWNER.email, OWNER.password);
    const menu = page.getByRole('navigation', { name: 'Back office' });
    await menu.getByRole('link', { name: 'Fit claims' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Fit claims' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('fit-claims-queue.png'), fullPage: true });
    await page.getByRole('link', { name: `Decide claim ${number}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Fit claim: ${number}` })).toBeVisible();
    await expect
      .poll(() =>
        page.getByRole('img', { name: 'front.png' }).evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)),
      )
      .toBeGreaterThan(0);
    const sold = page.getByRole('region', { name: 'Measurements as sold' });
    await expect(sold.getByRole('row')).not.toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('fit-claim-page.png'), fullPage: true });

    // Three clicks: Remake, a measurement adjusted, Confirm.
    await page.getByRole('button', { name: 'Remake' }).click();
    const first = page.getByRole('form', { name: 'Decide' }).getByRole('textbox').first();
    const was = Number(await first.inputValue());
    await first.fill(String(was + 0.5));
    await page.getByRole('button', { name: 'Confirm: Remake' }).click();
    await expect(page.getByRole('heading', { name: 'Decided: Remake' })).toBeVisible({ timeout: 15_000 });
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('fit-claim-decided.png'), fullPage: true });

    // The order has the remade piece at Measurements confirmed, at no charge; the customer reads the decision.
    await page.getByRole('link', { name: 'The order' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
    await page.goto(`/account/orders/${number}`);
    await expect(page.getByRole('region', { name: 'Fit guarantee' }).getByTestId('fit-claim')).toContainText(
      'We are making this piece again with adjusted measurements, at no charge.',
    );
    await expect(page.getByTestId('piece-status')).toHaveText(['Delivered', 'Measurements confirmed']);
  },
);

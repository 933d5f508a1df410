import { type Locator, type Page } from '@playwright/test';
import { expect, test } from '../fixtures/customer';
import { addedNotice, amountOf, cartDrawer, design, pieceOf, sizeAndAdd } from '../fixtures/pieces';

/**
 * The cart (issue 14), in the production build against the real engine: a visitor designs two
 * pieces, finds them in the drawer at the prices the customiser showed (in SGD, then in JPY), edits
 * one, deletes one, tries an unknown and then a valid code, logs in and still has the piece; a
 * trial piece starts from /trial. Every price is read from the customiser, never written here.
 */

/** The price the customiser shows for a design now (in the display currency of the moment). */
async function priceAt(page: Page, url: string): Promise<number> {
  await page.goto(url);
  await expect(page.getByTestId('design-price').first()).not.toHaveText('…');
  return amountOf(await page.getByTestId('design-price').first().textContent());
}

async function openCart(page: Page): Promise<Locator> {
  await page.getByTestId('cart-button').click();
  const drawer = cartDrawer(page);
  await expect(drawer).toBeVisible();
  return drawer;
}

test(
  'a visitor’s two pieces: prices in SGD and JPY, an edit, a deletion, discount codes, and login keeps the piece',
  { tag: '@phone' },
  async ({ page, customer }, testInfo) => {
    test.setTimeout(120_000);
    const shirt = await design(page, '/shop/shirt', 1);
    await sizeAndAdd(page, 'L');
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
    await addedNotice(page).getByRole('button', { name: 'Continue shopping' }).click();

    const trousers = await design(page, '/shop/trousers', 0);
    await sizeAndAdd(page, (await page.getByLabel('Size', { exact: true }).locator('option').nth(2).getAttribute('value')) ?? '');
    await expect(page.getByTestId('cart-badge')).toHaveText('2');
    await addedNotice(page).getByRole('button', { name: 'View cart' }).click();

    // SGD: each piece at the customiser's price, and the totals add up.
    let drawer = cartDrawer(page);
    await expect(drawer.locator('li[data-reference]')).toHaveCount(2);
    expect(amountOf(await pieceOf(drawer, shirt.fabricTitle).getByTestId('piece-price').textContent())).toBe(shirt.price);
    expect(amountOf(await pieceOf(drawer, trousers.fabricTitle).getByTestId('piece-price').textContent())).toBe(trousers.price);
    await expect(drawer.getByTestId('cart-subtotal')).toContainText('SGD');
    expect(amountOf(await drawer.getByTestId('cart-subtotal').textContent())).toBeCloseTo(shirt.price + trousers.price, 2);
    expect(amountOf(await drawer.getByTestId('cart-total').textContent())).toBeCloseTo(shirt.price + trousers.price, 2);
    await expect(drawer.getByText('Shipping calculated at checkout.')).toBeVisible();
    await expect(drawer.getByText(/more to FREE SHIPPING|You are entitled to FREE SHIPPING!/)).toBeVisible();
    // Each piece is drawn in its cloth, the picture the server made of its design.
    for (const title of [shirt.fabricTitle, trousers.fabricTitle]) {
      const picture = pieceOf(drawer, title).getByRole('img', { name: new RegExp(` in ${title}$`) });
      await expect(picture).toHaveAttribute('src', /^\/api\/previews\/(shirt|trousers)\.webp\?fabric=/);
      await picture.scrollIntoViewIfNeeded();
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(600);
    }
    await page.screenshot({ path: testInfo.outputPath('cart-drawer.png') });
    await drawer.getByRole('button', { name: 'Close cart' }).click();

    // JPY: the cart follows the display currency, at the prices the customiser shows in yen.
    await page.getByTestId('currency-selector').selectOption('JPY');
    const shirtYen = await priceAt(page, shirt.url);
    const trousersYen = await priceAt(page, trousers.url);
    drawer = await openCart(page);
    await expect(drawer.getByTestId('cart-total')).toContainText('JPY');
    expect(amountOf(await pieceOf(drawer, shirt.fabricTitle).getByTestId('piece-price').textContent())).toBe(shirtYen);
    expect(amountOf(await pieceOf(drawer, trousers.fabricTitle).getByTestId('piece-price').textContent())).toBe(trousersYen);
    expect(amountOf(await drawer.getByTestId('cart-total').textContent())).toBe(shirtYen + trousersYen);

    // Edit the shirt: its customiser, then sizing says Save changes; the piece is replaced, not added.
    await pieceOf(drawer, shirt.fabricTitle)
      .getByRole('button', { name: /^Edit / })
      .click();
    await expect(page).toHaveURL(/\/shop\/shirt\?.*edit=true/);
    await page.getByRole('link', { name: 'Continue to sizing' }).first().click();
    await expect(page.getByLabel('Size', { exact: true })).toHaveValue('L');
    await sizeAndAdd(page, 'M', 'Save changes');
    await expect(addedNotice(page)).toHaveAccessibleName('Your changes are saved');
    await addedNotice(page).getByRole('button', { name: 'View cart' }).click();
    drawer = cartDrawer(page);
    await expect(drawer.locator('li[data-reference]')).toHaveCount(2);
    await expect(pieceOf(drawer, shirt.fabricTitle).locator('dd').filter({ hasText: /^M$/ })).toBeVisible();

    // Delete the trousers through the confirmation.
    await pieceOf(drawer, trousers.fabricTitle)
      .getByRole('button', { name: /^Delete / })
      .click();
    const question = page.getByRole('alertdialog', { name: 'Are you sure you want to delete item from cart?' });
    await question.getByRole('button', { name: 'No, keep in cart' }).click();
    await expect(drawer.locator('li[data-reference]')).toHaveCount(2);
    await pieceOf(drawer, trousers.fabricTitle)
      .getByRole('button', { name: /^Delete / })
      .click();
    await question.getByRole('button', { name: 'Yes, delete from cart' }).click();
    await expect(drawer.locator('li[data-reference]')).toHaveCount(1);
    await expect(page.getByTestId('cart-badge')).toHaveText('1');

    // An unknown code is refused on the field; the welcome code takes its share off.
    const codeField = drawer.getByLabel('Discount code');
    await codeField.fill('NOSUCHCODE');
    await drawer.getByRole('button', { name: 'Apply' }).click();
    await expect(drawer.getByText('The code "NOSUCHCODE" is not a discount code of ours.')).toBeVisible();
    await expect(codeField).toHaveAttribute('aria-invalid', 'true');
    await codeField.fill('WELCOME10');
    await drawer.getByRole('button', { name: 'Apply' }).click();
    await expect(drawer.getByTestId('discount-code')).toHaveText('WELCOME10');
    await expect(drawer.getByTestId('cart-discount')).toBeVisible();
    const subtotal = amountOf(await drawer.getByTestId('cart-subtotal').textContent());
    const discount = amountOf(await drawer.getByTestId('cart-discount').textContent());
    expect(discount).toBeGreaterThan(0);
    expect(amountOf(await drawer.getByTestId('cart-total').textContent())).toBe(subtotal - discount);
    await drawer.getByRole('button', { name: 'Close cart' }).click();

    // Logging in keeps the piece: the guest cart joins the customer's.
    await page.goto('/?modal=navbar-login');
    const login = page.getByRole('dialog', { name: 'Log in' });
    await login.getByLabel('E-mail', { exact: true }).fill(customer.email);
    await login.getByLabel('Password').fill(customer.password);
    await login.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Account of Ada' })).toBeVisible();
    await expect(page.getByTestId('cart-badge')).toHaveText('1');
    drawer = await openCart(page);
    await expect(pieceOf(drawer, shirt.fabricTitle)).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Checkout' })).toBeEnabled();
  },
);

test('a trial piece from /trial goes to the cart as a trial piece', async ({ page }) => {
  await page.goto('/trial');
  await page.getByRole('link', { name: 'Start your trial shirt' }).click();
  await expect(page).toHaveURL(/\/shop\/shirt\?trial=1/);
  await expect(page.getByTestId('trial-intro')).toContainText('This is a trial piece.');
  await expect(page.getByTestId('trial-intro')).toContainText('fit pictures');
  const shirt = await design(page, page.url(), 0);
  await expect(page).toHaveURL(/trial=1/);
  await sizeAndAdd(page, 'M');
  await addedNotice(page).getByRole('button', { name: 'View cart' }).click();
  const drawer = cartDrawer(page);
  const piece = pieceOf(drawer, shirt.fabricTitle);
  await expect(piece.getByText('Trial piece')).toBeVisible();
  expect(amountOf(await piece.getByTestId('piece-price').textContent())).toBe(shirt.price);
});

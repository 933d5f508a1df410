import { expect, test } from '@playwright/test';
import { OWNER, ownerToken, signInToBackOffice } from '../fixtures/staff';

/**
 * The back office on a 360 px phone: every list and form page is the window's width. The menu
 * scrolls sideways in its own row and wide tables in their own boxes; the page itself never does.
 */
const PAGES = [
  ['/admin/orders', 'Orders'],
  ['/admin/orders/board', 'Board'],
  ['/admin/fit-claims', 'Fit claims'],
  ['/admin/customers', 'Customers'],
  ['/admin/fabrics', 'Fabrics'],
  ['/admin/fabrics/new', 'New fabric'],
  ['/admin/preorders', 'Pre-orders'],
  ['/admin/product-configs', 'Product setup'],
  ['/admin/product-configs/shirt', 'Shirts: configuration'],
  ['/admin/rates', 'Exchange rates'],
  ['/admin/discount-codes', 'Discount codes'],
  ['/admin/shipping', 'Shipping'],
  ['/admin/content', 'Content'],
  ['/admin/staff', 'Staff'],
  ['/admin/audit', 'Audit log'],
  ['/admin/system', 'System'],
  ['/admin/account', 'Your account'],
] as const;

test('every back-office page fits a 360 px phone: only the menu and the tables scroll sideways', async ({ page }, testInfo) => {
  await ownerToken(page.request);
  await page.setViewportSize({ width: 360, height: 740 });
  await signInToBackOffice(page, OWNER.email, OWNER.password);
  for (const [path, heading] of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    const widths = await page.evaluate(() => {
      const window = document.documentElement.clientWidth;
      // What sticks out of the window and is not inside a box that scrolls or clips: named in the failure.
      const clipped = (element: Element) => {
        for (let at = element.parentElement; at; at = at.parentElement) if (getComputedStyle(at).overflowX !== 'visible') return true;
        return false;
      };
      const over = Array.from(document.querySelectorAll('body *')).filter(
        (element) => element.getBoundingClientRect().right > window + 1 && !clipped(element),
      );
      const widest = over.filter((element) => !Array.from(element.children).some((child) => over.includes(child)));
      const named = widest
        .slice(0, 3)
        .map(
          (element) =>
            `<${element.tagName.toLowerCase()} class="${String(element.className)}"> "${(element.textContent ?? '').trim().slice(0, 40)}"`,
        );
      return { page: document.documentElement.scrollWidth, window, named };
    });
    expect(widths.page, `${path} is ${widths.page}px wide in a ${widths.window}px window: ${widths.named.join('; ')}`).toBeLessThanOrEqual(
      widths.window,
    );
  }
  await page.goto('/admin/shipping');
  await expect(page.getByRole('heading', { level: 1, name: 'Shipping' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('shipping-360.png') });
});

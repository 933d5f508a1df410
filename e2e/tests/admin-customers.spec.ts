import { seriousViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/customer';
import { staffMember } from '../fixtures/staff';

test('a manager finds a customer by part of their e-mail and reads their addresses, with nothing secret on the page', async ({
  page,
  newCustomer,
}) => {
  const customer = await newCustomer({ name: 'findme', firstName: 'Grace', lastName: 'Hopper' });
  const added = await page.request.post(`/api/shopify/customer/${customer.id}/addresses`, {
    headers: { authorization: `Bearer ${customer.token}` },
    data: { firstName: 'Grace', lastName: 'Hopper', address1: '1 Harbour Front Ave', city: 'Singapore', zip: '098632', countryCode: 'SG' },
  });
  expect(added.status(), await added.text()).toBeLessThan(300);

  await staffMember(page, 'manager', `manager-${Date.now()}@selvedge.example`);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Customers' }).click();
  await expect(page.getByRole('heading', { name: 'Customers' })).toBeVisible();
  // Part of the e-mail is enough; the search is kept in the page's address.
  await page.getByLabel('Find a customer').fill(customer.email.slice(0, 18));
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/[?&]q=findme-/);
  await page.getByRole('link', { name: 'Grace Hopper' }).first().click();

  await expect(page.getByRole('heading', { name: 'Grace Hopper' })).toBeVisible();
  await expect(page.getByText(customer.email)).toBeVisible();
  await expect(page.getByText('1 Harbour Front Ave')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Orders (0)' })).toBeVisible();
  expect(await page.content()).not.toContain(customer.token);
  expect(await seriousViolations(page)).toEqual([]);

  // A search that finds no one says so.
  await page.goto('/admin/customers?q=nobody-has-this-name');
  await expect(page.getByText('No customer’s name or e-mail holds “nobody-has-this-name”.')).toBeVisible();
});

test('the workroom has no Customers page', async ({ page }) => {
  await staffMember(page, 'workroom', `workroom-${Date.now()}@selvedge.example`);
  await expect(page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Customers' })).toHaveCount(0);
  await page.goto('/admin/customers');
  await expect(page.getByText('Your role does not allow this.')).toBeVisible();
});

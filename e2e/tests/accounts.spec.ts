import { type Page, type Response } from '@playwright/test';
import { expect, logInAs, test, uniqueEmail } from '../fixtures/customer';

const dialog = (page: Page) => page.getByRole('dialog');

async function openRegister(page: Page) {
  await page.goto('/?modal=navbar-login&form=register');
  await expect(dialog(page).getByRole('heading', { name: 'Create an account' })).toBeVisible();
}

async function register(page: Page, email: string, password = 'tailored-5') {
  await openRegister(page);
  const form = dialog(page);
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Lovelace');
  await form.getByLabel('E-mail', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByLabel('Confirm password').fill(password);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Account of Ada' })).toBeVisible();
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/?modal=navbar-login');
  const form = dialog(page);
  await form.getByLabel('E-mail', { exact: true }).fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** Logs out from the navbar; no call the page makes meanwhile, or just after, is refused. */
async function logOut(page: Page) {
  const refused: string[] = [];
  const watch = (response: Response) => {
    if (new URL(response.url()).pathname.startsWith('/api/') && response.status() >= 400)
      refused.push(`${response.status()} ${response.url()}`);
  };
  page.on('response', watch);
  await page.getByRole('button', { name: 'Account of Ada' }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  page.off('response', watch);
  expect(refused).toEqual([]);
}

/** The newest reset link the shop wrote to `email` (the outbox, as no SMTP server is set). */
async function resetLink(page: Page, email: string): Promise<string> {
  let link: string | undefined;
  await expect(async () => {
    const answer = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
    const body = (await answer.json()) as { messages: Array<{ subject: string; links: string[] }> };
    link = body.messages.find((message) => message.subject === 'Reset your Selvedge password')?.links[0];
    expect(link).toMatch(/\/account\/reset-password\?token=[^&\s]+$/);
  }).toPass({ timeout: 10_000 });
  return link ?? '';
}

test.describe('the login modal', () => {
  test('opens the form the query names, and the account icon opens it too', async ({ page }) => {
    await page.goto('/?modal=navbar-login&form=forget+password');
    await expect(dialog(page).getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await page.goto('/?modal=navbar-login&form=register');
    await expect(dialog(page).getByRole('heading', { name: 'Create an account' })).toBeVisible();
    await page.goto('/?modal=navbar-login&form=login');
    await expect(dialog(page).getByRole('heading', { name: 'Log in' })).toBeVisible();

    await page.goto('/faq');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/faq\?modal=navbar-login$/);
    await expect(dialog(page).getByRole('heading', { name: 'Log in' })).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/faq$/);
  });

  test('shows the session-expired message', async ({ page }) => {
    await page.goto('/?modal=navbar-login&session-expired=true');
    await expect(dialog(page)).toContainText('Your session has expired. Please login again.');
  });

  test('keeps register closed until the fields are filled, and checks in SPEC order', async ({ page }) => {
    await openRegister(page);
    const form = dialog(page);
    const submit = form.getByRole('button', { name: 'Create account' });
    await expect(submit).toBeDisabled();
    await expect(form.getByRole('checkbox')).toBeChecked();
    await expect(form.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-and-conditions');
    await form.getByLabel('First name').fill('Ada');
    await form.getByLabel('Last name').fill('Lovelace');
    await form.getByLabel('E-mail', { exact: true }).fill('not-an-email');
    await form.getByLabel('Password', { exact: true }).fill('1234');
    await form.getByLabel('Confirm password').fill('12345');
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(form.getByRole('alert')).toHaveText('Password must be at least 5 characters.');
    await form.getByLabel('Password', { exact: true }).fill('123456');
    await submit.click();
    await expect(form.getByRole('alert')).toHaveText('Email is invalid.');
    await form.getByLabel('E-mail', { exact: true }).fill('ada@example.com');
    await submit.click();
    await expect(form.getByRole('alert')).toHaveText('Password and Confirm Password do not match.');

    // Switching form clears the error and the passwords.
    await form.getByRole('button', { name: 'Log in' }).click();
    await expect(form.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expect(form.getByRole('alert')).toHaveCount(0);
    await expect(form.getByLabel('Password')).toHaveValue('');
  });
});

test.describe('an account, end to end', () => {
  test('register, log out, log in with a wrong then the right password, and the profile', { tag: '@phone' }, async ({ page }) => {
    const email = uniqueEmail('ada');
    await register(page, email);
    await logOut(page);
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();

    await logIn(page, email, 'wrong-password');
    await expect(dialog(page).getByRole('alert')).toHaveText('Email or password is incorrect.');
    await dialog(page).getByLabel('Password').fill('tailored-5');
    await dialog(page).getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(dialog(page)).toBeHidden();

    await page.getByRole('button', { name: 'Account of Ada' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile\?tab=dashboard$/);
    await expect(page.getByRole('heading', { name: /Hello, Ada/ })).toBeVisible();

    // A reload starts the session again from the stored token.
    await page.reload();
    await expect(page.getByRole('heading', { name: /Hello, Ada/ })).toBeVisible();

    // Logging out from the address book: the screens left behind ask the shop nothing more.
    await page.goto('/profile?tab=addresses');
    await expect(page.getByRole('tab', { name: 'Addresses', selected: true })).toBeVisible();
    await logOut(page);
  });

  test('resets a forgotten password through the e-mailed link', async ({ page, newCustomer }) => {
    const { email } = await newCustomer({ name: 'reset', password: 'first-password' });
    await page.goto('/?modal=navbar-login&form=forget+password');
    await dialog(page).getByLabel('E-mail', { exact: true }).fill(email);
    await dialog(page).getByRole('button', { name: 'Send reset link' }).click();
    // Success returns to the login form with the message.
    await expect(dialog(page).getByRole('heading', { name: 'Log in' })).toBeVisible();
    await expect(dialog(page).getByRole('status')).toContainText('we have sent it a link to reset the password');

    const link = await resetLink(page, email);
    await page.goto(new URL(link).pathname + new URL(link).search);
    await page.getByLabel('New password', { exact: true }).fill('second-password');
    await page.getByLabel('Confirm new password').fill('second-password');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByText('Your password has been changed. Log in with your new password.')).toBeVisible();

    // The link works once.
    await page.goto(new URL(link).pathname + new URL(link).search);
    await page.getByLabel('New password', { exact: true }).fill('third-password');
    await page.getByLabel('Confirm new password').fill('third-password');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByRole('alert')).toContainText('This reset link has expired or has already been used.');

    await logIn(page, email, 'second-password');
    await expect(dialog(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Account of Ada' })).toBeVisible();
  });

  test('a stale token logs out at start-up: home page, login form, session-expired message', async ({ page }) => {
    await page.goto('/faq');
    await page.evaluate(() => window.localStorage.setItem('token', 'x'.repeat(43)));
    await page.goto('/faq');
    await expect(page).toHaveURL(/\/\?modal=navbar-login&session-expired=true$/);
    await expect(dialog(page)).toContainText('Your session has expired. Please login again.');
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  });

  test('updates details, addresses and the marketing choice on the profile', { tag: '@phone' }, async ({ page, customer }) => {
    await logInAs(page, customer);
    await page.goto('/profile?tab=details');
    await expect(page.getByRole('tab', { name: 'Account details' })).toHaveAttribute('aria-selected', 'true');

    await page.getByLabel('Phone').fill('91234567');
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByRole('alert')).toContainText('Phone must be a plus');
    await page.getByLabel('Phone').fill('+65 9123 4567');
    await page.getByLabel('First name').fill('Augusta');
    await page.getByRole('button', { name: 'Save details' }).click();
    await expect(page.getByText('Your details have been saved.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account of Augusta' })).toBeVisible();

    await page.getByRole('tab', { name: 'Addresses' }).click();
    await expect(page).toHaveURL(/tab=addresses/);
    await page.getByRole('button', { name: 'Add address' }).click();
    await page.getByLabel('Address', { exact: true }).fill('1 Tailor Lane');
    await page.getByLabel('City').fill('Singapore');
    await page.getByLabel('Postal code').fill('049123');
    await page.getByLabel('Country').selectOption('SG');
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByText('Address added.')).toBeVisible();
    const addresses = page.getByRole('list', { name: 'Your addresses' });
    await expect(addresses.getByRole('listitem')).toHaveCount(1);
    await expect(addresses).toContainText('1 Tailor Lane');

    await page.getByRole('button', { name: 'Add address' }).click();
    await page.getByLabel('Address', { exact: true }).fill('221B Baker Street');
    await page.getByLabel('City').fill('London');
    await page.getByLabel('Postal code').fill('NW1 6XE');
    await page.getByLabel('Country').selectOption('GB');
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(addresses.getByRole('listitem')).toHaveCount(2);

    await page.getByRole('button', { name: /^Make default: .*221B Baker Street/ }).click();
    await expect(page.getByText('Default address changed.')).toBeVisible();
    await expect(addresses.getByRole('listitem', { name: /221B Baker Street.*\(default\)$/ })).toBeVisible();

    await page.getByRole('button', { name: /^Edit .*1 Tailor Lane/ }).click();
    await page.getByLabel('Address', { exact: true }).fill('2 Tailor Lane');
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByText('Address saved.')).toBeVisible();
    await expect(addresses).toContainText('2 Tailor Lane');

    await page.getByRole('button', { name: /^Delete .*2 Tailor Lane/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete address' }).click();
    await expect(page.getByText('Address deleted.')).toBeVisible();
    await expect(addresses.getByRole('listitem')).toHaveCount(1);

    await page.getByRole('tab', { name: 'E-mail preferences' }).click();
    const marketing = page.getByRole('switch');
    await expect(marketing).toBeChecked();
    await marketing.click();
    await expect(page.getByText('Saved: we will not send you news and offers.')).toBeVisible();

    // Everything is kept by the server: a reload shows the same.
    await page.reload();
    await expect(page.getByRole('switch')).not.toBeChecked();
    await page.getByRole('tab', { name: 'Addresses' }).click();
    await expect(page.getByRole('list', { name: 'Your addresses' })).toContainText('221B Baker Street');
    await page.getByRole('tab', { name: 'Account details' }).click();
    await expect(page.getByLabel('Phone')).toHaveValue('+6591234567');
  });

  test('/profile sends a visitor home', async ({ page }) => {
    await page.goto('/profile?tab=dashboard');
    await expect(page).toHaveURL(/\/$/);
  });
});

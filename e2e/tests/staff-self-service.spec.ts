import { expect, test, type Browser, type Locator, type Page, type TestInfo } from '@playwright/test';
import { seriousViolations } from '../fixtures/axe';
import { openAnswer, uniqueEmail } from '../fixtures/customer';
import { guestPaysForShirts } from '../fixtures/paid-order';
import { OWNER, ownerToken, signInToBackOffice } from '../fixtures/staff';

/**
 * Staff who help themselves (issue 31), in the production build: a manager who forgot the password
 * resets it from the e-mailed link and signs in; changes it and ends another session from Your
 * account; the owner invites, resends and withdraws an invitation, grants the manager refunds (who
 * then has the Refund button on an order) and ends the manager's sessions. Each screen is looked at
 * by axe and photographed at 1440 px and 360 px.
 */
test.describe.configure({ mode: 'serial' });

const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 360, height: 740 };
const stamp = Date.now();
const MANAGER = { name: 'Mina Manager', email: `mina-${stamp}@selvedge.example`, password: 'a long manager password' };
const RESET_PASSWORD = 'a brand new manager password';
const CHANGED_PASSWORD = 'the manager password changed';

/** Axe on the whole page, and a picture of `part` (or the page), at 1440 px and at 360 px. */
async function look(page: Page, part: Locator | null, testInfo: TestInfo, name: string): Promise<void> {
  for (const size of [WIDE, PHONE]) {
    await page.setViewportSize(size);
    expect(await seriousViolations(page), `${name} at ${size.width} px`).toEqual([]);
    if (part) await part.screenshot({ path: testInfo.outputPath(`${name}-${size.width}.png`) });
    else await page.screenshot({ path: testInfo.outputPath(`${name}-${size.width}.png`), fullPage: true });
  }
  await page.setViewportSize(WIDE);
}

/** The links of the newest e-mail to `to` with `subject`, once the shop has written it. */
async function mailedLinks(page: Page, to: string, subject: string, count = 1): Promise<string[]> {
  let links: string[] = [];
  await expect(async () => {
    const answer = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
    const mails = ((await answer.json()) as { messages: Array<{ subject: string; links: string[] }> }).messages.filter(
      (mail) => mail.subject === subject,
    );
    expect(mails.length).toBeGreaterThanOrEqual(count);
    links = mails.flatMap((mail) => mail.links);
  }).toPass({ timeout: 15_000 });
  return links;
}

/** A member of staff's own browser. */
async function browserOf(browser: Browser, email: string, password: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: WIDE })).newPage();
  await signInToBackOffice(page, email, password);
  return page;
}

const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('staffToken'));
async function meStatus(page: Page, token: string | null): Promise<number> {
  return (await page.request.get('/api/admin/me', { headers: { authorization: `Bearer ${token}` } })).status();
}

test('a manager who forgot the password asks for a link, sets a new password from it and signs in', async ({ page }, testInfo) => {
  const owner = await ownerToken(page.request);
  const invited = await page.request.post('/api/admin/staff/invitations', {
    data: { email: MANAGER.email, role: 'manager' },
    headers: { authorization: `Bearer ${owner}` },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const token = new URL(((await openAnswer(page.request, invited)) as { link: string }).link).searchParams.get('token');
  const joined = await page.request.post('/api/admin/invitations/accept', {
    data: { token, name: MANAGER.name, password: MANAGER.password },
  });
  expect(joined.status(), await joined.text()).toBe(201);

  await page.goto('/admin/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(MANAGER.email);
  await page.getByRole('button', { name: 'E-mail me a link' }).click();
  await expect(page.getByRole('status')).toHaveText(
    `If ${MANAGER.email} has a back-office account, we have sent it a link to reset the password. The link works for one hour.`,
  );
  await look(page, null, testInfo, 'forgot-password');

  const [link] = await mailedLinks(page, MANAGER.email, 'Reset your Selvedge back-office password');
  const reset = new URL(link ?? '');
  expect(reset.pathname).toBe('/admin/reset-password');
  await page.goto(reset.pathname + reset.search);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('too short');
  await page.getByLabel('Confirm new password').fill('too short');
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByText('Password must be at least 12 characters.')).toBeVisible();
  await look(page, null, testInfo, 'reset-password');
  await page.getByLabel('New password', { exact: true }).fill(RESET_PASSWORD);
  await page.getByLabel('Confirm new password').fill(RESET_PASSWORD);
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText('Your password has been changed. Sign in with your new password.');
  await look(page, null, testInfo, 'login-after-reset');

  // The link worked once: opened again, it says so and offers a new one.
  await page.goto(reset.pathname + reset.search);
  await page.getByLabel('New password', { exact: true }).fill('yet another long password');
  await page.getByLabel('Confirm new password').fill('yet another long password');
  await page.getByRole('button', { name: 'Set the new password' }).click();
  await expect(page.getByRole('alert')).toHaveText('This reset link has expired or has already been used. Ask for a new one.');
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();

  await signInToBackOffice(page, MANAGER.email, RESET_PASSWORD);
});

test('on Your account the manager ends another session and changes the password, which ends the others', async ({
  page,
  browser,
}, testInfo) => {
  const elsewhere = await browserOf(browser, MANAGER.email, RESET_PASSWORD);
  await signInToBackOffice(page, MANAGER.email, RESET_PASSWORD);
  await page.getByRole('link', { name: 'Your account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  const sessions = page.getByRole('region', { name: 'Where you are signed in' });
  await expect(sessions.getByRole('listitem').filter({ hasText: 'This device' })).toHaveCount(1);
  await look(page, null, testInfo, 'your-account');

  // Every other browser signed out at once (the one opened here, and any from before).
  const firstToken = await tokenOf(elsewhere);
  expect(await meStatus(page, firstToken)).toBe(200);
  await sessions.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(page.getByText('You are signed in on this device only.')).toBeVisible();
  expect(await meStatus(page, firstToken)).toBe(401);

  // Signed in there again: that one session is ended by its own button.
  await signInToBackOffice(elsewhere, MANAGER.email, RESET_PASSWORD);
  const otherToken = await tokenOf(elsewhere);
  await page.reload();
  await expect(sessions.getByRole('button', { name: /^Sign out .*Chrome/ })).toHaveCount(1);
  await sessions.getByRole('button', { name: /^Sign out .*Chrome/ }).click();
  await expect(page.getByText('You are signed in on this device only.')).toBeVisible();
  expect(await meStatus(page, otherToken)).toBe(401);

  // Signed in there again, then the password changes here: that session ends too, this one stays.
  await signInToBackOffice(elsewhere, MANAGER.email, RESET_PASSWORD);
  const againToken = await tokenOf(elsewhere);
  const password = page.getByRole('region', { name: 'Change your password' });
  await password.getByLabel('Current password').fill(RESET_PASSWORD);
  await password.getByLabel('New password', { exact: true }).fill(CHANGED_PASSWORD);
  await password.getByLabel('Confirm new password').fill(CHANGED_PASSWORD);
  await password.getByRole('button', { name: 'Change the password' }).click();
  await expect(password.getByRole('status')).toHaveText('Your password has been changed. Your other sessions have ended.');
  expect(await meStatus(page, againToken)).toBe(401);
  expect(await meStatus(page, await tokenOf(page))).toBe(200);
  await look(page, null, testInfo, 'your-account-changed');
  await elsewhere.context().close();
});

test('the owner invites someone, sends the invitation again and withdraws it', async ({ page }, testInfo) => {
  const invitee = `invitee-${stamp}@selvedge.example`;
  await ownerToken(page.request);
  await signInToBackOffice(page, OWNER.email, OWNER.password);
  await page.goto('/admin/staff');
  const invite = page.getByRole('region', { name: 'Invite someone' });
  await invite.getByLabel('Email').fill(invitee);
  await invite.getByLabel('Role').selectOption('workroom');
  await invite.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(invite.getByText('Invitation e-mailed to')).toBeVisible();
  const waiting = page.getByRole('region', { name: 'Invitations waiting' });
  const row = waiting.getByRole('row', { name: new RegExp(invitee.replace(/[.]/g, '\\.')) });
  await expect(row).toContainText('Workroom');
  await expect(row).toContainText(`by ${OWNER.name}`);
  await look(page, null, testInfo, 'staff-invitations');

  await row.getByRole('button', { name: `Resend the invitation to ${invitee}` }).click();
  await expect(waiting.getByRole('status')).toHaveText(`A new link was e-mailed to ${invitee}; the old one no longer works.`);
  const links = await mailedLinks(page, invitee, 'You are invited to the Selvedge back office', 2);
  expect(links.filter((link) => link.includes('/admin/join?token=')).length).toBeGreaterThanOrEqual(2);

  await row.getByRole('button', { name: `Withdraw the invitation to ${invitee}` }).click();
  const question = page.getByRole('alertdialog');
  await expect(question).toContainText('The link we e-mailed stops working at once.');
  await look(page, question, testInfo, 'withdraw-question');
  await question.getByRole('button', { name: 'Withdraw the invitation' }).click();
  await expect(row).toHaveCount(0);
  // Every link of it is dead.
  for (const link of links.filter((href) => href.includes('/admin/join?token='))) {
    const refused = await page.request.post('/api/admin/invitations/accept', {
      data: { token: new URL(link).searchParams.get('token'), name: 'Too Late', password: 'a long enough password' },
    });
    expect(refused.status()).toBe(400);
  }
});

test('the owner grants the manager refunds, and the manager then has the Refund button; the owner ends the manager’s sessions', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const { orderNumber } = await guestPaysForShirts(page, browser, { shirts: 1, email: uniqueEmail('staff-refund-guest') });

  // The manager reads the refunds, with no button.
  const manager = await browserOf(browser, MANAGER.email, CHANGED_PASSWORD);
  await manager.goto(`/admin/orders/${orderNumber}`);
  const refunds = manager.getByRole('region', { name: 'Refunds' });
  await expect(refunds).toContainText('still refundable');
  await expect(refunds).toContainText('Refunds are made by the owner, or by someone the owner allows on the Staff page.');
  await expect(refunds.getByRole('button', { name: 'Refund…' })).toHaveCount(0);
  await look(manager, refunds, testInfo, 'manager-refunds-read-only');

  // The owner switches refunds on for the manager.
  await ownerToken(page.request);
  await signInToBackOffice(page, OWNER.email, OWNER.password);
  await page.goto('/admin/staff');
  const people = page.getByRole('region', { name: 'People' });
  await expect(people).toContainText('Refunds: an owner can always give money back.');
  const allowed = people.getByRole('switch', { name: `Refunds by ${MANAGER.name}` });
  await expect(allowed).not.toBeChecked();
  await allowed.click();
  await expect(allowed).toBeChecked();
  await look(page, null, testInfo, 'staff-people');

  await manager.reload();
  await expect(manager.getByRole('region', { name: 'Refunds' }).getByRole('button', { name: 'Refund…' })).toBeVisible();
  await expect(manager.getByText('Refunds are made by the owner')).toHaveCount(0);

  // The owner sees where the manager is signed in, and signs them out everywhere.
  await people.getByRole('button', { name: `Sessions of ${MANAGER.name}` }).click();
  const list = people.getByRole('list', { name: `${MANAGER.name}’s sessions` });
  await expect(list).toContainText('Chrome');
  await look(page, people, testInfo, 'member-sessions');
  await people.getByRole('button', { name: `Sign ${MANAGER.name} out everywhere` }).click();
  const question = page.getByRole('alertdialog');
  await look(page, question, testInfo, 'end-member-sessions');
  await question.getByRole('button', { name: 'Sign them out' }).click();
  await expect(people.getByText(`${MANAGER.name} is not signed in anywhere.`)).toBeVisible();
  await manager.reload();
  await expect(manager).toHaveURL(/\/admin\/login/);
  await manager.context().close();
});

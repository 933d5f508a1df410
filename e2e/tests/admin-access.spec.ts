import { expect, test } from '@playwright/test';
import { seriousViolations } from '../fixtures/axe';
import { OWNER, printedSetupLink } from '../fixtures/staff';

// The first of the back office's journeys (files run in name order): the owner is made here, through
// the link the server printed at its first start, as a shop owner would do it.
test.describe.configure({ mode: 'serial' });

test('the owner sets up the back office from the printed link and invites a workroom tailor, who joins with the workroom menu only', async ({
  page,
  browser,
}) => {
  const link = new URL(printedSetupLink());
  expect(link.pathname).toBe('/admin/setup');

  // A signed-out visitor of the back office lands on its login page.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login\?next=/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

  await page.goto(link.pathname + link.search);
  await expect(page.getByRole('heading', { name: 'Set up your shop' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // The contract's rules, before anything is sent.
  await page.getByLabel('Your name').fill(OWNER.name);
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password').fill('too short');
  await page.getByRole('button', { name: 'Create the owner’s account' }).click();
  await expect(page.getByText('Password must be at least 12 characters.')).toBeVisible();
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Create the owner’s account' }).click();

  await expect(page.getByRole('heading', { name: 'Staff' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
  await expect(page.getByRole('cell', { name: OWNER.email })).toBeVisible();

  // The link worked once.
  const again = await page.request.post('/api/admin/setup', {
    data: {
      token: link.searchParams.get('token'),
      name: 'Someone Else',
      email: 'else@selvedge.example',
      password: 'another long password',
    },
  });
  expect(again.status()).toBe(409);

  // An invitation: a bad e-mail is refused on its field; a good one gives the link (also e-mailed).
  const invite = page.getByRole('region', { name: 'Invite someone' });
  await invite.getByLabel('Email').fill('not an e-mail');
  await invite.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(invite.getByText('Email is invalid.')).toBeVisible();
  await invite.getByLabel('Email').fill('tailor@selvedge.example');
  await invite.getByLabel('Role').selectOption('workroom');
  await invite.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(page.getByText('Invitation e-mailed to')).toBeVisible();
  const invitation = await page.getByLabel('Invitation link').inputValue();
  expect(invitation).toContain('/admin/join?token=');
  const mailed = await page.request.get('/api/dev/outbox?to=tailor%40selvedge.example');
  expect(JSON.stringify(await mailed.json())).toContain(new URL(invitation).search.slice(1));
  expect(await seriousViolations(page)).toEqual([]);

  // The tailor joins in a browser of their own.
  const tailorContext = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  const tailor = await tailorContext.newPage();
  const join = new URL(invitation);
  await tailor.goto(join.pathname + join.search);
  await expect(tailor.getByRole('heading', { name: 'Join the back office' })).toBeVisible();
  await tailor.getByLabel('Your name').fill('Tom Tailor');
  await tailor.getByLabel('Password').fill('a long tailor password');
  await tailor.getByRole('button', { name: 'Join' }).click();
  await expect(tailor.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(tailor.getByText('Workroom', { exact: true })).toBeVisible();
  // The workroom's menu has no Staff; opening it by address says why, and the server refuses it too.
  await expect(tailor.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Staff' })).toHaveCount(0);
  await tailor.goto('/admin/staff');
  await expect(tailor.getByText('Your role does not allow this.')).toBeVisible();
  const token = await tailor.evaluate(() => localStorage.getItem('staffToken'));
  const refused = await tailor.request.get('/api/admin/staff', { headers: { authorization: `Bearer ${token}` } });
  expect(refused.status()).toBe(403);

  // Signing out ends the session on the server.
  await tailor.getByRole('button', { name: 'Sign out' }).click();
  await expect(tailor).toHaveURL(/\/admin\/login/);
  const after = await tailor.request.get('/api/admin/me', { headers: { authorization: `Bearer ${token}` } });
  expect(after.status()).toBe(401);
  await tailorContext.close();

  // The owner sees the tailor in the list.
  await page.reload();
  await expect(page.getByRole('cell', { name: 'tailor@selvedge.example' })).toBeVisible();
});

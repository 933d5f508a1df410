import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../fixtures/axe';
import { OWNER, ownerToken, signInToBackOffice } from '../fixtures/staff';

const MAIL_ID = '0b8f3c52-9a1e-4d7b-8c55-2f1e6a7b9c10';

/** What GET /api/admin/system answers on a shop with trouble: a fresh test shop has no failed job and no backup. */
const TROUBLED = {
  failedJobs: [
    {
      id: MAIL_ID,
      queue: 'mail',
      failedAt: '2026-03-02T03:30:00.000Z',
      attempts: 7,
      error: 'Greeting never received from smtp.example.net:587 after 20 s',
    },
    {
      id: '7d1e2f30-4a5b-4c6d-8e7f-901a2b3c4d5e',
      queue: 'password-reset',
      failedAt: '2026-03-01T16:05:00.000Z',
      attempts: 6,
      error: 'connect ECONNREFUSED 10.0.0.12:5432',
    },
  ],
  failedByQueue: { mail: 1, 'password-reset': 1, 'payment-sweep': 0, 'refund-sweep': 0, 'expired-rows-clean-up': 0 },
  lastBackup: {
    at: '2026-03-02T19:00:04.000Z',
    file: 'selvedge-2026-03-03T0300.tar.gz',
    kind: 'pglite',
    orders: 1042,
    lastOrderNumber: 'SV-2041',
    bytes: 48_213_004,
  },
};

/** The page's API answers replaced (the storefront's client takes an unsealed answer too), for a look at a troubled shop. */
async function troubledShop(page: Page): Promise<void> {
  let failedJobs = TROUBLED.failedJobs;
  await page.route('**/api/admin/system', (route) => route.fulfill({ json: { ...TROUBLED, failedJobs } }));
  await page.route(`**/api/admin/jobs/${MAIL_ID}/retry`, (route) => {
    failedJobs = failedJobs.filter((job) => job.id !== MAIL_ID);
    return route.fulfill({ json: { id: MAIL_ID, queue: 'mail', state: 'retry' } });
  });
}

async function pageWidth(page: Page): Promise<{ page: number; window: number }> {
  return page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: document.documentElement.clientWidth }));
}

test('the owner opens System from the menu: no failed jobs and no backup on a new shop, and it passes axe', async ({ page }, testInfo) => {
  await ownerToken(page.request);
  await signInToBackOffice(page, OWNER.email, OWNER.password);
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'System' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'System' })).toBeVisible();
  await expect(page.getByText('No failed jobs.')).toBeVisible();
  await expect(page.getByText('No backup yet')).toBeVisible();
  await expect(page.getByText('The nightly backup runs at 03:00 Singapore time (SGT), whatever the shop’s time zone.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('system-empty-1440.png'), fullPage: true });
});

for (const [width, height] of [
  [1440, 900],
  [360, 740],
] as const) {
  test(`a troubled shop's system page at ${width} px: failed jobs with Retry, the last backup, no sideways page, axe clean`, async ({
    page,
  }, testInfo) => {
    await ownerToken(page.request);
    await page.setViewportSize({ width, height });
    await signInToBackOffice(page, OWNER.email, OWNER.password);
    await troubledShop(page);
    await page.goto('/admin/system');
    const mailRow = page.getByRole('row', { name: /E-mail/ });
    await expect(mailRow).toContainText('2 Mar 2026, 11:30 am');
    await expect(page.getByText('Last backup: 3 Mar 2026, 3:00 am, 1,042 orders')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    const widths = await pageWidth(page);
    expect(widths.page, `the page is ${widths.page}px wide in a ${widths.window}px window`).toBeLessThanOrEqual(widths.window);
    await page.screenshot({ path: testInfo.outputPath(`system-${width}.png`), fullPage: true });

    await mailRow.getByRole('button', { name: /^Retry/ }).click();
    await expect(page.getByRole('status')).toContainText('The e-mail job will run again in a moment.');
    await expect(mailRow).toHaveCount(0);
    await expect(page.getByRole('row', { name: /Password reset/ })).toBeVisible();
  });
}

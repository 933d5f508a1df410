import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from '../fixtures/axe';
import { openAnswer } from '../fixtures/customer';
import { OWNER, ownerToken, signInToBackOffice } from '../fixtures/staff';

interface Fabric {
  id: string;
  title: string;
  version: number;
}

const REASON = 'The mill has stopped weaving it';

async function pageWidth(page: Page): Promise<{ page: number; window: number }> {
  return page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: document.documentElement.clientWidth }));
}

/** A fabric withdrawn through the API by the owner, for the log to tell; put back on sale by `restore`. */
async function withdrawFabric(page: Page, token: string): Promise<{ fabric: Fabric; restore(): Promise<void> }> {
  const headers = { authorization: `Bearer ${token}` };
  const list = (await openAnswer(page.request, await page.request.get('/api/admin/fabrics?type=trousers&pageSize=5', { headers }))) as {
    fabrics: Fabric[];
  };
  const fabric = list.fabrics.at(-1)!;
  const withdrawn = await page.request.patch(`/api/admin/fabrics/${fabric.id}/sale-status`, {
    headers,
    data: { status: 'withdrawn', note: REASON, version: fabric.version },
  });
  expect(withdrawn.status(), await withdrawn.text()).toBe(200);
  return {
    fabric,
    async restore() {
      const back = await page.request.patch(`/api/admin/fabrics/${fabric.id}/sale-status`, {
        headers,
        data: { status: 'on_sale', version: fabric.version + 1 },
      });
      expect(back.status(), await back.text()).toBe(200);
    },
  };
}

for (const [width, height] of [
  [1440, 900],
  [360, 740],
] as const) {
  test(`the audit log at ${width} px reads as sentences with links, times in the shop's zone, filtered by kind of thing; axe clean`, async ({
    page,
  }, testInfo) => {
    const token = await ownerToken(page.request);
    await page.setViewportSize({ width, height });
    const { fabric, restore } = await withdrawFabric(page, token);
    try {
      await signInToBackOffice(page, OWNER.email, OWNER.password);
      await expect(page.getByText('Times in Singapore time (SGT)')).toBeVisible();
      await page.goto('/admin/audit');
      await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
      await page.getByLabel('Kind of thing').selectOption({ label: 'Fabrics' });
      await page.getByRole('button', { name: 'Filter' }).click();
      await expect(page).toHaveURL(/subjectType=fabric/);

      const entry = page
        .getByRole('listitem')
        .filter({ hasText: `withdrew ${fabric.title}` })
        .first();
      await expect(entry).toContainText(`${OWNER.name} withdrew ${fabric.title} (reason: ${REASON})`);
      await expect(entry.locator('time')).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} (am|pm)$/);
      await expect(entry).not.toContainText(/fabric\.sale_status|prod_|\dT\d/);
      await expect(page.getByText('Days and times in Singapore time (SGT).')).toBeVisible();
      await entry.locator('summary').click();
      await expect(entry).toContainText('Sale status: on sale → withdrawn');

      expect(await seriousViolations(page)).toEqual([]);
      const widths = await pageWidth(page);
      expect(widths.page, `the page is ${widths.page}px wide in a ${widths.window}px window`).toBeLessThanOrEqual(widths.window);
      await page.screenshot({ path: testInfo.outputPath(`audit-${width}.png`), fullPage: true });

      await entry.getByRole('link', { name: fabric.title }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/fabrics/${fabric.id}$`));
    } finally {
      await restore();
    }
  });
}

test('the owner sets the shop’s time zone: every page says it and writes its times in it, and the log tells the change', async ({
  page,
}, testInfo) => {
  const token = await ownerToken(page.request);
  const headers = { authorization: `Bearer ${token}` };
  try {
    await signInToBackOffice(page, OWNER.email, OWNER.password);
    await page.goto('/admin/system');
    await page.getByLabel('Time zone', { exact: true }).selectOption('Europe/London');
    await page.getByRole('button', { name: 'Save the time zone' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved:' })).toContainText(
      'Saved: the back office now writes times in London time (GMT).',
    );
    await expect(page.getByText('Times in London time (GMT)', { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('time-zone-1440.png'), fullPage: true });

    await page.goto('/admin/audit?subjectType=shop_settings');
    const entry = page.getByRole('listitem').filter({ hasText: 'time zone' }).first();
    await expect(entry).toContainText(`${OWNER.name} changed the shop’s time zone from Asia/Singapore to Europe/London`);
    await expect(page.getByText('Days and times in London time (GMT).')).toBeVisible();
    // The entry's day is London's (near midnight in Singapore or London the two differ).
    const londonDay = new Intl.DateTimeFormat('en-SG', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'Europe/London',
    }).format(new Date());
    await expect(entry.locator('time')).toContainText(londonDay);
  } finally {
    const now = (await openAnswer(page.request, await page.request.get('/api/admin/shop-settings', { headers }))) as { version: number };
    const back = await page.request.put('/api/admin/shop-settings', {
      headers,
      data: { timeZone: 'Asia/Singapore', version: now.version },
    });
    expect(back.status(), await back.text()).toBe(200);
  }
});

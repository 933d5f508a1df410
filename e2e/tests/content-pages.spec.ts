import type { StaticContent } from '@selvedge/contract';
import { expect, test, type Page } from '@playwright/test';

const CONTENT_PAGES = [
  '/why-us',
  '/why-us/5-reasons-to-get-custom-made-pants',
  '/faq',
  '/terms-and-conditions',
  '/fit-pictures-guide',
  '/contact-us',
] as const;

/** Answers the announcement call with plain JSON (the client accepts unencrypted answers). */
async function announce(page: Page, intro: string) {
  const body: StaticContent = {
    page: 'announcement',
    title: 'Announcement',
    metaDescription: 'Site-wide announcement.',
    intro,
    sections: [],
    links: [],
    updatedAt: new Date().toISOString(),
  };
  await page.route('**/api/contentful/static-content/announcement', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) }),
  );
}

test('each content page shows its own title as the h1 and in the document title', async ({ page }) => {
  const titles = new Map<string, string>();
  for (const path of CONTENT_PAGES) {
    await page.goto(path);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    const title = (await heading.textContent())?.trim() ?? '';
    expect(title, `h1 of ${path}`).not.toBe('');
    await expect(page).toHaveTitle(new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);
    titles.set(path, title);
  }
  expect(new Set(titles.values()).size, JSON.stringify([...titles])).toBe(CONTENT_PAGES.length);
});

test('/faq?tab=2 opens the second question and only that one', async ({ page }) => {
  await page.goto('/faq?tab=2');
  const triggers = page.locator('[data-position] button[aria-expanded]');
  await expect(triggers.nth(1)).toHaveAttribute('aria-expanded', 'true');
  await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('[data-position="2"] [role="region"]')).toBeVisible();
  await expect(page.locator('[data-position="1"] [role="region"]')).toBeHidden();
  await expect(page.locator('[data-position="2"]')).toBeInViewport();

  const historyLength = await page.evaluate(() => window.history.length);
  await triggers.nth(0).click();
  await expect(page).toHaveURL(/\/faq\?tab=1$/);
  expect(await page.evaluate(() => window.history.length), 'replaces the history entry').toBe(historyLength);
  await expect(page.locator('[data-position="1"] [role="region"]')).toBeVisible();
  await expect(page.locator('[data-position="2"] [role="region"]')).toBeHidden();
});

test('a question far down the FAQ opens and scrolls into view on arrival', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.locator('[data-position="1"]')).toBeVisible();
  const count = await page.locator('[data-position]').count();
  expect(count).toBeGreaterThan(5);
  await page.goto(`/faq?tab=${count}`);
  const last = page.locator(`[data-position="${count}"]`);
  await expect(last.getByRole('region')).toBeVisible();
  await expect(last.getByRole('button')).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test('announcement links: site paths and web addresses become links, a javascript: link stays text', async ({ page }) => {
  await announce(page, 'Read [our FAQ](/faq), [the journal](https://example.com/journal) and [this](javascript:alert(1))');
  await page.goto('/why-us');
  const bar = page.getByTestId('announcement-bar');
  await expect(bar).toHaveText('Read our FAQ, the journal and this');

  await expect(bar.getByRole('link', { name: 'our FAQ' })).toHaveAttribute('href', '/faq');
  const journal = bar.getByRole('link', { name: 'the journal' });
  await expect(journal).toHaveAttribute('href', 'https://example.com/journal');
  await expect(journal).toHaveAttribute('target', '_blank');
  await expect(journal).toHaveAttribute('rel', /noopener/);

  await expect(bar.getByText('this', { exact: true })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'this', exact: true })).toHaveCount(0);
  await expect(bar.locator('a')).toHaveCount(2);
  await expect(bar.locator('[href^="javascript" i]')).toHaveCount(0);
  const hrefs = await bar.locator('[href]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href') ?? ''));
  expect(hrefs.filter((href) => /^\s*javascript/i.test(href))).toEqual([]);

  await bar.getByRole('link', { name: 'our FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
});

test("an announcement of 'NA' shows no bar", async ({ page }) => {
  await announce(page, 'NA');
  const answered = page.waitForResponse('**/api/contentful/static-content/announcement');
  await page.goto('/terms-and-conditions');
  await answered;
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('announcement-bar')).toHaveCount(0);
});

test('the seeded announcement shows at the top of the page', async ({ page }) => {
  await page.goto('/fit-pictures-guide');
  const bar = page.getByTestId('announcement-bar');
  await expect(bar).toBeVisible();
  await expect(bar).not.toBeEmpty();
  const barBox = await bar.boundingBox();
  const mainBox = await page.locator('main').boundingBox();
  expect(barBox && mainBox && barBox.y + barBox.height <= mainBox.y).toBe(true);
});

test('the contact page offers e-mail, appointment booking and ways to get started', async ({ page }) => {
  await page.goto('/contact-us');
  const main = page.locator('main');

  const email = main.getByRole('region', { name: 'Write to us' }).getByRole('link').first();
  await expect(email).toBeVisible();
  await expect(email).toHaveAttribute('href', /^mailto:\S+@\S+/);

  const appointment = main.getByRole('region', { name: 'Visit us' }).getByRole('link', { name: /appointment/i });
  await expect(appointment).toBeVisible();
  // The shop's own booking (issue 31), in the same tab.
  await expect(appointment).toHaveAttribute('href', '/appointments');
  await expect(appointment).not.toHaveAttribute('target', '_blank');

  const getStarted = main.getByRole('region', { name: 'Get started' });
  for (const href of ['/faq', '/style-guide', '/shop/shirt']) {
    await expect(getStarted.locator(`a[href="${href}"]`)).toHaveCount(1);
  }
  await expect(main.getByRole('region', { name: 'Follow us' }).getByRole('link').first()).toHaveAttribute('target', '_blank');
});

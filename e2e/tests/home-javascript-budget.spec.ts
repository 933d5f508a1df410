import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

/**
 * The home page's JavaScript stays under 115 KB gzipped (issue 32's budget, decision 067; issue 3's
 * was 150 KB). Counted as bench/page-speed.mjs counts it, so the two figures agree: every script the
 * page fetches before the network settles, each gzipped at level 9 (as the build's .gz copies are).
 */
const BUDGET_BYTES = 115 * 1024;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

test('the home page loads at most 115 KB of gzipped JavaScript', { tag: '@phone' }, async ({ page }, testInfo) => {
  const scripts = new Map<string, number>();
  const reading: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const url = new URL(response.url()).pathname;
    reading.push(response.body().then((body) => void scripts.set(url, gzipSync(body, { level: 9 }).length)));
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await Promise.all(reading);

  const total = [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0);
  const files = [...scripts].sort((a, b) => b[1] - a[1]).map(([url, bytes]) => `  ${kb(bytes).padStart(6)} KB ${url}`);
  const viewport = page.viewportSize();
  const summary = `Home page JavaScript (${testInfo.project.name}, ${viewport?.width} px): ${scripts.size} files, ${kb(total)} KB gzipped`;
  console.log(`${summary}\n${files.join('\n')}`);
  testInfo.annotations.push({ type: 'home JavaScript', description: `${kb(total)} KB gzipped in ${scripts.size} files` });

  expect(scripts.size, 'the home page loaded no script').toBeGreaterThan(0);
  expect(total, `${summary}, over the ${kb(BUDGET_BYTES)} KB budget:\n${files.join('\n')}`).toBeLessThanOrEqual(BUDGET_BYTES);
});

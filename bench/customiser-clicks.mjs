// Customiser responsiveness: in the system Chromium, against the built server on a fresh PGlite
// database, choose a fabric, every option of every style group and every add-on and accessory choice
// of each product type, and record the long tasks (over 50 ms) the page runs and the time from each
// click to the next frame.
// Run with `npm run bench:clicks` after `npm run build`. Figures: docs/benchmarks.md.
import { chromium } from '@playwright/test';
import { findChromium } from '../scripts/find-chromium.mjs';
import { startShop } from './shop-server.mjs';

const TYPES = ['shirt', 'polo', 'trousers', 'shorts', 'outerwears', 'jackets'];

const shop = await startShop({ port: 4393 });
const { base } = shop;
const browser = await chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox'] });
try {
  console.log(`\nClicks in the customiser, 1440 x 900, ${new Date().toISOString()}`);
  console.log('| type | clicks | click to next frame, median ms | worst ms | long tasks over 50 ms during clicks | longest task ms |');
  console.log('|---|---|---|---|---|---|');
  for (const type of TYPES) {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${base}/shop/${type}`);
    await page.getByTestId('fabric-option').first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      globalThis.__longTasks = [];
      new PerformanceObserver((list) => globalThis.__longTasks.push(...list.getEntries().map((entry) => entry.duration))).observe({
        type: 'longtask',
      });
    });
    const timings = [];
    const click = async (locator) => {
      await locator.scrollIntoViewIfNeeded();
      const handle = await locator.elementHandle();
      // From the click event to the frame after it: what the customer waits to see the change.
      const ms = await page.evaluate(
        (element) =>
          new Promise((resolve) => {
            const start = performance.now();
            element.click();
            globalThis.requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
          }),
        handle,
      );
      timings.push(ms);
      await page.waitForTimeout(50);
    };
    await click(page.getByTestId('fabric-option').nth(1).locator('button[aria-pressed]'));
    const tabs = page.getByRole('tab');
    const tabCount = await tabs.count();
    for (let index = 1; index < tabCount - 1; index += 1) {
      await tabs.nth(index).click();
      const options = page.getByRole('radiogroup').first().getByRole('radio', { disabled: false });
      const count = await options.count();
      for (let option = 0; option < count; option += 1) await click(options.nth(option));
    }
    // The accessories: every add-on on and every choice (initials colour, lining...), each changing the price or the summary.
    await tabs.nth(tabCount - 1).click();
    const panel = page.getByRole('tabpanel');
    const toggles = panel.getByRole('checkbox');
    for (let index = 0; index < (await toggles.count()); index += 1) await click(toggles.nth(index));
    const choices = panel.getByRole('radio', { disabled: false });
    for (let index = 0; index < (await choices.count()); index += 1) await click(choices.nth(index));
    const longTasks = await page.evaluate(() => globalThis.__longTasks);
    const sorted = [...timings].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
    console.log(
      `| ${type} | ${timings.length} | ${median.toFixed(1)} | ${Math.max(...timings).toFixed(1)} | ${longTasks.length} | ${longTasks.length ? Math.max(...longTasks).toFixed(0) : '-'} |`,
    );
    await page.close();
  }
} finally {
  await browser.close();
  await shop.stop();
}

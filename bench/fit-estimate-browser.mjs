// The fit estimate's speed in the browser (issue 29: under 5 ms, no round trip). The domain's
// `estimateFit` and `measurementWarnings`, bundled as the storefront bundles them, run in the system
// Chromium over each type's served configuration: the first call (cold), then 1,000 calls with
// varied answers, each timed alone with performance.now,
// and 1,000 timed together for the mean.
// Run with `npm run bench:fit`. Figures: docs/benchmarks.md.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { findChromium } from '../scripts/find-chromium.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
// The API's own bundler (apps/api builds with it): the bench adds no dependency of its own.
const { build } = createRequire(path.join(root, 'apps/api/package.json'))('esbuild');
const bundled = await build({
  stdin: {
    contents: "export { estimateFit, measurementWarnings } from './packages/domain/src/index.ts';",
    resolveDir: root,
    loader: 'ts',
  },
  bundle: true,
  format: 'iife',
  globalName: 'fit',
  minify: true,
  write: false,
  target: 'es2022',
});
const script = bundled.outputFiles[0].text;
const served = JSON.parse(readFileSync(path.join(root, 'packages/domain/src/fixtures/products-config.sgd.json'), 'utf8'));
const products = served.products;

const browser = await chromium.launch({ executablePath: findChromium(), args: ['--no-sandbox'] });
try {
  const page = await browser.newPage();
  await page.setContent('<!doctype html><title>fit estimate</title>');
  await page.addScriptTag({ content: script });
  console.log(`\nFit estimate in Chromium ${browser.version()}, ${new Date().toISOString()}`);
  console.log('| type | first call ms | 1,000 calls: mean ms | median ms | p99 ms | worst ms | warnings, median ms | worst ms |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const [type, config] of Object.entries(products)) {
    const row = await page.evaluate(
      ({ config }) => {
        const { estimateFit, measurementWarnings } = globalThis.fit;
        const builds = [undefined, 'lean', 'average', 'broad'];
        const bellies = [undefined, 'flat', 'some', 'round'];
        const fits = [undefined, 'slim', 'regular', 'relaxed'];
        const answersOf = (i) => ({
          heightCm: 150 + (i % 50),
          weightKg: 50 + ((i * 7) % 80),
          ...(i % 3 === 0 ? { age: 20 + (i % 60) } : {}),
          ...(builds[i % 4] ? { build: builds[i % 4] } : {}),
          ...(bellies[(i >> 2) % 4] ? { belly: bellies[(i >> 2) % 4] } : {}),
          ...(fits[(i >> 4) % 4] ? { fitPreference: fits[(i >> 4) % 4] } : {}),
          ...(i % 5 === 0 && config.fitModel.usualSizes[0]
            ? { usualSize: config.fitModel.usualSizes[i % config.fitModel.usualSizes.length].label }
            : {}),
        });
        const started = performance.now();
        estimateFit(config, answersOf(0));
        const first = performance.now() - started;
        const times = [];
        const warningTimes = [];
        const body = config.measurements.fields
          .filter((field) => field.visibility.body && field.type === 'display')
          .map((field) => ({ id: field.key, fitting_size: field.value ?? field.lower_bound ?? 10 }));
        for (let i = 0; i < 1000; i += 1) {
          const answers = answersOf(i);
          const at = performance.now();
          estimateFit(config, answers);
          times.push(performance.now() - at);
          const then = performance.now();
          measurementWarnings(config, { track: 'body', fit: config.measurements.fits[0], measurements: body, answers });
          warningTimes.push(performance.now() - then);
        }
        // The browser's clock ticks in 0.1 ms here (no cross-origin isolation): the mean comes from 1,000 calls timed together.
        const batch = performance.now();
        for (let i = 0; i < 1000; i += 1) estimateFit(config, answersOf(i));
        const mean = (performance.now() - batch) / 1000;
        const sorted = (list) => [...list].sort((a, b) => a - b);
        const t = sorted(times);
        const w = sorted(warningTimes);
        return { first, mean, median: t[500], p99: t[990], worst: t[999], warnMedian: w[500], warnWorst: w[999] };
      },
      { config },
    );
    const ms = (value) => value.toFixed(3);
    console.log(
      `| ${type} | ${ms(row.first)} | ${ms(row.mean)} | ${ms(row.median)} | ${ms(row.p99)} | ${ms(row.worst)} | ${ms(row.warnMedian)} | ${ms(row.warnWorst)} |`,
    );
  }
} finally {
  await browser.close();
}

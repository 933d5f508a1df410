// Page speed, A/B: one page served from several builds of the storefront, Lighthouse runs taking
// turns between them, so that the host's drift (seen here: ±10 points within minutes) falls on
// every build alike. Usage, after `npm run build` (the API) and copying each build's apps/web/dist:
//   BENCH_RUNS=5 BENCH_CPU_SLOWDOWN=8 node bench/page-speed-ab.mjs /shop/polo /tmp/dist-a /tmp/dist-b
// Prints each build's scores, median and lowest, and each run's TBT/FCP/LCP in ms.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import { waitFor } from './wait-for-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const [route, ...dists] = process.argv.slice(2);
if (!route || dists.length === 0) throw new Error('usage: node bench/page-speed-ab.mjs <page> <dist> [<dist>...]');
const runs = Math.max(1, Number(process.env.BENCH_RUNS) || 3);
const cpuSlowdownMultiplier = Number(process.env.BENCH_CPU_SLOWDOWN) || constants.throttling.mobileSlow4G.cpuSlowdownMultiplier;
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const launchChrome = () =>
  chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });

const builds = dists.map((dist, index) => {
  const port = 4400 + index;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'selvedge-ab-'));
  const server = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_DIST: path.resolve(dist), LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  return { dist, url: `http://127.0.0.1:${port}${route}`, port, dataDir, server, scores: [], metrics: [] };
});

/** One Lighthouse run in a browser of its own; a run Lighthouse could not record is run again. */
async function measure(url) {
  for (let attempt = 0; ; attempt++) {
    const chrome = await launchChrome();
    try {
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        onlyCategories: ['performance'],
        logLevel: 'error',
        throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier },
      });
      if (!lhr.runtimeError || attempt === 2) return lhr;
    } finally {
      await chrome.kill();
    }
  }
}

try {
  for (const build of builds) await waitFor(`http://127.0.0.1:${build.port}/api/health`);
  // One unmeasured load each warms the servers' caches.
  for (const build of builds) await measure(build.url);
  for (let run = 0; run < runs; run++) {
    for (const build of builds) {
      const lhr = await measure(build.url);
      build.scores.push(Math.round((lhr.categories.performance.score ?? 0) * 100));
      build.metrics.push(['total-blocking-time', 'first-contentful-paint', 'largest-contentful-paint'].map((id) => Math.round(lhr.audits[id]?.numericValue ?? NaN)).join('/'));
    }
  }
  console.log(`${route}, Lighthouse mobile preset, CPU slowdown ${cpuSlowdownMultiplier}x`);
  for (const build of builds) {
    const sorted = [...build.scores].sort((a, b) => a - b);
    console.log(`${build.dist}: ${build.scores.join(', ')} (median ${sorted[Math.floor((sorted.length - 1) / 2)]}, lowest ${sorted[0]}); TBT/FCP/LCP ${build.metrics.join(', ')}`);
  }
} finally {
  for (const build of builds) {
    build.server.kill('SIGTERM');
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
  for (const build of builds) rmSync(build.dataDir, { recursive: true, force: true });
}

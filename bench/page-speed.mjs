// Page speed: Lighthouse (mobile preset) on pages of the production build, in the system Chromium,
// plus the gzipped JavaScript the home page loads. Run with `npm run bench:pages` after
// `npm run build`. Figures: docs/benchmarks.md.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';
import { waitFor } from './wait-for-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const PORT = 4392;
const base = `http://127.0.0.1:${PORT}`;
const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/our-products', '/shop/shirt'];
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
// One Lighthouse run moves by several points on this machine: BENCH_RUNS=n runs each page n times.
const runs = Math.max(1, Number(process.env.BENCH_RUNS) || 1);
// The 4x CPU slowdown is calibrated for hosts with a benchmark index of about 1,000–2,000; a faster
// host flatters the score. BENCH_CPU_SLOWDOWN=n sets the multiplier, e.g. 6 to stand in for a slow host.
const cpuSlowdown = Number(process.env.BENCH_CPU_SLOWDOWN) || undefined;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];


/** Gzipped bytes of every script the page loads, as the browser fetched them. */
async function homeJavaScriptBytes(chrome, viewport) {
  const { default: puppeteer } = await import('puppeteer-core');
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await browser.newPage();
  await page.setViewport(viewport);
  const scripts = new Set();
  // As sent: the build's brotli copies (apps/web/vite-precompress.ts).
  let wireBytes = 0;
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.add(response.url());
    wireBytes += Number(response.headers()['content-length'] ?? 0);
  });
  await page.goto(`${base}/`, { waitUntil: 'networkidle0' });
  await page.close();
  browser.disconnect();
  let total = 0;
  for (const url of scripts) total += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 9 }).length;
  return { files: scripts.size, gzipBytes: total, wireBytes };
}

/** Loads a page in the running browser and waits for its requests to settle. */
async function visit(chrome, route) {
  const { default: puppeteer } = await import('puppeteer-core');
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await browser.newPage();
  await page.goto(`${base}${route}`, { waitUntil: 'networkidle0' });
  await page.close();
  browser.disconnect();
}

const launchChrome = () =>
  chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });

const dataDir = mkdtempSync(path.join(tmpdir(), 'selvedge-pages-'));
const server = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: 'inherit',
});
let chrome;
try {
  await waitFor(`${base}/api/health`);
  chrome = await launchChrome();
  console.log(`\nLighthouse mobile preset${cpuSlowdown ? `, CPU slowdown ${cpuSlowdown}x` : ''}, ${new Date().toISOString()}`);
  console.log('| page | performance | LCP ms | TBT ms | CLS | FCP ms |');
  console.log('|---|---|---|---|---|---|');
  const summary = [];
  for (const route of pages) {
    // A first visit in a browser warms the server's caches (the page, its answers and pictures),
    // as a shop in use would have them; the measured runs each start with an empty browser.
    await visit(chrome, route);
    const scores = [];
    for (let run = 0; run < runs; run++) {
      let result;
      // Lighthouse itself sometimes fails to record a trace (NO_NAVSTART): such a run is run again.
      for (let attempt = 0; attempt < 3; attempt++) {
        // Each run gets a browser of its own, as the Lighthouse command line does.
        await chrome.kill();
        chrome = await launchChrome();
        result = await lighthouse(`${base}${route}`, {
          port: chrome.port,
          onlyCategories: ['performance'],
          output: 'json',
          logLevel: 'error',
          ...(cpuSlowdown ? { throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown } } : {}),
        });
        if (result.lhr.runtimeError?.code !== 'NO_NAVSTART') break;
        console.log('  Lighthouse could not record this run (NO_NAVSTART): running it again');
      }
      const { lhr } = result;
      if (lhr.runtimeError) console.log(`  run failed: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
      if (process.env.BENCH_DEBUG) {
        const lcp = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
        console.log(`LCP element on ${route}: ${lcp?.snippet ?? 'unknown'}`);
        const phases = lhr.audits['largest-contentful-paint-element']?.details?.items?.[1]?.items ?? [];
        console.log(phases.map((p) => `${p.phase}: ${Math.round(p.timing)} ms`).join(', '));
        for (const shift of (lhr.audits['layout-shifts']?.details?.items ?? []).slice(0, 5)) {
          console.log(`  layout shift ${shift.score?.toFixed(3)}: ${shift.node?.snippet ?? shift.node?.selector ?? 'unknown'}`);
        }
        const work = lhr.audits['mainthread-work-breakdown']?.details?.items ?? [];
        console.log(`  main thread: ${work.map((w) => `${w.groupLabel} ${Math.round(w.duration)} ms`).join(', ')}`);
        console.log(`  DOM: ${lhr.audits['dom-size']?.numericValue ?? '?'} elements; host CPU benchmark index ${lhr.environment?.benchmarkIndex ?? '?'}`);
        const bootup = lhr.audits['bootup-time']?.details?.items ?? [];
        for (const item of bootup.slice(0, 5)) console.log(`  script ${item.url}: ${Math.round(item.total)} ms (${Math.round(item.scripting)} scripting)`);
        for (const task of lhr.audits['long-tasks']?.details?.items ?? []) {
          console.log(`  long task at ${Math.round(task.startTime)} ms: ${Math.round(task.duration)} ms, ${task.url.replace(base, '')}`);
        }
        // The unthrottled waterfall: what each request waited on.
        for (const request of lhr.audits['network-requests']?.details?.items ?? []) {
          const url = request.url.replace(base, '');
          console.log(`  ${String(Math.round(request.networkRequestTime)).padStart(5)}–${String(Math.round(request.networkEndTime)).padStart(5)} ms ${String(Math.round((request.transferSize ?? 0) / 1024)).padStart(4)} KB ${request.resourceType ?? ''} ${url.slice(0, 90)}`);
        }
      }
      console.log(
        `| ${route} | ${Math.round((lhr.categories.performance.score ?? 0) * 100)} | ${Math.round(audit('largest-contentful-paint'))} | ${Math.round(audit('total-blocking-time'))} | ${audit('cumulative-layout-shift').toFixed(3)} | ${Math.round(audit('first-contentful-paint'))} |`,
      );
      scores.push(Math.round((lhr.categories.performance.score ?? 0) * 100));
    }
    if (runs > 1) summary.push(`${route}: ${scores.join(', ')} (median ${median(scores)}, lowest ${Math.min(...scores)})`);
  }
  for (const line of summary) console.log(line);
  for (const [name, viewport] of [
    ['phone, 412 px', { width: 412, height: 823 }],
    ['desktop, 1440 px', { width: 1440, height: 900 }],
  ]) {
    const js = await homeJavaScriptBytes(chrome, viewport);
    console.log(`Home page JavaScript (${name}): ${js.files} files, ${(js.gzipBytes / 1024).toFixed(1)} KB gzipped, ${(js.wireBytes / 1024).toFixed(1)} KB as sent (brotli)`);
  }
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  rmSync(dataDir, { recursive: true, force: true });
}

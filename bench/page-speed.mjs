// Page speed: Lighthouse (mobile preset) on pages of the production build, in the system Chromium,
// plus the gzipped JavaScript the home page loads. Run with `npm run bench:pages` after
// `npm run build`; pages may be named (`-- /faq /checkout/:cart`, the latter a guest's checkout
// made first). Figures: docs/benchmarks.md.
import { gzipSync } from 'node:zlib';
import { launchChrome, runLighthouse } from './lighthouse-run.mjs';
import { guestCheckoutPath } from './shop-calls.mjs';
import { startShop } from './shop-server.mjs';

const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/our-products', '/shop/shirt'];
// One Lighthouse run moves by several points on this machine: BENCH_RUNS=n runs each page n times.
const runs = Math.max(1, Number(process.env.BENCH_RUNS) || 1);
// BENCH_CPU_SLOWDOWN=n replaces the preset's 4x, e.g. 8 to stand in for a host half as fast.
const cpuSlowdown = Number(process.env.BENCH_CPU_SLOWDOWN) || undefined;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/** Opens a page of the shop in a browser of its own and hands it to `use`. */
async function withPage(use) {
  const { default: puppeteer } = await import('puppeteer-core');
  const chrome = await launchChrome();
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    await use(page);
    browser.disconnect();
  } finally {
    await chrome.kill();
  }
}

/** Gzipped bytes of every script the page loads, as the browser fetched them, and as sent. */
async function homeJavaScriptBytes(base, viewport) {
  const scripts = new Set();
  // As sent: the build's brotli copies (apps/web/vite-precompress.ts).
  let wireBytes = 0;
  await withPage(async (page) => {
    await page.setViewport(viewport);
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.add(response.url());
      wireBytes += Number(response.headers()['content-length'] ?? 0);
    });
    await page.goto(`${base}/`, { waitUntil: 'networkidle0' });
  });
  let total = 0;
  for (const url of scripts) total += gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 9 }).length;
  return { files: scripts.size, gzipBytes: total, wireBytes };
}

// BENCH_PORT=n when 4392 is taken (another checkout's e2e server, say): a shop already there would be measured instead.
// BENCH_CHECKOUT=dir serves another checkout's build (built there) with this checkout's benchmark, to compare the two.
const shop = await startShop({ port: Number(process.env.BENCH_PORT) || 4392, checkout: process.env.BENCH_CHECKOUT || undefined });
const base = shop.base;

// `/checkout/:cart` stands for a guest's checkout, made first (bench/shop-calls.mjs).
for (const [index, route] of pages.entries()) if (route === '/checkout/:cart') pages[index] = await guestCheckoutPath(base);

try {
  console.log(`\nLighthouse mobile preset${cpuSlowdown ? `, CPU slowdown ${cpuSlowdown}x` : ''}, ${new Date().toISOString()}`);
  console.log('| page | performance | LCP ms | TBT ms | CLS | FCP ms |');
  console.log('|---|---|---|---|---|---|');
  const summary = [];
  for (const route of pages) {
    // A first visit in a browser warms the server's caches (the page, its answers and pictures),
    // as a shop in use would have them; the measured runs each start with an empty browser.
    await withPage((page) => page.goto(`${base}${route}`, { waitUntil: 'networkidle0' }));
    const scores = [];
    for (let run = 0; run < runs; run++) {
      const result = await runLighthouse(`${base}${route}`, { cpuSlowdown });
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
        console.log(
          `  DOM: ${lhr.audits['dom-size']?.numericValue ?? '?'} elements; host CPU benchmark index ${lhr.environment?.benchmarkIndex ?? '?'}`,
        );
        const bootup = lhr.audits['bootup-time']?.details?.items ?? [];
        for (const item of bootup.slice(0, 5))
          console.log(`  script ${item.url}: ${Math.round(item.total)} ms (${Math.round(item.scripting)} scripting)`);
        for (const task of lhr.audits['long-tasks']?.details?.items ?? []) {
          console.log(`  long task at ${Math.round(task.startTime)} ms: ${Math.round(task.duration)} ms, ${task.url.replace(base, '')}`);
        }
        // The unthrottled waterfall: what each request waited on.
        for (const request of lhr.audits['network-requests']?.details?.items ?? []) {
          const url = request.url.replace(base, '');
          console.log(
            `  ${String(Math.round(request.networkRequestTime)).padStart(5)}–${String(Math.round(request.networkEndTime)).padStart(5)} ms ${String(Math.round((request.transferSize ?? 0) / 1024)).padStart(4)} KB ${request.resourceType ?? ''} ${url.slice(0, 90)}`,
          );
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
    const js = await homeJavaScriptBytes(base, viewport);
    console.log(
      `Home page JavaScript (${name}): ${js.files} files, ${(js.gzipBytes / 1024).toFixed(1)} KB gzipped, ${(js.wireBytes / 1024).toFixed(1)} KB as sent (brotli)`,
    );
  }
} finally {
  await shop.stop();
}

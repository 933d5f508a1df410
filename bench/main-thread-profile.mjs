// Where the main thread's time goes while a page of the production build loads: each busy stretch
// (roughly one task) with its self time by source file, through the build's source maps.
// Run with `node bench/main-thread-profile.mjs /shop/polo` (or `/checkout/:cart`, a guest's checkout made first) after `npm run build`. No CPU throttling:
// the figures are this host's own; Lighthouse's mobile preset multiplies them by four.
// The sampling profiler slows code that makes many small calls, so read it for where time goes,
// not for how much: Lighthouse's own figures (bench/page-speed.mjs) are the ones to quote.
// BENCH_RUNS=n profiles n loads; BENCH_FILES=1 names package files and lines; BENCH_FUNCTIONS=1
// lists the busiest functions; BENCH_SAMPLING_US=n samples every n µs (100; larger disturbs less);
// BENCH_BY_PROJECT=1 gives each sample to the nearest project file on its stack (a component, a
// module); BENCH_GAP_US=n ends a stretch at an idle gap over n µs (1,000).
import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { CHROME_FLAGS, chromePath } from './lighthouse-run.mjs';
import { guestCheckoutPath } from './shop-calls.mjs';
import { startShop } from './shop-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
let route = process.argv[2] ?? '/shop/polo';
const runs = Math.max(1, Number(process.env.BENCH_RUNS) || 1);
// BENCH_GAP_US=n: idle gaps longer than n µs end a busy stretch (1,000; 100 parts React's slices).
const gapUs = Number(process.env.BENCH_GAP_US) || 1000;
const assets = path.join(root, 'apps/web/dist/assets');
const consumers = new Map();

function consumerFor(url) {
  const file = path.join(assets, path.basename(new URL(url).pathname));
  if (!consumers.has(file))
    consumers.set(file, existsSync(`${file}.map`) ? new SourceMap(JSON.parse(readFileSync(`${file}.map`, 'utf8'))) : null);
  return consumers.get(file);
}

/** The original source of a call frame, shortened to a package or a project file. */
function sourceOf({ url, lineNumber, columnNumber, functionName }) {
  if (!url) return functionName ? `(${functionName})` : '(native)';
  if (!url.includes('/assets/')) return url.replace(base, '');
  const entry = consumerFor(url)?.findEntry(lineNumber, columnNumber);
  const original = entry?.originalSource ? { source: entry.originalSource, line: entry.originalLine + 1 } : null;
  const source = original?.source ?? path.basename(url);
  const inModules = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)(.*)/);
  if (inModules) return process.env.BENCH_FILES ? `${inModules[1]}${inModules[2]}:${original.line}` : inModules[1];
  return source.replace(/^(\.\.\/)+/, '');
}

const shop = await startShop({ port: 4393 });
const { base } = shop;
// `/checkout/:cart` stands for a guest's checkout, made first.
if (route === '/checkout/:cart') route = await guestCheckoutPath(base);
try {
  await fetch(`${base}${route}`);
  for (let run = 0; run < runs; run++) {
    const browser = await puppeteer.launch({ executablePath: chromePath, args: CHROME_FLAGS });
    const page = await browser.newPage();
    await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 2.625, isMobile: true, hasTouch: true });
    const cdp = await page.createCDPSession();
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: Number(process.env.BENCH_SAMPLING_US) || 100 });
    await cdp.send('Profiler.start');
    await page.goto(`${base}${route}`, { waitUntil: 'networkidle0' });
    const { profile } = await cdp.send('Profiler.stop');
    await browser.close();

    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    const parents = new Map(profile.nodes.flatMap((node) => (node.children ?? []).map((child) => [child, node.id])));
    /** BENCH_BY_PROJECT=1: a sample's time goes to the nearest project file on its stack (a module's top level, a component), not to the package it ran in. */
    const projectFrame = (id) => {
      for (let at = id; at !== undefined; at = parents.get(at)) {
        const source = sourceOf(nodes.get(at).callFrame);
        if (/^(src|packages)\//.test(source)) return source;
      }
      return sourceOf(nodes.get(id).callFrame);
    };
    const idle = new Set(profile.nodes.filter((n) => ['(idle)', '(program)'].includes(n.callFrame.functionName)).map((n) => n.id));
    // Busy stretches: runs of non-idle samples with gaps under BENCH_GAP_US.
    let time = profile.startTime;
    const stretches = [];
    let current = null;
    profile.samples.forEach((id, index) => {
      time += profile.timeDeltas[index];
      if (idle.has(id)) {
        if (current && time - current.end > gapUs) current = null;
        return;
      }
      if (!current) stretches.push((current = { start: time, end: time, self: new Map(), functions: new Map() }));
      const delta = profile.timeDeltas[index + 1] ?? 0;
      current.end = time + delta;
      const frame = nodes.get(id).callFrame;
      const source = process.env.BENCH_BY_PROJECT ? projectFrame(id) : sourceOf(frame);
      current.self.set(source, (current.self.get(source) ?? 0) + delta);
      const fn = `${source}:${frame.functionName || '(anonymous)'}`;
      current.functions.set(fn, (current.functions.get(fn) ?? 0) + delta);
    });
    console.log(`\n${route}, run ${run + 1}: busy stretches over 2 ms (self time by source)`);
    let total = 0;
    for (const stretch of stretches) {
      const ms = (stretch.end - stretch.start) / 1000;
      total += ms;
      if (ms < 2) continue;
      const top = (map) =>
        [...map.entries()]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 6)
          .map(([source, us]) => `${source} ${(us / 1000).toFixed(1)}`)
          .join(', ');
      console.log(`  ${((stretch.start - profile.startTime) / 1000).toFixed(0).padStart(5)} ms +${ms.toFixed(1)} ms: ${top(stretch.self)}`);
      if (process.env.BENCH_FUNCTIONS) console.log(`        functions: ${top(stretch.functions)}`);
    }
    console.log(`  busy in all: ${total.toFixed(1)} ms`);
  }
} finally {
  await shop.stop();
}

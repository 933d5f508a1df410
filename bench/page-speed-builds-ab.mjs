// Page speed, A/B of whole builds: each a checkout of the repository built with `npm run build` (its
// API and its storefront, where bench/page-speed-ab.mjs varies the storefront alone), served side by
// side on a fresh database each, Lighthouse runs (mobile preset) taking turns so the host's drift falls
// on every build alike. `/checkout/:cart` is a guest's checkout made first, as in bench/page-speed.mjs.
// A checkout of an older commit can borrow this one's node_modules (symlinks) when its packages match.
//   BENCH_RUNS=3 AB_PAGES=/checkout/:cart,/ node bench/page-speed-builds-ab.mjs ../before-checkout .  (two built checkouts)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runLighthouse } from './lighthouse-run.mjs';
import { guestCheckoutPath } from './shop-calls.mjs';
import { waitFor } from './wait-for-server.mjs';

const roots = process.argv.slice(2);
if (roots.length === 0) throw new Error('usage: node bench/page-speed-builds-ab.mjs <repository checkout> [<repository checkout>...]');
const runs = Number(process.env.BENCH_RUNS) || 3;
// BENCH_CPU_SLOWDOWN=n replaces the preset's 4x, as in bench/page-speed.mjs (8 stands in for a host half as fast).
const cpuSlowdown = Number(process.env.BENCH_CPU_SLOWDOWN) || undefined;
const pagesWanted = (process.env.AB_PAGES ?? '/checkout/:cart,/').split(',');
const servers = [];

/** Serves the build in `root` on `port`, with a guest's checkout made in it. */
async function start(root, port) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'selvedge-ab-'));
  const server = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(root, 'apps/web/dist'),
    },
    stdio: 'inherit',
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/health`);
  servers.push(async () => {
    server.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  });
  const checkout = await guestCheckoutPath(base);
  return { root, base, pages: pagesWanted.map((p) => (p === '/checkout/:cart' ? checkout : p)), results: {} };
}
try {
  const builds = [];
  for (const [i, root] of roots.entries()) builds.push(await start(root, 4600 + i));
  for (const build of builds) for (const page of build.pages) await runLighthouse(`${build.base}${page}`);
  for (let run = 0; run < runs; run++) {
    for (const [pi] of pagesWanted.entries()) {
      for (const build of builds) {
        const page = build.pages[pi];
        const { lhr } = await runLighthouse(`${build.base}${page}`, { cpuSlowdown });
        const a = (id) => lhr.audits[id]?.numericValue ?? NaN;
        const line = `${Math.round((lhr.categories.performance.score ?? 0) * 100)} (LCP ${Math.round(a('largest-contentful-paint'))}, TBT ${Math.round(a('total-blocking-time'))}, CLS ${a('cumulative-layout-shift').toFixed(3)}, FCP ${Math.round(a('first-contentful-paint'))}, index ${lhr.environment?.benchmarkIndex})`;
        console.log(`${build.root} ${pagesWanted[pi]} run ${run + 1}: ${line}`);
        (build.results[pagesWanted[pi]] ??= []).push(line);
      }
    }
  }
} finally {
  for (const stop of servers) await stop();
}

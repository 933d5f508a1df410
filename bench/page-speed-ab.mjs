// Page speed, A/B: one page served from several builds of the storefront, Lighthouse runs taking
// turns between them, so that the host's drift (seen here: ±10 points within minutes) falls on
// every build alike. Usage, after `npm run build` (the API) and copying each build's apps/web/dist:
//   BENCH_RUNS=5 BENCH_CPU_SLOWDOWN=8 node bench/page-speed-ab.mjs /shop/polo /tmp/dist-a /tmp/dist-b
// Prints each build's scores, median and lowest, and each run's TBT/FCP/LCP in ms.
import path from 'node:path';
import * as constants from 'lighthouse/core/config/constants.js';
import { runLighthouse } from './lighthouse-run.mjs';
import { startShop } from './shop-server.mjs';

const [route, ...dists] = process.argv.slice(2);
if (!route || dists.length === 0) throw new Error('usage: node bench/page-speed-ab.mjs <page> <dist> [<dist>...]');
const runs = Math.max(1, Number(process.env.BENCH_RUNS) || 3);
const cpuSlowdown = Number(process.env.BENCH_CPU_SLOWDOWN) || constants.throttling.mobileSlow4G.cpuSlowdownMultiplier;

const builds = [];
try {
  for (const [index, dist] of dists.entries()) {
    const shop = await startShop({ port: 4400 + index, env: { WEB_DIST: path.resolve(dist) } });
    builds.push({ dist, shop, url: `${shop.base}${route}`, scores: [], metrics: [] });
  }
  // One unmeasured load each warms the servers' caches.
  for (const build of builds) await runLighthouse(build.url, { cpuSlowdown });
  for (let run = 0; run < runs; run++) {
    for (const build of builds) {
      const { lhr } = await runLighthouse(build.url, { cpuSlowdown });
      build.scores.push(Math.round((lhr.categories.performance.score ?? 0) * 100));
      build.metrics.push(
        ['total-blocking-time', 'first-contentful-paint', 'largest-contentful-paint']
          .map((id) => Math.round(lhr.audits[id]?.numericValue ?? NaN))
          .join('/'),
      );
    }
  }
  console.log(`${route}, Lighthouse mobile preset, CPU slowdown ${cpuSlowdown}x`);
  for (const build of builds) {
    const sorted = [...build.scores].sort((a, b) => a - b);
    console.log(
      `${build.dist}: ${build.scores.join(', ')} (median ${sorted[Math.floor((sorted.length - 1) / 2)]}, lowest ${sorted[0]}); TBT/FCP/LCP ${build.metrics.join(', ')}`,
    );
  }
} finally {
  await Promise.all(builds.map((build) => build.shop.stop()));
}

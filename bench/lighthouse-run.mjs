// One Lighthouse run (mobile preset) in a system Chromium of its own, as the Lighthouse command line
// does it. Shared by bench/page-speed.mjs and bench/page-speed-ab.mjs.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';

export const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
/** Without the background-networking flags, Chromium keeps calling Google's hosts, which an offline machine refuses. */
export const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const launchChrome = () => chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...CHROME_FLAGS] });

/**
 * Lighthouse's result for `url` in a fresh browser. `cpuSlowdown` replaces the preset's 4x (the
 * preset is calibrated for hosts with a benchmark index of about 1,000–2,000; a faster host flatters
 * the score). A run Lighthouse could not record (NO_NAVSTART) is run again, up to three times.
 */
export async function runLighthouse(url, { cpuSlowdown } = {}) {
  for (let attempt = 1; ; attempt++) {
    const chrome = await launchChrome();
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        onlyCategories: ['performance'],
        output: 'json',
        logLevel: 'error',
        ...(cpuSlowdown ? { throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown } } : {}),
      });
      if (result.lhr.runtimeError?.code !== 'NO_NAVSTART' || attempt === 3) return result;
      console.log('  Lighthouse could not record this run (NO_NAVSTART): running it again');
    } finally {
      await chrome.kill();
    }
  }
}

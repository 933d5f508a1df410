// The system Chromium the end-to-end tests drive: CHROME_PATH, else Debian's. A browser is never downloaded.
import { existsSync } from 'node:fs';

/** The full browser: CHROME_PATH, else Debian's /usr/bin/chromium (the benchmarks and Lighthouse use it). */
export function findChromium() {
  const candidate = process.env.CHROME_PATH || '/usr/bin/chromium';
  return existsSync(candidate) ? candidate : null;
}

/**
 * The browser the journeys drive: CHROME_PATH, else Debian's chromium-headless-shell (the same
 * Chromium build without the browser's window layer, which is what Playwright itself runs headless;
 * it took about a third less time and CPU than the full browser, decision 069), else the full one.
 */
export function findHeadlessChromium() {
  if (process.env.CHROME_PATH) return findChromium();
  const shell = '/usr/bin/chromium-headless-shell';
  return existsSync(shell) ? shell : findChromium();
}

export const NO_CHROMIUM_MESSAGE =
  'No Chromium found: install one with "apt-get install -y chromium chromium-headless-shell" (Debian) or set CHROME_PATH to a Chromium binary.';

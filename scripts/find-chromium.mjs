// The system Chromium the end-to-end tests drive: CHROME_PATH, else Debian's /usr/bin/chromium.
// A browser is never downloaded.
import { existsSync } from 'node:fs';

export function findChromium() {
  const candidate = process.env.CHROME_PATH || '/usr/bin/chromium';
  return existsSync(candidate) ? candidate : null;
}

export const NO_CHROMIUM_MESSAGE =
  'No Chromium found: install one with "apt-get install -y chromium" (Debian) or set CHROME_PATH to a Chromium binary.';

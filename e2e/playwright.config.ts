import { defineConfig, devices } from '@playwright/test';
import { findChromium, NO_CHROMIUM_MESSAGE } from '../scripts/find-chromium.mjs';
import { e2ePort, setupLinkFile } from './fixtures/server-files';

/**
 * End-to-end journeys against the production build, in the system Chromium (never a downloaded
 * browser). The server runs on its own port with a fresh embedded database for each run.
 */
const executablePath = findChromium();
if (!executablePath) throw new Error(NO_CHROMIUM_MESSAGE);

const port = e2ePort();

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['json']],
  outputDir: './test-results',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
    // The main journeys (tagged @phone: home, a shirt from the customiser to sizing, the login and
    // register modal, the profile) again on a 360 x 740 touch phone, the narrowest layout DESIGN §7 holds.
    // A journey is tagged when the phone lays out a screen no other phone run walks; one that only
    // repeats rules on screens already walked there runs on the desktop alone (decision 069).
    { name: 'phone', grep: /@phone/, use: { ...devices['Galaxy S8'] } },
  ],
  webServer: {
    command: 'node serve-production-build.mjs',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    // Every journey logs in from one address: the attempt limits are raised so they never get in the way.
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_SCALE: '50',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      E2E_SETUP_LINK_FILE: setupLinkFile(),
    },
  },
});

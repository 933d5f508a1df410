import { defineConfig, devices } from '@playwright/test';
import { findHeadlessChromium, NO_CHROMIUM_MESSAGE } from '../scripts/find-chromium.mjs';
import { e2ePort, setupLinkFile } from './fixtures/server-files';

/**
 * End-to-end journeys against the production build, in the system Chromium (never a downloaded
 * browser). The journeys run in four lanes, two at a time (decision 069). Each lane has its own
 * server on its own port with a fresh embedded database, and runs its files one after another in
 * name order, as the whole run once did: a journey shares its shop only with the journeys of its lane.
 * - `desktop`: the storefront's pages, customiser and pictures at 1440 px;
 * - `desktop-orders`: a customer's cart, checkout, account and orders at 1440 px;
 * - `desktop-back-office`: the back office's journeys, which change what the whole shop serves (rates,
 *   shipping, content, fabrics, product configurations, the time zone) or move every order on the
 *   workroom's board, so no storefront journey sees a price or an order change under it;
 * - `phone`: the main journeys again on a 360 x 740 touch phone (those tagged @phone).
 * The two desktop storefront lanes start first; each worker then takes the next lane, so the two
 * workers end within seconds of each other.
 */
const executablePath = findHeadlessChromium();
if (!executablePath) throw new Error(NO_CHROMIUM_MESSAGE);

const firstPort = e2ePort();
const lanes = ['desktop', 'desktop-orders', 'desktop-back-office', 'phone'] as const;
const portOf = (lane: (typeof lanes)[number]) => firstPort + lanes.indexOf(lane);
const baseURL = (lane: (typeof lanes)[number]) => `http://127.0.0.1:${portOf(lane)}`;

/** The back office's journeys and the storefront journeys that depend on its shop-wide edits. */
const backOfficeJourneys = [
  'admin-*.spec.ts',
  'back-office-edits-reach-storefront.spec.ts',
  'staff-self-service.spec.ts',
  'workroom-board.spec.ts',
].map((name) => `**/${name}`);

/** A customer's cart, checkout, account and orders: the desktop storefront's second lane. */
const orderJourneys = [
  'accounts.spec.ts',
  'cart.spec.ts',
  'checkout-messages.spec.ts',
  'checkout.spec.ts',
  'fit-claims.spec.ts',
  'fit-pictures.spec.ts',
  'order-again.spec.ts',
  'order-refunds-and-sheet.spec.ts',
  'saved-designs.spec.ts',
  'studio-appointments.spec.ts',
  'timeline.spec.ts',
].map((name) => `**/${name}`);

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } };

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  // Two lanes at a time on the two cores the test machine has: each lane's server, browser and runner
  // wait on one another, so a second lane takes the time the first leaves idle.
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  reporter: [['list'], ['json']],
  outputDir: './test-results',
  use: {
    // A trace records every action of every journey, and took about a sixth of the journeys' time:
    // E2E_TRACE=1 keeps one for each journey that fails. A failure always leaves its screenshot and
    // the page's outline (error-context.md) in test-results/.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
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
    {
      name: 'desktop',
      workers: 1,
      testIgnore: [...backOfficeJourneys, ...orderJourneys],
      use: { ...desktop, baseURL: baseURL('desktop') },
    },
    { name: 'desktop-orders', workers: 1, testMatch: orderJourneys, use: { ...desktop, baseURL: baseURL('desktop-orders') } },
    {
      name: 'desktop-back-office',
      workers: 1,
      testMatch: backOfficeJourneys,
      use: { ...desktop, baseURL: baseURL('desktop-back-office') },
    },
    // A journey is tagged @phone when the phone lays out a screen no other phone run walks; one that
    // only repeats rules on screens already walked there runs on the desktop alone (decision 069).
    { name: 'phone', workers: 1, grep: /@phone/, use: { ...devices['Galaxy S8'], baseURL: baseURL('phone') } },
  ],
  webServer: lanes.map((lane) => ({
    command: 'node serve-production-build.mjs',
    url: `${baseURL(lane)}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    // Every journey logs in from one address: the attempt limits are raised so they never get in the way.
    env: {
      PORT: String(portOf(lane)),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_SCALE: '50',
      PUBLIC_URL: baseURL(lane),
      E2E_SETUP_LINK_FILE: setupLinkFile(portOf(lane)),
    },
  })),
});

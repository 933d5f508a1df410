// `npm test`: typecheck, lint, dead-code check, unit and API tests, then the end-to-end tests
// against the production build in the system Chromium. Stops at the first step that fails, and ends
// with one line that counts every test run: "tests: N passed, N failed, N skipped".
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { root } from './build-fingerprint.mjs';
import { findHeadlessChromium, NO_CHROMIUM_MESSAGE } from './find-chromium.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const run = (args, env = {}) => execFileSync(npm, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
/**
 * Runs npm commands (or a `node` script) side by side, each one's output kept and printed whole when it ends (no
 * interleaved lines), and fails with the first failure's exit code once all have ended. The static
 * checks are single-threaded: two of them at once use both cores of the machine.
 */
async function runTogether(commands) {
  const outcomes = await Promise.all(
    commands.map(
      (args) =>
        new Promise((resolve) => {
          const started = Date.now();
          const [command, ...rest] = args[0] === 'node' ? [process.execPath, ...args.slice(1)] : [npm, ...args];
          const child = spawn(command, rest, { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (code) => {
            process.stdout.write(
              `> ${args[0] === 'node' ? '' : 'npm '}${args.join(' ')} (${((Date.now() - started) / 1000).toFixed(1)} s)\n${Buffer.concat(output).toString()}`,
            );
            resolve(code ?? 1);
          });
        }),
    ),
  );
  const failed = outcomes.find((code) => code !== 0);
  if (failed !== undefined) throw Object.assign(new Error('a check failed'), { status: failed });
}

const results = path.join(root, 'test-results');
const vitestReport = path.join(results, 'vitest.json');
const playwrightReport = path.join(results, 'playwright.json');

function summary() {
  const totals = { passed: 0, failed: 0, skipped: 0 };
  if (existsSync(vitestReport)) {
    const report = JSON.parse(readFileSync(vitestReport, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
  }
  if (existsSync(playwrightReport)) {
    const { stats } = JSON.parse(readFileSync(playwrightReport, 'utf8'));
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
  }
  return `tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`;
}

if (!findHeadlessChromium()) {
  console.error(NO_CHROMIUM_MESSAGE);
  process.exit(1);
}

rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });
let status = 0;
try {
  // The lock file must install as it is: `npm ci` on a fresh machine refuses one out of step, and
  // every package in it must accept the running Node (decision 071).
  run(['ci', '--dry-run', '--engine-strict', '--ignore-scripts', '--no-audit', '--no-fund']);
  // Types, lint, and no unused files, exports or dependencies (knip.json says what the tools cannot see).
  // The production build the journeys run goes beside the static checks: it fills the gaps they leave.
  await runTogether([
    ['run', 'typecheck'],
    ['run', 'lint'],
    ['exec', '--no', '--', 'knip'],
    ['node', 'scripts/build.mjs'],
  ]);
  run(['run', 'test:unit', '--', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]);
  run(['run', 'test:e2e'], { PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport });
} catch (error) {
  status = typeof error?.status === 'number' && error.status !== 0 ? error.status : 1;
}
console.log(summary());
process.exit(status);

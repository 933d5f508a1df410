// Builds the storefront and the API server, each only when its sources changed since the last build.
// `node scripts/build.mjs --force` builds both regardless.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fingerprint, isCurrent, OUTPUTS, root } from './build-fingerprint.mjs';

const force = process.argv.includes('--force');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

export function buildIfNeeded(target, { quiet = false } = {}) {
  if (!force && isCurrent(target)) {
    if (!quiet) console.log(`${target}: build is current`);
    return;
  }
  console.log(`${target}: building...`);
  execFileSync(npm, ['run', 'build', '-w', `@selvedge/${target}`], { cwd: root, stdio: 'inherit' });
  writeFileSync(path.join(root, OUTPUTS[target].stamp), `${fingerprint(target)}\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildIfNeeded('web');
  buildIfNeeded('api');
}

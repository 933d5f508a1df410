// A fingerprint of everything a build is made from: when it matches the one stored beside the
// build, the build is current and `npm start` skips it.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

const SOURCES = {
  web: [
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/vite-precompress.ts',
    'apps/web/vite-react-router-production.ts',
    'apps/web/vite-zod-without-json-schema.ts',
    'packages/contract/src',
    'packages/domain/src',
    'package-lock.json',
  ],
  api: ['apps/api/src', 'apps/api/build.mjs', 'packages/contract/src', 'packages/domain/src', 'package-lock.json'],
};

export const OUTPUTS = {
  web: { file: 'apps/web/dist/index.html', stamp: 'apps/web/dist/.build-fingerprint' },
  api: { file: 'apps/api/dist/server.js', stamp: 'apps/api/dist/.build-fingerprint' },
};

function* files(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return;
  if (statSync(full).isFile()) {
    yield entry;
    return;
  }
  for (const name of readdirSync(full).sort()) {
    if (name === 'node_modules' || name === 'dist') continue;
    yield* files(path.join(entry, name));
  }
}

export function fingerprint(target) {
  const hash = createHash('sha256');
  for (const entry of SOURCES[target]) {
    for (const file of files(entry)) {
      if (/\.test\.tsx?$/.test(file)) continue;
      hash
        .update(file)
        .update('\0')
        .update(readFileSync(path.join(root, file)))
        .update('\0');
    }
  }
  return hash.digest('hex');
}

export function isCurrent(target) {
  const { file, stamp } = OUTPUTS[target];
  if (!existsSync(path.join(root, file)) || !existsSync(path.join(root, stamp))) return false;
  return readFileSync(path.join(root, stamp), 'utf8').trim() === fingerprint(target);
}

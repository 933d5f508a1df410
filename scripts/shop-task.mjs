// `npm run backup`, `npm run restore -- FILE`: builds the API when it is not built yet, then runs
// the task (apps/api/src/shop-tasks.ts) with the shop's environment.
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { buildIfNeeded } from './build.mjs';
import { root } from './build-fingerprint.mjs';

buildIfNeeded('api', { quiet: true });
await import(pathToFileURL(path.join(root, 'apps/api/dist/shop-tasks.js')).href);

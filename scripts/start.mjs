// `npm start`: builds what is not built yet, then runs the one server process
// (storefront + API) on http://localhost:3000 with the embedded database in ./data.
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { buildIfNeeded } from './build.mjs';
import { root } from './build-fingerprint.mjs';

buildIfNeeded('web', { quiet: true });
buildIfNeeded('api', { quiet: true });
await import(pathToFileURL(path.join(root, 'apps/api/dist/server.js')).href);

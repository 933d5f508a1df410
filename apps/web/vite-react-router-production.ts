import { createRequire } from 'node:module';
import path from 'node:path';
import type { Alias } from 'vite';

/** Text only React Router's development build keeps: a warning that writes the address (and its query) to the console. */
export const DEVELOPMENT_ONLY_TEXT = 'No routes matched location';

/**
 * React Router's production build, for the storefront's build. The package's exports name only its
 * development build, with its warnings switched on (remix-run/react-router#14102): its checks ship to every visitor,
 * and some write the address, query and all, or a caught error to the console. The production
 * build beside it is the same code with them switched off. Development keeps the warnings.
 */
export function reactRouterProduction(): Alias {
  const packageFile = createRequire(import.meta.url).resolve('react-router/package.json');
  return { find: /^react-router$/, replacement: path.join(path.dirname(packageFile), 'dist/production/index.mjs') };
}

// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Rolldown } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { DEVELOPMENT_ONLY_TEXT, reactRouterProduction } from './vite-react-router-production';

// Beside this file, so the entry resolves react-router from the workspace's node_modules as the storefront does.
const root = mkdtempSync(path.join(import.meta.dirname, '.router-build-test-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const entry = path.join(root, 'entry.js');
writeFileSync(
  entry,
  `import { matchPath } from 'react-router';\nexport const matched = (pattern, pathname) => matchPath(pattern, pathname)?.params ?? null;\n`,
);

/** The entry bundled (and minified) as the storefront's build bundles it, with or without the alias; its code and modules. */
async function bundle(withAlias: boolean): Promise<{ code: string; modules: string[] }> {
  const result = await build({
    root,
    configFile: false,
    logLevel: 'silent',
    resolve: withAlias ? { alias: [reactRouterProduction()] } : {},
    build: { write: false, lib: { entry, formats: ['es'], fileName: 'entry' }, rolldownOptions: { external: ['react', 'react-dom'] } },
  });
  if (!Array.isArray(result) && !('output' in result)) throw new Error('the build watched instead of building');
  const outputs: Rolldown.RolldownOutput[] = Array.isArray(result) ? result : [result];
  const chunk = outputs.flatMap((output) => output.output).find((file) => file.type === 'chunk');
  if (!chunk) throw new Error('the build made no chunk');
  return { code: chunk.code, modules: chunk.moduleIds };
}

describe("React Router's production build in the storefront build", () => {
  it('takes the production build, where a plain build takes the development one', async () => {
    const [production, plain] = await Promise.all([bundle(true), bundle(false)]);
    expect(plain.code).toContain(DEVELOPMENT_ONLY_TEXT);
    expect(plain.modules.some((id) => id.includes('/react-router/dist/development/'))).toBe(true);
    expect(production.code).not.toContain(DEVELOPMENT_ONLY_TEXT);
    expect(production.modules.some((id) => id.includes('/react-router/dist/development/'))).toBe(false);
    expect(production.modules.some((id) => id.includes('/react-router/dist/production/'))).toBe(true);
  });

  it('routes as before', async () => {
    // Written beside the entry, so the bundle's `react` import resolves as the storefront's does.
    const file = path.join(root, 'bundle.mjs');
    writeFileSync(file, (await bundle(true)).code);
    const { matched } = (await import(pathToFileURL(file).href)) as {
      matched(pattern: string, pathname: string): Record<string, string> | null;
    };
    expect(matched('/checkout/:token', '/checkout/abc')).toEqual({ token: 'abc' });
    expect(matched('/checkout/:token', '/cart')).toBeNull();
  });
});

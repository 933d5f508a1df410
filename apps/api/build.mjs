// Bundles the API server, and the operator's tasks (backup, restore), with the workspace packages
// they use into dist/server.js and dist/shop-tasks.js, with the SQL migrations beside them. npm packages stay external and load from node_modules.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const here = new URL('.', import.meta.url);
const dist = new URL('./dist/', here);

rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: { server: new URL('./src/server.ts', here).pathname, 'shop-tasks': new URL('./src/shop-tasks.ts', here).pathname },
  outdir: dist.pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [
    {
      // Workspace packages are TypeScript source: bundle them. Every other package stays external
      // and loads from node_modules at run time.
      name: 'workspace-packages-inline',
      setup(pluginBuild) {
        // `@selvedge/contract` and its back-office entry `@selvedge/contract/admin` alike.
        pluginBuild.onResolve({ filter: /^@selvedge\/(contract|domain)(\/admin)?$/ }, (args) => ({
          path: new URL(`../../packages/${args.path.slice('@selvedge/'.length).replace(/^(\w+)(\/admin)?$/, '$1/src$2')}/index.ts`, here)
            .pathname,
        }));
        pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => ({ path: args.path, external: true }));
      },
    },
  ],
  logLevel: 'warning',
});
cpSync(new URL('./src/db/migrations', here), new URL('./migrations', dist), { recursive: true });
console.log('built apps/api/dist/server.js and dist/shop-tasks.js');

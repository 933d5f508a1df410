import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './vite-precompress';
import { reactRouterProduction } from './vite-react-router-production';
import { stylesheetsAfterRoot } from './vite-stylesheets-after-root';
import { zodWithoutJsonSchema } from './vite-zod-without-json-schema';

/** In development, /admin and its pages get admin.html, as the API's server sends it in production (platform/storefront.ts). */
const backOfficeInDevelopment: Plugin = {
  name: 'selvedge-back-office-page',
  configureServer(server) {
    server.middlewares.use((request, _response, next) => {
      const pathname = (request.url ?? '').split('?')[0] ?? '';
      if ((pathname === '/admin' || pathname.startsWith('/admin/')) && !pathname.includes('.')) request.url = '/admin.html';
      next();
    });
  },
};

export default defineConfig(({ command }) => ({
  plugins: [react(), zodWithoutJsonSchema(), stylesheetsAfterRoot(), precompress(), backOfficeInDevelopment],
  // React Router's production build (vite-react-router-production.ts); development keeps its warnings.
  resolve: command === 'build' ? { alias: [reactRouterProduction()] } : {},
  build: {
    outDir: 'dist',
    sourcemap: true,
    // The API reads it to hint a route's own chunks in the index.html it serves (platform/storefront.ts).
    manifest: true,
    target: 'es2022',
    // Browsers that lack <link rel="modulepreload"> (Safari before 17) ignore it and fetch the modules
    // when imported: the polyfill would only give them a head start, at 0.4 KB on everyone's first download.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Two pages: the storefront, and the back office at /admin, which shares none of its code with the store's entry.
      input: { index: 'index.html', admin: 'admin.html' },
      output: {
        // What both pages share (React, the router, the query cache) would be named after its first
        // module, the page frame's stylesheet: call it what it is.
        chunkFileNames: (chunk) => `assets/${chunk.name === 'page-frame.module' ? 'shared' : '[name]'}-[hash].js`,
        codeSplitting: {
          // A group holds only the modules its test names, not the zod-free ones they import (the
          // currency codes, the product types, the envelope's format): the entry needs those, and
          // would download zod and the commerce schemas with them.
          includeDependenciesRecursively: false,
          // zod and the smallest contract modules every screen shares: one file rather than several tiny ones.
          // The contract's schemas the commerce screens use (customiser, cart, checkout, profile) in one
          // more: separately they were files of 1–3 KB, each a request of its own on a first visit
          // (docs/decisions/029). None of them may be one the entry needs, or the home page would
          // download them all: money.ts, which cart.ts imports, goes with the entry's schemas. Nor the
          // back office's full product configuration, or an order's: every screen that loads the group
          // would build those schemas as it starts, and the checkout would be slower to draw for them.
          groups: [
            {
              name: 'schemas',
              priority: 2,
              test: /node_modules[\\/]zod[\\/]|packages[\\/]contract[\\/]src[\\/](product-types|currencies|envelope|errors|money)\.ts$/,
            },
            {
              name: 'contract',
              priority: 1,
              test: /packages[\\/]contract[\\/]src[\\/](cart|checkout|customer|fit|measurements|request-body|shipping)\.ts$/,
            },
          ],
        },
      },
    },
  },
  server: {
    // `npm run dev:web` talks to an API started with `npm run dev:api`.
    proxy: { '/api': 'http://localhost:3000' },
  },
}));

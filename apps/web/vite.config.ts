import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-precompress';
import { zodWithoutJsonSchema } from './vite-zod-without-json-schema';

export default defineConfig({
  plugins: [react(), zodWithoutJsonSchema(), precompress()],
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
      output: {
        codeSplitting: {
          // zod and the smallest contract modules every screen shares: one file rather than several tiny ones.
          groups: [{ name: 'schemas', test: /node_modules[\\/]zod[\\/]|packages[\\/]contract[\\/]src[\\/](product-types|currencies|envelope|errors)\.ts$/ }],
        },
      },
    },
  },
  server: {
    // `npm run dev:web` talks to an API started with `npm run dev:api`.
    proxy: { '/api': 'http://localhost:3000' },
  },
});

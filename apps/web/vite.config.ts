import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    sourcemap: true,
    target: 'es2022',
  },
  server: {
    // `npm run dev:web` talks to an API started with `npm run dev:api`.
    proxy: { '/api': 'http://localhost:3000' },
  },
});

import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const require = createRequire(import.meta.url);
const reactRouterDist = path.dirname(path.dirname(require.resolve('react-router')));

/**
 * The back office, served by the same server under /console (ADR 0030): its files are named from
 * there, and the router takes its basename from the same setting (import.meta.env.BASE_URL).
 */
export default defineConfig(({ mode }) => ({
  base: '/console/',
  plugins: [react()],
  resolve: {
    // As in apps/web: React Router's package exports only its development build.
    alias:
      mode === 'production'
        ? [
            {
              find: /^react-router$/,
              replacement: path.join(reactRouterDist, 'production/index.mjs'),
            },
          ]
        : [],
  },
  server: {
    port: 5174,
    proxy: { '/api': 'http://localhost:8080' },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    rolldownOptions: {
      // Two pages: the back office (index.html) and the Redeem Desk (desk.html, served at /desk,
      // ADR 0049), each with its own first download.
      input: {
        console: path.resolve(import.meta.dirname, 'index.html'),
        desk: path.resolve(import.meta.dirname, 'desk.html'),
      },
    },
  },
}));

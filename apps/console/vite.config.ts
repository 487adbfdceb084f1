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
  },
}));

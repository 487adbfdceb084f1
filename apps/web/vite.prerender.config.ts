import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The build of the login page's renderer for Node (ADR 0061): src/root/prerender-login.tsx, with
 * the app's modules as the browser build has them (the same CSS modules' class names), into
 * dist-prerender/ for scripts/prerender.mjs. Libraries stay packages Node loads; the workspace's
 * contract (TypeScript) is bundled.
 */
export default defineConfig({
  plugins: [react()],
  logLevel: 'warn',
  build: {
    ssr: 'src/root/prerender-login.tsx',
    outDir: 'dist-prerender',
    emptyOutDir: true,
    copyPublicDir: false,
  },
});

import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
// route-preloads.ts imports the contract, TypeScript that Node cannot load when Vite bundles this
// config (it leaves workspace packages external): the scripts load the config with Vite's module
// runner instead (`--configLoader runner`), which transforms every file it imports.
import { pushWorkerPlugin } from './src/push-worker/build-plugin.ts';
import { pwaOptions } from './src/root/pwa-options.ts';
import { routePreloadsPlugin } from './src/root/route-preloads.ts';
import { apiMocksWorkerPlugin } from './src/testing/mocks/dev-worker-plugin.ts';

const require = createRequire(import.meta.url);
const reactRouterDist = path.dirname(path.dirname(require.resolve('react-router')));

interface ChunkModuleInfo {
  isEntry: boolean;
  importers: readonly string[];
}

/**
 * Names 'app' every module the entry imports statically, directly or not: the page needs them all
 * before it can show anything, so one file loads them in one request instead of a score of small
 * shared chunks, each a round trip on a slow phone network (Lighthouse's critical request chains).
 * Modules only the lazy routes import keep their own chunks.
 */
/**
 * The contract's indexes (the package's and each area's, ADR 0029) re-export its modules: reached
 * through an index alone, a module is left to the bundler, which keeps it out of the first download
 * when only later pages use it.
 */
const isContractIndex = (id: string) => /\/packages\/contract\/src\/(\w+\/)?index\.ts$/.test(id);

function entryGraphChunk() {
  const inEntryGraph = new Map<string, boolean>();
  const reaches = (
    id: string,
    info: (id: string) => ChunkModuleInfo | null,
    visiting: Set<string>,
  ): boolean => {
    const known = inEntryGraph.get(id);
    if (known !== undefined) return known;
    if (visiting.has(id)) return false;
    visiting.add(id);
    const module = info(id);
    const result =
      module !== null &&
      (module.isEntry ||
        module.importers.some(
          (importer) => !isContractIndex(importer) && reaches(importer, info, visiting),
        ));
    visiting.delete(id);
    // A module met again while its importers are still being walked may be decided too early.
    if (result || visiting.size === 0) inEntryGraph.set(id, result);
    return result;
  };
  return (id: string, ctx: { getModuleInfo(id: string): ChunkModuleInfo | null }) => {
    const info = (moduleId: string) => ctx.getModuleInfo(moduleId);
    const module = info(id);
    if (module === null || module.isEntry) return null;
    return reaches(id, info, new Set()) ? 'app' : null;
  };
}

const ACCOUNT_FORM_PARTS =
  /\/src\/(features\/account\/components\/(account-form|email-field|server-error|payment-login-notice|form-failure|use-show-form-failure)|components\/text-field\/|lib\/api-error-message|features\/account\/save-profile)/;

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    routePreloadsPlugin(),
    pushWorkerPlugin(),
    VitePWA(pwaOptions()),
    apiMocksWorkerPlugin(),
  ],
  resolve: {
    // React Router's package exports only its development build (with dev-only checks and
    // warnings); production builds use the production one it ships next to it.
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
    proxy: { '/api': 'http://localhost:8080' },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: entryGraphChunk() },
            // The login and sign-up pages share a handful of tiny modules; as one file they are one
            // request and compress as one, instead of seven chunks of a few hundred bytes each.
            { name: 'account-forms', test: ACCOUNT_FORM_PARTS },
          ],
        },
      },
    },
  },
}));

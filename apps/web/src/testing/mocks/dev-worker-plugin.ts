import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const WORKER_PATH = '/mockServiceWorker.js';

/**
 * Serves MSW's worker script from the package to `vite dev` only (ADR 0028): it is not in
 * public/, so no build ever ships it.
 */
export function apiMocksWorkerPlugin(): Plugin {
  return {
    name: 'citybook-api-mocks-worker',
    apply: 'serve',
    configureServer(server) {
      const script = createRequire(import.meta.url).resolve('msw/mockServiceWorker.js');
      server.middlewares.use(WORKER_PATH, (_request, response, next) => {
        readFile(script).then(
          (source) => {
            response.setHeader('Content-Type', 'text/javascript');
            response.end(source);
          },
          (error: unknown) => {
            next(error);
          },
        );
      });
    },
  };
}

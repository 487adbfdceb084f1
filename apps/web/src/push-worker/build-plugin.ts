import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rollup } from 'vite';
import { PUSH_WORKER_FILE } from './push-worker-file.ts';

const ENTRY = fileURLToPath(new URL('./index.ts', import.meta.url));

/**
 * Builds the push handlers (./index.ts) into one classic script, /push-worker.js, next to the
 * worker Workbox generates, which loads it with importScripts (ADR 0041): a worker's imported
 * script cannot share the app's module chunks.
 */
export function pushWorkerPlugin(): Plugin {
  return {
    name: 'citybook-push-worker',
    apply: 'build',
    async generateBundle() {
      const result = await build({
        configFile: false,
        logLevel: 'warn',
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        build: {
          write: false,
          minify: true,
          lib: { entry: ENTRY, formats: ['iife'], name: 'citybookPushWorker' },
        },
      });
      const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
      const chunk = outputs
        .flatMap((output) => output.output)
        .find((file): file is Rollup.OutputChunk => file.type === 'chunk');
      if (!chunk) throw new Error('The push worker was not built');
      this.emitFile({ type: 'asset', fileName: PUSH_WORKER_FILE, source: chunk.code });
    },
  };
}

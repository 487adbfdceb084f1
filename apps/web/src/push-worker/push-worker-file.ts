/** The push handlers' script the worker imports (ADR 0041): built by build-plugin.ts. */
export const PUSH_WORKER_FILE = 'push-worker.js';

/**
 * The `server-db` files share their worker's modules (isolate: false, vitest.db.config.ts): each
 * file still boots its own app on its own database, and nothing a file changes in the test
 * runner outlives it.
 */
import { afterAll, vi } from 'vitest';

afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

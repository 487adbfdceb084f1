import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/** Messages of Vitest's own worker plumbing (a busy 2-core CI machine), not of our code. */
const VITEST_PLUMBING = /^\[vitest-(worker|pool|pool-runner)\]|Closing rpc while/;

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on CI's two, with a core
    // idle half the run (52% busy; 293 s against 201 s with two workers, on the same machine).
    maxWorkers: availableParallelism(),
    // `server-unit` and `server-db` (apps/server/vitest.shared.ts) can be run alone: --project server-db.
    projects: [
      'packages/contract',
      'packages/ui',
      'apps/server/vitest.{unit,db}.config.ts',
      'apps/web',
      'apps/web/vitest.isolated.config.ts',
      'apps/console',
      'apps/native',
      'bench',
      'scripts',
    ],
    onUnhandledError(error: Error & { type?: string }) {
      // One line with the message first, so a CI log excerpt always shows what it was.
      process.stderr.write(
        `UNHANDLED ERROR (${error.type ?? 'error'}): ${error.name}: ${error.message}\n${error.stack ?? ''}\n`,
      );
      // Only the test runner's own messaging is ignored; every error of the app fails the run.
      if (VITEST_PLUMBING.test(error.message)) return false;
      return undefined;
    },
  },
});

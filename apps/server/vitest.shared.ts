import type { ViteUserConfig } from 'vitest/config';

/**
 * What both server projects share. `server-db` is every test that runs on the database the run
 * asks for (TEST_DATABASE_URL: PostgreSQL, else SQLite): the API and repository tests under
 * test/. `server-unit` is the rest: unit tests next to the code, and the tests that make SQLite
 * files of their own whatever TEST_DATABASE_URL says (backup and restore, graceful shutdown).
 * The PostgreSQL pass of CI runs `server-db` alone.
 */
export const SQLITE_ONLY_TESTS = ['test/backup.test.ts', 'test/shutdown.test.ts'];

export const serverTest = {
  environment: 'node',
  // API tests hash passwords with argon2 and boot a database per file.
  testTimeout: 20_000,
  hookTimeout: 60_000,
} as const satisfies ViteUserConfig['test'];

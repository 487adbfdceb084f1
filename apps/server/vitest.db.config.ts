import { configDefaults, defineProject } from 'vitest/config';
import { serverTest, SQLITE_ONLY_TESTS } from './vitest.shared.ts';

export default defineProject({
  test: {
    ...serverTest,
    name: 'server-db',
    include: ['test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...SQLITE_ONLY_TESTS],
    // Migrates and seeds the template databases once per run; each test file gets a copy.
    globalSetup: ['./test/helpers/database-templates.ts'],
    // Each file boots its own app on its own database, so the files of a worker share its
    // loaded modules instead of importing the whole server again per file: the suite's import
    // time falls from minutes to seconds (docs/development.md, "CI time").
    isolate: false,
    setupFiles: ['./test/helpers/shared-worker-setup.ts'],
  },
});

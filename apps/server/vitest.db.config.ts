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
  },
});

import { defineProject } from 'vitest/config';
import { serverTest, SQLITE_ONLY_TESTS } from './vitest.shared.ts';

export default defineProject({
  test: {
    ...serverTest,
    name: 'server-unit',
    include: ['src/**/*.test.ts', ...SQLITE_ONLY_TESTS],
  },
});

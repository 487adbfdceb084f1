import { configDefaults, defineProject } from 'vitest/config';
import { MODULE_MOCKING_TESTS, webProject } from './vitest.shared.ts';

export default defineProject({
  ...webProject,
  test: {
    ...webProject.test,
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: [...configDefaults.exclude, ...MODULE_MOCKING_TESTS],
    isolate: false,
  },
});

import { configDefaults, defineProject } from 'vitest/config';
import { ISOLATED_TESTS, webProject } from './vitest.shared.ts';

export default defineProject({
  ...webProject,
  test: {
    ...webProject.test,
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: [...configDefaults.exclude, ...ISOLATED_TESTS],
    isolate: false,
  },
});

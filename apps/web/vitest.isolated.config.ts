import { defineProject } from 'vitest/config';
import { ISOLATED_TESTS, webProject } from './vitest.shared.ts';

export default defineProject({
  ...webProject,
  test: { ...webProject.test, name: 'web-isolated', include: ISOLATED_TESTS },
});

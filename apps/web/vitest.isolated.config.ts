import { defineProject } from 'vitest/config';
import { MODULE_MOCKING_TESTS, webProject } from './vitest.shared.ts';

export default defineProject({
  ...webProject,
  test: { ...webProject.test, name: 'web-isolated', include: MODULE_MOCKING_TESTS },
});

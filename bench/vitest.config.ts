import { defineProject } from 'vitest/config';

export default defineProject({
  // The benchmarks' helpers (summaries of results, a scratch database's triggers); the benchmarks
  // themselves are not tests.
  test: { name: 'bench', include: ['lib/**/*.test.ts'] },
});

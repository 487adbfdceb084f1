import { defineProject } from 'vitest/config';

export default defineProject({
  // The benchmarks' pure helpers (summaries of results); the benchmarks themselves are not tests.
  test: { name: 'bench', include: ['lib/**/*.test.ts'] },
});

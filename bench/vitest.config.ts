import { defineProject } from 'vitest/config';

export default defineProject({
  // The benchmarks' helpers (summaries of results, a scratch database's triggers); the benchmarks
  // themselves are not tests.
  test: {
    name: 'bench',
    include: ['lib/**/*.test.ts'],
    // A scratch database is made and a catalogue imported: seconds on a busy CI machine, as in
    // the server's database tests.
    testTimeout: 30_000,
  },
});

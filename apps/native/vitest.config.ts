import { defineProject } from 'vitest/config';

export default defineProject({
  // The Capacitor CLI runs on a fresh copy of the project in each test: a few seconds.
  test: { name: 'native', include: ['*.test.ts'], testTimeout: 60_000 },
});

import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    // API tests hash passwords with argon2 and boot a database per file.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});

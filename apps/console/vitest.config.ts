import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'console',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup.ts'],
    unstubGlobals: true,
    restoreMocks: true,
    // Screens are driven step by step with user-event; a busy CI machine needs more than 5 s.
    testTimeout: 20_000,
    // No test here mocks a module: the files share their worker's modules (docs/development.md).
    isolate: false,
  },
});

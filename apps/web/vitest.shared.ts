import react from '@vitejs/plugin-react';
import type { ViteUserConfig } from 'vitest/config';

/**
 * Tests that replace a module with `vi.mock`: a module mock needs the file's own module graph, so
 * these run in the `web-isolated` project; every other file shares its worker's loaded modules
 * (`web`, isolate: false — docs/development.md, "CI time").
 */
export const MODULE_MOCKING_TESTS = [
  'src/lib/api-client.test.ts',
  'src/native/capacitor/capacitor.test.ts',
];

export const webProject = {
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    unstubGlobals: true,
    restoreMocks: true,
  },
} as const satisfies ViteUserConfig;

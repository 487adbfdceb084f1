import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import type { ViteUserConfig } from 'vitest/config';

/**
 * What a test file needs its own module graph for: replacing a module with `vi.mock`, or a device
 * store (`fake-indexeddb`) that must start empty and must not be left to the files after it.
 */
const NEEDS_ITS_OWN_MODULES = /\bvi\.mock\(|['"]fake-indexeddb/;

/**
 * The test files that run in the `web-isolated` project, each in a fresh module graph, found by
 * what they contain; every other file shares its worker's loaded modules (`web`, isolate: false —
 * docs/development.md, "CI time").
 */
export const ISOLATED_TESTS = readdirSync(path.join(import.meta.dirname, 'src'), {
  recursive: true,
  encoding: 'utf8',
})
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => path.posix.join('src', file.split(path.sep).join('/')))
  .filter((file) =>
    NEEDS_ITS_OWN_MODULES.test(readFileSync(path.join(import.meta.dirname, file), 'utf8')),
  );

export const webProject = {
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    unstubGlobals: true,
    restoreMocks: true,
  },
} as const satisfies ViteUserConfig;

import { defineConfig } from '@playwright/test';
import { HEADLESS_CHROMIUM_ARGS } from './support/chromium-args.ts';

const port = Number(process.env.E2E_PORT ?? 8181);

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: [['list']],
  // The machines are shared: on a busy one a journey with its axe audits took over 30 s, and a page
  // a few seconds more than the default 5 (2026-11-28, a machine five times slower than usual).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: {
      // Debian's Chromium, never a downloaded browser; flags keep it off the (closed) network.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: HEADLESS_CHROMIUM_ARGS,
    },
    // A trace records every test to keep a failing one's; CI's log is all a failure leaves there.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    // Journeys stub API answers per page, and a service worker's own fetches would slip past the
    // stubs: the app's worker runs in tests/offline.spec.ts, which allows it (issue #16).
    serviceWorkers: 'block',
  },
  webServer: {
    command: 'node --import tsx e2e/support/start-server.ts',
    cwd: '..',
    url: `http://127.0.0.1:${port}/api/market/getall`,
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: { E2E_PORT: String(port) },
  },
});

import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8181);

/** Debian's Chromium, never a downloaded browser; flags keep it off the (closed) network. */
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
    trace: 'retain-on-failure',
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

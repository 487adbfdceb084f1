import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_EDITION, TEST_SETTINGS } from '@citybook/server/test-support';
import { operatorCliFile } from './operator-cli.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Where the test server writes its database URL, so tests can run operator commands on it. */
export function databaseUrlFile(port: number | string): string {
  return path.join(os.tmpdir(), `citybook-e2e-database-${port}.txt`);
}

/**
 * Runs an operator command (`npm run cli -- …`, bundled when the test server started) on the test
 * server's database; returns stdout.
 */
export function runCli(baseURL: string | undefined, args: string[]): string {
  const port = new URL(baseURL ?? 'http://127.0.0.1:8181').port;
  return execFileSync(process.execPath, [operatorCliFile(port), ...args], {
    cwd: path.join(repoRoot, 'apps/server'),
    env: {
      ...process.env,
      ...TEST_SETTINGS,
      DATABASE_URL: readFileSync(databaseUrlFile(port), 'utf8'),
    },
    encoding: 'utf8',
  });
}

/** Generates fresh activation codes of the demo's current edition with the real operator command. */
export function generateCodes(baseURL: string | undefined, count = 1): string[] {
  return runCli(baseURL, ['codes', 'generate', '--count', String(count), '--edition', DEMO_EDITION])
    .split('\n')
    .filter(Boolean);
}

/** Renews the subscriptions due at `now`, as the server's scheduler would then. */
export function renewSubscriptions(baseURL: string | undefined, now: Date): string {
  return runCli(baseURL, ['subscriptions', 'renew', '--now', now.toISOString()]);
}

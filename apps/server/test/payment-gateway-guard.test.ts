import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  startServerProcess,
  type TestDatabase,
} from '../test-support/index.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const GUARD =
  /PAYMENT_GATEWAY=sandbox accepts any valid card number as paid.*ALLOW_SANDBOX_PAYMENTS=true/;

describe('the sandbox gateway in production', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ content: 'migrated', label: 'gateway_guard' });
  });
  afterAll(async () => {
    await database.drop();
  });

  it('stops a production server at start, naming the variable that allows it', async () => {
    await expect(
      startServerProcess({
        databaseUrl: database.url,
        env: { NODE_ENV: 'production', ALLOW_SANDBOX_PAYMENTS: 'false' },
        onOutput: () => undefined,
        startTimeoutMs: 30_000,
      }),
    ).rejects.toThrow(GUARD);
  });

  it('starts a production server on the sandbox when ALLOW_SANDBOX_PAYMENTS=true', async () => {
    const server = await startServerProcess({
      databaseUrl: database.url,
      env: { NODE_ENV: 'production', ALLOW_SANDBOX_PAYMENTS: 'true' },
      onOutput: () => undefined,
    });
    try {
      expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
    } finally {
      await server.stop();
    }
  });

  it('refuses to renew from the operator command with the same gateway rule', async () => {
    const run = promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'src/cli/index.ts', 'subscriptions', 'renew'],
      {
        cwd: serverDir,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          ALLOW_SANDBOX_PAYMENTS: 'false',
          DATABASE_URL: database.url,
        },
      },
    );
    await expect(run).rejects.toMatchObject({ code: 1, stderr: expect.stringMatching(GUARD) });
  });
});

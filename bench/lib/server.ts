import type { ChildProcess } from 'node:child_process';
import {
  createTestDatabase,
  SQLITE,
  startServerProcess,
  type TestDatabase,
} from '@citybook/server/test-support';

export interface RunningServer {
  child: ChildProcess;
  baseUrl: string;
  /** Milliseconds from spawning the process to its first answer. */
  startedInMs: number;
  stop(): Promise<void>;
}

/** Benchmarks log in and redeem from one address, far beyond the public limits. */
const BENCH_LIMITS = {
  RATE_LIMIT_LOGIN: '1000000',
  RATE_LIMIT_PASSWORD: '1000000',
  RATE_LIMIT_CREATE: '1000000',
  RATE_LIMIT_ACTIVATION: '1000000',
  RATE_LIMIT_SEARCH: '1000000',
};

/** A fresh, empty SQLite file in a directory of its own: the server migrates and seeds it. */
export function scratchSqlite(): Promise<TestDatabase> {
  return createTestDatabase({ server: SQLITE, content: 'empty', label: 'bench' });
}

/**
 * Starts the real server (`npm start` without the build) on a free port through the test
 * launcher and waits until it answers; on a fresh SQLite file of its own (dropped by `stop()`)
 * unless `env` names a DATABASE_URL. The built SPA in apps/web/dist is served when present.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const { DATABASE_URL: given, ...settings } = env;
  const own = given === undefined ? await scratchSqlite() : undefined;
  const server = await startServerProcess({
    databaseUrl: given ?? own!.url,
    env: { ...BENCH_LIMITS, ...settings },
  }).catch(async (error: unknown) => {
    await own?.drop();
    throw error;
  });
  return {
    child: server.child,
    baseUrl: server.baseUrl,
    startedInMs: server.startedInMs,
    async stop() {
      await server.stop();
      await own?.drop();
    },
  };
}

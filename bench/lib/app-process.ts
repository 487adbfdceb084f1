import path from 'node:path';
import { startServerProcess } from '@citybook/server/test-support';
import { benchDir } from './results.ts';

export interface AppProcess {
  baseUrl: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * Starts the real app in a child process (bench/lib/app-process-main.ts, through the test
 * launcher) on a free loopback port, with the benchmark-only route `GET /bench/precomputed/<name>`
 * answering, for each entry of `precompute`, the body the real app gave for that API path at
 * start. The load generator stays in this process, so it never shares the server's event loop.
 */
export async function startAppProcess(
  databaseUrl: string,
  precompute: Record<string, string> = {},
  env: Record<string, string> = {},
): Promise<AppProcess> {
  const server = await startServerProcess({
    databaseUrl,
    entry: path.join(benchDir, 'lib/app-process-main.ts'),
    env: { LOG_LEVEL: 'error', BENCH_PRECOMPUTE: JSON.stringify(precompute), ...env },
  });
  return { baseUrl: server.baseUrl, pid: server.pid, stop: server.stop };
}

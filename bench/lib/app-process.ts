import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { benchDir, repoRoot } from './results.ts';

export interface AppProcess {
  baseUrl: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * Starts the real app in a child process (bench/lib/app-process-main.ts) on a free loopback port,
 * with the benchmark-only route `GET /bench/precomputed/<name>` answering, for each entry of
 * `precompute`, the body the real app gave for that API path at start. The load generator stays
 * in this process, so it never shares the server's event loop.
 */
export async function startAppProcess(
  databaseUrl: string,
  precompute: Record<string, string> = {},
  env: Record<string, string> = {},
): Promise<AppProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(benchDir, 'lib/app-process-main.ts')],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        BENCH_PRECOMPUTE: JSON.stringify(precompute),
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`the bench app exited with ${String(code)}`)));
  });
  child.disconnect();
  if (child.pid === undefined) throw new Error('the bench app has no pid');
  return {
    baseUrl: `http://127.0.0.1:${String(port)}`,
    pid: child.pid,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const done = once(child, 'exit');
      child.kill('SIGTERM');
      await done;
    },
  };
}

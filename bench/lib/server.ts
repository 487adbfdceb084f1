import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer } from 'node:net';
import { repoRoot } from './results.ts';

export interface RunningServer {
  child: ChildProcess;
  baseUrl: string;
  /** Milliseconds from spawning the process to its first answer. */
  startedInMs: number;
  stop(): Promise<void>;
}

/** A fresh SQLite file in a temporary directory. */
export function scratchSqliteUrl(): string {
  return `sqlite:${path.join(mkdtempSync(path.join(tmpdir(), 'citybook-bench-')), 'bench.sqlite')}`;
}

/**
 * Starts the real server (`npm start` without the build) on a free port and waits until it
 * answers. The built SPA in apps/web/dist is served when present.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const began = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: path.join(repoRoot, 'apps/server'),
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      DATABASE_URL: scratchSqliteUrl(),
      // Benchmarks log in and redeem from one address, far beyond the public limits.
      RATE_LIMIT_LOGIN: '1000000',
      RATE_LIMIT_PASSWORD: '1000000',
      RATE_LIMIT_CREATE: '1000000',
      RATE_LIMIT_ACTIVATION: '1000000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const address = `http://127.0.0.1:${String(port)}`;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`server exited early with ${String(child.exitCode)}`);
    try {
      if ((await fetch(`${address}/api/market/getall`)).ok) break;
    } catch {
      // Not answering yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return {
    child,
    baseUrl: address,
    startedInMs: performance.now() - began,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

/** A port nothing listens on right now. */
async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

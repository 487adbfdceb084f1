import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { AppApi } from '@citybook/contract';
import { TEST_SETTINGS, type Settings } from './settings.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What `npm start` runs once the web app is built. */
export const SERVER_ENTRY = path.join(serverDir, 'src/server.ts');

const POLL_MS = 20;
const STOP_GRACE_MS = 10_000;
const KEPT_LINES = 40;

export interface ServerProcessOptions {
  /** The database to run on; the server prepares it at start as it always does. */
  databaseUrl: string;
  /** Default: a port nothing listens on right now. */
  port?: number;
  /**
   * Environment on top of this process's, the test settings, HOST 127.0.0.1, PUBLIC_URL (the
   * address it listens on) and LOG_LEVEL warn.
   */
  env?: Settings & Record<string, string>;
  /** A module to run instead of src/server.ts that listens on HOST:PORT the same way. */
  entry?: string;
  /** Gets each line the process writes; without it the process writes to this one's terminal. */
  onOutput?: (line: string, stream: 'stdout' | 'stderr') => void;
  /** How long the first answer may take (default 120 s). */
  startTimeoutMs?: number;
}

export interface ServerProcess {
  child: ChildProcess;
  pid: number;
  port: number;
  /** `http://127.0.0.1:<port>` */
  baseUrl: string;
  /** Milliseconds from spawning the process to its first answer. */
  startedInMs: number;
  /** SIGTERM (requests in flight finish), SIGKILL after 10 s; resolves once it has exited. */
  stop(): Promise<void>;
}

/**
 * The real server as a process of its own (`node --import tsx src/server.ts`), resolved once it
 * answers GET /api/health.
 */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const baseUrl = `http://127.0.0.1:${String(port)}`;
  const began = performance.now();
  const capture = options.onOutput;
  const child = spawn(process.execPath, ['--import', 'tsx', options.entry ?? SERVER_ENTRY], {
    cwd: serverDir,
    env: {
      ...process.env,
      ...TEST_SETTINGS,
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      ...options.env,
      PORT: String(port),
      DATABASE_URL: options.databaseUrl,
    },
    stdio: capture ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
  });
  const recent: string[] = [];
  if (capture) {
    for (const stream of ['stdout', 'stderr'] as const) {
      const input = child[stream];
      if (!input) continue;
      createInterface({ input }).on('line', (line) => {
        recent.push(line);
        if (recent.length > KEPT_LINES) recent.shift();
        capture(line, stream);
      });
    }
  }
  let spawnError: Error | undefined;
  child.once('error', (error) => {
    spawnError = error;
  });
  const stop = () => stopProcess(child);

  const deadline = Date.now() + (options.startTimeoutMs ?? 120_000);
  for (;;) {
    const exited = child.exitCode !== null || child.signalCode !== null;
    if (spawnError || exited || Date.now() > deadline) {
      await stop();
      const why = spawnError
        ? spawnError.message
        : exited
          ? `exited with ${String(child.exitCode ?? child.signalCode)}`
          : 'did not answer in time';
      throw new Error(
        `The server on port ${String(port)} ${why}${recent.length ? `:\n${recent.join('\n')}` : ''}`,
      );
    }
    if (await answers(`${baseUrl}${AppApi.health.path}`)) break;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  if (child.pid === undefined) throw new Error('the server process has no pid');
  return {
    child,
    pid: child.pid,
    port,
    baseUrl,
    startedInMs: performance.now() - began,
    stop,
  };
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url);
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false; // not listening yet
  }
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
  await exited;
  clearTimeout(timer);
}

/** A loopback port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  await once(probe, 'close');
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

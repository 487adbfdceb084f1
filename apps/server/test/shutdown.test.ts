import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import SqliteDatabase from 'better-sqlite3';
import { encodeBasicAuth, GUEST_EMAIL, GUEST_PASSWORD } from '@citybook/contract';
import { describe, expect, it } from 'vitest';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface RunningServer {
  child: ChildProcess;
  address: Promise<string>;
  /** Resolves once the server has logged this many incoming requests. */
  received(count: number): Promise<void>;
}

function startServer(databaseFile: string): RunningServer {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: `sqlite:${databaseFile}`,
      LOG_LEVEL: 'info',
      WEB_DIST: path.join(path.dirname(databaseFile), 'no-web'),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout });
  let incoming = 0;
  const address = new Promise<string>((resolve, reject) => {
    lines.on('line', (line) => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
      if (match?.[1]) resolve(match[1]);
      if (line.includes('"incoming request"')) incoming += 1;
    });
    child.once('exit', (code) => reject(new Error(`server exited early with ${code}`)));
  });
  const received = async (count: number) => {
    while (incoming < count) await new Promise((resolve) => setTimeout(resolve, 5));
  };
  return { child, address, received };
}

// The real process, signals and file: this is what `npm start` and a container stop do.
describe('graceful shutdown', () => {
  it('finishes requests in flight on SIGTERM, exits 0 and leaves a sound SQLite file', async () => {
    const databaseFile = path.join(
      mkdtempSync(path.join(tmpdir(), 'citybook-shutdown-')),
      'db.sqlite',
    );
    const { child, address, received } = startServer(databaseFile);
    const base = await address;

    // Logins write sessions and take a while (argon2): a good load to interrupt.
    const inFlight = Array.from({ length: 20 }, () =>
      fetch(`${base}/api/account/login`, {
        method: 'POST',
        headers: {
          authorization: encodeBasicAuth({ email: GUEST_EMAIL, password: GUEST_PASSWORD }),
          'content-type': 'application/json',
        },
        body: '{}',
      }).then((response) => response.status),
    );
    await received(20);
    const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
    child.kill('SIGTERM');

    expect(await Promise.all(inFlight)).toEqual(Array(20).fill(200));
    const [code, signal] = await exited;
    expect({ code, signal }).toEqual({ code: 0, signal: null });

    const sqlite = new SqliteDatabase(databaseFile, { readonly: true });
    try {
      expect(sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
      const sessions = sqlite.prepare('select count(*) as n from session').get() as { n: number };
      expect(sessions.n).toBe(20);
    } finally {
      sqlite.close();
    }
  });
});

import { once } from 'node:events';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { encodeBasicAuth, GUEST_EMAIL, GUEST_PASSWORD } from '@citybook/contract';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, SQLITE, startServerProcess } from '../test-support/index.ts';

// The real process, signals and file: this is what `npm start` and a container stop do.
// A process started, twenty argon2 logins and a stop: on a loaded 2-core machine that takes longer
// than a test's usual 20 s.
const PROCESS_TEST_TIMEOUT_MS = 60_000;

describe('graceful shutdown', () => {
  it(
    'finishes requests in flight on SIGTERM, exits 0 and leaves a sound SQLite file',
    { timeout: PROCESS_TEST_TIMEOUT_MS },
    async () => {
      const database = await createTestDatabase({ server: SQLITE, content: 'empty' });
      const databaseFile = database.url.slice('sqlite:'.length);
      let incoming = 0;
      const server = await startServerProcess({
        databaseUrl: database.url,
        env: { LOG_LEVEL: 'info', WEB_DIST: path.join(path.dirname(databaseFile), 'no-web') },
        onOutput: (line) => {
          if (line.includes('"incoming request"')) incoming += 1;
        },
      });
      /** Resolves once the server has logged this many incoming requests. */
      const received = async (count: number) => {
        while (incoming < count) await new Promise((resolve) => setTimeout(resolve, 5));
      };
      try {
        const { child, baseUrl: base } = server;

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
          const sessions = sqlite.prepare('select count(*) as n from session').get() as {
            n: number;
          };
          expect(sessions.n).toBe(20);
        } finally {
          sqlite.close();
        }
      } finally {
        await server.stop();
        await database.drop();
      }
    },
  );
});

import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  ErrorCode,
  healthSchema,
  healthUnavailableSchema,
  AppApi,
  CatalogApi,
} from '@citybook/contract';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { configFor } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { createTestApp, useTestApp } from './helpers/test-app.ts';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  req?: { url?: string };
}

function logCollector() {
  const lines: LogLine[] = [];
  return {
    lines,
    stream: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) },
  };
}

const log = logCollector();
const testApp = useTestApp({ config: { LOG_LEVEL: 'info' }, logStream: log.stream });

const health = (app: ReturnType<typeof testApp>['app']) =>
  app.inject({ method: 'GET', url: AppApi.health.path });

describe('GET /api/health', () => {
  it('answers 200 ok without a session, as often as a load balancer asks', async () => {
    const { app } = testApp();
    const answers = await Promise.all(Array.from({ length: 40 }, () => health(app)));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(healthSchema.parse(answer.json())).toEqual({ status: 'ok', database: 'ok' });
      expect(answer.headers['x-request-id']).toEqual(expect.any(String));
    }
  });

  it('keeps health checks out of the info log, unlike other calls', async () => {
    const { app } = testApp();
    const before = log.lines.length;
    await health(app);
    await health(app);
    expect(log.lines.slice(before)).toEqual([]);
    await app.inject({ method: 'GET', url: CatalogApi.getMapConfig.path });
    expect(log.lines.slice(before).map((line) => line.msg)).toEqual([
      'incoming request',
      'request completed',
    ]);
  });
});

describe('GET /api/health when the database is unreachable', () => {
  it('answers 503 JSON, and logs why at warn, once the database is closed', async () => {
    const warnings = logCollector();
    const broken = await createTestApp({
      config: { LOG_LEVEL: 'warn' },
      logStream: warnings.stream,
    });
    try {
      await broken.db.destroy();
      const answer = await health(broken.app);
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(healthUnavailableSchema.parse(answer.json())).toEqual({
        code: ErrorCode.unavailable,
        message: 'The service is unavailable.',
        status: 'unavailable',
        database: 'unreachable',
      });
      const warning = warnings.lines.find((line) => line.msg.startsWith('health check'));
      expect(warning).toMatchObject({ level: 40, reqId: answer.headers['x-request-id'] });
    } finally {
      await broken.close();
    }
  });

  it('answers 503 when the database accepts the connection but never answers', async () => {
    // A "PostgreSQL server" that takes the connection and then says nothing: a hung database.
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => void sockets.add(socket));
    silent.listen(0, '127.0.0.1');
    await once(silent, 'listening');
    const address = silent.address();
    if (address === null || typeof address === 'string') throw new Error('no address');
    const app = await buildApp({
      config: configFor({
        DATABASE_URL: `postgres://citybook@127.0.0.1:${address.port}/citybook`,
        WEB_DIST: mkdtempSync(path.join(tmpdir(), 'citybook-no-web-')),
      }),
      database: openDatabase(`postgres://citybook@127.0.0.1:${address.port}/citybook`),
    });
    try {
      const answer = await health(app);
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toMatchObject({ status: 'unavailable', database: 'unreachable' });
      expect(sockets.size).toBeGreaterThan(0);
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
      await app.close();
    }
  });
});

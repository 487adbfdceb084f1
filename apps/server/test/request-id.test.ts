import { ErrorCode, CatalogApi, AccountApi } from '@citybook/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/test-app.ts';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
}

const lines: LogLine[] = [];
const testApp = useTestApp({
  config: { LOG_LEVEL: 'info' },
  logStream: { write: (line) => void lines.push(JSON.parse(line) as LogLine) },
  extend(app) {
    app.get('/api/test/explode', () => {
      throw new Error('boom');
    });
  },
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const get = (url: string, requestId?: string) =>
  testApp().app.inject({
    method: 'GET',
    url,
    headers: requestId === undefined ? {} : { 'x-request-id': requestId },
  });

describe('request ids', () => {
  it('gives every answer a new id of its own when the caller sends none', async () => {
    const ids = await Promise.all(
      Array.from(
        { length: 5 },
        async () => (await get(CatalogApi.getMapConfig.path)).headers['x-request-id'],
      ),
    );
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(5);
  });

  it('keeps a safe id from a load balancer or client', async () => {
    for (const id of ['3f2a9c7e1b', 'lb-1:req_42.7', 'a'.repeat(64)]) {
      expect((await get(CatalogApi.getMapConfig.path, id)).headers['x-request-id']).toBe(id);
    }
  });

  it('replaces an id that is too long or could forge or break a log line', async () => {
    for (const id of ['a'.repeat(65), 'two words', '"},{"admin":true', '../../etc', 'é', '']) {
      const answer = await get(CatalogApi.getMapConfig.path, id);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['x-request-id']).toMatch(UUID);
    }
  });

  it('is on refused answers too: unknown path, wrong media type, cross-site call', async () => {
    const { app } = testApp();
    const answers = [
      await get('/api/nope', 'refused-1'),
      await app.inject({
        method: 'POST',
        url: AccountApi.login.path,
        headers: { 'content-type': 'text/plain', 'x-request-id': 'refused-2' },
        payload: 'x',
      }),
      await app.inject({
        method: 'POST',
        url: AccountApi.login.path,
        headers: {
          'content-type': 'application/json',
          origin: 'https://evil.example',
          'x-request-id': 'refused-3',
        },
        payload: '{}',
      }),
      // Refused before any route: a broken %-escape in the path.
      await get('/api/market/get/%ZZ', 'refused-4'),
    ];
    expect(answers.map((a) => [a.statusCode, a.headers['x-request-id']])).toEqual([
      [404, 'refused-1'],
      [415, 'refused-2'],
      [403, 'refused-3'],
      [400, 'refused-4'],
    ]);
  });

  it('is on every log line of the request, the error log of a failure included', async () => {
    const answer = await get('/api/test/explode', 'trace-500');
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toMatchObject({ code: ErrorCode.unknown });
    expect(answer.headers['x-request-id']).toBe('trace-500');
    const mine = lines.filter((line) => line.reqId === 'trace-500');
    expect(mine.map((line) => [line.level, line.msg])).toEqual([
      [30, 'incoming request'],
      [50, 'request failed'],
      [30, 'request completed'],
    ]);
    // Every request line carries an id; only start-up lines have none.
    const requestLines = lines.filter((line) => /request/.test(line.msg));
    expect(requestLines.every((line) => typeof line.reqId === 'string')).toBe(true);
  });
});

/**
 * Issue #14 item 1: the API's guard (JSON only, same origin, 444 for outdated apps, caching) is
 * decided by the route the router matched, so no spelling of the path gets past it.
 */
import { connect } from 'node:net';
import { AccountApi, AppHeader, ErrorCode } from '@citybook/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { loggedInMember } from '../helpers/member.ts';
import { getJson } from '../helpers/session.ts';
import { useTestApp } from '../helpers/test-app.ts';

const testApp = useTestApp({ config: { MIN_APP_VERSION_ANDROID: '2.3.0' } });

/** The attack of the assessment: a form from another site, posted to an encoded API path. */
const forged = { 'content-type': 'text/plain', origin: 'https://evil.example' };

/** Sends one raw HTTP/1.1 request and returns the status line's code and the whole answer. */
function rawRequest(port: number, request: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let text = '';
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
    });
    socket.on('error', reject);
    socket.on('end', () => resolve({ status: Number(text.split(' ')[1]), text }));
  });
}

describe('the API guard, on any spelling of the path', () => {
  let port = 0;
  beforeAll(async () => {
    const { app } = testApp();
    // Closed with the app (useTestApp): a raw socket can send what inject cannot.
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });

  it('refuses a cross-site text/plain deleteAccount on /%61pi/…, and the account still exists', async () => {
    const { app } = testApp();
    const { cookie } = await loggedInMember(testApp());
    const paths = [
      '/%61pi/account/deleteAccount',
      '/api/%61ccount/deleteAccount',
      '/%61%70%69/account/%64eleteAccount',
    ];
    for (const url of paths) {
      for (const headers of [forged, { 'content-type': 'text/plain' }]) {
        const response = await app.inject({
          method: 'POST',
          url,
          headers: { ...headers, cookie },
          payload: '{}',
        });
        expect(response.statusCode, url).toBe(415);
        expect(response.json()).toMatchObject({ code: ErrorCode.unsupportedMediaType });
      }
      const json = await app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', origin: 'https://evil.example', cookie },
        payload: '{}',
      });
      expect(json.statusCode, url).toBe(403);
      expect(json.json()).toMatchObject({ code: ErrorCode.forbidden });
    }
    expect((await getJson(app, AccountApi.getProfile.path, cookie)).statusCode).toBe(200);
  });

  it('refuses the same attack sent as an absolute-form target, and the account still exists', async () => {
    const { app } = testApp();
    const { cookie } = await loggedInMember(testApp());
    for (const target of [
      `http://127.0.0.1:${port}/api/account/deleteAccount`,
      `http://127.0.0.1:${port}/%61pi/account/deleteAccount`,
    ]) {
      const answer = await rawRequest(
        port,
        `POST ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: text/plain\r\n` +
          `Origin: https://evil.example\r\nCookie: ${cookie}\r\nContent-Length: 2\r\n` +
          'Connection: close\r\n\r\n{}',
      );
      expect(answer.status, answer.text).toBe(415);
    }
    expect((await getJson(app, AccountApi.getProfile.path, cookie)).statusCode).toBe(200);
  });

  it('applies the 444 version check to encoded and absolute-form paths, the version calls excepted', async () => {
    const { app } = testApp();
    const outdated = { [AppHeader.platform]: 'android', [AppHeader.version]: '2.2.9' };
    for (const url of ['/%61pi/market/getall', '/api/m%61rket/getall']) {
      const response = await app.inject({ url, headers: outdated });
      expect(response.statusCode, url).toBe(444);
    }
    const absolute = await rawRequest(
      port,
      `GET http://127.0.0.1:${port}/%61pi/market/getall HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
        `X-App-Platform: android\r\nX-App-Version: 2.2.9\r\nConnection: close\r\n\r\n`,
    );
    expect(absolute.status).toBe(444);
    const version = await app.inject({
      url: '/%61pi/version/minimumVersion/android',
      headers: outdated,
    });
    expect(version.statusCode).toBe(200);
  });

  it('marks account answers private, no-store and the rest no-cache, however the path is spelt', async () => {
    const { app } = testApp();
    const { cookie } = await loggedInMember(testApp());
    const answers = [
      ['/%61pi/account/profile', 'private, no-store'],
      ['/api/%61ccount/profile', 'private, no-store'],
      ['/%61pi/market/getall', 'no-cache'],
    ] as const;
    for (const [url, cacheControl] of answers) {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await app.inject({ method, url, headers: { cookie } });
        expect(response.statusCode, `${method} ${url}`).toBe(200);
        expect(response.headers['cache-control'], `${method} ${url}`).toBe(cacheControl);
      }
    }
    const absolute = await rawRequest(
      port,
      `GET http://127.0.0.1:${port}/%61pi/account/profile HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
        `Cookie: ${cookie}\r\nConnection: close\r\n\r\n`,
    );
    expect(absolute.status).toBe(200);
    expect(absolute.text).toMatch(/\r\ncache-control: private, no-store\r\n/i);
  });

  it('reads no text/plain body anywhere, and the router takes no upper-case /API for the API', async () => {
    const { app } = testApp();
    const { cookie } = await loggedInMember(testApp());
    const report = await app.inject({
      method: 'POST',
      url: '/api/app/client-error',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ message: 'x', url: 'http://localhost/' }),
    });
    expect(report.statusCode).toBe(415);
    // Case matters to the router: /API/… reaches no endpoint, so nothing happens.
    const upper = await app.inject({
      method: 'POST',
      url: '/API/account/deleteAccount',
      headers: { ...forged, cookie },
      payload: '{}',
    });
    expect(upper.statusCode).toBe(404);
    expect((await getJson(app, AccountApi.getProfile.path, cookie)).statusCode).toBe(200);
  });
});

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/test-app.ts';

const CONSOLE_HTML = '<!doctype html><title>Citybook console</title><div id="console-root"></div>';
const WEB_HTML = '<!doctype html><title>Citybook</title><div id="root"></div>';
const ASSET = 'index-Co12Ns34.js';

function fakeDist(prefix: string, indexHtml: string): string {
  const root = mkdtempSync(path.join(tmpdir(), prefix));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(path.join(root, 'index.html'), indexHtml);
  return root;
}

function fakeConsoleDist(): string {
  const root = fakeDist('citybook-console-', CONSOLE_HTML);
  writeFileSync(
    path.join(root, 'assets', ASSET),
    `console.log(${JSON.stringify('console '.repeat(400))});`,
  );
  return root;
}

describe('serving the back office under /console', () => {
  const testApp = useTestApp({
    config: {
      WEB_DIST: fakeDist('citybook-web-', WEB_HTML),
      CONSOLE_DIST: fakeConsoleDist(),
    },
  });

  it.each(['/console', '/console/', '/console/deep/path', '/console/desk/redeem?code=AB12'])(
    'answers %s with the console’s page, revalidated, under the member app’s security headers',
    async (url) => {
      const { app } = testApp();
      const response = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toBe(CONSOLE_HTML);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    },
  );

  it('serves its hashed assets compressed and cached for a year', async () => {
    const { app } = testApp();
    const response = await app.inject({
      url: `/console/assets/${ASSET}`,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves its other files revalidated', async () => {
    const { app } = testApp();
    const response = await app.inject({ url: '/console/index.html' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing file with 404, not the console', async () => {
    const { app } = testApp();
    const response = await app.inject({ url: '/console/assets/index-Old00000.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('console-root');
  });

  it.each(['/', '/account/login', '/consoles', '/offers/console'])(
    'leaves %s to the member app',
    async (url) => {
      const { app } = testApp();
      const response = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.body).not.toContain('console-root');
    },
  );
});

describe('a server with no built console', () => {
  const testApp = useTestApp({
    config: {
      WEB_DIST: fakeDist('citybook-web-', WEB_HTML),
      CONSOLE_DIST: mkdtempSync(path.join(tmpdir(), 'citybook-no-console-')),
    },
  });

  it('answers /console with 404, never with the member app', async () => {
    const { app } = testApp();
    const response = await app.inject({ url: '/console/deep/path' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<div id="root">');
  });
});

describe('serving the Redeem Desk at /desk (MERCHANT-4)', () => {
  const DESK_HTML = '<!doctype html><title>Citybook Redeem Desk</title><div id="desk-root"></div>';
  const root = fakeConsoleDist();
  writeFileSync(path.join(root, 'desk.html'), DESK_HTML);
  writeFileSync(path.join(root, 'desk.webmanifest'), '{"name":"Citybook Redeem Desk"}');
  const testApp = useTestApp({
    config: { WEB_DIST: fakeDist('citybook-web-', WEB_HTML), CONSOLE_DIST: root },
  });

  it('answers /desk with the desk’s own page, revalidated, under the security headers', async () => {
    const response = await testApp().app.inject({ url: '/desk' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(DESK_HTML);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("manifest-src 'self'");
  });

  it('serves its web app manifest from the console’s files', async () => {
    const response = await testApp().app.inject({ url: '/console/desk.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/manifest+json');
  });
});

describe('a server with no built desk page', () => {
  const testApp = useTestApp({
    config: {
      WEB_DIST: fakeDist('citybook-web-', WEB_HTML),
      CONSOLE_DIST: fakeConsoleDist(),
    },
  });

  it('answers /desk with 404, never with the member app or the console', async () => {
    const response = await testApp().app.inject({ url: '/desk' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('id="root"');
    expect(response.body).not.toContain('console-root');
  });
});

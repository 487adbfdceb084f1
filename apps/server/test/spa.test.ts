import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { ErrorCode } from '@citybook/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/test-app.ts';

function fakeWebDist(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'citybook-web-'));
  mkdirSync(path.join(root, 'assets'));
  writeFileSync(
    path.join(root, 'index.html'),
    '<!doctype html><title>Citybook</title><div id="root"></div>',
  );
  const script = `console.log(${JSON.stringify('citybook '.repeat(400))});`;
  writeFileSync(path.join(root, 'assets', 'index-Ab12Cd34.js'), script);
  writeFileSync(path.join(root, 'assets', 'index-Ab12Cd34.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return root;
}

const testApp = useTestApp({ config: { WEB_DIST: fakeWebDist() } });

describe('serving the web app', () => {
  it.each([
    '/',
    '/account/login',
    '/offers/categories',
    '/offers/category/3/merchant/9?hasSiblings=true',
  ])('answers the client route %s with index.html, revalidated', async (url) => {
    const { app } = testApp();
    const response = await app.inject({ url, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('serves hashed assets compressed and cached for a year', async () => {
    const { app } = testApp();
    const response = await app.inject({
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves other files revalidated', async () => {
    const { app } = testApp();
    const response = await app.inject({ url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing file with 404, not the app', async () => {
    const { app } = testApp();
    const response = await app.inject({ url: '/assets/index-Old00000.js' });
    expect(response.statusCode).toBe(404);
  });

  it('never falls back for /api', async () => {
    const { app } = testApp();
    const response = await app.inject({
      url: '/api/offers/categories',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: ErrorCode.notFound });
  });
});

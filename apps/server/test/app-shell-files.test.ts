import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/test-app.ts';

/** A built web app with what vite-plugin-pwa writes next to index.html (issue #16 item 1). */
function fakeWebDist(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'citybook-web-'));
  mkdirSync(path.join(root, 'assets'));
  mkdirSync(path.join(root, 'icons', 'app'), { recursive: true });
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(root, 'sw.js'), 'define(["./workbox-1320db52"], () => {});');
  writeFileSync(path.join(root, 'workbox-1320db52.js'), 'define([], () => {});');
  writeFileSync(
    path.join(root, 'manifest.webmanifest'),
    JSON.stringify({ name: 'Citybook', start_url: '/offers/categories', display: 'standalone' }),
  );
  writeFileSync(path.join(root, 'icons', 'app', 'icon-192.png'), Buffer.from([0x89, 0x50]));
  return root;
}

const testApp = useTestApp({ config: { WEB_DIST: fakeWebDist() } });

describe('the installable app shell', () => {
  it('serves the service worker as JavaScript that is always revalidated', async () => {
    const { app } = testApp();
    const response = await app.inject({ url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    // A cached worker would keep members on an old version past its fixes.
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toMatch(/worker-src 'self'(;|$)/);
    // Scope / is the worker's own directory: no widening header is needed or sent.
    expect(response.headers['service-worker-allowed']).toBeUndefined();
    const runtime = await app.inject({ url: '/workbox-1320db52.js' });
    expect(runtime.statusCode).toBe(200);
    expect(runtime.headers['cache-control']).toBe('no-cache');
  });

  it('serves the manifest as application/manifest+json, revalidated', async () => {
    const { app } = testApp();
    const response = await app.inject({ url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toMatchObject({ name: 'Citybook', display: 'standalone' });
    expect(response.headers['content-security-policy']).toMatch(/manifest-src 'self'(;|$)/);
  });

  it('serves the install icons as PNG', async () => {
    const { app } = testApp();
    const response = await app.inject({ url: '/icons/app/icon-192.png' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
  });

  it('answers a worker file that is not there with 404, never the app', async () => {
    const { app } = testApp();
    const response = await app.inject({ url: '/workbox-00000000.js' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
  });
});

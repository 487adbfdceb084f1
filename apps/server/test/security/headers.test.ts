import { AccountApi } from '@citybook/contract';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.ts';
import { fakeWebDist } from './set-up.ts';

const testApp = useTestApp({ config: { WEB_DIST: fakeWebDist() } });

function expectSecurityHeaders(response: LightMyRequestResponse) {
  const csp = String(response.headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toMatch(/script-src 'self'(;|$)/);
  expect(csp).toMatch(/worker-src 'self'(;|$)/);
  expect(csp).toMatch(/manifest-src 'self'(;|$)/);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['x-powered-by']).toBeUndefined();
}

describe('security headers', () => {
  it('are sent with the web app, its files, and API refusals alike', async () => {
    const { app } = testApp();
    const page = await app.inject({ url: '/offers/categories', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    const asset = await app.inject({ url: '/assets/index-Ab12Cd34.js' });
    expect(asset.statusCode).toBe(200);
    // Refused in a hook, before any route: the headers must already be there.
    const refused = await app.inject({
      method: 'POST',
      url: AccountApi.login.path,
      headers: { 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect(refused.statusCode).toBe(415);
    const missing = await app.inject({ url: '/api/nothing-here' });
    expect(missing.statusCode).toBe(404);
    for (const response of [page, asset, refused, missing]) expectSecurityHeaders(response);
  });
});

import { ErrorCode, UNKNOWN_ERROR_MESSAGE } from '@citybook/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/test-app.ts';

const testApp = useTestApp({
  extend(app) {
    app.get('/api/test/explode', () => {
      throw new Error('SELECT secret FROM internals');
    });
  },
});

describe('API contract', () => {
  it('answers an unknown API path with 404 JSON, never the web app', async () => {
    const { app } = testApp();
    for (const url of ['/api/nope', '/api', '/api/account/nope?x=1']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json()).toMatchObject({ code: ErrorCode.notFound });
    }
  });

  it('hides the details of a server failure', async () => {
    const { app } = testApp();
    const response = await app.inject({ url: '/api/test/explode' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: ErrorCode.unknown, message: UNKNOWN_ERROR_MESSAGE });
    expect(response.body).not.toContain('SELECT');
  });

  it('refuses a state-changing call that is not JSON (a cross-site form)', async () => {
    const { app } = testApp();
    const response = await app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=b',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: ErrorCode.unsupportedMediaType });
  });

  it('refuses a state-changing call from another origin', async () => {
    const { app } = testApp();
    const response = await app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: ErrorCode.forbidden });
  });

  it('accepts a same-origin call', async () => {
    const { app } = testApp();
    const response = await app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers: {
        'content-type': 'application/json',
        origin: 'http://localhost:80',
        host: 'localhost:80',
      },
      payload: '{}',
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers malformed JSON with 400 and an oversized body with 413', async () => {
    const { app } = testApp();
    const headers = { 'content-type': 'application/json' };
    const broken = await app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers,
      payload: '{"a":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ code: ErrorCode.validation });
    const huge = await app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers,
      payload: JSON.stringify({ filler: 'x'.repeat(200_000) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: ErrorCode.payloadTooLarge });
  });

  it('sends the security headers', async () => {
    const { app } = testApp();
    const response = await app.inject({ url: '/api/market/getall' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('tile.openstreetmap.org');
  });
});

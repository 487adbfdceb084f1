import { ErrorCode, AppApi } from '@citybook/contract';
import { describe, expect, it } from 'vitest';
import { postJson } from './helpers/session.ts';
import { useTestApp } from './helpers/test-app.ts';

const testApp = useTestApp();

describe('POST /api/app/client-error', () => {
  it('accepts a report from the web app', async () => {
    const { app } = testApp();
    const response = await postJson(app, AppApi.reportClientError.path, {
      message: 'Sorry we were unable to retrieve Category information.',
      status: 500,
      code: 500,
      path: '/offers/categories',
    });
    expect(response.statusCode).toBe(204);
  });

  it('refuses a report of the wrong shape', async () => {
    const { app } = testApp();
    const response = await postJson(app, AppApi.reportClientError.path, {
      message: 'x'.repeat(5000),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: ErrorCode.validation });
  });
});

describe('GET /api/app/config', () => {
  it('tells the web app the configured map tiles', async () => {
    const { app } = testApp();
    const response = await app.inject({ url: '/api/app/config' });
    expect(response.json()).toEqual({
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      tileAttribution: '© OpenStreetMap contributors',
    });
  });
});

import { ErrorCode, AccountApi } from '@citybook/contract';
import { describe, expect, it } from 'vitest';
import { loginRequest, postJson } from './helpers/session.ts';
import { useTestApp } from './helpers/test-app.ts';

const testApp = useTestApp({
  config: { RATE_LIMIT_LOGIN: '3', RATE_LIMIT_PASSWORD: '2', RATE_LIMIT_CREATE: '2' },
});

describe('rate limits', () => {
  it('answer 429 in the JSON error shape once an address exceeds the login limit', async () => {
    const { app } = testApp();
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      statuses.push((await loginRequest(app, 'someone@example.com', 'Wrong#pass1')).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await loginRequest(app, 'someone@example.com', 'Wrong#pass1');
    expect(limited.json()).toEqual({
      code: ErrorCode.rateLimited,
      message: expect.stringContaining('Too many attempts'),
    });
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('limit forgot-password and sign-up too', async () => {
    const { app } = testApp();
    const forgot = [];
    const create = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      forgot.push(
        (await postJson(app, AccountApi.forgotPassword.path, { emailAddress: 'a@example.com' }))
          .statusCode,
      );
      create.push(
        (
          await postJson(app, AccountApi.createAccount.path, {
            emailAddress: 'bad',
            password: 'x',
          })
        ).statusCode,
      );
    }
    expect(forgot).toEqual([200, 200, 429]);
    expect(create).toEqual([400, 400, 429]);
  });
});

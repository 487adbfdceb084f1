import { ErrorCode, AccountApi } from '@citybook/contract';
import { describe, expect, it } from 'vitest';
import { loggedInMember } from '../helpers/member.ts';
import { getJson } from '../helpers/session.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { json } from './set-up.ts';

const testApp = useTestApp();

describe('CSRF', () => {
  it('refuses a logged-in change sent as a form or from another site, and changes nothing', async () => {
    const { app } = testApp();
    const { user, cookie } = await loggedInMember(testApp());
    const attempts: [Record<string, string>, string, number][] = [
      [{ 'content-type': 'text/plain' }, '{}', 415],
      [{ 'content-type': 'application/x-www-form-urlencoded' }, 'a=1', 415],
      [{ 'content-type': 'multipart/form-data; boundary=x' }, '--x--', 415],
      [{ ...json, origin: 'https://evil.example' }, '{}', 403],
      [{ ...json, origin: 'null' }, '{}', 403],
      [{ ...json, origin: 'http://localhost:80.evil.example' }, '{}', 403],
      [{ ...json, 'sec-fetch-site': 'cross-site' }, '{}', 403],
      [{ ...json, 'sec-fetch-site': 'same-site' }, '{}', 403],
    ];
    for (const [headers, payload, status] of attempts) {
      const response = await app.inject({
        method: 'POST',
        url: AccountApi.deleteAccount.path,
        headers: { ...headers, cookie },
        payload,
      });
      expect(response.statusCode, JSON.stringify(headers)).toBe(status);
      expect(response.json()).toMatchObject({
        code: status === 415 ? ErrorCode.unsupportedMediaType : ErrorCode.forbidden,
      });
    }
    // Still there and still logged in; the same call from the app's own origin goes through.
    expect((await getJson(app, AccountApi.getProfile.path, cookie)).statusCode).toBe(200);
    const own = await app.inject({
      method: 'POST',
      url: AccountApi.deleteAccount.path,
      headers: { ...json, cookie, origin: 'http://localhost:80', 'sec-fetch-site': 'same-origin' },
      payload: JSON.stringify({ currentPassword: user.password }),
    });
    expect(own.statusCode).toBe(200);
  });
});

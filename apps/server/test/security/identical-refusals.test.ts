import { GUEST_EMAIL, AccountApi } from '@citybook/contract';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createUser } from '../factories/user.ts';
import { loginRequest, postJson } from '../helpers/session.ts';
import { useTestApp } from '../helpers/test-app.ts';

const testApp = useTestApp();

describe('answers that reveal nothing', () => {
  /** What an observer sees: status, body, and which headers (their values vary per request). */
  const observed = (response: LightMyRequestResponse) => ({
    status: response.statusCode,
    body: response.body,
    headers: Object.keys(response.headers).sort(),
    cookies: response.cookies.map((c) => `${c.name}=${c.value}`),
  });

  it('refuses a login the same way for an unknown email, a wrong password and no password', async () => {
    const { app, db } = testApp();
    const user = await createUser(db);
    const answers = [
      await loginRequest(app, 'nobody-at-all@example.com', 'Wrong#pass1'),
      await loginRequest(app, user.email, 'Wrong#pass1'),
      await loginRequest(app, user.email.toUpperCase(), 'Wrong#pass2'),
    ].map(observed);
    expect(answers[0]).toMatchObject({ status: 401 });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });

  it('answers forgot-password the same for a member, the guest, an unknown and a malformed email', async () => {
    const { app, db } = testApp();
    const user = await createUser(db);
    const answers = [];
    for (const emailAddress of [user.email, GUEST_EMAIL, 'nobody-at-all@example.com', 'nope']) {
      answers.push(observed(await postJson(app, AccountApi.forgotPassword.path, { emailAddress })));
    }
    expect(answers[0]).toMatchObject({ status: 200 });
    for (const answer of answers) expect(answer).toEqual(answers[0]);
  });
});

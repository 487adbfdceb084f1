import { STAFF_PENDING_SIGN_IN_COOKIE, STAFF_SESSION_COOKIE, StaffApi } from '@citybook/contract';
import { describe, expect, it } from 'vitest';
import { addStaff, staffCall, totpCode } from './helpers/staff.ts';
import { useTestApp } from './helpers/test-app.ts';

// Users reach the server over HTTPS, TLS ending at a proxy in front (PUBLIC_URL).
const testApp = useTestApp({ config: { PUBLIC_URL: 'https://citybook.example' } });

describe('staff cookies over HTTPS (OPERATOR-1)', () => {
  it('are Secure, HttpOnly, SameSite=Strict and only for /api/console', async () => {
    const { app } = testApp();
    const staff = await addStaff(testApp(), 'editor');
    const signIn = await staffCall(app, 'POST', StaffApi.signIn.path, undefined, {
      email: staff.email,
      password: staff.temporaryPassword,
    });
    const pending = signIn.cookies.find((c) => c.name === STAFF_PENDING_SIGN_IN_COOKIE);
    expect(pending).toMatchObject({
      secure: true,
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/console',
      maxAge: 15 * 60,
    });
    const pendingCookie = `${STAFF_PENDING_SIGN_IN_COOKIE}=${pending!.value}`;
    await staffCall(app, 'POST', StaffApi.setNewPassword.path, pendingCookie, {
      newPassword: 'Fresh#staff42x',
    });
    const { secret } = (
      await staffCall(app, 'POST', StaffApi.startEnrolment.path, pendingCookie)
    ).json<{ secret: string }>();
    const done = await staffCall(app, 'POST', StaffApi.finishEnrolment.path, pendingCookie, {
      code: totpCode(secret),
    });
    expect(done.cookies.find((c) => c.name === STAFF_SESSION_COOKIE)).toMatchObject({
      secure: true,
      httpOnly: true,
      sameSite: 'Strict',
      path: '/api/console',
      maxAge: 12 * 3600,
    });
    // The half-done sign-in's cookie is cleared once signed in.
    expect(done.cookies.find((c) => c.name === STAFF_PENDING_SIGN_IN_COOKIE)?.value).toBe('');
  });
});

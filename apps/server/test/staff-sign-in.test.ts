import { StaffApi } from '@citybook/contract';
import { describe, expect, it } from 'vitest';
import { signedInStaff, staffCall } from './helpers/staff.ts';
import { useTestApp } from './helpers/test-app.ts';

const testApp = useTestApp();

describe('staff sign-in smoke', () => {
  it('signs in', async () => {
    const staff = await signedInStaff(testApp(), 'editor');
    const me = await staffCall(testApp().app, 'GET', StaffApi.getCurrentStaff.path, staff.cookie);
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json()).toMatchObject({ email: staff.email, role: 'editor', recoveryCodesLeft: 10 });
  });
});

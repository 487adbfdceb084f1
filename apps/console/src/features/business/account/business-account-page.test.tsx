import { PasswordText } from '@citybook/contract/account';
import { ErrorCode } from '@citybook/contract/app';
import { BusinessAccountApi, BusinessApi } from '@citybook/contract/business';
import type { BusinessSecondFactor, CurrentBusinessUser } from '@citybook/contract/business';
import { StaffSignInText } from '@citybook/contract/staff';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiHandler, errorResponse } from '../../../testing/mocks/http-from-contract.ts';
import { server } from '../../../testing/mocks/server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { RequireBusiness } from '../session/require-business.tsx';
import { BusinessAccountPage } from './business-account-page.tsx';
import { TwoStepText } from './two-step-sign-in.tsx';

/*
 * MERCHANT-15: a business person's account page: their password, and two-step sign-in set up
 * (QR code and key, confirmed with a code, recovery codes shown once), renewed and turned off.
 */

const COUNTER: CurrentBusinessUser = {
  id: 32,
  email: 'till@corner.test',
  role: 'counterStaff',
  organisation: { id: 7, name: 'Corner Group' },
  locations: [{ id: 11, title: 'Corner Deli', address: '11 Congress Ave, Austin' }],
  secondFactor: false,
  signedInAt: '2026-11-27T09:00:00.000Z',
  sessionExpiresAt: '2026-12-04T09:00:00.000Z',
};

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, i) => `abcd${String(i + 2)}-efghj`);

/** The business API of a signed-in person whose second factor is `factor`, kept as it changes. */
function accountServer(factor: BusinessSecondFactor) {
  const calls: { name: string; body?: unknown }[] = [];
  server.use(
    apiHandler(BusinessApi.getCurrentBusinessUser, () => ({
      ...COUNTER,
      secondFactor: factor.enabled,
    })),
    apiHandler(BusinessAccountApi.getBusinessSecondFactor, () => factor),
    apiHandler(BusinessAccountApi.startBusinessEnrolment, () => {
      calls.push({ name: 'start' });
      return { secret: SECRET, otpauthUri: `otpauth://totp/Citybook:till?secret=${SECRET}` };
    }),
    apiHandler(BusinessAccountApi.finishBusinessEnrolment, ({ body }) => {
      calls.push({ name: 'finish', body });
      if (body.code !== '123456')
        return errorResponse(400, ErrorCode.wrongStaffCode, StaffSignInText.wrongCode);
      factor = { enabled: true, recoveryCodesLeft: CODES.length };
      return { recoveryCodes: CODES };
    }),
    apiHandler(BusinessAccountApi.turnOffBusinessSecondFactor, ({ body }) => {
      calls.push({ name: 'off', body });
      if (body.currentPassword !== 'Secret#123')
        return errorResponse(
          400,
          ErrorCode.wrongCurrentPassword,
          PasswordText.wrongCurrentPassword,
        );
      factor = { enabled: false, recoveryCodesLeft: 0 };
      return undefined;
    }),
    apiHandler(BusinessAccountApi.changeBusinessPassword, ({ body }) => {
      calls.push({ name: 'password', body });
      return undefined;
    }),
  );
  return calls;
}

const routes = [
  {
    path: '/business/account',
    element: (
      <RequireBusiness>
        <BusinessAccountPage />
      </RequireBusiness>
    ),
  },
];

const section = (name: string) => screen.getByRole('region', { name });

describe('a business person’s account (MERCHANT-15)', () => {
  it('lets counter staff set up two-step sign-in: QR code and key, a code, the recovery codes once', async () => {
    const calls = accountServer({ enabled: false, recoveryCodesLeft: 0 });
    const { user } = renderRoutes(routes, '/business/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    expect(screen.getByText('Counter staff')).toBeVisible();
    expect(screen.getByText('Corner Group')).toBeVisible();
    const twoStep = section('Two-step sign-in');
    expect(await within(twoStep).findByText(TwoStepText.off)).toBeVisible();

    await user.click(within(twoStep).getByRole('button', { name: 'Set up two-step sign-in' }));
    expect(
      await within(twoStep).findByRole('img', { name: /QR code of your secret/ }),
    ).toBeVisible();
    expect(within(twoStep).getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();

    const code = within(twoStep).getByLabelText('Code from the app');
    await user.type(code, '654321');
    await user.click(within(twoStep).getByRole('button', { name: 'Finish setting up' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(StaffSignInText.wrongCode));
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(within(twoStep).getByRole('button', { name: 'Finish setting up' }));

    const codes = await within(twoStep).findByRole('list', { name: 'Recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(within(twoStep).getByText(TwoStepText.turnedOn, { exact: false })).toBeVisible();
    const done = within(twoStep).getByRole('button', { name: 'Done' });
    expect(done).toBeDisabled();
    await user.click(within(twoStep).getByLabelText('I have saved my recovery codes'));
    await user.click(done);

    expect(await within(twoStep).findByText(TwoStepText.on)).toBeVisible();
    expect(within(twoStep).getByText(/You have 10 unused recovery codes/)).toBeVisible();
    expect(within(twoStep).queryByRole('list', { name: 'Recovery codes' })).toBeNull();
    expect(calls.map((call) => call.name)).toEqual(['start', 'finish', 'finish']);
  });

  it('turns two-step sign-in off only with the password and a code, the refusal on its field', async () => {
    const calls = accountServer({ enabled: true, recoveryCodesLeft: 7 });
    const { user } = renderRoutes(routes, '/business/account');
    const twoStep = await screen.findByRole('region', { name: 'Two-step sign-in' });
    expect(await within(twoStep).findByText(/You have 7 unused recovery codes/)).toBeVisible();

    await user.click(within(twoStep).getByRole('button', { name: 'Turn off two-step sign-in…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-step sign-in?' });
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    // Both are asked before anything is sent.
    expect(within(dialog).getByLabelText('Password')).toHaveAccessibleDescription(
      'Please enter your password.',
    );
    expect(within(dialog).getByLabelText('Code')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);

    await user.type(within(dialog).getByLabelText('Password'), 'wrong-one');
    await user.type(within(dialog).getByLabelText('Code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    const password = within(dialog).getByLabelText('Password');
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(PasswordText.wrongCurrentPassword),
    );

    await user.clear(password);
    await user.type(password, 'Secret#123');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await within(twoStep).findByText(TwoStepText.turnedOff)).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await within(twoStep).findByText(TwoStepText.off)).toBeVisible();
    expect(calls.map((call) => call.body)).toEqual([
      { currentPassword: 'wrong-one', code: '123456' },
      { currentPassword: 'Secret#123', code: '123456' },
    ]);
  });

  it('changes the password on the business API', async () => {
    const calls = accountServer({ enabled: false, recoveryCodesLeft: 0 });
    const { user } = renderRoutes(routes, '/business/account');
    const password = await screen.findByRole('region', { name: 'Password' });
    await user.type(within(password).getByLabelText('Current password'), 'Secret#123');
    await user.type(within(password).getByLabelText('New password'), 'Brighter#Days42');
    await user.type(within(password).getByLabelText('Confirm the new password'), 'Brighter#Days42');
    await user.click(within(password).getByRole('button', { name: 'Change password' }));
    expect(await within(password).findByRole('status')).toHaveTextContent(
      'Any other place you were signed in to Citybook for business is signed out.',
    );
    expect(calls).toEqual([
      {
        name: 'password',
        body: { currentPassword: 'Secret#123', newPassword: 'Brighter#Days42' },
      },
    ]);
  });
});

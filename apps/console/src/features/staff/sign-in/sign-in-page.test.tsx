import { COMMON_PASSWORD_MESSAGE, PASSWORD_RULE_MESSAGE } from '@citybook/contract/account';
import { ErrorCode } from '@citybook/contract/app';
import { StaffApi, StaffSignInText } from '@citybook/contract/staff';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SignInPage } from './sign-in-page.tsx';
import { apiHandler, apiReply, errorResponse } from '../../../testing/mocks/http-from-contract.ts';
import { server } from '../../../testing/mocks/server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { aCurrentStaff } from '../../../testing/staff-fixtures.ts';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, index) => `abcde-fgh${String(index + 2)}k`);

function renderSignIn() {
  return renderRoutes(
    [
      { path: '/sign-in', Component: SignInPage },
      { path: '/', element: <p>The console’s start</p> },
    ],
    '/sign-in',
  );
}

async function submitPassword(user: ReturnType<typeof renderSignIn>['user'], email: string) {
  await user.type(screen.getByLabelText('Email address'), email);
  await user.type(screen.getByLabelText('Password'), 'Temporary#1');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('staff sign-in', () => {
  it('leads a first sign-in through a new password, the authenticator and the recovery codes', async () => {
    const staff = aCurrentStaff({ role: 'owner' });
    const sent: unknown[] = [];
    server.use(
      apiReply(StaffApi.signIn, { next: 'changePassword' }),
      apiHandler(StaffApi.setNewPassword, ({ body }) => {
        sent.push(body);
        return body.newPassword === 'Password1!'
          ? errorResponse(400, ErrorCode.commonPassword, COMMON_PASSWORD_MESSAGE)
          : { next: 'enrol' as const };
      }),
      apiReply(StaffApi.startEnrolment, {
        secret: SECRET,
        otpauthUri: `otpauth://totp/Citybook%20Console:${staff.email}?secret=${SECRET}&issuer=Citybook%20Console`,
      }),
      apiHandler(StaffApi.finishEnrolment, ({ body }) =>
        body.code === '123456'
          ? { recoveryCodes: CODES, staff }
          : errorResponse(400, ErrorCode.wrongStaffCode, StaffSignInText.wrongCode),
      ),
    );
    const { user, router } = renderSignIn();
    await submitPassword(user, staff.email);

    // The new password: the member rule first, in the browser; then the server's own rules.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose your password' }),
    ).toHaveFocus();
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Confirm the new password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      expect.stringContaining(PASSWORD_RULE_MESSAGE),
    );
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);

    await user.clear(screen.getByLabelText('New password'));
    await user.clear(screen.getByLabelText('Confirm the new password'));
    await user.type(screen.getByLabelText('New password'), 'Password1!');
    await user.type(screen.getByLabelText('Confirm the new password'), 'Password1!');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText(COMMON_PASSWORD_MESSAGE)).toBeVisible();
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      expect.stringContaining(COMMON_PASSWORD_MESSAGE),
    );

    await user.clear(screen.getByLabelText('New password'));
    await user.clear(screen.getByLabelText('Confirm the new password'));
    await user.type(screen.getByLabelText('New password'), 'Harbour#Lights7');
    await user.type(screen.getByLabelText('Confirm the new password'), 'Harbour#Lights7');
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(sent.at(-1)).toEqual({ newPassword: 'Harbour#Lights7' });

    // Enrolment: the secret as a QR code and as grouped text.
    expect(await screen.findByRole('img', { name: /QR code of your secret/ })).toBeInTheDocument();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();
    await user.type(screen.getByLabelText('Code from the app'), '12345');
    await user.click(screen.getByRole('button', { name: 'Finish setting up' }));
    expect(screen.getByText(/Please enter the 6-digit code/)).toBeVisible();

    await user.clear(screen.getByLabelText('Code from the app'));
    await user.type(screen.getByLabelText('Code from the app'), '654321');
    await user.click(screen.getByRole('button', { name: 'Finish setting up' }));
    expect(await screen.findByText(StaffSignInText.wrongCode)).toBeVisible();

    await user.clear(screen.getByLabelText('Code from the app'));
    await user.type(screen.getByLabelText('Code from the app'), '123456');
    await user.click(screen.getByRole('button', { name: 'Finish setting up' }));

    // The recovery codes, once; going on needs "I have saved them".
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Save your recovery codes' }),
    ).toBeVisible();
    const list = screen.getByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    const go = screen.getByRole('button', { name: 'Continue to the console' });
    expect(go).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'I have saved my recovery codes' }));
    await user.click(go);
    expect(await screen.findByText('The console’s start')).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
  });

  it('says a wrong e-mail or password in the same words, and asks for the password again', async () => {
    server.use(
      apiHandler(StaffApi.signIn, () =>
        errorResponse(401, ErrorCode.badCredentials, StaffSignInText.badCredentials),
      ),
    );
    const { user } = renderSignIn();
    await submitPassword(user, 'someone@citybook.test');
    expect(await screen.findByRole('alert')).toHaveTextContent(StaffSignInText.badCredentials);
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByLabelText('Email address')).toHaveValue('someone@citybook.test');
  });

  it('checks the fields before asking the server', async () => {
    const { user } = renderSignIn();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Please enter your email address.')).toBeVisible();
    expect(screen.getByText('Please enter your password.')).toBeVisible();
  });

  it('takes a recovery code in place of the app’s, and shows a wrong one on its field', async () => {
    const staff = aCurrentStaff();
    const codes: string[] = [];
    server.use(
      apiReply(StaffApi.signIn, { next: 'code' }),
      apiHandler(StaffApi.submitCode, ({ body }) => {
        codes.push(body.code);
        return body.code === 'abcde-fghjk'
          ? staff
          : errorResponse(400, ErrorCode.wrongStaffCode, StaffSignInText.wrongCode);
      }),
    );
    const { user } = renderSignIn();
    await submitPassword(user, staff.email);
    const code = await screen.findByLabelText(/^Code/);
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(StaffSignInText.wrongCode)).toBeVisible();
    expect(code).toHaveAttribute('aria-invalid', 'true');

    await user.type(code, 'abcde-fghjk');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('The console’s start')).toBeVisible();
    expect(codes).toEqual(['000000', 'abcde-fghjk']);
  });

  it('starts again, saying why, when the half-done sign-in has expired', async () => {
    server.use(
      apiReply(StaffApi.signIn, { next: 'code' }),
      apiHandler(StaffApi.submitCode, () =>
        errorResponse(401, ErrorCode.staffSignInExpired, StaffSignInText.signInExpired),
      ),
    );
    const { user } = renderSignIn();
    await submitPassword(user, 'late@citybook.test');
    await user.type(await screen.findByLabelText(/^Code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(StaffSignInText.signInExpired);
  });
});

import { PASSWORD_RULE_MESSAGE, PasswordText } from '@citybook/contract/account';
import { ErrorCode } from '@citybook/contract/app';
import { StaffApi } from '@citybook/contract/staff';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiHandler, errorResponse } from '../../../testing/mocks/http-from-contract.ts';
import { server } from '../../../testing/mocks/server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { signedInAs } from '../../../testing/staff-fixtures.ts';
import { signedInRoutes } from '../session/signed-in-routes.test-helper.tsx';
import { AccountPage } from './account-page.tsx';
import { ChangePasswordText } from '../../../components/own-account/change-password-form.tsx';

const routes = signedInRoutes({ account: <AccountPage /> });
const NEW_PASSWORD = 'Brighter#Days42';
const NEW_CODES = Array.from({ length: 10 }, (_, i) => `new${String(i)}a-bcdef`);

describe('your account', () => {
  it('shows who is signed in, whatever the role', async () => {
    const me = signedInAs('analyst');
    renderRoutes(routes, '/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    expect(screen.getByText(me.email)).toBeVisible();
    expect(screen.getByText('Analyst')).toBeVisible();
  });

  it('checks the new password by the rules on its field before sending anything', async () => {
    signedInAs('editor');
    let sent = 0;
    server.use(
      apiHandler(StaffApi.changeOwnPassword, () => {
        sent += 1;
        return undefined;
      }),
    );
    const { user } = renderRoutes(routes, '/account');
    const password = await screen.findByLabelText('New password');
    // The rule is read with the field before anything is typed.
    expect(password).toHaveAccessibleDescription(PASSWORD_RULE_MESSAGE);
    await user.type(password, 'short');
    await user.type(screen.getByLabelText('Confirm the new password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByLabelText('Current password')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
      'Please enter your current password.',
    );
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(
      `${PASSWORD_RULE_MESSAGE} ${PASSWORD_RULE_MESSAGE}`,
    );
    expect(screen.getByLabelText('Confirm the new password')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(sent).toBe(0);
  });

  it('shows a wrong current password on its field, then changes the password', async () => {
    signedInAs('support');
    const bodies: unknown[] = [];
    server.use(
      apiHandler(StaffApi.changeOwnPassword, ({ body }) => {
        bodies.push(body);
        if (body.currentPassword !== 'Right#Password1')
          return errorResponse(
            400,
            ErrorCode.wrongCurrentPassword,
            PasswordText.wrongCurrentPassword,
          );
        return undefined;
      }),
    );
    const { user } = renderRoutes(routes, '/account');
    await user.type(await screen.findByLabelText('Current password'), 'Wrong#Password1');
    await user.type(screen.getByLabelText('New password'), NEW_PASSWORD);
    await user.type(screen.getByLabelText('Confirm the new password'), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    const current = screen.getByLabelText('Current password');
    await waitFor(() =>
      expect(current).toHaveAccessibleDescription(PasswordText.wrongCurrentPassword),
    );
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveFocus();
    // Nothing typed is lost.
    expect(screen.getByLabelText('New password')).toHaveValue(NEW_PASSWORD);

    await user.clear(current);
    await user.type(current, 'Right#Password1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      ChangePasswordText.done('the console'),
    );
    expect(bodies.at(-1)).toEqual({
      currentPassword: 'Right#Password1',
      newPassword: NEW_PASSWORD,
    });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(screen.getByLabelText('New password')).toHaveValue('');
  });

  it('shows the server’s password rule on the new password’s field', async () => {
    signedInAs('owner');
    server.use(
      apiHandler(StaffApi.changeOwnPassword, () =>
        errorResponse(400, ErrorCode.commonPassword, 'That password is too common.'),
      ),
    );
    const { user } = renderRoutes(routes, '/account');
    await user.type(await screen.findByLabelText('Current password'), 'Right#Password1');
    await user.type(screen.getByLabelText('New password'), NEW_PASSWORD);
    await user.type(screen.getByLabelText('Confirm the new password'), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
        `${PASSWORD_RULE_MESSAGE} That password is too common.`,
      ),
    );
  });

  it('makes new recovery codes after asking, and shows them once', async () => {
    signedInAs('editor', { recoveryCodesLeft: 3 });
    let made = 0;
    server.use(
      apiHandler(StaffApi.newRecoveryCodes, () => {
        made += 1;
        return { recoveryCodes: NEW_CODES };
      }),
    );
    const { user } = renderRoutes(routes, '/account');
    expect(await screen.findByText(/You have 3 unused recovery codes\./)).toBeVisible();

    // Asked first: Cancel makes nothing.
    await user.click(screen.getByRole('button', { name: 'Make new recovery codes…' }));
    const ask = screen.getByRole('dialog', { name: 'Make new recovery codes?' });
    expect(ask).toHaveTextContent(/current recovery codes stop working at once/);
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(made).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Make new recovery codes…' }));
    await user.click(screen.getByRole('button', { name: 'Make new codes' }));
    const title = await screen.findByRole('heading', { name: 'Your new recovery codes' });
    expect(title).toHaveFocus();
    expect(made).toBe(1);
    const list = screen.getByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(NEW_CODES);
    expect(screen.getByRole('button', { name: 'Copy' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download' })).toBeVisible();

    // Done once saved; then the codes are gone from the screen and the count is the new set's.
    const done = screen.getByRole('button', { name: 'Done' });
    expect(done).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'I have saved my recovery codes' }));
    await user.click(done);
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
    expect(screen.getByText(/You have 10 unused recovery codes\./)).toBeVisible();
  });

  it('keeps the old codes when new ones cannot be made, and says so', async () => {
    signedInAs('owner');
    server.use(
      apiHandler(StaffApi.newRecoveryCodes, () => errorResponse(500, ErrorCode.unknown, 'boom')),
    );
    const { user } = renderRoutes(routes, '/account');
    await user.click(await screen.findByRole('button', { name: 'Make new recovery codes…' }));
    await user.click(screen.getByRole('button', { name: 'Make new codes' }));
    const ask = screen.getByRole('dialog', { name: 'Make new recovery codes?' });
    expect(await within(ask).findByRole('alert')).toHaveTextContent(/current ones still work/);
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
  });
});

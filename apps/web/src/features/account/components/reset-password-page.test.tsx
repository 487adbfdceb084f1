import {
  AccountApi,
  COMMON_PASSWORD_MESSAGE,
  ErrorCode,
  PASSWORD_RULE_MESSAGE,
  PASSWORDS_DIFFER_MESSAGE,
  PasswordText,
} from '@citybook/contract';
import { screen, waitFor, within } from '@testing-library/react';
import type { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  descriptionStartingWith,
  exactText,
  renderAccountPage,
} from '../../../testing/account-helpers.ts';
import { sentBodies } from '../../../testing/mocks/requests.ts';
import { ResetPasswordPage } from './reset-password-page.tsx';
import {
  apiError,
  apiHandler,
  apiReply,
  errorResponse,
} from '../../../testing/mocks/http-from-contract.ts';
import { recordRequests } from '../../../testing/mocks/requests.ts';
import { server } from '../../../testing/mocks/server.ts';

function renderPage(mode: 'reset' | 'set', search = '?token=abc%2B1') {
  const path = mode === 'reset' ? '/account/password/reset' : '/account/password/set';
  return renderAccountPage(path, <ResetPasswordPage mode={mode} />, `${path}${search}`);
}

interface Entries {
  password?: string;
  confirm?: string;
}

async function fillIn(
  user: ReturnType<typeof userEvent.setup>,
  button: string,
  { password = 'abcd123#', confirm }: Entries = {},
) {
  await user.type(screen.getByLabelText('New Password'), password);
  await user.type(screen.getByLabelText('Confirm Password'), confirm ?? password);
  await user.click(screen.getByRole('button', { name: button }));
}

describe('ResetPasswordPage', () => {
  it.each([
    ['reset', 'Reset Password'],
    ['set', 'Set Password'],
  ] as const)('names itself in %s mode', (mode, title) => {
    renderPage(mode);

    expect(screen.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(screen.getByRole('button', { name: title })).toBeVisible();
    expect(document.title).toBe(`${title} · Citybook`);
    expect(screen.getByRole('link', { name: 'Back to Log In' })).toHaveAttribute(
      'href',
      '/account/login',
    );
    expect(screen.queryByRole('link', { name: 'Request a new link' })).not.toBeInTheDocument();
  });

  it('checks the password rule and the confirmation before calling the server', async () => {
    const requests = recordRequests();
    const { user } = renderPage('reset');

    await fillIn(user, 'Reset Password', { password: 'password', confirm: 'password' });
    expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription(
      descriptionStartingWith(PASSWORD_RULE_MESSAGE),
    );

    await user.clear(screen.getByLabelText('New Password'));
    await user.type(screen.getByLabelText('New Password'), 'abcd123#');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(screen.getByLabelText('New Password')).not.toHaveAttribute('aria-invalid');
    const confirm = screen.getByLabelText('Confirm Password');
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toHaveAccessibleDescription(PASSWORDS_DIFFER_MESSAGE);
    expect(requests).not.toHaveBeenCalled();
  });

  it.each([
    ['reset', 'Reset Password'],
    ['set', 'Set Password'],
  ] as const)(
    'sends the token and the new password in %s mode, then shows login with a toast',
    async (mode, button) => {
      server.use(apiReply(AccountApi.resetPassword, {}));
      const requests = recordRequests();
      const { router, user } = renderPage(mode);

      await fillIn(user, button);

      await waitFor(() => {
        expect(router.state.location.pathname).toBe('/account/login');
      });
      expect(router.state.location.state).toEqual({ toast: PasswordText.resetDone });
      expect(sentBodies(requests, AccountApi.resetPassword.path)).toEqual([
        { token: 'abc+1', password: 'abcd123#' },
      ]);
    },
  );

  it('marks the confirmation expired and offers a new link when the token is used up', async () => {
    server.use(apiError(AccountApi.resetPassword, 400, { code: 11, message: 'Expired.' }));
    const { user } = renderPage('reset');

    await fillIn(user, 'Reset Password');

    const confirm = screen.getByLabelText('Confirm Password');
    await waitFor(() => {
      expect(confirm).toHaveAccessibleDescription(PasswordText.tokenExpired);
    });
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/account/password/forgot',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    [12, 'Choose a password you have not used.'],
    [ErrorCode.commonPassword, COMMON_PASSWORD_MESSAGE],
  ])(
    "issue 32 item 7: refuses the new password (code %s) on its field, in the server's words",
    async (code, message) => {
      server.use(apiError(AccountApi.resetPassword, 400, { code, message }));
      const { user } = renderPage('set');

      await fillIn(user, 'Set Password');

      const field = screen.getByLabelText('New Password');
      await waitFor(() => {
        expect(field).toHaveAccessibleDescription(descriptionStartingWith(message));
      });
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveFocus();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      // Not an expired link: no new one is offered.
      expect(screen.queryByRole('link', { name: 'Request a new link' })).not.toBeInTheDocument();
    },
  );

  it.each([
    ['another code', errorResponse(400, { code: 'validation', message: 'Bad token.' })],
    [
      'a server failure',
      errorResponse(500, { code: 500, message: 'An unknown error has occurred' }),
    ],
  ])('shows the generic reset failure for %s', async (_case, reply) => {
    server.use(apiHandler(AccountApi.resetPassword, () => reply));
    const { user } = renderPage('reset');

    await fillIn(user, 'Reset Password');

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText(PasswordText.resetFailed, exactText)).toBeVisible();
  });

  it('explains a link without a token and offers a new one instead of the form', () => {
    renderPage('reset', '');

    expect(
      screen.getByText(
        'This link is missing its token. Open the link from your email again, or request a new one.',
      ),
    ).toBeVisible();
    expect(screen.queryByLabelText('New Password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/account/password/forgot',
    );
  });
});

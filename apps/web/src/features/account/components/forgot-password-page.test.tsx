import { AccountApi, CreateAccountText, PasswordText } from '@citybook/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exactText, renderAccountPage } from '../../../testing/account-helpers.ts';
import { sentBodies } from '../../../testing/mocks/requests.ts';
import { ForgotPasswordPage } from './forgot-password-page.tsx';
import { apiError, apiReply } from '../../../testing/mocks/http-from-contract.ts';
import { recordRequests } from '../../../testing/mocks/requests.ts';
import { server } from '../../../testing/mocks/server.ts';

function renderPage() {
  return renderAccountPage('/account/password/forgot', <ForgotPasswordPage />);
}

describe('ForgotPasswordPage', () => {
  it('names itself and links to login and account creation', () => {
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeVisible();
    expect(document.title).toBe('Forgot Password · Citybook');
    expect(screen.getByRole('link', { name: 'Back to Log In' })).toHaveAttribute(
      'href',
      '/account/login',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/account/create',
    );
  });

  it('asks for a valid email before calling the server', async () => {
    const requests = recordRequests();
    const { user } = renderPage();

    await user.type(screen.getByLabelText('Email'), 'ana@');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(CreateAccountText.invalidEmail);
    expect(requests).not.toHaveBeenCalled();
  });

  it('sends the link request and returns to login with a toast', async () => {
    server.use(apiReply(AccountApi.forgotPassword, {}));
    const requests = recordRequests();
    const { router, user } = renderPage();

    await user.type(screen.getByLabelText('Email'), ' ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/account/login');
    });
    expect(router.state.location.state).toEqual({ toast: PasswordText.forgotSent });
    expect(sentBodies(requests, AccountApi.forgotPassword.path)).toEqual([
      { emailAddress: 'ana@example.com' },
    ]);
  });

  it('explains that no email could be sent after a server failure', async () => {
    server.use(
      apiError(AccountApi.forgotPassword, 500, {
        code: 500,
        message: 'An unknown error has occurred',
      }),
    );
    const { router, user } = renderPage();

    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText(PasswordText.forgotFailed, exactText)).toBeVisible();
    expect(router.state.location.pathname).toBe('/account/password/forgot');
    expect(screen.getByRole('button', { name: 'Send Reset Link', hidden: true })).toBeEnabled();
  });

  it("says when to try again after a rate limit, in the server's words", async () => {
    server.use(
      apiError(AccountApi.forgotPassword, 429, {
        code: 'rateLimited',
        message: 'Too many attempts. Please try again in 1 minute.',
      }),
    );
    const { user } = renderPage();

    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(
      within(dialog).getByText('Too many attempts. Please try again in 1 minute.'),
    ).toBeVisible();
  });
});

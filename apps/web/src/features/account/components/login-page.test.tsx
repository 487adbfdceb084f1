import {
  AccountApi,
  AppApi,
  encodeBasicAuth,
  GUEST_EMAIL,
  GUEST_PASSWORD,
  ErrorCode,
  INVALID_CREDENTIALS_MESSAGE,
  LOGIN_FAILED_MESSAGE,
  LoginCodeText,
  UNKNOWN_ERROR_MESSAGE,
} from '@citybook/contract';
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { exactText, renderAccountPage } from '../../../testing/account-helpers.ts';
import { profile } from '../../../testing/fixtures.ts';
import { apiError, apiReply } from '../../../testing/mocks/http-from-contract.ts';
import { recordRequests, sentBodies } from '../../../testing/mocks/requests.ts';
import { server } from '../../../testing/mocks/server.ts';
import { LoginPage } from './login-page.tsx';

function renderLoginPage() {
  return renderAccountPage('/account/login', <LoginPage />);
}

async function submitCredentials(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Email'), 'ana@example.com');
  await user.type(screen.getByLabelText('Password'), 'wrong-password1!');
  await user.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('LoginPage', () => {
  it('marks the email invalid on a 401 and clears the mark when an input changes', async () => {
    server.use(apiError(AccountApi.login, 401, { code: 401, message: 'Unauthorized' }));
    const { user } = renderLoginPage();

    await submitCredentials(user);

    const email = screen.getByLabelText('Email');
    expect(await screen.findByText(INVALID_CREDENTIALS_MESSAGE)).toBeVisible();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(INVALID_CREDENTIALS_MESSAGE);
    expect(email).toHaveFocus();

    await user.type(screen.getByLabelText('Password'), 'x');

    expect(screen.queryByText(INVALID_CREDENTIALS_MESSAGE)).not.toBeInTheDocument();
    expect(email).not.toHaveAttribute('aria-invalid');

    // Refused again: marked, and focused, again.
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText(INVALID_CREDENTIALS_MESSAGE)).toBeVisible();
    expect(email).toHaveFocus();
  });

  it('clears the invalid-credentials mark when the email changes', async () => {
    server.use(apiError(AccountApi.login, 401, { code: 401, message: 'Unauthorized' }));
    const { user } = renderLoginPage();

    await submitCredentials(user);
    await screen.findByText(INVALID_CREDENTIALS_MESSAGE);
    await user.type(screen.getByLabelText('Email'), 'm');

    expect(screen.queryByText(INVALID_CREDENTIALS_MESSAGE)).not.toBeInTheDocument();
  });

  it('asks for the e-mailed code when the login answers loginCodeSent, and signs in with it (ACCOUNT-29)', async () => {
    server.use(
      apiError(AccountApi.login, 401, { code: ErrorCode.loginCodeSent, message: 'the-challenge' }),
      apiError(AccountApi.submitLoginCode, 400, {
        code: ErrorCode.wrongLoginCode,
        message: LoginCodeText.wrongCode,
      }),
    );
    const requests = recordRequests();
    const { router, user } = renderLoginPage();

    await submitCredentials(user);
    expect(await screen.findByText(/we e-mailed you a 6-digit code/)).toBeVisible();
    expect(screen.queryByText(INVALID_CREDENTIALS_MESSAGE)).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    const code = screen.getByLabelText('Code from the email');

    // The contract's schema checks the digits before anything is sent.
    await user.type(code, '12a');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Please enter the 6-digit code from the email.')).toBeVisible();
    expect(sentBodies(requests, AccountApi.submitLoginCode.path)).toEqual([]);

    // A wrong code is marked on the field.
    await user.clear(code);
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText(LoginCodeText.wrongCode)).toBeVisible();
    expect(code).toHaveAttribute('aria-invalid', 'true');

    server.use(apiReply(AccountApi.submitLoginCode, profile));
    await user.clear(code);
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Log In' }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/offers/categories');
    });
    expect(sentBodies(requests, AccountApi.submitLoginCode.path)).toEqual([
      { challenge: 'the-challenge', code: '111111' },
      { challenge: 'the-challenge', code: '654321' },
    ]);
    expect(JSON.parse(localStorage.getItem('citybook.profile') ?? 'null')).toEqual(profile);
  });

  it('lets a member who mistyped the password go back to it from the code step (ACCOUNT-29)', async () => {
    server.use(
      apiError(AccountApi.login, 401, { code: ErrorCode.loginCodeSent, message: 'the-challenge' }),
    );
    const { user } = renderLoginPage();

    await submitCredentials(user);
    await user.click(await screen.findByRole('button', { name: 'Enter the password again' }));

    expect(screen.queryByLabelText('Code from the email')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeVisible();
    expect(screen.getByLabelText('Email')).not.toHaveValue('');
  });

  it('logs in as the guest with the guest credentials in the Basic header', async () => {
    server.use(apiReply(AccountApi.login, profile));
    const requests = recordRequests();
    const { router, user } = renderLoginPage();

    await user.click(screen.getByRole('button', { name: 'Continue as Guest' }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/offers/categories');
    });
    expect(requests).toHaveBeenCalledOnce();
    const init = requests.mock.calls[0]?.[1];
    expect(new Headers(init?.headers).get('Authorization')).toBe(
      encodeBasicAuth({ email: GUEST_EMAIL, password: GUEST_PASSWORD }),
    );
    expect(init?.body).toBe('{}');
    expect(init?.credentials).toBe('same-origin');
    expect(JSON.parse(localStorage.getItem('citybook.profile') ?? 'null')).toEqual(profile);
  });

  it('sends a user who must set a password to set-password with the token', async () => {
    server.use(apiError(AccountApi.login, 400, { code: 9999, message: 'tok/en+1' }));
    const { router, user } = renderLoginPage();

    await submitCredentials(user);

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/account/password/set');
    });
    expect(new URLSearchParams(router.state.location.search).get('token')).toBe('tok/en+1');
  });

  it('shows the server message of a locked account in a Login Error dialog, reported, with the contact option', async () => {
    server.use(apiError(AccountApi.login, 400, { code: 2, message: 'Your account is locked.' }));
    const requests = recordRequests();
    const { user } = renderLoginPage();

    await submitCredentials(user);

    const dialog = await screen.findByRole('dialog', { name: 'Login Error' });
    expect(within(dialog).getByText('Your account is locked.')).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Contact Us' })).toBeVisible();
    await waitFor(() => {
      expect(sentBodies(requests, AppApi.reportClientError.path)).toEqual([
        expect.objectContaining({ message: 'Your account is locked.' }),
      ]);
    });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it('shows the generic login failure for any other error, with the contact option', async () => {
    server.use(apiError(AccountApi.login, 500, { code: 500, message: UNKNOWN_ERROR_MESSAGE }));
    const { user } = renderLoginPage();

    await submitCredentials(user);

    const dialog = await screen.findByRole('dialog', { name: 'Login Error' });
    expect(within(dialog).getByText(LOGIN_FAILED_MESSAGE, exactText)).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Contact Us' })).toBeVisible();
  });

  it("shows the server's try-again time for a rate-limited login", async () => {
    server.use(
      apiError(AccountApi.login, 429, {
        code: 'rateLimited',
        message: 'Too many attempts. Please try again in 1 minute.',
      }),
    );
    const { user } = renderLoginPage();

    await submitCredentials(user);

    const dialog = await screen.findByRole('dialog', { name: 'Login Error' });
    expect(
      within(dialog).getByText('Too many attempts. Please try again in 1 minute.'),
    ).toBeVisible();
  });

  it('asks for both fields before calling the server', async () => {
    const requests = recordRequests();
    const { user } = renderLoginPage();

    await user.click(screen.getByRole('button', { name: 'Log In' }));

    expect(await screen.findByText('Please enter your email address.')).toBeVisible();
    expect(screen.getByText('Please enter your password.')).toBeVisible();
    expect(requests).not.toHaveBeenCalled();
  });

  it('puts the focus on the first field in error and takes each message away as it is filled in', async () => {
    server.use(apiReply(AccountApi.login, profile));
    const requests = recordRequests();
    const { router, user } = renderLoginPage();
    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Password');

    await user.type(password, 'secret-1!');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Please enter your email address.')).toBeVisible();
    expect(email).toHaveFocus();
    expect(password).not.toHaveAttribute('aria-invalid');

    await user.type(email, '  ana@example.com ');
    expect(screen.queryByText('Please enter your email address.')).not.toBeInTheDocument();
    await user.clear(password);
    expect(screen.getByText('Please enter your password.')).toBeVisible();
    expect(requests).not.toHaveBeenCalled();

    await user.type(password, 'secret-1!');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/offers/categories');
    });
    // The address as the contract's rules give it: trimmed.
    expect(new Headers(requests.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe(
      encodeBasicAuth({ email: 'ana@example.com', password: 'secret-1!' }),
    );
  });

  it('links to account creation and password recovery', () => {
    renderLoginPage();

    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/account/create',
    );
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/account/password/forgot',
    );
  });
});

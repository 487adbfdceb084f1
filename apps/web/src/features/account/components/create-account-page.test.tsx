import {
  AccountApi,
  COMMON_PASSWORD_MESSAGE,
  CreateAccountText,
  ErrorCode,
  PASSWORD_COMMON_NOTE,
  PASSWORD_RULE_MESSAGE,
  PASSWORDS_DIFFER_MESSAGE,
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
import { profile } from '../../../testing/fixtures.ts';
import { captureVariant } from '../../../lib/variant.ts';
import { CreateAccountPage } from './create-account-page.tsx';
import { HttpResponse } from 'msw';
import {
  apiError,
  apiHandler,
  apiNetworkError,
  apiReply,
} from '../../../testing/mocks/http-from-contract.ts';
import { recordRequests } from '../../../testing/mocks/requests.ts';
import { server } from '../../../testing/mocks/server.ts';

const newProfile = { ...profile, marketId: null };

function renderPage() {
  return renderAccountPage('/account/create', <CreateAccountPage />);
}

interface Entries {
  email?: string;
  password?: string;
  confirm?: string;
}

async function fillIn(
  user: ReturnType<typeof userEvent.setup>,
  { email = ' new@example.com ', password = 'abcd123#', confirm }: Entries = {},
) {
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm Password'), confirm ?? password);
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('CreateAccountPage', () => {
  it('names itself and links to login', () => {
    renderPage();

    expect(screen.getByRole('heading', { level: 1, name: 'Create Account' })).toBeVisible();
    expect(document.title).toBe('Create Account · Citybook');
    expect(screen.getByRole('link', { name: 'Already have an account? Log in' })).toHaveAttribute(
      'href',
      '/account/login',
    );
  });

  it('checks the email and the password rule before calling the server', async () => {
    const requests = recordRequests();
    const { user } = renderPage();

    await fillIn(user, { email: 'not-an-email', password: 'short' });

    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(CreateAccountText.invalidEmail);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      descriptionStartingWith(PASSWORD_RULE_MESSAGE),
    );
    expect(requests).not.toHaveBeenCalled();
  });

  it('asks for a confirmation equal to the password', async () => {
    const requests = recordRequests();
    const { user } = renderPage();

    await fillIn(user, { password: 'abcd123#', confirm: 'abcd123!' });

    const confirm = screen.getByLabelText('Confirm Password');
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toHaveAccessibleDescription(PASSWORDS_DIFFER_MESSAGE);
    expect(requests).not.toHaveBeenCalled();

    await user.clear(confirm);
    await user.type(confirm, 'abcd123#');

    expect(screen.queryByText(PASSWORDS_DIFFER_MESSAGE)).not.toBeInTheDocument();
  });

  it('creates the account, saves the profile and sends the new user to choose a market', async () => {
    server.use(apiReply(AccountApi.createAccount, newProfile));
    const requests = recordRequests();
    const { router, user, queryClient } = renderPage();

    await fillIn(user);

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/account/market');
    });
    expect(sentBodies(requests, AccountApi.createAccount.path)).toEqual([
      { emailAddress: 'new@example.com', password: 'abcd123#', IsMobilePlus: false },
    ]);
    expect(JSON.parse(localStorage.getItem('citybook.profile') ?? 'null')).toEqual(newProfile);
    expect(queryClient.getQueryData(['account', 'profile'])).toEqual(newProfile);
  });

  it('marks a subscription-app account and skips the market choice when one is known', async () => {
    captureVariant('?mobilePlus=true');
    server.use(apiReply(AccountApi.createAccount, profile));
    const requests = recordRequests();
    const { router, user } = renderPage();

    await fillIn(user);

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/offers/categories');
    });
    expect(sentBodies(requests, AccountApi.createAccount.path)).toEqual([
      expect.objectContaining({ IsMobilePlus: true }),
    ]);
  });

  it('disables the button while the account is being created', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      apiHandler(AccountApi.createAccount, async () => {
        await answered;
        return profile;
      }),
    );
    const { router, user } = renderPage();

    await fillIn(user);

    expect(screen.getByRole('button', { name: 'Create Account' })).toBeDisabled();
    answer();
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/offers/categories');
    });
  });

  it.each([
    [1, 'Email', CreateAccountText.invalidEmail],
    [5, 'Email', CreateAccountText.invalidEmail],
    [6, 'Email', CreateAccountText.emailTaken],
    [7, 'Email', CreateAccountText.emailTaken],
    [2, 'Password', PASSWORD_RULE_MESSAGE],
  ])('shows code %i on the %s field', async (code, label, message) => {
    server.use(apiError(AccountApi.createAccount, 400, { code, message: 'from the server' }));
    const { user } = renderPage();

    await fillIn(user);

    const field = screen.getByLabelText(label);
    await waitFor(() => {
      // The password field's description goes on with its rules (issue 32 item 7).
      expect(field).toHaveAccessibleDescription(
        label === 'Password' ? descriptionStartingWith(message) : message,
      );
    });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('marks the password field when the server finds the password too common', async () => {
    server.use(
      apiError(AccountApi.createAccount, 400, {
        code: ErrorCode.commonPassword,
        message: COMMON_PASSWORD_MESSAGE,
      }),
    );
    const { user } = renderPage();

    await fillIn(user);

    const field = screen.getByLabelText('Password');
    await waitFor(() => {
      expect(field).toHaveAccessibleDescription(descriptionStartingWith(COMMON_PASSWORD_MESSAGE));
    });
    expect(field).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('issue 32 item 7: shows the password rules before typing and ticks each as it is met', async () => {
    const { user } = renderPage();

    const field = screen.getByLabelText('Password');
    const rules = screen.getByRole('list', { name: 'Your password needs:' });
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Your password needs:'));
    expect(
      within(rules)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '•8 to 25 characters (not yet)',
      '•A letter (not yet)',
      '•A digit (not yet)',
      '•One of # ? ! @ $ % ^ & _ * - (not yet)',
    ]);

    await user.type(field, 'abc1');
    expect(
      within(rules)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '•8 to 25 characters (not yet)',
      '✓A letter (done)',
      '✓A digit (done)',
      '•One of # ? ! @ $ % ^ & _ * - (not yet)',
    ]);

    await user.type(field, 'efg#');
    expect(
      within(rules)
        .getAllByRole('listitem')
        .every((item) => item.textContent.endsWith('(done)')),
    ).toBe(true);
    expect(screen.getByText(PASSWORD_COMMON_NOTE)).toBeVisible();
  });

  it("shows the server's message for another code in a Create Account Error dialog", async () => {
    server.use(
      apiError(AccountApi.createAccount, 400, {
        code: 'validation',
        message: 'Email address is too long.',
      }),
    );
    const { router, user } = renderPage();

    await fillIn(user);

    const dialog = await screen.findByRole('dialog', { name: 'Create Account Error' });
    expect(within(dialog).getByText('Email address is too long.')).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Contact Us' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/account/create');
  });

  it("shows the server's try-again time for a rate-limited sign-up", async () => {
    server.use(
      apiError(AccountApi.createAccount, 429, {
        code: 'rateLimited',
        message: 'Too many attempts. Please try again in 1 minute.',
      }),
    );
    const { user } = renderPage();

    await fillIn(user);

    const dialog = await screen.findByRole('dialog', { name: 'Create Account Error' });
    expect(
      within(dialog).getByText('Too many attempts. Please try again in 1 minute.'),
    ).toBeVisible();
  });

  it('shows the generic failure for a 400 without a code', async () => {
    server.use(
      apiHandler(AccountApi.createAccount, () => new HttpResponse('Bad Request', { status: 400 })),
    );
    const { user } = renderPage();

    await fillIn(user);

    const dialog = await screen.findByRole('dialog', { name: 'Create Account Error' });
    expect(within(dialog).getByText(CreateAccountText.failed, exactText)).toBeVisible();
  });

  it('shows the generic failure when the server cannot be reached', async () => {
    server.use(apiNetworkError(AccountApi.createAccount));
    const { user } = renderPage();

    await fillIn(user);

    const dialog = await screen.findByRole('dialog', { name: 'Create Account Error' });
    expect(within(dialog).getByText(CreateAccountText.failed, exactText)).toBeVisible();
  });
});

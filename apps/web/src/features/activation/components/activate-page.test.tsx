import { ActivationApi, ActivationText } from '@citybook/contract';
import type { Profile } from '@citybook/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { exactText, renderAccountPage } from '../../../testing/account-helpers.ts';
import { sentBodies } from '../../../testing/mocks/requests.ts';
import { profile } from '../../../testing/fixtures.ts';
import { ActivatePage } from './activate-page.tsx';
import type { ActivateMode } from './activate-page.tsx';
import { apiError, apiReply } from '../../../testing/mocks/http-from-contract.ts';
import { recordRequests } from '../../../testing/mocks/requests.ts';
import { server } from '../../../testing/mocks/server.ts';
import { AddCodeText } from '../add-code-text.ts';

const activated: Profile = {
  ...profile,
  activationVoucherId: 5,
  userOffersValidTo: '2026-12-31T12:00:00.000Z',
};

function renderPage(mode: ActivateMode = 'activate') {
  const onActivated = vi.fn();
  const path = mode === 'activate' ? '/account/activate' : '/account/addCode';
  return {
    onActivated,
    ...renderAccountPage(path, <ActivatePage mode={mode} onActivated={onActivated} />),
  };
}

describe('ActivatePage', () => {
  it('names itself by its mode and links to help', () => {
    renderPage('addCode');

    expect(screen.getByRole('heading', { level: 1, name: 'Add Another Code' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Need help?' })).toHaveAttribute(
      'href',
      '/account/activate/help',
    );
    expect(screen.getByLabelText('Activation code')).toHaveAccessibleDescription(
      '16 or 8 characters, printed in your book',
    );
  });

  it('fills in the code a printed card’s QR code opens it with (OPERATOR-16)', () => {
    renderAccountPage(
      '/account/activate',
      <ActivatePage mode="activate" onActivated={vi.fn()} />,
      '/account/activate?code=abcd-efgh-jkmn-pqrs',
    );

    expect(screen.getByLabelText('Activation code')).toHaveValue('ABCD-EFGH-JKMN-PQRS');
    expect(screen.getByRole('button', { name: 'Activate' })).toBeEnabled();
  });

  it('keeps the caret where the code is edited', async () => {
    const { user } = renderPage();
    const field = screen.getByLabelText<HTMLInputElement>('Activation code');

    await user.type(field, 'abcdefgh');
    await user.type(field, 'x', { initialSelectionStart: 2, initialSelectionEnd: 2 });
    expect(field).toHaveValue('ABXC-DEFG-H');
    expect(field.selectionStart).toBe(3);

    await user.type(field, '{Backspace}', { initialSelectionStart: 5, initialSelectionEnd: 5 });
    expect(field).toHaveValue('ABXD-EFGH');
    expect(field.selectionStart).toBe(3);
  });

  it('keeps letters and digits in groups of 4 and is ready only at 16 or 8 of them', async () => {
    const { user } = renderPage();
    const field = screen.getByLabelText('Activation code');
    const submit = screen.getByRole('button', { name: 'Activate' });

    await user.type(field, 'ab c!d12');
    expect(field).toHaveValue('ABCD-12');
    expect(submit).toBeDisabled();

    await user.type(field, '34');
    expect(field).toHaveValue('ABCD-1234');
    expect(submit).toBeEnabled();

    await user.type(field, 'x');
    expect(submit).toBeDisabled();

    await user.type(field, 'yz-5678 9999');
    expect(field).toHaveValue('ABCD-1234-XYZ5-6789');
    expect(submit).toBeEnabled();
  });

  it('activates, confirms in a dialog and goes to the categories', async () => {
    server.use(apiReply(ActivationApi.activate, activated));
    const requests = recordRequests();
    const { router, user, onActivated } = renderPage();

    await user.type(screen.getByLabelText('Activation code'), 'abcd1234');
    await user.click(screen.getByRole('button', { name: 'Activate' }));

    const dialog = await screen.findByRole('dialog', { name: 'Activated!' });
    expect(dialog).toHaveAccessibleDescription(
      'Your account is activated through December 31, 2026.',
    );
    expect(onActivated).toHaveBeenCalledWith(activated);
    expect(sentBodies(requests, ActivationApi.activate.path)).toEqual([{ code: 'ABCD-1234' }]);

    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/offers/categories');
    });
  });

  it('returns to account management after adding a code', async () => {
    server.use(apiReply(ActivationApi.activate, activated));
    const { router, user } = renderPage('addCode');

    await user.type(screen.getByLabelText('Activation code'), 'abcd1234');
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Activated!' });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/account/managementmc');
    });
  });

  it('says so when the added code leaves a longer current activation in use', async () => {
    server.use(apiReply(ActivationApi.activate, activated));
    const onActivated = vi.fn();
    const { user } = renderAccountPage(
      '/account/addCode',
      <ActivatePage mode="addCode" onActivated={onActivated} previousVoucherId={5} />,
    );

    await user.type(screen.getByLabelText('Activation code'), 'abcd1234');
    await user.click(screen.getByRole('button', { name: 'Activate' }));

    const dialog = await screen.findByRole('dialog', { name: 'Activated!' });
    expect(dialog).toHaveAccessibleDescription(AddCodeText.keptLonger('December 31, 2026'));
  });

  it.each([
    [101, ActivationText.invalidOrInUse(101)],
    [103, ActivationText.alreadyActivated],
    [104, ActivationText.expired],
    ['validation', ActivationText.failed],
  ])('explains error code %s in an Activation Error dialog', async (code, message) => {
    server.use(apiError(ActivationApi.activate, 400, { code, message: 'Server text.' }));
    const { router, user, onActivated } = renderPage();

    await user.type(screen.getByLabelText('Activation code'), 'abcd1234');
    await user.click(screen.getByRole('button', { name: 'Activate' }));

    const dialog = await screen.findByRole('dialog', { name: 'Activation Error' });
    expect(within(dialog).getByText(message, exactText)).toBeVisible();
    expect(onActivated).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/account/activate');
  });
});

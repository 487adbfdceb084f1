import {
  AccountApi,
  ActivationApi,
  GUEST_EMAIL,
  PAYMENT_UPDATE_PROMPT,
  ProfileText,
  urlOf,
} from '@citybook/contract';
import type { Profile, Voucher } from '@citybook/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { profileQueryKey } from '../../features/account/api/get-profile.ts';
import { voucherLabel } from '../../features/activation/voucher-label.ts';
import { storeExpiration } from '../../lib/expiration-storage.ts';
import { captureVariant } from '../../lib/variant.ts';
import { profile } from '../../testing/fixtures.ts';
import { createTestQueryClient } from '../../testing/query-client.ts';
import { renderRoutes } from '../../testing/render-routes.tsx';
import { AccountManagementRoute } from './account-management-route.tsx';
import { apiError, apiReply } from '../../testing/mocks/http-from-contract.ts';
import { recordRequests } from '../../testing/mocks/requests.ts';
import { server } from '../../testing/mocks/server.ts';
import { GuestNoticeText } from '../../components/guest-notice/guest-text.ts';

function renderManagement(account: Profile) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(profileQueryKey, account);
  return renderRoutes([{ path: '/account/management', element: <AccountManagementRoute /> }], {
    initialEntries: ['/account/management'],
    queryClient,
  });
}

const vouchers: Voucher[] = [
  {
    code: 'ABCD1234EFGH5678',
    currentVoucher: true,
    activationVoucherId: 5,
    activatedAt: '2025-03-02T15:00:00.000Z',
    validTo: '2030-12-31T12:00:00.000Z',
    plan: null,
  },
  {
    code: 'WXYZ9876',
    currentVoucher: false,
    activationVoucherId: 6,
    activatedAt: '2024-01-10T15:00:00.000Z',
    validTo: '2025-01-10T12:00:00.000Z',
    plan: null,
  },
];

function actionNames(): string[] {
  return within(screen.getByRole('list'))
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('AccountManagementRoute', () => {
  beforeEach(() => {
    server.use(apiReply(ActivationApi.getVouchers, []));
  });

  it("shows the user's email, the actions as links and an empty voucher selector", async () => {
    renderManagement(profile);

    expect(screen.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
    expect(screen.getByText(profile.emailAddress)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute(
      'href',
      '/account/profile/edit',
    );
    expect(screen.getByRole('link', { name: 'Delete your account' })).toHaveAttribute(
      'href',
      '/account/deleteAccount',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Vouchers' })).toBeVisible();
    expect(await screen.findByText('No vouchers yet')).toBeVisible();
  });

  it('reads the stored expiration of the book variant', () => {
    storeExpiration(9);
    renderManagement(profile);

    expect(actionNames()).toEqual([
      'Edit Profile',
      'Change Password',
      'Extend Your Activation',
      'Email reminders',
      'Signed-in devices',
      'Delete your account',
    ]);
  });

  it('offers another code when the activation has long to run', () => {
    storeExpiration('subscribe');
    renderManagement(profile);

    expect(screen.getByRole('link', { name: 'Add another code' })).toHaveAttribute(
      'href',
      '/account/addCode',
    );
    expect(screen.queryByRole('link', { name: /activat/i })).not.toBeInTheDocument();
  });

  it('follows the subscription variant marked for the session', () => {
    captureVariant('?mobilePlus=true');
    renderManagement(profile);

    expect(actionNames()).toEqual([
      'Edit Profile',
      'Change Password',
      'I want to activate a subscription',
      'Email reminders',
      'Signed-in devices',
      'Delete your account',
    ]);
  });

  it('lets a subscriber manage the subscription', () => {
    renderManagement({ ...profile, activationVoucherId: 7, userActivationType: 'SUB' });

    expect(screen.getByRole('link', { name: 'Manage subscription' })).toHaveAttribute(
      'href',
      '/account/manageSubscriptions',
    );
    expect(screen.getByRole('link', { name: 'Payment history' })).toHaveAttribute(
      'href',
      '/account/payments',
    );
    expect(screen.queryByText(PAYMENT_UPDATE_PROMPT)).not.toBeInTheDocument();
  });

  it('asks for a new card when a renewal failed', () => {
    renderManagement({
      ...profile,
      activationVoucherId: 7,
      userActivationType: 'SUB',
      subscriptionType: 2,
      isDeactivatedFuture: true,
    });

    expect(screen.getByText(PAYMENT_UPDATE_PROMPT)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Update payment information' })).toHaveAttribute(
      'href',
      '/account/payment/2/true',
    );
  });

  it('shows the guest every action, all disabled, and says why', () => {
    renderManagement({ ...profile, emailAddress: GUEST_EMAIL });

    const actions = within(screen.getByRole('list')).getAllByRole('link');
    expect(actions).toHaveLength(6);
    for (const action of actions) {
      expect(action).toHaveAttribute('aria-disabled', 'true');
      expect(action).not.toHaveAttribute('href');
      expect(action).toHaveAccessibleDescription(ProfileText.guestDisabled);
    }
    // Issue #15 item 21: the notice leads out of the guest account.
    expect(screen.getByRole('link', { name: GuestNoticeText.createAccount })).toHaveAttribute(
      'href',
      '/account/create',
    );
  });

  it('lists the vouchers with the current one checked and switches to another', async () => {
    const switched = vouchers.map((voucher) => ({
      ...voucher,
      currentVoucher: voucher.activationVoucherId === 6,
    }));
    server.use(
      apiReply(ActivationApi.getVouchers, vouchers),
      apiReply(ActivationApi.selectVoucher, switched, { params: { activationVoucherId: 6 } }),
      apiReply(AccountApi.getProfile, {
        ...profile,
        activationVoucherId: 6,
      }),
    );
    const requests = recordRequests();
    const { user, queryClient } = renderManagement({ ...profile, activationVoucherId: 5 });

    const group = await screen.findByRole('radiogroup', { name: 'Vouchers' });
    expect(within(group).getByRole('radio', { name: 'ABCD-1234-EFGH-5678' })).toBeChecked();
    const other = within(group).getByRole('radio', { name: 'WXYZ-9876' });
    expect(other).not.toBeChecked();

    await user.click(other);

    await waitFor(() => {
      expect(other).toBeChecked();
    });
    expect(screen.getByRole('status')).toHaveTextContent('Current voucher: WXYZ-9876');
    expect(requests).toHaveBeenCalledWith(AccountApi.getProfile.path, expect.anything());
    expect(queryClient.getQueryData<Profile>(profileQueryKey)?.activationVoucherId).toBe(6);
  });

  it('lets the guest see the vouchers but not switch them', async () => {
    server.use(apiReply(ActivationApi.getVouchers, vouchers));
    renderManagement({ ...profile, emailAddress: GUEST_EMAIL });

    const radios = await screen.findAllByRole('radio');
    for (const radio of radios) expect(radio).toBeDisabled();
  });

  const bookActivation = {
    bookActivationVoucher: {
      activationVoucherCode: 'ABCD1234EFGH5678',
      offersValidTo: '2030-12-31T12:00:00.000Z',
    },
    subscriptionActivationVoucher: null,
    isDeactivatedFuture: false,
  };

  it("issue 32 item 11: shows each voucher's dates, and when the activation ends only once", async () => {
    storeExpiration(30);
    const requests = recordRequests();
    server.use(
      apiReply(ActivationApi.getVouchers, vouchers),
      apiReply(ActivationApi.getActivation, bookActivation, {
        params: { activationVoucherId: 5 },
      }),
    );
    renderManagement({ ...profile, activationVoucherId: 5 });

    const group = await screen.findByRole('radiogroup', { name: 'Vouchers' });
    expect(
      within(group).getByRole('radio', { name: 'ABCD-1234-EFGH-5678' }),
    ).toHaveAccessibleDescription('Activated Mar 2, 2025, valid until Dec 31, 2030');
    expect(within(group).getByRole('radio', { name: 'WXYZ-9876' })).toHaveAccessibleDescription(
      'Activated Jan 10, 2024, expired Jan 10, 2025',
    );
    // ACCOUNT-20: the details are loaded; the selector has said what they say.
    await waitFor(() => {
      expect(requests).toHaveBeenCalledWith(
        urlOf(ActivationApi.getActivation, { params: { activationVoucherId: 5 } }),
        expect.anything(),
      );
    });
    expect(screen.queryByText(/Valid through/)).not.toBeInTheDocument();
  });

  it('says when the current activation ends when the voucher list cannot say it', async () => {
    storeExpiration(30);
    server.use(
      apiError(ActivationApi.getVouchers, 500, { code: 'internal', message: 'Down.' }),
      apiReply(ActivationApi.getActivation, bookActivation, {
        params: { activationVoucherId: 5 },
      }),
    );
    renderManagement({ ...profile, activationVoucherId: 5 });

    expect(await screen.findByText('Valid through December 31, 2030')).toBeVisible();
  });

  it('issue 32 item 12: a voucher list refused with 404 shows the server’s message', async () => {
    storeExpiration(30);
    server.use(
      apiError(ActivationApi.getVouchers, 404, { code: 'notFound', message: 'No vouchers here.' }),
      apiReply(ActivationApi.getActivation, bookActivation, {
        params: { activationVoucherId: 5 },
      }),
    );
    renderManagement({ ...profile, activationVoucherId: 5 });

    expect(await screen.findByText('No vouchers here.')).toBeVisible();
  });

  it('issue 32 item 11: names a subscription voucher as its plan, its renewal said once (issue #15 item 16)', async () => {
    storeExpiration('subscribe');
    const validTo = new Date(Date.now() + 20 * 86_400_000).toISOString();
    const subscription: Voucher = {
      code: 'Mobile + Monthly',
      currentVoucher: true,
      activationVoucherId: 7,
      activatedAt: '2025-03-02T15:00:00.000Z',
      validTo,
      plan: { title: 'Monthly', renews: true, validTo },
    };
    server.use(
      apiReply(ActivationApi.getVouchers, [
        { ...vouchers[1]!, currentVoucher: false },
        subscription,
      ]),
      apiReply(
        ActivationApi.getActivation,
        {
          bookActivationVoucher: null,
          subscriptionActivationVoucher: {
            expiration: validTo,
            subscriptionTypeCode: 1,
            paymentInstrument: {
              paymentCard: {
                brand: 'Visa',
                last4: '4242',
                expirationMonth: 12,
                expirationYear: 2030,
              },
            },
          },
          isDeactivatedFuture: false,
        },
        { params: { activationVoucherId: 7 } },
      ),
    );
    const requests = recordRequests();
    renderManagement({ ...profile, activationVoucherId: 7 });

    const label = voucherLabel(subscription);
    expect(label).toMatch(/^Monthly subscription, renews [A-Z][a-z]{2} \d{1,2}/);
    const group = await screen.findByRole('radiogroup', { name: 'Vouchers' });
    const radio = within(group).getByRole('radio', { name: label });
    expect(radio).toBeChecked();
    expect(radio).toHaveAccessibleDescription('Activated Mar 2, 2025');
    expect(within(group).getByRole('radio', { name: 'WXYZ-9876' })).not.toBeChecked();
    await waitFor(() => {
      expect(requests).toHaveBeenCalledWith(
        urlOf(ActivationApi.getActivation, { params: { activationVoucherId: 7 } }),
        expect.anything(),
      );
    });
    expect(screen.getAllByText(/renews/)).toHaveLength(1);
    expect(screen.queryByText(/MOBI-/)).not.toBeInTheDocument();
  });

  it('does not load the activation details with little time left', async () => {
    storeExpiration(9);
    server.use(apiReply(ActivationApi.getVouchers, vouchers));
    const requests = recordRequests();
    renderManagement({ ...profile, activationVoucherId: 5 });

    await screen.findByRole('radiogroup', { name: 'Vouchers' });
    expect(requests).not.toHaveBeenCalledWith(
      urlOf(ActivationApi.getActivation, { params: { activationVoucherId: 5 } }),
      expect.anything(),
    );
    expect(screen.queryByText(/Valid through/)).not.toBeInTheDocument();
  });
});

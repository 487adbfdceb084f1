import { AccountApi, ActivationApi, GUEST_EMAIL } from '@citybook/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { hasSession } from '../../features/account/session.ts';
import { GuestActivationText, GuestNoticeText } from '../../components/guest-notice/guest-text.ts';
import { profile } from '../../testing/fixtures.ts';
import { createTestQueryClient } from '../../testing/query-client.ts';
import { captureVariant } from '../../lib/variant.ts';
import { renderRoutes } from '../../testing/render-routes.tsx';
import { signalSession } from '../../testing/session.ts';
import { createRoutes } from '../router.tsx';
import { apiReply } from '../../testing/mocks/http-from-contract.ts';
import { recordRequests } from '../../testing/mocks/requests.ts';
import { server } from '../../testing/mocks/server.ts';

function renderApp(path: string) {
  const queryClient = createTestQueryClient();
  return renderRoutes(createRoutes(queryClient), { initialEntries: [path], queryClient });
}

describe('activation routes', () => {
  function storeGuest() {
    signalSession();
    localStorage.setItem(
      'citybook.profile',
      JSON.stringify({ ...profile, emailAddress: GUEST_EMAIL }),
    );
  }

  it('tells the guest why it cannot activate before logging it out for an account of its own', async () => {
    storeGuest();
    server.use(apiReply(AccountApi.logoutByPost, {}));
    const requests = recordRequests();
    const { router, user } = renderApp('/account/selectActivation');

    expect(await screen.findByText(GuestActivationText.why)).toBeVisible();
    expect(screen.getByText(GuestActivationText.next)).toBeVisible();
    // Nothing has happened yet: the guest reads first.
    expect(router.state.location.pathname).toBe('/account/selectActivation');
    expect(hasSession()).toBe(true);
    expect(requests).not.toHaveBeenCalledWith(AccountApi.logoutByPost.path, expect.anything());

    await user.click(screen.getByRole('button', { name: GuestActivationText.createAccount }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/account/create');
    });
    expect(requests).toHaveBeenCalledWith(
      AccountApi.logoutByPost.path,
      expect.objectContaining({ method: 'POST' }),
    );
    expect(hasSession()).toBe(false);
    expect(localStorage.getItem('citybook.profile')).toBeNull();
  });

  it('lets the guest keep browsing instead, still logged in', async () => {
    storeGuest();
    const requests = recordRequests();
    const queryClient = createTestQueryClient();
    const { router, user } = renderRoutes(createRoutes(queryClient), {
      initialEntries: ['/verify', '/account/selectActivation'],
      initialIndex: 1,
      queryClient,
    });

    await user.click(await screen.findByRole('button', { name: GuestActivationText.keepBrowsing }));

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/verify');
    });
    expect(hasSession()).toBe(true);
    expect(requests).not.toHaveBeenCalledWith(AccountApi.logoutByPost.path, expect.anything());
  });

  it.each(['/account/activate', '/account/addCode'])(
    'shows %s disabled to the guest, with why, before it types a code',
    async (path) => {
      storeGuest();
      renderApp(path);

      expect(await screen.findByLabelText('Activation code')).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Activate' })).toBeDisabled();
      expect(screen.getByText(GuestNoticeText.cannotChange, { exact: false })).toBeVisible();
      expect(screen.getByRole('link', { name: GuestNoticeText.createAccount })).toHaveAttribute(
        'href',
        '/account/create',
      );
    },
  );

  it('shows the choices to a member', async () => {
    signalSession();
    localStorage.setItem('citybook.profile', JSON.stringify(profile));
    server.use(
      apiReply(ActivationApi.getSubscriptionTypes, [
        { code: 1, title: 'Monthly', price: 4.99, period: 'month' },
      ]),
    );
    renderApp('/account/selectActivation');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Activate Citybook' }),
    ).toBeVisible();
    // On the web a plan leads to the card form.
    expect(
      await screen.findByRole('link', { name: 'Monthly subscription — $4.99 / month' }),
    ).toHaveAttribute('href', '/account/payment/1/false');
  });

  it("starts an app store purchase for the member's account in the native shell", async () => {
    signalSession();
    localStorage.setItem('citybook.profile', JSON.stringify(profile));
    const postMessage = vi.fn();
    vi.stubGlobal('CitybookAndroid', { postMessage });
    server.use(
      apiReply(ActivationApi.getSubscriptionTypes, [
        { code: 1, title: 'Monthly', price: 4.99, period: 'month' },
      ]),
    );
    const { user } = renderApp('/account/selectActivation');

    await user.click(
      await screen.findByRole('button', { name: 'Monthly subscription — $4.99 / month' }),
    );

    expect(postMessage).toHaveBeenCalledWith(
      JSON.stringify({ type: 'StartIAP', ProductID: 1, AccountID: profile.accountId }),
    );
  });

  it('saves the profile after activating with a code', async () => {
    signalSession();
    localStorage.setItem('citybook.profile', JSON.stringify(profile));
    const activated = { ...profile, activationVoucherId: 5 };
    server.use(apiReply(ActivationApi.activate, activated));
    const { user } = renderApp('/account/activate');

    await user.type(await screen.findByLabelText('Activation code'), 'abcd1234');
    await user.click(screen.getByRole('button', { name: 'Activate' }));

    expect(await screen.findByRole('dialog', { name: 'Activated!' })).toBeVisible();
    expect(JSON.parse(localStorage.getItem('citybook.profile') ?? 'null')).toEqual(activated);
  });

  it.each(['/account/activate', '/account/addCode', '/account/activate/help'])(
    'leads %s to the subscriptions in mobile-plus, which has no code activation',
    async (path) => {
      captureVariant('?mobilePlus=true');
      signalSession();
      localStorage.setItem('citybook.profile', JSON.stringify(profile));
      server.use(
        apiReply(ActivationApi.getSubscriptionTypes, [
          { code: 1, title: 'Monthly', price: 4.99, period: 'month' },
        ]),
      );
      const { router } = renderApp(path);

      expect(
        await screen.findByRole('link', { name: 'Monthly subscription — $4.99 / month' }),
      ).toBeVisible();
      expect(router.state.location.pathname).toBe('/account/selectActivation');
      expect(screen.queryByLabelText('Activation code')).not.toBeInTheDocument();
    },
  );
});

import { AccountApi, AppApi, ProfileText, UNKNOWN_ERROR_MESSAGE } from '@citybook/contract';
import { getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../../testing/fetch-stub.ts';
import { profile } from '../../../testing/fixtures.ts';
import { createTestQueryClient } from '../../../testing/query-client.ts';
import { renderRoutes } from '../../../testing/render-routes.tsx';
import { signalSession } from '../../../testing/session.ts';
import { profileQueryKey } from '../api/get-profile.ts';
import { storeProfile } from '../profile-storage.ts';
import { hasSession } from '../session.ts';
import { DeleteAccountPage } from './delete-account-page.tsx';

const exactText = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
const DELETE = `POST ${AccountApi.deleteAccount.path}`;
const REPORT = `POST ${AppApi.reportClientError.path}`;

function renderDeletePage() {
  signalSession();
  storeProfile(profile);
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(profileQueryKey, profile);
  const rendered = renderRoutes(
    [
      { path: '/account/deleteAccount', element: <DeleteAccountPage /> },
      { path: '*', element: null },
    ],
    {
      initialEntries: ['/account/managementmc', '/account/deleteAccount'],
      initialIndex: 1,
      queryClient,
    },
  );
  return { ...rendered, queryClient };
}

async function answer(
  label: 'Delete' | 'Cancel',
  user: ReturnType<typeof renderDeletePage>['user'],
) {
  const dialog = await screen.findByRole('dialog', { name: 'Delete Account' });
  expect(dialog).toHaveAccessibleDescription(ProfileText.deleteConfirm);
  await user.click(within(dialog).getByRole('button', { name: label }));
}

describe('DeleteAccountPage', () => {
  it('deletes after confirmation, logs out and shows login with a toast', async () => {
    const fetchMock = stubFetch({ [DELETE]: jsonResponse(200, {}) });
    const { router, user, queryClient } = renderDeletePage();

    await answer('Delete', user);

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/account/login');
    });
    expect(router.state.location.state).toEqual({ toast: 'Your account has been deleted.' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(AccountApi.deleteAccount.path);
    expect(init?.body).toBe('{}');
    expect(hasSession()).toBe(false);
    expect(localStorage.getItem('citybook.profile')).toBeNull();
    expect(queryClient.getQueryData(profileQueryKey)).toBeUndefined();
  });

  it('goes back without deleting on Cancel', async () => {
    const fetchMock = stubFetch({});
    const { router, user } = renderDeletePage();

    await answer('Cancel', user);

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/account/managementmc');
    });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(hasSession()).toBe(true);
  });

  it('explains a failure and keeps the account', async () => {
    stubFetch({
      [DELETE]: jsonResponse(502, { code: 502, message: UNKNOWN_ERROR_MESSAGE }),
      [REPORT]: new Response(null, { status: 204 }),
    });
    const { router, user } = renderDeletePage();

    await answer('Delete', user);

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText(ProfileText.deleteFailed, exactText)).toBeVisible();
    expect(hasSession()).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/account/managementmc');
    });
  });

  it("shows the server's reason when the guest tries", async () => {
    stubFetch({
      [DELETE]: jsonResponse(403, { code: 'forbidden', message: 'The guest cannot be deleted.' }),
      [REPORT]: new Response(null, { status: 204 }),
    });
    const { user } = renderDeletePage();

    await answer('Delete', user);

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText('The guest cannot be deleted.')).toBeVisible();
  });
});

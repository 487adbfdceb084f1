import { NoticePreferenceText, NoticesApi } from '@citybook/contract/notices';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAccountPage } from '../../../testing/account-helpers.ts';
import { apiReply } from '../../../testing/mocks/http-from-contract.ts';
import { recordRequests } from '../../../testing/mocks/requests.ts';
import { server } from '../../../testing/mocks/server.ts';
import { NoticePreferencesPage } from './notice-preferences-page.tsx';

const allOn = { expiryReminders: true, renewalRecap: true, news: true };

describe('NoticePreferencesPage (NOTICE-10)', () => {
  it('shows the reminders as they are and saves the member’s choice', async () => {
    server.use(apiReply(NoticesApi.getNoticePreferences, allOn));
    server.use(apiReply(NoticesApi.getPushConfig, { publicKey: null }));
    server.use(apiReply(NoticesApi.updateNoticePreferences, { ...allOn, expiryReminders: false }));
    const requests = recordRequests();
    renderAccountPage('/account/notifications', <NoticePreferencesPage />);

    const expiry = await screen.findByRole('checkbox', {
      name: NoticePreferenceText.labels.expiryReminders,
    });
    expect(expiry).toBeChecked();
    expect(screen.getByRole('checkbox', { name: NoticePreferenceText.labels.news })).toBeChecked();
    expect(screen.getByText(NoticePreferenceText.intro)).toBeVisible();

    const user = userEvent.setup();
    await user.click(expiry);
    await user.click(screen.getByRole('button', { name: NoticePreferenceText.save }));

    expect(await screen.findByText(NoticePreferenceText.saved)).toBeVisible();
    expect(requests).toHaveBeenCalledWith(
      NoticesApi.updateNoticePreferences.path,
      expect.objectContaining({
        method: 'PUT',
        body: JSON.stringify({ ...allOn, expiryReminders: false }),
      }),
    );
    expect(expiry).not.toBeChecked();
  });
});

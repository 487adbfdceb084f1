import { ErrorCode } from '@citybook/contract';
import { NoticePreferenceText, NoticesApi, UnsubscribePageText } from '@citybook/contract/notices';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAccountPage } from '../../../testing/account-helpers.ts';
import { apiError, apiReply } from '../../../testing/mocks/http-from-contract.ts';
import { recordRequests } from '../../../testing/mocks/requests.ts';
import { server } from '../../../testing/mocks/server.ts';
import { UnsubscribePage } from './unsubscribe-page.tsx';

describe('the Unsubscribe link’s page (NOTICE-10)', () => {
  it('unsubscribes with one tap, not on opening, and names the reminder', async () => {
    server.use(apiReply(NoticesApi.unsubscribe, { topic: 'expiryReminders' }));
    const requests = recordRequests();
    renderAccountPage('/unsubscribe', <UnsubscribePage />, '/unsubscribe?token=abc.def');

    const confirm = await screen.findByRole('button', { name: UnsubscribePageText.confirm });
    expect(requests).not.toHaveBeenCalled();
    await userEvent.setup().click(confirm);

    expect(
      await screen.findByText(
        UnsubscribePageText.done(NoticePreferenceText.labels.expiryReminders),
      ),
    ).toBeVisible();
    expect(requests).toHaveBeenCalledWith(
      `${NoticesApi.unsubscribe.path}?token=abc.def`,
      expect.objectContaining({ method: 'POST', body: 'List-Unsubscribe=One-Click' }),
    );
  });

  it('a refused link says so and points to the account’s reminders', async () => {
    server.use(
      apiError(NoticesApi.unsubscribe, 400, {
        code: ErrorCode.invalidUnsubscribeLink,
        message: 'refused',
      }),
    );
    renderAccountPage('/unsubscribe', <UnsubscribePage />, '/unsubscribe?token=forged');
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: UnsubscribePageText.confirm }));
    expect(await screen.findByText(NoticePreferenceText.invalidLink)).toBeVisible();
    expect(screen.getByRole('link', { name: UnsubscribePageText.manage })).toHaveAttribute(
      'href',
      '/account/notifications',
    );
  });
});

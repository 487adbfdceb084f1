import { NoticesApi, PushText } from '@citybook/contract/notices';
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAccountPage } from '../../../testing/account-helpers.ts';
import { apiReply } from '../../../testing/mocks/http-from-contract.ts';
import { recordRequests } from '../../../testing/mocks/requests.ts';
import { server } from '../../../testing/mocks/server.ts';
import { NativeReminders } from './native-reminders.tsx';

const DAY_MS = 86_400_000;
const allOn = { expiryReminders: true, renewalRecap: true, news: true };

/** A book that ends in 10 days: the 7- and 3-day reminders are still ahead. */
const book = () => ({
  activationVoucherId: 41,
  activationVoucherDeactivated: false,
  userActivationType: 'BOOK' as const,
  userOffersValidTo: new Date(Date.now() + 10 * DAY_MS).toISOString(),
});

/** The iOS shell's bridge (WKWebView's message handler), recording what the page posts. */
function iosShell() {
  const postMessage = vi.fn<(text: string) => void>();
  vi.stubGlobal('webkit', { messageHandlers: { citybook: { postMessage } } });
  return () =>
    postMessage.mock.calls.map(([text]) => JSON.parse(text) as { type: string; reminders: [] });
}

describe('the native shell’s reminders (NOTICE-13)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('posts the book-expiry reminders still ahead as ScheduleReminders', async () => {
    const posted = iosShell();
    server.use(apiReply(NoticesApi.getNoticePreferences, allOn));
    const profile = book();
    renderAccountPage('/', <NativeReminders profile={profile} />);

    await waitFor(() => {
      expect(posted()).toHaveLength(1);
    });
    const endsAt = Date.parse(profile.userOffersValidTo);
    expect(posted()[0]).toEqual({
      type: 'ScheduleReminders',
      reminders: [7, 3].map((days) => ({
        id: `book-expiry:41:${String(days)}`,
        at: new Date(endsAt - days * DAY_MS).toISOString(),
        title: PushText.bookExpiryTitle,
        body: expect.stringContaining(`ends in ${String(days)} days, on `) as unknown,
        url: '/account/selectActivation',
      })),
    });
  });

  it('posts none when the member turned the reminders off', async () => {
    const posted = iosShell();
    server.use(apiReply(NoticesApi.getNoticePreferences, { ...allOn, expiryReminders: false }));
    renderAccountPage('/', <NativeReminders profile={book()} />);
    await waitFor(() => {
      expect(posted()).toEqual([{ type: 'ScheduleReminders', reminders: [] }]);
    });
  });

  it('asks and posts nothing in a browser (pushes bring the reminders there)', () => {
    const requests = recordRequests();
    renderAccountPage('/', <NativeReminders profile={book()} />);
    expect(requests).not.toHaveBeenCalled();
  });
});

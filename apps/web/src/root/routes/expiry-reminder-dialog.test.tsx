import { EXPIRATION_NOTICE_TITLE } from '@citybook/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localDay } from '../../lib/expiry-reminder.ts';
import { ExpiryReminderDialog } from './expiry-reminder-dialog.tsx';

const DAY_MS = 24 * 60 * 60 * 1000;
const SHOWN_ON_KEY = 'citybook.expiryReminderShownOn';

function endingIn(days: number, allowExpirationNotice = true) {
  return {
    allowExpirationNotice,
    userOffersValidTo: new Date(Date.now() + days * DAY_MS).toISOString(),
  };
}

describe('ExpiryReminderDialog', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('tells the days left, links to the store and closes', async () => {
    const user = userEvent.setup();
    render(<ExpiryReminderDialog profile={endingIn(4.5)} />);

    const dialog = screen.getByRole('dialog', { name: EXPIRATION_NOTICE_TITLE });
    expect(dialog).toHaveAccessibleDescription('Your activation ends in 5 days.');
    expect(within(dialog).getByRole('link', { name: 'Update the app' })).toHaveAttribute(
      'href',
      'https://apps.apple.com/app/citybook',
    );
    expect(localStorage.getItem(SHOWN_ON_KEY)).toBe(localDay(new Date()));

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it('says when the activation has already ended', () => {
    render(<ExpiryReminderDialog profile={endingIn(-2)} />);

    expect(
      screen.getByRole('dialog', { name: EXPIRATION_NOTICE_TITLE }),
    ).toHaveAccessibleDescription('Your activation has expired.');
  });

  it('links to Google Play on Android', () => {
    vi.stubGlobal('CitybookAndroid', { postMessage: vi.fn() });
    render(<ExpiryReminderDialog profile={endingIn(1)} />);

    expect(screen.getByRole('link', { name: 'Update the app' })).toHaveAttribute(
      'href',
      'https://play.google.com/store/apps/details?id=app.citybook',
    );
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription(
      'Your activation ends in 1 day.',
    );
  });

  it('is not shown again on the same day', () => {
    localStorage.setItem(SHOWN_ON_KEY, localDay(new Date()));
    render(<ExpiryReminderDialog profile={endingIn(5)} />);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is shown again on a later day', () => {
    localStorage.setItem(SHOWN_ON_KEY, localDay(new Date(Date.now() - DAY_MS)));
    render(<ExpiryReminderDialog profile={endingIn(5)} />);

    expect(screen.getByRole('dialog', { name: EXPIRATION_NOTICE_TITLE })).toBeVisible();
  });

  it.each([
    ['without the notice flag', endingIn(5, false)],
    ['with more than 15 days left', endingIn(20)],
    ['without an end date', { allowExpirationNotice: true, userOffersValidTo: null }],
  ])('is not shown %s', (_case, profile) => {
    render(<ExpiryReminderDialog profile={profile} />);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(SHOWN_ON_KEY)).toBeNull();
  });
});

import { EXPIRATION_NOTICE_TITLE } from '@citybook/contract';
import type { ComponentProps } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localDay } from '../../features/activation/landing/expiry-reminder.ts';
import { renderRoutes } from '../../testing/render-routes.tsx';
import { ExpiryReminderDialog } from './expiry-reminder-dialog.tsx';
import { ExpiryReminderText } from '../../features/activation/landing/expiry-reminder-text.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const SHOWN_ON_KEY = 'citybook.expiryReminderShownOn';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile Safari/604.1';

function endingIn(days: number, allowExpirationNotice = true) {
  return {
    allowExpirationNotice,
    userOffersValidTo: new Date(Date.now() + days * DAY_MS).toISOString(),
  };
}

function renderDialog(profile: ComponentProps<typeof ExpiryReminderDialog>['profile']) {
  return renderRoutes(
    [
      { path: '/offers/categories', element: <ExpiryReminderDialog profile={profile} /> },
      { path: '/account/selectActivation', element: <p>Renewal</p> },
    ],
    { initialEntries: ['/offers/categories'] },
  );
}

describe('ExpiryReminderDialog', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('tells the days left, links to the store and closes', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_SAFARI);
    const { user } = renderDialog(endingIn(4.5));

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

  it('offers the renewal first, with the days left', async () => {
    const { router, user } = renderDialog(endingIn(4.5));

    const dialog = screen.getByRole('dialog', { name: EXPIRATION_NOTICE_TITLE });
    const renew = within(dialog).getByRole('button', { name: ExpiryReminderText.renew });
    expect(renew).toHaveFocus();
    await user.click(renew);

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/account/selectActivation');
    });
    expect(router.state.location.search).toBe('?days=5');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says when the activation has already ended', () => {
    renderDialog(endingIn(-2));

    expect(
      screen.getByRole('dialog', { name: EXPIRATION_NOTICE_TITLE }),
    ).toHaveAccessibleDescription('Your activation has expired.');
  });

  // Issue #32 item 12: "Update the app" on a desktop browser went to the App Store.
  it('offers no "Update the app" on a desktop browser, which has no store', () => {
    renderDialog(endingIn(4.5));

    const dialog = screen.getByRole('dialog', { name: EXPIRATION_NOTICE_TITLE });
    expect(within(dialog).queryByRole('link', { name: 'Update the app' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: ExpiryReminderText.renew })).toBeVisible();
  });

  it('links to Google Play on Android', () => {
    vi.stubGlobal('CitybookAndroid', { postMessage: vi.fn() });
    renderDialog(endingIn(1));

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
    renderDialog(endingIn(5));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is shown again on a later day', () => {
    localStorage.setItem(SHOWN_ON_KEY, localDay(new Date(Date.now() - DAY_MS)));
    renderDialog(endingIn(5));

    expect(screen.getByRole('dialog', { name: EXPIRATION_NOTICE_TITLE })).toBeVisible();
  });

  it.each([
    ['without the notice flag', endingIn(5, false)],
    ['with more than 15 days left', endingIn(20)],
    ['without an end date', { allowExpirationNotice: true, userOffersValidTo: null }],
  ])('is not shown %s', (_case, profile) => {
    renderDialog(profile);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(localStorage.getItem(SHOWN_ON_KEY)).toBeNull();
  });
});

import 'fake-indexeddb/auto';
import { OfflineRedeemText } from '@citybook/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderAccountPage } from '../../../testing/account-helpers.ts';
import { formatRedeemedAt } from '../format-redeemed-at.ts';
import { aKeptRedemption, forgetEverythingKept } from '../offline/offline-fixtures.ts';
import { keepOffline, listOffline } from '../offline/offline-store.ts';
import { KeptRedemptions } from './kept-redemptions.tsx';

beforeEach(forgetEverythingKept);

const renderKept = (userId: number) =>
  renderAccountPage('/account/savings', <KeptRedemptions userId={userId} />);

describe('KeptRedemptions (Savings Tracker, redeemed with no signal)', () => {
  it('lists the member’s coupons waiting to be sent, not another member’s', async () => {
    const mine = aKeptRedemption(10, { offerTitle: 'Free dessert' });
    await keepOffline(mine);
    await keepOffline(aKeptRedemption(11, { offerTitle: 'Someone else’s' }));
    renderKept(10);

    const waiting = await screen.findByRole('region', { name: OfflineRedeemText.waitingHeading });
    expect(
      within(waiting).getByRole('heading', { level: 3, name: 'Luigi’s Bistro' }),
    ).toBeVisible();
    expect(within(waiting).getByText('Free dessert')).toBeVisible();
    expect(
      within(waiting).getByText(OfflineRedeemText.waitingRow(formatRedeemedAt(mine.redeemedAt))),
    ).toBeVisible();
    expect(screen.queryByText('Someone else’s')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: OfflineRedeemText.refusedHeading })).toBeNull();
  });

  it('says plainly which was not recorded and why, until dismissed', async () => {
    const refused = aKeptRedemption(10, {
      offerTitle: 'Free dessert',
      refusal: OfflineRedeemText.alreadyRedeemedElsewhere,
    });
    await keepOffline(refused);
    const { user } = renderKept(10);

    const section = await screen.findByRole('region', { name: OfflineRedeemText.refusedHeading });
    expect(
      within(section).getByText(
        OfflineRedeemText.refusedRow(
          'Free dessert',
          'Luigi’s Bistro',
          formatRedeemedAt(refused.redeemedAt),
          OfflineRedeemText.alreadyRedeemedElsewhere,
        ),
      ),
    ).toBeVisible();
    await user.click(within(section).getByRole('button', { name: 'Dismiss: Free dessert' }));

    await waitFor(() =>
      expect(screen.queryByRole('region', { name: OfflineRedeemText.refusedHeading })).toBeNull(),
    );
    expect(await listOffline()).toEqual([]);
  });
});

import { RedemptionApi, SavingsText, ShareText } from '@citybook/contract';
import type { Redemption } from '@citybook/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAccountPage } from '../../../testing/account-helpers.ts';
import { aRedemption } from '../../../testing/redemption-fixtures.ts';
import { CounterText } from '../counter/counter-text.ts';
import { formatRedeemedDate } from '../format-redeemed-at.ts';
import { SavingsPage } from './savings-page.tsx';
import { apiReply } from '../../../testing/mocks/http-from-contract.ts';
import { server } from '../../../testing/mocks/server.ts';

const redemptions: Redemption[] = [
  {
    id: 2,
    merchantName: 'Bean There',
    merchantId: 9,
    offerId: 90,
    offerTitle: '2 for 1 lattes',
    savings: 4.5,
    redeemedAt: '2026-03-06T15:00:00.000Z',
    verificationCode: 'K7P2QX',
  },
  aRedemption({ id: 1 }),
];

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
});

function renderSavings(list: Redemption[], totalSavings: number) {
  server.use(apiReply(RedemptionApi.getRedemptions, list));
  return renderAccountPage(
    '/account/savings',
    <Suspense fallback={<p>Loading</p>}>
      <SavingsPage totalSavings={totalSavings} userId={10} />
    </Suspense>,
  );
}

describe('SavingsPage', () => {
  it('shows the total saved and each redemption, newest first', async () => {
    renderSavings(redemptions, 1234.5);

    expect(await screen.findByRole('heading', { level: 1, name: 'Savings Tracker' })).toBeVisible();
    await waitFor(() => expect(document.title).toMatch(/^Savings Tracker · /));
    expect(screen.getByText('Total saved').textContent).toBe('Total saved $1,234.50');
    const list = screen.getByRole('region', { name: 'Redeemed coupons' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const [first, second] = rows;
    expect(within(first!).getByRole('heading', { level: 3, name: 'Bean There' })).toBeVisible();
    expect(within(first!).getByText('2 for 1 lattes')).toBeVisible();
    expect(within(first!).getByText('Saved $4.50')).toBeVisible();
    expect(within(first!).getByText(formatRedeemedDate(redemptions[0]!.redeemedAt))).toBeVisible();
    expect(within(second!).getByRole('heading', { name: 'Luigi’s Bistro' })).toBeVisible();
    expect(within(second!).getByText('Saved $12.00')).toBeVisible();
  });

  it('issue 32 item 4: shows each redemption’s verification code in its row', async () => {
    renderSavings(redemptions, 16.5);

    const list = await screen.findByRole('region', { name: 'Redeemed coupons' });
    const [first, second] = within(list).getAllByRole('listitem');
    const code = within(first!).getByText('K7P 2QX');
    expect(code).toHaveAttribute('aria-hidden', 'true');
    expect(code.closest('p')).toHaveTextContent(`${CounterText.codeLabel} K7P 2QX`);
    expect(within(first!).getByText('K 7 P 2 Q X')).toBeInTheDocument();
    const secondCode = aRedemption({ id: 1 }).verificationCode;
    expect(within(second!).getByText(CounterText.codeGrouped(secondCode))).toBeVisible();
  });

  it('shares the savings of one redemption', async () => {
    const share = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const { user } = renderSavings(redemptions, 16.5);

    await user.click(
      await screen.findByRole('button', { name: 'Share your savings at Luigi’s Bistro' }),
    );

    expect(share).toHaveBeenCalledExactlyOnceWith({
      text: ShareText.message('Luigi’s Bistro', 12),
      url: `${window.location.origin}/savings`,
    });
  });

  it('says when nothing has been redeemed yet', async () => {
    renderSavings([], 0);

    expect(await screen.findByText(SavingsText.empty)).toBeVisible();
    expect(screen.getByText('Total saved').textContent).toBe('Total saved $0.00');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../testing/render.tsx';
import { GlanceScreen } from './glance-screen.tsx';
import { aReportMarket, answerReports } from './report-fixtures.test-helper.ts';

const routes = [{ path: '/home', element: <GlanceScreen /> }];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2027-03-01T12:00:00.000Z'));
});

describe('the last 30 days at a glance (OPERATOR-25)', () => {
  it('shows a market’s numbers and its redemptions by day, and links to the reports', async () => {
    const chicago = aReportMarket({ title: 'Chicago' });
    const honolulu = aReportMarket({ title: 'Honolulu', timeZone: 'Pacific/Honolulu' });
    const { asked } = answerReports([chicago, honolulu]);
    const { user } = renderRoutes(routes, '/home');
    const glance = await screen.findByRole('region', { name: 'The last 30 days' });
    expect(await within(glance).findByText('60')).toBeVisible();
    expect(within(glance).getByText('Books activated').nextSibling).toHaveTextContent('7');
    expect(within(glance).getByText('Members’ savings').nextSibling).toHaveTextContent('$150.00');
    expect(within(glance).getByText('Net revenue (all markets)').nextSibling).toHaveTextContent(
      '$59.88',
    );
    expect(
      within(glance).getByRole('img', {
        name: 'Redemptions by day from 2027-01-31 to 2027-03-01: 60 in all, the most on 2027-01-31 (2).',
      }),
    ).toBeVisible();
    expect(asked.redemptions?.[0]).toEqual({
      marketId: String(chicago.id),
      from: '2027-01-31',
      to: '2027-03-01',
    });
    expect(
      within(glance).getByRole('link', { name: 'Open the reports for these days' }),
    ).toHaveAttribute(
      'href',
      `/reports?marketId=${String(chicago.id)}&from=2027-01-31&to=2027-03-01`,
    );

    // Honolulu is ten hours behind UTC: its today is still 1 March at noon UTC, 02:00 there.
    await user.selectOptions(within(glance).getByRole('combobox', { name: 'Market' }), 'Honolulu');
    await vi.waitFor(() => {
      expect(asked.redemptions?.at(-1)).toEqual({
        marketId: String(honolulu.id),
        from: '2027-01-31',
        to: '2027-03-01',
      });
    });
  });
});

import { ReportsConsoleApi } from '@citybook/contract/reports';
import { ErrorCode } from '@citybook/contract/app';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError } from '../../testing/mocks/http-from-contract.ts';
import { server } from '../../testing/mocks/server.ts';
import { renderRoutes } from '../../testing/render.tsx';
import { aReportMarket, answerReports } from './report-fixtures.test-helper.ts';
import { ReportsScreen } from './reports-screen.tsx';

const routes = [{ path: '/reports', element: <ReportsScreen /> }];

/** What the CSV buttons had the browser save: the file's name and text. */
const saved: { name: string; text: Promise<string> }[] = [];

beforeEach(() => {
  // 05:30 UTC on 1 March 2027 is still 28 February in Chicago (23:30).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2027-03-01T05:30:00.000Z'));
  saved.length = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    saved.push({ name: '', text: (blob as Blob).text() });
    return 'blob:report';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(
    this: HTMLAnchorElement,
  ) {
    const last = saved.at(-1);
    if (last) last.name = this.download;
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the reports screen (OPERATOR-23…25)', () => {
  it('asks every report for the first market’s last 30 days, in the market’s time zone', async () => {
    const { asked } = answerReports([
      aReportMarket({ title: 'Chicago' }),
      aReportMarket({ title: 'Honolulu', timeZone: 'Pacific/Honolulu' }),
    ]);
    renderRoutes(routes, '/reports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    const byDay = await screen.findByRole('table', { name: 'Redemptions by day' });
    const market = screen.getByRole('combobox', { name: 'Market' });
    expect(market).toHaveDisplayValue('Chicago');
    expect(market).toHaveAccessibleDescription('Days are counted in America/Chicago.');
    for (const report of ['redemptions', 'activations', 'subscriptions', 'revenue', 'idle'])
      expect(asked[report]?.[0]).toEqual({
        marketId: expect.any(String) as string,
        from: '2027-01-30',
        to: '2027-02-28',
      });
    // Thirty days, one row each, the first day first.
    expect(within(byDay).getAllByRole('row')).toHaveLength(31);
    expect(within(byDay).getAllByRole('rowheader')[0]).toHaveTextContent('2027-01-30');
    const totals = screen.getByRole('region', { name: 'Totals of the range' });
    expect(within(totals).getByText('Redemptions').nextSibling).toHaveTextContent('60');
    expect(within(totals).getByText('Net revenue').nextSibling).toHaveTextContent('$59.88');
    expect(screen.getByRole('rowheader', { name: 'Printer order 42' })).toBeVisible();
    expect(screen.getByRole('rowheader', { name: 'Quiet Books' })).toBeVisible();
    expect(screen.getByRole('img', { name: /Redemptions by day, chart/ })).toBeVisible();
  });

  it('keeps the question in the address, and checks the range on its fields', async () => {
    const honolulu = aReportMarket({ title: 'Honolulu', timeZone: 'Pacific/Honolulu' });
    const { asked } = answerReports([aReportMarket({ title: 'Chicago' }), honolulu]);
    const { user, router } = renderRoutes(routes, '/reports');
    await screen.findByRole('table', { name: 'Redemptions by day' });

    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    await user.clear(from);
    await user.type(from, '2027-02-10');
    await user.clear(to);
    await user.type(to, '2027-02-01');
    await user.click(screen.getByRole('button', { name: 'Show report' }));
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveAccessibleDescription('the range ends before it begins');

    await user.clear(to);
    await user.type(to, '2027-02-12');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Market' }), 'Honolulu');
    await user.click(screen.getByRole('button', { name: 'Show report' }));
    await waitFor(() => {
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        marketId: String(honolulu.id),
        from: '2027-02-10',
        to: '2027-02-12',
      });
    });
    expect(to).toHaveAttribute('aria-invalid', 'false');
    await waitFor(() => {
      expect(asked.redemptions?.at(-1)).toEqual({
        marketId: String(honolulu.id),
        from: '2027-02-10',
        to: '2027-02-12',
      });
    });
    const byDay = await screen.findByRole('table', { name: 'Redemptions by day' });
    await waitFor(() => {
      expect(within(byDay).getAllByRole('row')).toHaveLength(4);
    });
  });

  it('downloads a table as CSV with every row and plain numbers', async () => {
    answerReports([aReportMarket({ id: 7, title: 'Chicago' })]);
    const { user } = renderRoutes(routes, '/reports?marketId=7&from=2027-02-01&to=2027-02-02');
    await screen.findByRole('table', { name: 'Redemptions by day' });
    await user.click(screen.getByRole('button', { name: 'Download CSV of Redemptions by day' }));
    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toBe(
      'citybook-redemptions-by-day-market-7-2027-02-01-to-2027-02-02.csv',
    );
    expect(await saved[0]!.text).toBe(
      'Day,Redemptions,Savings ($)\r\n2027-02-01,2,5.00\r\n2027-02-02,2,5.00\r\n',
    );
    await user.click(screen.getByRole('button', { name: 'Download CSV of Revenue by plan' }));
    expect(await saved[1]!.text).toBe(
      'Plan,Currency,Payments,Gross,Refunds,Refunded,Net\r\nMonthly,USD,13,64.87,1,4.99,59.88\r\n',
    );
  });

  it('says when a report cannot be loaded, and shows the others', async () => {
    answerReports();
    server.use(
      apiError(ReportsConsoleApi.getRevenueReport, 500, ErrorCode.unknown, 'Something failed'),
    );
    renderRoutes(routes, '/reports');
    const revenue = await screen.findByRole('region', { name: 'Revenue' });
    expect(await within(revenue).findByRole('alert')).toHaveTextContent(
      'This report could not be loaded',
    );
    expect(await screen.findByRole('table', { name: 'Subscriptions by plan' })).toBeVisible();
  });
});

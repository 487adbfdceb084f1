import { ErrorCode } from '@citybook/contract/app';
import { MarketConsoleApi } from '@citybook/contract/market';
import { NotHonouredConsoleText, RedemptionConsoleApi } from '@citybook/contract/redemption';
import type { NotHonouredGridRow, NotHonouredReport } from '@citybook/contract/redemption';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiHandler, errorResponse } from '../../../testing/mocks/http-from-contract.ts';
import { server } from '../../../testing/mocks/server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { NotHonouredPage } from './not-honoured-page.tsx';
import { NotHonouredReportPage } from './not-honoured-report-page.tsx';

/* MERCHANT-11: the queue of coupons not honoured and an operator's step on a report. */

const routes = [
  { path: '/not-honoured', element: <NotHonouredPage /> },
  { path: '/not-honoured/:reportId', element: <NotHonouredReportPage /> },
];

function aReport(overrides: Partial<NotHonouredReport> = {}): NotHonouredReport {
  return {
    id: 12,
    redemptionId: 300,
    reportedAt: '2027-03-05T19:00:00.000Z',
    redeemedAt: '2027-03-05T18:30:00.000Z',
    merchantId: 4,
    merchantName: 'Luigi’s Bistro',
    offerId: 9,
    offerTitle: 'Free dessert',
    marketTitle: 'Austin, TX',
    verificationCode: 'K7P2QX',
    reason: 'staffRefused',
    note: 'The cashier said the app is not accepted.',
    checkedAt: '2027-03-05T18:31:00.000Z',
    restoredAt: null,
    state: 'open',
    member: { id: 77, email: 'jane@example.com', name: 'Jane Doe' },
    operatorReason: null,
    operatorActedAt: null,
    operatorEmail: null,
    ...overrides,
  };
}

function rowOf(report: NotHonouredReport): NotHonouredGridRow {
  return {
    id: report.id,
    reportedAt: report.reportedAt,
    merchantId: report.merchantId,
    merchantName: report.merchantName,
    offerTitle: report.offerTitle,
    marketTitle: report.marketTitle,
    reason: report.reason,
    verificationCode: report.verificationCode,
    checked: report.checkedAt !== null,
    restored: report.restoredAt !== null,
    state: report.state,
  };
}

function marketsReply() {
  return apiHandler(MarketConsoleApi.getMarketGrid, () => ({
    rows: [
      {
        id: 3,
        slug: 'austin',
        title: 'Austin, TX',
        timeZone: 'America/Chicago',
        radiusMiles: 30,
        liveMerchants: 10,
        retired: false,
      },
    ],
    total: 1,
    page: 1,
    pageSize: 100,
  }));
}

describe('the queue of coupons not honoured (MERCHANT-11)', () => {
  it('lists unresolved reports first by default, and filters by state and market', async () => {
    const asked: Record<string, string>[] = [];
    server.use(
      marketsReply(),
      apiHandler(RedemptionConsoleApi.getNotHonouredGrid, ({ query }) => {
        asked.push(Object.fromEntries(query));
        return { rows: [rowOf(aReport())], total: 1, page: 1, pageSize: 25 };
      }),
    );
    const { user } = renderRoutes(routes, '/not-honoured');

    const table = await screen.findByRole('table', { name: 'Reports of coupons not honoured' });
    const link = await within(table).findByRole('link', { name: 'Luigi’s Bistro' });
    expect(link).toHaveAttribute('href', '/not-honoured/12');
    const row = link.closest('tr')!;
    expect(within(row).getByText('Staff refused the coupon')).toBeVisible();
    expect(within(row).getByText('Redeemed (checked by staff)')).toBeVisible();
    expect(within(row).getByText('Open')).toBeVisible();
    expect(asked[0]).toMatchObject({ state: 'unresolved' });

    await user.selectOptions(screen.getByLabelText('State'), 'dismissed');
    await user.selectOptions(await screen.findByLabelText('Market'), 'Austin, TX');
    await waitFor(() => {
      expect(asked.at(-1)).toMatchObject({ state: 'dismissed', marketId: '3' });
    });
  });

  it('resolves a report with a reason for the member, and shows the step', async () => {
    const sent: unknown[] = [];
    const report = aReport();
    server.use(
      apiHandler(RedemptionConsoleApi.getNotHonouredReport, () => report),
      apiHandler(RedemptionConsoleApi.resolveNotHonoured, ({ body }) => {
        sent.push(body);
        return {
          report: aReport({
            state: 'dismissed',
            operatorReason: body.reason,
            operatorActedAt: '2027-03-06T10:00:00.000Z',
            operatorEmail: 'support@example.com',
          }),
          message: NotHonouredConsoleText.done.dismiss,
        };
      }),
    );
    const { user } = renderRoutes(routes, '/not-honoured/12');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Not honoured at Luigi’s Bistro' }),
    ).toBeVisible();
    expect(screen.getByText('The cashier said the app is not accepted.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Jane Doe' })).toHaveAttribute(
      'href',
      '/support/members/77',
    );
    const form = screen.getByRole('form', { name: 'Resolve the report' });
    // Neither an action nor a reason: told on each, nothing sent.
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Please choose what to do.')).toBeVisible();
    expect(sent).toEqual([]);

    await user.click(within(form).getByRole('radio', { name: /^Dismiss/ }));
    await user.type(
      within(form).getByRole('textbox', { name: 'Reason for the member' }),
      'The business showed the coupon was accepted.',
    );
    await user.click(within(form).getByRole('button', { name: 'Dismiss' }));
    expect(await screen.findByText(NotHonouredConsoleText.done.dismiss)).toBeVisible();
    expect(sent).toEqual([
      { action: 'dismiss', reason: 'The business showed the coupon was accepted.' },
    ]);
    expect(screen.queryByRole('form', { name: 'Resolve the report' })).toBeNull();
    expect(screen.getByText('The business showed the coupon was accepted.')).toBeVisible();
  });

  it('says a report another operator resolved meanwhile is resolved', async () => {
    server.use(
      apiHandler(RedemptionConsoleApi.getNotHonouredReport, () =>
        aReport({ restoredAt: '2027-03-05T19:00:00.000Z', checkedAt: null }),
      ),
      apiHandler(RedemptionConsoleApi.resolveNotHonoured, () =>
        errorResponse(409, ErrorCode.reportResolved, NotHonouredConsoleText.reportResolved),
      ),
    );
    const { user } = renderRoutes(routes, '/not-honoured/12');
    const form = await screen.findByRole('form', { name: 'Resolve the report' });
    // Restored at once: the restore closes it as restored.
    await user.click(
      within(form).getByRole('radio', { name: new RegExp(NotHonouredConsoleText.closeRestored) }),
    );
    await user.type(
      within(form).getByRole('textbox', { name: 'Reason for the member' }),
      'Sorry about that visit.',
    );
    await user.click(
      within(form).getByRole('button', { name: NotHonouredConsoleText.closeRestored }),
    );
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      NotHonouredConsoleText.reportResolved,
    );
  });
});

import { ErrorCode } from '@citybook/contract/app';
import { RedemptionBusinessApi } from '@citybook/contract/redemption';
import type { MerchantNotHonouredReportView } from '@citybook/contract/redemption';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, apiReply } from '../../../testing/mocks/http-from-contract.ts';
import { server } from '../../../testing/mocks/server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { MerchantNotHonouredPage, MerchantNotHonouredText } from './merchant-not-honoured-page.tsx';

/* MERCHANT-11: the merchant admin sees the reports about their locations, newest first. */

const routes = [{ path: '/not-honoured', element: <MerchantNotHonouredPage /> }];

function aReport(overrides: Partial<MerchantNotHonouredReportView>): MerchantNotHonouredReportView {
  return {
    id: 1,
    merchantId: 11,
    merchantName: 'Alpha Diner',
    offerId: 21,
    offerTitle: 'Two for one',
    verificationCode: 'K7Q-4MZ',
    redeemedAt: '2031-03-01T12:00:00.000Z',
    checked: false,
    reportedAt: '2031-03-01T12:20:00.000Z',
    reason: 'staffRefused',
    state: 'restored',
    restored: true,
    ...overrides,
  };
}

describe('MerchantNotHonouredPage (MERCHANT-11)', () => {
  it('lists each report with where it stands, newest first, and no member', async () => {
    server.use(
      apiReply(RedemptionBusinessApi.getLocationNotHonouredReports, [
        aReport({ id: 1 }),
        aReport({
          id: 2,
          offerTitle: 'Free dessert',
          verificationCode: 'ZX8-11P',
          checked: true,
          state: 'open',
          restored: false,
        }),
      ]),
    );
    renderRoutes(routes, '/not-honoured');
    const list = await screen.findByRole('list', { name: 'Reports about your locations' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Free dessert · Alpha Diner',
      'Two for one · Alpha Diner',
    ]);
    expect(items[0]).toHaveTextContent('ZX8-11P');
    expect(items[0]).toHaveTextContent('Open');
    expect(items[0]).toHaveTextContent('Checked at your counterYes');
    expect(items[1]).toHaveTextContent('Restored');
    expect(items[1]).toHaveTextContent('Coupon given back to the memberYes');
  });

  it('says when there is none, and when they cannot be loaded', async () => {
    server.use(apiReply(RedemptionBusinessApi.getLocationNotHonouredReports, []));
    const first = renderRoutes(routes, '/not-honoured');
    expect(await screen.findByText(MerchantNotHonouredText.none)).toBeVisible();
    first.unmount();
    server.use(
      apiError(RedemptionBusinessApi.getLocationNotHonouredReports, 500, ErrorCode.unknown, 'x'),
    );
    renderRoutes(routes, '/not-honoured');
    expect(await screen.findByRole('alert')).toBeVisible();
  });
});

import {
  ErrorCode,
  NotHonouredReasonText,
  NotHonouredApi,
  NotHonouredText,
  RedemptionApi,
} from '@citybook/contract';
import type { MemberNotHonouredReport, NotHonouredResult, Redemption } from '@citybook/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderAccountPage } from '../../../testing/account-helpers.ts';
import { anOffer } from '../../../testing/catalog-browse-fixtures.ts';
import { apiError, apiHandler, apiReply } from '../../../testing/mocks/http-from-contract.ts';
import { server } from '../../../testing/mocks/server.ts';
import { aRedemption } from '../../../testing/redemption-fixtures.ts';
import { renderRoutes } from '../../../testing/render-routes.tsx';
import { RedeemedView } from '../components/redeemed-view.tsx';
import { SavingsPage } from '../components/savings-page.tsx';

/* MERCHANT-10, MERCHANT-11: reporting a coupon not honoured, and the reports in the tracker. */

const justNow = () => new Date(Date.now() - 60_000).toISOString();

function aReport(change: Partial<MemberNotHonouredReport> = {}): MemberNotHonouredReport {
  return {
    id: 5,
    redemptionId: 70,
    merchantName: 'Luigi’s Bistro',
    offerTitle: 'Free dessert',
    verificationCode: 'K7P2QX',
    redeemedAt: justNow(),
    reportedAt: justNow(),
    reason: 'staffRefused',
    note: null,
    state: 'open',
    restoredAt: null,
    operatorReason: null,
    operatorActedAt: null,
    ...change,
  };
}

function result(restored: boolean): NotHonouredResult {
  return {
    report: aReport({ restoredAt: restored ? justNow() : null }),
    restored,
    message: restored ? NotHonouredText.restored : NotHonouredText.waiting,
  };
}

function renderCounter(redemption: Redemption, onRestored = vi.fn()) {
  const rendered = renderRoutes(
    [
      {
        path: '/',
        element: (
          <RedeemedView
            offer={anOffer(1, 4, { title: 'Free dessert' })}
            redemption={redemption}
            onDone={vi.fn()}
            onRestored={onRestored}
          />
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  return { ...rendered, onRestored };
}

describe('reporting from the counter screen (MERCHANT-10)', () => {
  it('sends the reason and note, says the coupon is restored, and leaves the counter screen', async () => {
    const sent = vi.fn();
    server.use(
      apiHandler(NotHonouredApi.reportNotHonoured, ({ params, body }) => {
        sent(params, body);
        return result(true);
      }),
    );
    const redemption = aRedemption({ id: 70, redeemedAt: justNow() });
    const { user, onRestored } = renderCounter(redemption);

    await user.click(
      screen.getByRole('button', { name: NotHonouredText.actionLabel('Luigi’s Bistro') }),
    );
    const dialog = await screen.findByRole('dialog', { name: NotHonouredText.title });
    // Nothing chosen: told on the group, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: NotHonouredText.submit }));
    expect(within(dialog).getByText('Please choose what happened.')).toBeVisible();
    expect(sent).not.toHaveBeenCalled();

    await user.click(
      within(dialog).getByRole('radio', { name: NotHonouredReasonText.offerUnavailable }),
    );
    await user.type(
      within(dialog).getByRole('textbox', { name: NotHonouredText.noteLabel }),
      '  Sold out at noon  ',
    );
    await user.click(within(dialog).getByRole('button', { name: NotHonouredText.submit }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(NotHonouredText.restored);
    expect(sent).toHaveBeenCalledWith(
      { redemptionId: '70' },
      { reason: 'offerUnavailable', note: 'Sold out at noon' },
    );
    expect(onRestored).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: NotHonouredText.close }));
    await waitFor(() => {
      expect(onRestored).toHaveBeenCalledTimes(1);
    });
  });

  it('keeps a checked coupon on screen and says the report waits for the team', async () => {
    server.use(apiReply(NotHonouredApi.reportNotHonoured, result(false)));
    const { user, onRestored } = renderCounter(aRedemption({ redeemedAt: justNow() }));
    await user.click(screen.getByRole('button', { name: /^Not honoured\?/ }));
    const dialog = await screen.findByRole('dialog', { name: NotHonouredText.title });
    await user.click(within(dialog).getByRole('radio', { name: NotHonouredReasonText.closed }));
    await user.click(within(dialog).getByRole('button', { name: NotHonouredText.submit }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(NotHonouredText.waiting);
    await user.click(within(dialog).getByRole('button', { name: NotHonouredText.close }));
    expect(await screen.findByText(NotHonouredText.state.open)).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Not honoured\?/ })).toBeNull();
    expect(onRestored).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal, such as the monthly limit with when to report again', async () => {
    const message = NotHonouredText.limitReached(3, 30, 'December 27, 2026 at 2:03 PM');
    server.use(
      apiError(NotHonouredApi.reportNotHonoured, 409, {
        code: ErrorCode.reportLimitReached,
        message,
      }),
    );
    const { user } = renderCounter(aRedemption({ redeemedAt: justNow() }));
    await user.click(screen.getByRole('button', { name: /^Not honoured\?/ }));
    const dialog = await screen.findByRole('dialog', { name: NotHonouredText.title });
    await user.click(within(dialog).getByRole('radio', { name: NotHonouredReasonText.other }));
    await user.click(within(dialog).getByRole('button', { name: NotHonouredText.submit }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
  });

  it('offers no report of a coupon redeemed offline (the server does not have it yet)', () => {
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <RedeemedView
              offer={anOffer(1, 4)}
              redemption={aRedemption({ redeemedAt: justNow() })}
              onDone={vi.fn()}
              madeOffline
            />
          ),
        },
      ],
      { initialEntries: ['/'] },
    );
    expect(screen.getByRole('button', { name: 'Done' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Not honoured\?/ })).toBeNull();
  });
});

describe('the Savings Tracker’s reports (MERCHANT-10, MERCHANT-11)', () => {
  function renderSavings(redemptions: Redemption[], reports: MemberNotHonouredReport[]) {
    server.use(
      apiReply(RedemptionApi.getRedemptions, redemptions),
      apiReply(NotHonouredApi.getNotHonouredReports, reports),
    );
    return renderAccountPage(
      '/account/savings',
      <Suspense fallback={<p>Loading</p>}>
        <SavingsPage totalSavings={20} userId={10} />
      </Suspense>,
    );
  }

  it('offers a report on recent redemptions only, and none on one reported', async () => {
    renderSavings(
      [
        aRedemption({ id: 1, merchantName: 'Recent Cafe', redeemedAt: justNow() }),
        aRedemption({ id: 2, merchantName: 'Old Diner', redeemedAt: '2026-01-05T18:30:00.000Z' }),
        aRedemption({ id: 3, merchantName: 'Checked Deli', redeemedAt: justNow() }),
      ],
      [aReport({ redemptionId: 3, merchantName: 'Checked Deli' })],
    );
    expect(
      await screen.findByRole('button', { name: NotHonouredText.actionLabel('Recent Cafe') }),
    ).toBeVisible();
    expect(
      screen.queryByRole('button', { name: NotHonouredText.actionLabel('Old Diner') }),
    ).toBeNull();
    expect(
      screen.queryByRole('button', { name: NotHonouredText.actionLabel('Checked Deli') }),
    ).toBeNull();
    const list = screen.getByRole('region', { name: 'Redeemed coupons' });
    expect(
      within(list).getByText(`${NotHonouredText.reportedOn}: ${NotHonouredText.state.open}`),
    ).toBeVisible();
  });

  it('lists the reports with their state and, once resolved, the operator’s reason', async () => {
    renderSavings(
      [],
      [
        aReport({ id: 1, merchantName: 'Waiting Deli' }),
        aReport({
          id: 2,
          merchantName: 'Dismissed Diner',
          state: 'dismissed',
          operatorReason: 'The business showed the coupon was accepted.',
        }),
        aReport({ id: 3, merchantName: 'Restored Cafe', restoredAt: justNow() }),
      ],
    );
    const section = await screen.findByRole('region', { name: NotHonouredText.reportsHeading });
    const [waiting, dismissed, restored] = within(section).getAllByRole('listitem');
    expect(within(waiting!).getByText(NotHonouredText.state.open)).toBeVisible();
    expect(within(dismissed!).getByText(NotHonouredText.state.dismissed)).toBeVisible();
    expect(dismissed).toHaveTextContent(
      `${NotHonouredText.operatorSaid} The business showed the coupon was accepted.`,
    );
    expect(within(restored!).getByText(NotHonouredText.restoredAtOnce)).toBeVisible();
  });
});

import { ErrorCode } from '@citybook/contract/app';
import {
  FundraisingBusinessApi,
  FundraisingConsoleApi,
  PayoutText,
} from '@citybook/contract/fundraising';
import type { CampaignStatement, RecordPayoutRequest } from '@citybook/contract/fundraising';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { field } from '../../../testing/editor-steps.ts';
import { apiHandler, apiReply, errorResponse } from '../../../testing/mocks/http-from-contract.ts';
import { server } from '../../../testing/mocks/server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { CampaignStatementPage } from './campaign-statement-page.tsx';
import { LeaderStatementPage } from './leader-statement-page.tsx';

/* FUNDRAISING-12, FUNDRAISING-13: the statement screens, on the contract's mocked answers. */

function aStatement(overrides: Partial<CampaignStatement> = {}): CampaignStatement {
  return {
    id: 31,
    campaignName: 'Spring book drive',
    groupName: 'Lincoln Elementary',
    startsOn: '2026-03-01',
    endsOn: '2026-04-30',
    currency: 'USD',
    commissionBasisPoints: 2500,
    asOf: '2026-05-02T10:00:00.000Z',
    sales: { count: 4, amountCents: 10_997 },
    refunds: { count: 1, amountCents: 1999 },
    netCents: 8998,
    commissionCents: 2250,
    paidCents: 0,
    balanceCents: 2250,
    payouts: [],
    ...overrides,
  };
}

const consoleRoutes = [
  {
    path: '/fundraising/campaigns/:campaignId/statement',
    element: <CampaignStatementPage />,
  },
];

describe('a campaign’s statement for operators (FUNDRAISING-12, FUNDRAISING-13)', () => {
  it('shows the figures and the files, and records a payout with the form’s own key', async () => {
    let stored = aStatement();
    const recorded: RecordPayoutRequest[] = [];
    server.use(
      apiHandler(FundraisingConsoleApi.getCampaignStatement, () => stored),
      apiHandler(FundraisingConsoleApi.recordCampaignPayout, ({ body }) => {
        recorded.push(body);
        stored = aStatement({
          paidCents: body.amountCents,
          balanceCents: 2250 - body.amountCents,
          payouts: [
            {
              id: 1,
              amountCents: body.amountCents,
              paidOn: body.paidOn,
              note: body.note,
              recordedBy: 'editor@citybook.test',
              recordedAt: '2026-05-02T10:05:00.000Z',
            },
          ],
        });
        return stored;
      }),
    );
    const { user } = renderRoutes(consoleRoutes, '/fundraising/campaigns/31/statement');
    await screen.findByRole('heading', { level: 1, name: 'Statement: Spring book drive' });
    const table = screen.getByRole('table', { name: 'Statement' });
    const row = (name: string | RegExp) =>
      within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement;
    expect(within(row('Sales')).getByText('$109.97')).toBeVisible();
    expect(within(row('Refunds')).getByText('-$19.99')).toBeVisible();
    expect(within(row('Net sales')).getByText('$89.98')).toBeVisible();
    expect(within(row('Commission at 25.00%')).getByText('$22.50')).toBeVisible();
    expect(within(row('Balance due to the group')).getByText('$22.50')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      '/api/console/fundraising/campaigns/31/statement.pdf',
    );
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/console/fundraising/campaigns/31/statement.csv',
    );
    expect(screen.getByText('No payout yet.')).toBeVisible();
    expect(within(row('Paid so far')).getByText('$0.00')).toBeVisible();

    await user.type(field('Amount paid (USD)'), '22.5x');
    await user.click(screen.getByRole('button', { name: 'Record payout' }));
    expect(await screen.findByText(PayoutText.amount)).toBeVisible();
    expect(field('Amount paid (USD)')).toHaveAttribute('aria-invalid', 'true');
    expect(recorded).toEqual([]);

    await user.clear(field('Amount paid (USD)'));
    await user.type(field('Amount paid (USD)'), '22.5');
    await user.clear(field('Paid on'));
    await user.type(field('Paid on'), '2026-05-01');
    await user.type(field('Reference'), 'Cheque 1042');
    await user.click(screen.getByRole('button', { name: 'Record payout' }));
    expect(await screen.findByText('A payout of $22.50 is recorded.')).toBeVisible();
    expect(recorded).toEqual([
      {
        amountCents: 2250,
        paidOn: '2026-05-01',
        note: 'Cheque 1042',
        clientKey: expect.any(String) as string,
      },
    ]);
    const payouts = screen.getByRole('table', { name: 'Payouts' });
    expect(within(payouts).getByText('Cheque 1042')).toBeVisible();
    expect(within(row('Paid so far')).getByText('-$22.50')).toBeVisible();
    expect(field('Amount paid (USD)')).toHaveValue('');
  });

  it('says when the group was paid more than it is owed', async () => {
    server.use(
      apiReply(
        FundraisingConsoleApi.getCampaignStatement,
        aStatement({
          refunds: { count: 2, amountCents: 5498 },
          netCents: 5499,
          commissionCents: 1375,
          paidCents: 2250,
          balanceCents: -875,
        }),
      ),
    );
    renderRoutes(consoleRoutes, '/fundraising/campaigns/31/statement');
    const heading = await screen.findByRole('rowheader', {
      name: 'Overpaid, carried to the next payout',
    });
    expect(within(heading.closest('tr') as HTMLElement).getByText('-$8.75')).toBeVisible();
  });

  it('says so when the campaign does not exist', async () => {
    server.use(
      apiHandler(FundraisingConsoleApi.getCampaignStatement, () =>
        errorResponse(404, ErrorCode.notFound, 'No campaign of yours has this id.'),
      ),
    );
    renderRoutes(consoleRoutes, '/fundraising/campaigns/99/statement');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Campaign not found' }),
    ).toBeVisible();
  });
});

describe('a leader’s statement (FUNDRAISING-12)', () => {
  it('shows the figures and the leader’s own files, and no payout form', async () => {
    server.use(apiReply(FundraisingBusinessApi.getLeaderCampaignStatement, aStatement()));
    renderRoutes(
      [
        {
          path: '/business/campaigns/:campaignId/statement',
          element: <LeaderStatementPage />,
        },
      ],
      '/business/campaigns/31/statement',
    );
    await screen.findByRole('heading', { level: 1, name: 'Statement: Spring book drive' });
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      '/api/business/fundraising/campaigns/31/statement.pdf',
    );
    expect(screen.queryByRole('button', { name: 'Record payout' })).toBeNull();
  });
});

import { ErrorCode } from '@citybook/contract/app';
import {
  CodeSaleText,
  FundraisingBusinessApi,
  FundraisingConsoleApi,
} from '@citybook/contract/fundraising';
import type { CampaignSales, ConsoleCampaign } from '@citybook/contract/fundraising';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { field } from '../../../testing/editor-steps.ts';
import { apiHandler, errorResponse } from '../../../testing/mocks/http-from-contract.ts';
import { server } from '../../../testing/mocks/server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { FundraisingCampaignPage } from '../campaigns/campaign-page.tsx';
import {
  aConsoleCampaign,
  aLeaderCampaign,
  aSeller,
  noSales,
} from '../fundraising-fixtures.test-helper.ts';
import { LeaderCampaignPage } from './leader-campaign-page.tsx';

const leaderRoutes = [{ path: '/business/campaigns/:campaignId', element: <LeaderCampaignPage /> }];

describe('cash and paper-book sales on the leader’s page (FUNDRAISING-10, FUNDRAISING-11)', () => {
  it('records a code for a seller, shows a second recording’s refusal on the code field, and undoes', async () => {
    const maya = aSeller({ id: 101, displayName: 'Maya R.' });
    const sam = aSeller({ id: 102, slug: 'h3n8c4vb', displayName: 'Sam K.' });
    let sales: CampaignSales = {
      ...noSales(),
      bySeller: [
        { sellerId: 101, displayName: 'Maya R.', sales: 0, amountCents: 0 },
        { sellerId: 102, displayName: 'Sam K.', sales: 0, amountCents: 0 },
      ],
    };
    const recorded: unknown[] = [];
    const undone: number[] = [];
    server.use(
      apiHandler(FundraisingBusinessApi.getLeaderCampaign, () =>
        aLeaderCampaign({ sellsCodes: true, sellers: [maya, sam] }),
      ),
      apiHandler(FundraisingBusinessApi.getCampaignSales, () => sales),
      apiHandler(FundraisingBusinessApi.recordCampaignCodeSale, ({ body }) => {
        if (recorded.length === 1)
          return errorResponse(
            409,
            ErrorCode.codeSaleRecorded,
            'This code was recorded already, for Sam K. (each code counts once).',
          );
        recorded.push(body);
        const sale = {
          id: 7,
          code: 'ABCD-EFGH',
          sellerId: 102,
          sellerName: 'Sam K.',
          amountCents: body.amountCents,
          createdAt: '2026-11-27T10:00:00.000Z',
        };
        sales = {
          bySeller: [
            { sellerId: 102, displayName: 'Sam K.', sales: 1, amountCents: body.amountCents },
            { sellerId: 101, displayName: 'Maya R.', sales: 0, amountCents: 0 },
          ],
          byDay: [{ day: '2026-11-27', sales: 1, amountCents: body.amountCents }],
          codeSales: [sale],
          timeZone: 'America/Chicago',
        };
        return sale;
      }),
      apiHandler(FundraisingBusinessApi.undoCampaignCodeSale, ({ params }) => {
        undone.push(Number(params.saleId));
        sales = noSales();
        return new Response(null, { status: 204 });
      }),
    );
    const { user } = renderRoutes(leaderRoutes, '/business/campaigns/31');
    await screen.findByRole('heading', { level: 1, name: 'Spring book drive' });

    // The contract's rules, before any call: a price is required.
    await user.type(field('Book’s code'), 'abcd efgh');
    await user.click(screen.getByRole('button', { name: 'Record sale' }));
    expect(await screen.findByText(CodeSaleText.amount)).toBeVisible();
    expect(field('Price charged ($)')).toHaveAttribute('aria-invalid', 'true');
    expect(recorded).toEqual([]);

    await user.selectOptions(field('Sold by'), 'Sam K.');
    await user.type(field('Price charged ($)'), '25');
    await user.click(screen.getByRole('button', { name: 'Record sale' }));
    expect(await screen.findByText('Sam K. sold ABCD-EFGH: the sale is recorded.')).toBeVisible();
    expect(recorded).toEqual([{ code: 'ABCDEFGH', sellerId: 102, amountCents: 2500 }]);
    const bySeller = await screen.findByRole('table', { name: 'Sales by seller' });
    await waitFor(() =>
      expect(within(bySeller).getAllByRole('row')[1]).toHaveTextContent('Sam K.1$25.00'),
    );
    const byDay = screen.getByRole('table', { name: 'Sales by day' });
    expect(within(byDay).getByText('Fri, Nov 27, 2026')).toBeVisible();
    // The sale's time on the market's clock, like the day it is counted on.
    const codeSales = screen.getByRole('table', { name: 'Cash and paper-book sales' });
    expect(within(codeSales).getByText('27 Nov 2026, 04:00 CST')).toBeVisible();
    // Counts and amounts only: no buyer anywhere on the page.
    expect(document.body).not.toHaveTextContent(/@|buyer:/);

    await user.type(field('Book’s code'), 'ABCD-EFGH');
    await user.click(screen.getByRole('button', { name: 'Record sale' }));
    expect(
      await screen.findByText(
        'This code was recorded already, for Sam K. (each code counts once).',
      ),
    ).toBeVisible();
    expect(field('Book’s code')).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: 'Undo the sale of ABCD-EFGH' }));
    expect(await screen.findByText('The sale of ABCD-EFGH is undone.')).toBeVisible();
    expect(undone).toEqual([7]);
    expect(await screen.findByText('No cash or paper-book sale recorded yet.')).toBeVisible();
  });
});

describe('the leader’s progress, live (FUNDRAISING-11)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for the sales again every 30 seconds and shows the new counts', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let asked = 0;
    server.use(
      apiHandler(FundraisingBusinessApi.getLeaderCampaign, () =>
        aLeaderCampaign({ sellers: [aSeller()] }),
      ),
      apiHandler(FundraisingBusinessApi.getCampaignSales, () => {
        asked += 1;
        return {
          ...noSales(),
          bySeller: [{ sellerId: 101, displayName: 'Maya R.', sales: asked - 1, amountCents: 0 }],
        };
      }),
    );
    renderRoutes(leaderRoutes, '/business/campaigns/31');
    const bySeller = await screen.findByRole('table', { name: 'Sales by seller' });
    expect(within(bySeller).getAllByRole('row')[1]).toHaveTextContent('Maya R.0');
    expect(asked).toBe(1);
    await vi.advanceTimersByTimeAsync(30_000);
    await waitFor(() =>
      expect(within(bySeller).getAllByRole('row')[1]).toHaveTextContent('Maya R.1'),
    );
    expect(asked).toBe(2);
  });
});

describe('the operator’s campaign page (FUNDRAISING-10, FUNDRAISING-11)', () => {
  it('gives the campaign a batch of its edition and shows the sales by seller and day', async () => {
    let stored: ConsoleCampaign = aConsoleCampaign({
      availableBatches: [{ id: 3, label: 'Printer order 12', count: 500, voided: false }],
      sales: {
        bySeller: [{ sellerId: 101, displayName: 'Maya R.', sales: 2, amountCents: 5000 }],
        byDay: [{ day: '2026-11-26', sales: 2, amountCents: 5000 }],
        codeSales: [],
        timeZone: 'America/Chicago',
      },
    });
    const given: number[] = [];
    server.use(
      apiHandler(FundraisingConsoleApi.getFundraisingCampaign, () => stored),
      apiHandler(FundraisingConsoleApi.giveCampaignCodeBatch, ({ body }) => {
        given.push(body.batchId);
        stored = { ...stored, batches: stored.availableBatches, availableBatches: [] };
        return stored;
      }),
    );
    const { user } = renderRoutes(
      [{ path: '/fundraising/campaigns/:campaignId', element: <FundraisingCampaignPage /> }],
      '/fundraising/campaigns/31',
    );
    await screen.findByRole('heading', { level: 1, name: 'Spring book drive' });
    const bySeller = screen.getByRole('table', { name: 'Sales by seller' });
    expect(within(bySeller).getByRole('rowheader', { name: 'Maya R.' })).toBeVisible();
    expect(within(bySeller).getByText('$50.00')).toBeVisible();

    await user.selectOptions(field('A batch of Austin 2026'), 'Printer order 12 (500 codes)');
    await user.click(screen.getByRole('button', { name: 'Give the batch' }));
    expect(
      await screen.findByText(
        'Printer order 12 is given to the campaign: its leader can record sales with its codes.',
      ),
    ).toBeVisible();
    expect(given).toEqual([3]);
    expect(
      within(screen.getByRole('list', { name: 'Batches given' })).getByText(/Printer order 12/),
    ).toBeVisible();
  });
});

import { ErrorCode } from '@citybook/contract/app';
import { FundraisingApi, FundraisingText } from '@citybook/contract/fundraising';
import type { PublicCampaign } from '@citybook/contract/fundraising';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CampaignText } from '../../features/fundraising/components/campaign-text.ts';
import { storageKeys } from '../../lib/storage/storage-keys.ts';
import { readStored, writeStored } from '../../lib/storage/stored.ts';
import { apiError, apiHandler } from '../../testing/mocks/http-from-contract.ts';
import { server } from '../../testing/mocks/server.ts';
import { createTestQueryClient } from '../../testing/query-client.ts';
import { renderRoutes } from '../../testing/render-routes.tsx';
import { createRoutes } from '../router.tsx';

/*
 * FUNDRAISING-5, FUNDRAISING-6: a campaign's public page at /f/<campaign>(/<seller>), open to anyone
 * without a login: its progress, the leaderboard unless hidden, the seller of the link, and buying.
 */

function renderApp(path: string) {
  const queryClient = createTestQueryClient();
  return renderRoutes(createRoutes(queryClient), { initialEntries: [path], queryClient });
}

function aCampaign(overrides: Partial<PublicCampaign> = {}): PublicCampaign {
  return {
    name: 'Spring book drive',
    groupName: 'Lincoln Elementary',
    marketTitle: 'Austin, TX',
    editionName: 'Austin 2026',
    startsOn: '2026-03-01',
    endsOn: '2099-04-30',
    status: 'running',
    goalKind: 'money',
    goalAmount: 500_000,
    sellsMemberships: true,
    sellsCodes: true,
    progress: { sales: 4, amountCents: 125_000 },
    leaderboard: [
      { displayName: 'Leo T.', sales: 3 },
      { displayName: 'Maya R.', sales: 1 },
    ],
    seller: null,
    ...overrides,
  };
}

describe('a fundraising campaign’s public page (FUNDRAISING-5)', () => {
  it('opens from a seller’s link without a login: the seller, the thermometer and the leaderboard', async () => {
    const asked: { slug: string | undefined; seller: string | null }[] = [];
    server.use(
      apiHandler(FundraisingApi.getPublicCampaign, ({ params, query }) => {
        asked.push({ slug: params.campaignSlug, seller: query.get('seller') });
        return aCampaign({ seller: { displayName: 'Maya R.' } });
      }),
    );
    const { router } = renderApp('/f/k7m2p9qa/q7r2t8wz');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Spring book drive' }),
    ).toBeVisible();
    expect(asked).toEqual([{ slug: 'k7m2p9qa', seller: 'q7r2t8wz' }]);
    expect(screen.getByText('Fundraising for Lincoln Elementary')).toBeVisible();
    expect(screen.getByText(CampaignText.seller('Maya R.', 'Lincoln Elementary'))).toBeVisible();
    const thermometer = screen.getByRole('progressbar', { name: CampaignText.progressLabel });
    expect(thermometer).toHaveAttribute('aria-valuenow', '25');
    expect(thermometer).toHaveAttribute('aria-valuetext', '$1,250.00 raised of $5,000.00');
    const board = screen.getByRole('list', { name: 'Sellers' });
    expect(
      within(board)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Leo T.3 sales', 'Maya R.1 sale']);
    expect(screen.getByRole('link', { name: CampaignText.buy })).toHaveAttribute(
      'href',
      '/account/selectActivation',
    );
    expect(screen.getByRole('link', { name: CampaignText.activate })).toBeVisible();
    expect(router.state.location.pathname).toBe('/f/k7m2p9qa/q7r2t8wz');
    // FUNDRAISING-7: a membership bought next in this tab counts for Maya.
    expect(readStored(storageKeys.fundraisingLink)).toEqual({
      campaignSlug: 'k7m2p9qa',
      sellerSlug: 'q7r2t8wz',
    });
  });

  it('has no leaderboard when the leader hid it, and counts a sales goal', async () => {
    server.use(
      apiHandler(FundraisingApi.getPublicCampaign, () =>
        aCampaign({ leaderboard: null, goalKind: 'sales', goalAmount: 200, sellsCodes: false }),
      ),
    );
    renderApp('/f/k7m2p9qa');
    expect(await screen.findByText('4 sales of 200')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Sellers' })).toBeNull();
    expect(screen.queryByRole('link', { name: CampaignText.activate })).toBeNull();
  });

  it('says a campaign has ended and still offers to buy (FUNDRAISING-6)', async () => {
    server.use(
      apiHandler(FundraisingApi.getPublicCampaign, () =>
        aCampaign({
          status: 'ended',
          endsOn: '2026-04-30',
          seller: { displayName: 'Maya R.' },
        }),
      ),
    );
    writeStored(storageKeys.fundraisingLink, { campaignSlug: 'k7m2p9qa', sellerSlug: 'q7r2t8wz' });
    renderApp('/f/k7m2p9qa/q7r2t8wz');
    expect(
      await screen.findByText(CampaignText.ended('2026-04-30', 'Lincoln Elementary')),
    ).toHaveTextContent('This campaign ended on April 30, 2026.');
    expect(screen.queryByText(CampaignText.seller('Maya R.', 'Lincoln Elementary'))).toBeNull();
    expect(screen.getByRole('link', { name: CampaignText.buy })).toBeVisible();
    // Buying now counts for nobody.
    expect(readStored(storageKeys.fundraisingLink)).toBeUndefined();
  });

  it('says a disabled group’s campaign is not running and still offers to buy (FUNDRAISING-15)', async () => {
    server.use(
      apiHandler(FundraisingApi.getPublicCampaign, () =>
        aCampaign({ status: 'stopped', seller: { displayName: 'Maya R.' } }),
      ),
    );
    writeStored(storageKeys.fundraisingLink, { campaignSlug: 'k7m2p9qa', sellerSlug: 'q7r2t8wz' });
    renderApp('/f/k7m2p9qa/q7r2t8wz');
    expect(await screen.findByText(CampaignText.stopped('Lincoln Elementary'))).toHaveTextContent(
      'This campaign is not running. You can still buy Citybook, but the purchase does not count for Lincoln Elementary.',
    );
    expect(screen.queryByText(CampaignText.seller('Maya R.', 'Lincoln Elementary'))).toBeNull();
    expect(screen.queryByText(/The campaign runs until/)).toBeNull();
    expect(screen.getByRole('link', { name: CampaignText.buy })).toBeVisible();
    // Buying now counts for nobody.
    expect(readStored(storageKeys.fundraisingLink)).toBeUndefined();
  });

  it('says so when the link leads to no campaign or seller', async () => {
    server.use(
      apiError(FundraisingApi.getPublicCampaign, 404, {
        code: ErrorCode.notFound,
        message: FundraisingText.publicSellerNotFound,
      }),
    );
    renderApp('/f/k7m2p9qa/zzzzzzzz');
    expect(
      await screen.findByRole('heading', { level: 1, name: CampaignText.notFoundTitle }),
    ).toBeVisible();
    expect(screen.getByText(FundraisingText.publicSellerNotFound)).toBeVisible();
    expect(screen.getByRole('link', { name: CampaignText.buy })).toBeVisible();
  });
});

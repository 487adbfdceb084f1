import { ErrorCode } from '@citybook/contract/app';
import { FundraisingBusinessApi, SellerNameText } from '@citybook/contract/fundraising';
import type { LeaderCampaign } from '@citybook/contract/fundraising';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { field } from '../../../testing/editor-steps.ts';
import { apiHandler, apiReply, errorResponse } from '../../../testing/mocks/http-from-contract.ts';
import { server } from '../../../testing/mocks/server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import {
  aCampaign,
  aLeaderCampaign,
  aSeller,
  noSales,
} from '../fundraising-fixtures.test-helper.ts';
import { LeaderCampaignPage } from './leader-campaign-page.tsx';
import { LeaderCampaignsPage } from './leader-campaigns-page.tsx';

const routes = [
  { path: '/business/campaigns', element: <LeaderCampaignsPage /> },
  { path: '/business/campaigns/:campaignId', element: <LeaderCampaignPage /> },
];

// FUNDRAISING-11: the campaign's page also asks for its sales; nothing sold in these tests.
beforeEach(() => {
  server.use(apiReply(FundraisingBusinessApi.getCampaignSales, noSales()));
});

describe('a leader’s campaigns (FUNDRAISING-2…5)', () => {
  it('lists the group’s campaigns with their progress', async () => {
    server.use(
      apiReply(FundraisingBusinessApi.getLeaderCampaigns, {
        groupName: 'Lincoln Elementary',
        campaigns: [aCampaign({ goalKind: 'sales', goalAmount: 200, sellerCount: 3 })],
      }),
    );
    renderRoutes(routes, '/business/campaigns');
    const list = await screen.findByRole('list', { name: 'Your campaigns' });
    expect(within(list).getByRole('link', { name: 'Spring book drive' })).toHaveAttribute(
      'href',
      '/business/campaigns/31',
    );
    expect(within(list).getByText(/3 sellers/)).toBeVisible();
    expect(within(list).getByRole('progressbar', { name: /4 sales of 200 sales/ })).toHaveAttribute(
      'value',
      '0.02',
    );
  });

  it('adds sellers by display name; a name with a phone number is refused on the field before any call', async () => {
    let stored: LeaderCampaign = aLeaderCampaign();
    const added: string[] = [];
    server.use(
      apiHandler(FundraisingBusinessApi.getLeaderCampaign, () => stored),
      apiHandler(FundraisingBusinessApi.addCampaignSeller, ({ body }) => {
        added.push(body.displayName);
        const seller = aSeller({
          id: 100 + added.length,
          slug: added.length === 1 ? 'q7r2t8wz' : 'h3n8c4vb',
          displayName: body.displayName,
        });
        stored = { ...stored, sellers: [...stored.sellers, seller] };
        return seller;
      }),
    );
    const { user } = renderRoutes(routes, '/business/campaigns/31');
    await screen.findByRole('heading', { level: 1, name: 'Spring book drive' });
    expect(screen.getByText('No seller yet: add the first one above.')).toBeVisible();

    await user.type(field('Seller’s display name'), 'Maya 555 123 4567');
    await user.click(screen.getByRole('button', { name: 'Add seller' }));
    expect(await screen.findByText(SellerNameText.phone)).toBeVisible();
    expect(field('Seller’s display name')).toHaveAttribute('aria-invalid', 'true');
    expect(added).toEqual([]);

    await user.clear(field('Seller’s display name'));
    await user.type(field('Seller’s display name'), 'Maya R.');
    await user.click(screen.getByRole('button', { name: 'Add seller' }));
    expect(await screen.findByText('Maya R. is added, with a link of their own.')).toBeVisible();
    await user.type(field('Seller’s display name'), 'Leo T.');
    await user.click(screen.getByRole('button', { name: 'Add seller' }));
    const table = await screen.findByRole('table', { name: 'Sellers' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).getByRole('rowheader', { name: 'Maya R.' })).toBeVisible();
    expect(within(table).getByText('/f/k7m2p9qa/q7r2t8wz')).toBeVisible();
    expect(within(table).getByText('/f/k7m2p9qa/h3n8c4vb')).toBeVisible();
    expect(added).toEqual(['Maya R.', 'Leo T.']);

    await user.click(screen.getByRole('button', { name: 'QR code and link of Maya R.' }));
    const qr = screen.getByRole('dialog', { name: 'Maya R.’s link' });
    expect(within(qr).getByRole('img', { name: 'QR code of Maya R.’s link' })).toBeVisible();
    expect(within(qr).getByText(`${window.location.origin}/f/k7m2p9qa/q7r2t8wz`)).toBeVisible();
  });

  it('renames and removes a seller, and says when the campaign is full', async () => {
    let stored: LeaderCampaign = aLeaderCampaign({
      sellers: [aSeller(), aSeller({ id: 102, slug: 'h3n8c4vb', displayName: 'Leo T.' })],
    });
    const calls: string[] = [];
    server.use(
      apiHandler(FundraisingBusinessApi.getLeaderCampaign, () => stored),
      apiHandler(FundraisingBusinessApi.renameCampaignSeller, ({ params, body }) => {
        calls.push(`rename ${params.sellerId!} ${body.displayName}`);
        stored = {
          ...stored,
          sellers: stored.sellers.map((s) =>
            String(s.id) === params.sellerId ? { ...s, displayName: body.displayName } : s,
          ),
        };
        return stored.sellers.find((s) => String(s.id) === params.sellerId)!;
      }),
      apiHandler(FundraisingBusinessApi.removeCampaignSeller, ({ params }) => {
        calls.push(`remove ${params.sellerId!}`);
        stored = {
          ...stored,
          sellers: stored.sellers.filter((s) => String(s.id) !== params.sellerId),
        };
        return undefined;
      }),
      apiHandler(FundraisingBusinessApi.addCampaignSeller, () =>
        errorResponse(409, ErrorCode.campaignSellersFull, 'A campaign has at most 1000 sellers.'),
      ),
    );
    const { user } = renderRoutes(routes, '/business/campaigns/31');
    await user.click(await screen.findByRole('button', { name: 'Rename Leo T.' }));
    const rename = screen.getByRole('dialog', { name: 'Rename Leo T.' });
    await user.clear(within(rename).getByLabelText('Display name'));
    await user.type(within(rename).getByLabelText('Display name'), 'Leo Th.');
    await user.click(within(rename).getByRole('button', { name: 'Save name' }));
    expect(await screen.findByRole('rowheader', { name: 'Leo Th.' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Remove Maya R.' }));
    const remove = screen.getByRole('dialog', { name: 'Remove Maya R.?' });
    expect(remove).toHaveTextContent('Their name is erased and their link stops working.');
    await user.click(within(remove).getByRole('button', { name: 'Remove seller' }));
    expect(await screen.findByText('Maya R. is removed.')).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: 'Maya R.' })).not.toBeInTheDocument(),
    );
    expect(calls).toEqual(['rename 102 Leo Th.', 'remove 101']);

    await user.type(field('Seller’s display name'), 'Ava B.');
    await user.click(screen.getByRole('button', { name: 'Add seller' }));
    await waitFor(() =>
      expect(field('Seller’s display name')).toHaveAccessibleDescription(
        expect.stringContaining('A campaign has at most 1000 sellers.'),
      ),
    );
  });

  it('hides the leaderboard from the public page and shows it again', async () => {
    let stored = aLeaderCampaign();
    const asked: boolean[] = [];
    server.use(
      apiHandler(FundraisingBusinessApi.getLeaderCampaign, () => stored),
      apiHandler(FundraisingBusinessApi.setCampaignLeaderboard, ({ body }) => {
        asked.push(body.hidden);
        stored = { ...stored, leaderboardHidden: body.hidden };
        return stored;
      }),
    );
    const { user } = renderRoutes(routes, '/business/campaigns/31');
    const toggle = await screen.findByRole('checkbox', {
      name: 'Show the leaderboard of sellers on the campaign’s page',
    });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(
      await screen.findByText('The leaderboard is hidden from the campaign’s page.'),
    ).toBeVisible();
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(
      await screen.findByText('The leaderboard is shown on the campaign’s page.'),
    ).toBeVisible();
    expect(asked).toEqual([true, false]);
  });

  it('says a campaign that is not the group’s does not exist', async () => {
    server.use(
      apiHandler(FundraisingBusinessApi.getLeaderCampaign, () =>
        errorResponse(404, ErrorCode.notFound, 'No campaign of yours has this id.'),
      ),
    );
    renderRoutes(routes, '/business/campaigns/99');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Campaign not found' }),
    ).toBeVisible();
  });
});

import { ErrorCode } from '@citybook/contract/app';
import { FundraisingConsoleApi } from '@citybook/contract/fundraising';
import type { CreateCampaignRequest, FundraisingGroup } from '@citybook/contract/fundraising';
import { MarketConsoleApi } from '@citybook/contract/market';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { field } from '../../../testing/editor-steps.ts';
import { apiHandler, apiReply, errorResponse } from '../../../testing/mocks/http-from-contract.ts';
import { server } from '../../../testing/mocks/server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { NewCampaignPage } from '../campaigns/new-campaign-page.tsx';
import { aCampaign, aGroup } from '../fundraising-fixtures.test-helper.ts';
import { FundraisingGroupPage } from './group-page.tsx';
import { FundraisingGroupsPage } from './groups-page.tsx';
import { NewFundraisingGroupPage } from './new-group-page.tsx';

const routes = [
  { path: '/fundraising', element: <FundraisingGroupsPage /> },
  { path: '/fundraising/new', element: <NewFundraisingGroupPage /> },
  { path: '/fundraising/:groupId', element: <FundraisingGroupPage /> },
  { path: '/fundraising/:groupId/campaigns/new', element: <NewCampaignPage /> },
];

const editions = {
  rows: [
    {
      id: 5,
      slug: 'austin-2026',
      name: 'Austin 2026',
      year: 2026,
      marketId: 1,
      marketTitle: 'Austin, TX',
      onSaleAt: '2026-01-01',
      validUntil: '2026-12-31',
      offers: 40,
    },
    {
      id: 6,
      slug: 'dallas-2026',
      name: 'Dallas 2026',
      year: 2026,
      marketId: 2,
      marketTitle: 'Dallas, TX',
      onSaleAt: '2026-01-01',
      validUntil: '2026-12-31',
      offers: 30,
    },
  ],
  total: 2,
  page: 1,
  pageSize: 100,
};

describe('fundraising groups in the console (FUNDRAISING-1)', () => {
  it('lists the groups with their kind, campaigns and leaders', async () => {
    server.use(
      apiReply(FundraisingConsoleApi.getFundraisingGroupGrid, {
        rows: [
          {
            id: 9,
            name: 'Lincoln Elementary',
            kind: 'school',
            campaignCount: 2,
            leaderCount: 1,
            disabled: false,
            createdAt: '2026-11-20T08:00:00.000Z',
          },
        ],
        total: 1,
        page: 1,
        pageSize: 25,
      }),
    );
    renderRoutes(routes, '/fundraising');
    const row = (await screen.findByRole('link', { name: 'Lincoln Elementary' })).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(expect.arrayContaining(['School', '2', '1', 'Active']));
    expect(screen.getByRole('link', { name: 'New group' })).toHaveAttribute(
      'href',
      '/fundraising/new',
    );
  });

  it('makes a group, then invites its leader and shows the temporary password once', async () => {
    let stored: FundraisingGroup = aGroup();
    const made: unknown[] = [];
    server.use(
      apiHandler(FundraisingConsoleApi.createFundraisingGroup, ({ body }) => {
        made.push(body);
        stored = aGroup({ name: body.name, kind: body.kind });
        return stored;
      }),
      apiHandler(FundraisingConsoleApi.getFundraisingGroup, () => stored),
      apiHandler(FundraisingConsoleApi.inviteFundraisingLeader, ({ body }) => {
        const person = {
          id: 50,
          email: body.email,
          role: 'fundraiserLeader' as const,
          locationIds: [],
          disabled: false,
          mustChangePassword: true,
          lastSignInAt: null,
        };
        stored = { ...stored, leaders: [person] };
        return { person, temporaryPassword: 'tmp-Lz8#qq2' };
      }),
    );
    const { user } = renderRoutes(routes, '/fundraising/new');
    await user.click(screen.getByRole('button', { name: 'Save group' }));
    expect(await screen.findByText('Please enter the organisation’s name.')).toBeVisible();
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(made).toEqual([]);
    await user.type(field('Name'), 'Eastside Soccer Club');
    await user.selectOptions(field('Kind'), 'club');
    await user.click(screen.getByRole('button', { name: 'Save group' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Eastside Soccer Club' }),
    ).toBeVisible();
    expect(made).toEqual([{ name: 'Eastside Soccer Club', kind: 'club' }]);
    expect(screen.getByText('Nobody yet: invite the group’s leader.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Invite the leader' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Invite the leader of Eastside Soccer Club',
    });
    await user.type(within(dialog).getByLabelText('Email address'), 'coach@eastside.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    const sent = await screen.findByRole('dialog', { name: 'Invitation sent' });
    expect(within(sent).getByLabelText('Temporary password')).toHaveTextContent('tmp-Lz8#qq2');
    await user.click(within(sent).getByRole('button', { name: 'Done' }));
    const leader = (await screen.findByRole('cell', { name: 'coach@eastside.test' })).closest(
      'tr',
    )!;
    expect(within(leader).getByText('Invited')).toBeVisible();
  });

  it('makes a campaign: the edition gives its market, a money goal is sent in cents, and the server’s word lands on its field', async () => {
    const sent: CreateCampaignRequest[] = [];
    server.use(
      apiReply(MarketConsoleApi.getEditionGrid, editions),
      apiHandler(FundraisingConsoleApi.createFundraisingCampaign, ({ body }) => {
        sent.push(body);
        if (body.editionId === 6)
          return errorResponse(
            422,
            ErrorCode.invalidEdition,
            'Please choose an edition of the campaign’s market.',
          );
        return aCampaign({ name: body.name });
      }),
      apiHandler(FundraisingConsoleApi.getFundraisingGroup, () =>
        aGroup({ campaigns: [aCampaign({ sellerCount: 2 })] }),
      ),
    );
    const { user } = renderRoutes(routes, '/fundraising/9/campaigns/new');
    await screen.findByRole('option', { name: 'Austin 2026 (Austin, TX)' });
    await user.click(screen.getByRole('button', { name: 'Save campaign' }));
    expect(await screen.findByText('Please enter the campaign’s name.')).toBeVisible();
    expect(field('Edition')).toHaveAccessibleDescription(
      expect.stringContaining('Please choose an edition.'),
    );
    expect(sent).toEqual([]);

    await user.type(field('Name'), 'Spring book drive');
    await user.selectOptions(field('Edition'), '6');
    await user.type(field('First day'), '2026-03-01');
    await user.type(field('Last day'), '2026-02-01');
    await user.click(screen.getByRole('radio', { name: 'An amount of money' }));
    await user.type(field('Goal in dollars'), '5,000');
    await user.click(screen.getByRole('checkbox', { name: 'Digital memberships for the edition' }));
    await user.click(screen.getByRole('button', { name: 'Save campaign' }));
    expect(await screen.findByText('The last day cannot be before the first.')).toBeVisible();
    expect(screen.getByText('Please choose what the campaign sells.')).toBeVisible();
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('checkbox', { name: 'Digital memberships for the edition' }));
    await user.clear(field('Last day'));
    await user.type(field('Last day'), '2026-04-30');
    await user.click(screen.getByRole('button', { name: 'Save campaign' }));
    await waitFor(() => expect(field('Edition')).toHaveAttribute('aria-invalid', 'true'));
    expect(field('Edition')).toHaveAccessibleDescription(
      expect.stringContaining('Please choose an edition of the campaign’s market.'),
    );
    expect(sent.at(-1)).toMatchObject({ marketId: 2, editionId: 6 });

    await user.selectOptions(field('Edition'), '5');
    await user.click(screen.getByRole('button', { name: 'Save campaign' }));
    expect(
      await screen.findByText('Spring book drive is made. Its leader can add sellers now.'),
    ).toBeVisible();
    expect(sent.at(-1)).toEqual({
      name: 'Spring book drive',
      marketId: 1,
      editionId: 5,
      startsOn: '2026-03-01',
      endsOn: '2026-04-30',
      goalKind: 'money',
      goalAmount: 500_000,
      sellsMemberships: true,
      sellsCodes: false,
      commissionBasisPoints: 2000,
    });
    const campaigns = screen.getByRole('list', { name: 'Campaigns' });
    expect(within(campaigns).getByText('$119.96 of $5,000.00 (4 sales)')).toBeVisible();
    expect(within(campaigns).getByRole('link', { name: '/f/k7m2p9qa' })).toBeVisible();
  });
});

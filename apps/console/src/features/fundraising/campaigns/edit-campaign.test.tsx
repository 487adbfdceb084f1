import { ErrorCode } from '@citybook/contract/app';
import { ConsoleEditText } from '@citybook/contract/console-fields';
import { FundraisingConsoleApi, FundraisingText } from '@citybook/contract/fundraising';
import type { ConsoleCampaign, UpdateCampaignRequest } from '@citybook/contract/fundraising';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { field, retype, saveIntoConflict } from '../../../testing/editor-steps.ts';
import { apiHandler, errorResponse } from '../../../testing/mocks/http-from-contract.ts';
import { server } from '../../../testing/mocks/server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { aConsoleCampaign } from '../fundraising-fixtures.test-helper.ts';
import { FundraisingCampaignPage } from './campaign-page.tsx';
import { EditCampaignPage, EditCampaignText } from './edit-campaign-page.tsx';

const routes = [
  { path: '/fundraising/campaigns/:campaignId', element: <FundraisingCampaignPage /> },
  { path: '/fundraising/campaigns/:campaignId/edit', element: <EditCampaignPage /> },
];

/** The campaign the server keeps: a money goal of $5,000.00, selling memberships. */
function serve(campaign: ConsoleCampaign, answer?: (body: UpdateCampaignRequest) => Response) {
  let stored = campaign;
  const sent: UpdateCampaignRequest[] = [];
  server.use(
    apiHandler(FundraisingConsoleApi.getFundraisingCampaign, () => stored),
    apiHandler(FundraisingConsoleApi.updateFundraisingCampaign, ({ body }) => {
      sent.push(body);
      const refused = answer?.(body);
      if (refused) return refused;
      stored = {
        ...stored,
        ...body,
        name: body.name.trim(),
        revision: stored.revision + 1,
      };
      return stored;
    }),
  );
  return sent;
}

describe('an operator edits a campaign (FUNDRAISING-14)', () => {
  it('opens the form prefilled from the campaign page, saves the changes over its revision and says so', async () => {
    const sent = serve(aConsoleCampaign({ revision: 4 }));
    const { user } = renderRoutes(routes, '/fundraising/campaigns/12');
    await user.click(await screen.findByRole('link', { name: 'Edit campaign' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit Spring book drive' }),
    ).toBeVisible();
    expect(field('Name')).toHaveValue('Spring book drive');
    expect(field('First day')).toHaveValue('2026-03-01');
    expect(field('Last day')).toHaveValue('2026-04-30');
    expect(screen.getByRole('radio', { name: 'An amount of money' })).toBeChecked();
    expect(field('Goal in dollars')).toHaveValue('5000.00');
    expect(screen.getByRole('checkbox', { name: 'Printed books’ codes' })).toBeChecked();
    expect(field('Commission (basis points)')).toHaveValue('2000');
    expect(field('Commission (basis points)')).not.toHaveAttribute('readonly');
    // Market and edition are fixed once made, and the form says so.
    expect(screen.getByText('Austin 2026')).toBeVisible();
    expect(screen.getByText(EditCampaignText.fixedPlace)).toBeVisible();
    expect(screen.queryByLabelText('Edition')).toBeNull();

    await retype(user, 'Last day', '2026-05-31');
    await retype(user, 'Goal in dollars', '7,500');
    await user.click(
      screen.getByRole('checkbox', { name: 'Hide the leaderboard from the public page' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Spring book drive is saved.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Spring book drive' })).toBeVisible();
    expect(sent).toEqual([
      {
        name: 'Spring book drive',
        startsOn: '2026-03-01',
        endsOn: '2026-05-31',
        goalKind: 'money',
        goalAmount: 750_000,
        sellsMemberships: true,
        sellsCodes: true,
        commissionBasisPoints: 2000,
        leaderboardHidden: true,
        revision: 4,
      },
    ]);
  });

  it('keeps the rules of a new campaign and sends nothing that breaks them', async () => {
    const sent = serve(aConsoleCampaign());
    const { user } = renderRoutes(routes, '/fundraising/campaigns/12/edit');
    await screen.findByRole('heading', { level: 1, name: 'Edit Spring book drive' });
    await retype(user, 'Last day', '2026-02-01');
    await user.click(screen.getByRole('checkbox', { name: 'Digital memberships for the edition' }));
    await user.click(screen.getByRole('checkbox', { name: 'Printed books’ codes' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The last day cannot be before the first.')).toBeVisible();
    expect(screen.getByText('Please choose what the campaign sells.')).toBeVisible();
    expect(field('Last day')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('shows the rate read-only with the reason once a sale counted it, and the server’s refusals on their fields', async () => {
    serve(aConsoleCampaign({ commissionLocked: true, hasSales: true }), (body) =>
      body.sellsMemberships
        ? errorResponse(409, ErrorCode.campaignCommissionLocked, FundraisingText.commissionLocked)
        : errorResponse(409, ErrorCode.campaignSellsLocked, FundraisingText.sellsLocked),
    );
    const { user } = renderRoutes(routes, '/fundraising/campaigns/12/edit');
    await screen.findByRole('heading', { level: 1, name: 'Edit Spring book drive' });
    expect(field('Commission (basis points)')).toHaveAttribute('readonly');
    expect(field('Commission (basis points)')).toHaveAccessibleDescription(
      expect.stringContaining(EditCampaignText.commissionLocked),
    );
    expect(screen.getByText(EditCampaignText.sellsWiden)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(field('Commission (basis points)')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(field('Commission (basis points)')).toHaveAccessibleDescription(
      expect.stringContaining(FundraisingText.commissionLocked),
    );

    await user.click(screen.getByRole('checkbox', { name: 'Digital memberships for the edition' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(FundraisingText.sellsLocked)).toBeVisible();
  });

  it('says to reload when someone saved the campaign since it was opened', async () => {
    serve(aConsoleCampaign(), () =>
      errorResponse(409, ErrorCode.editConflict, ConsoleEditText.editConflict),
    );
    const { user } = renderRoutes(routes, '/fundraising/campaigns/12/edit');
    await screen.findByRole('heading', { level: 1, name: 'Edit Spring book drive' });
    await saveIntoConflict(user);
    expect(field('Name')).toHaveValue('Spring book drive');
  });
});

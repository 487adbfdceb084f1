import { FundraisingConsoleApi } from '@citybook/contract/fundraising';
import type { FundraisingGroup } from '@citybook/contract/fundraising';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiHandler, errorResponse } from '../../../testing/mocks/http-from-contract.ts';
import { server } from '../../../testing/mocks/server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { aGroup } from '../fundraising-fixtures.test-helper.ts';
import { GroupAccessText } from './group-access.tsx';
import { FundraisingGroupPage } from './group-page.tsx';

const routes = [{ path: '/fundraising/:groupId', element: <FundraisingGroupPage /> }];

const leader = {
  id: 50,
  email: 'coach@eastside.test',
  role: 'fundraiserLeader' as const,
  locationIds: [],
  disabled: false,
  mustChangePassword: false,
  lastSignInAt: null,
};

function serve(group: FundraisingGroup, failFirst = false) {
  let stored = group;
  let calls = 0;
  const sent: unknown[] = [];
  server.use(
    apiHandler(FundraisingConsoleApi.getFundraisingGroup, () => stored),
    apiHandler(FundraisingConsoleApi.setFundraisingGroupDisabled, ({ body }) => {
      sent.push(body);
      calls += 1;
      if (failFirst && calls === 1) return errorResponse(500, 500, '');
      stored = { ...stored, disabled: body.disabled };
      return stored;
    }),
  );
  return sent;
}

describe('disabling and enabling a group (FUNDRAISING-15)', () => {
  it('disables the group after the shared confirmation, then enables it again', async () => {
    const sent = serve(aGroup({ name: 'Eastside Soccer Club', leaders: [leader] }));
    const { user } = renderRoutes(routes, '/fundraising/9');
    await user.click(await screen.findByRole('button', { name: 'Disable group' }));

    const dialog = screen.getByRole('dialog', { name: 'Disable Eastside Soccer Club?' });
    expect(dialog).toHaveTextContent(
      'Its one leader is signed out at once and cannot sign in until you enable it again.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Disable group' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Disable Eastside Soccer Club?' })).getByRole(
        'button',
        { name: 'Disable group' },
      ),
    );
    expect(await screen.findByText(GroupAccessText.disabled('Eastside Soccer Club'))).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('This group is disabled: its leaders cannot sign in.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Invite the leader' })).toBeDisabled();
    expect(sent).toEqual([{ disabled: true }]);

    await user.click(screen.getByRole('button', { name: 'Enable group' }));
    expect(await screen.findByText(GroupAccessText.enabled('Eastside Soccer Club'))).toBeVisible();
    expect(screen.getByRole('button', { name: 'Disable group' })).toBeVisible();
    expect(sent).toEqual([{ disabled: true }, { disabled: false }]);
  });

  it('says in the dialog when disabling failed, and keeps the group as it was', async () => {
    serve(aGroup({ name: 'Eastside Soccer Club' }), true);
    const { user } = renderRoutes(routes, '/fundraising/9');
    await user.click(await screen.findByRole('button', { name: 'Disable group' }));
    const dialog = screen.getByRole('dialog', { name: 'Disable Eastside Soccer Club?' });
    expect(dialog).toHaveTextContent(
      'It has no leader yet, and none can be invited until you enable it again.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Disable group' }));
    expect(await within(dialog).findByText(GroupAccessText.disableFailed)).toBeVisible();
    expect(screen.queryByText('This group is disabled: its leaders cannot sign in.')).toBeNull();
  });
});

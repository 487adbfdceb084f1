import { StaffApi } from '@citybook/contract/staff';
import type { AuditRow } from '@citybook/contract/staff';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiHandler } from '../../../testing/mocks/http-from-contract.ts';
import { server } from '../../../testing/mocks/server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { aStaffRow, signedInAs } from '../../../testing/staff-fixtures.ts';
import { AuditLogPage } from './audit-log-page.tsx';
import { signedInRoutes } from '../session/signed-in-routes.test-helper.tsx';

function anAuditRow(overrides: Partial<AuditRow> = {}): AuditRow {
  return {
    id: 7,
    at: '2026-11-27T10:31:00.000Z',
    staffId: 1,
    staffEmail: 'owner@citybook.test',
    action: 'staff.changeRole',
    objectType: 'staff',
    objectId: '12',
    before: { email: 'ed@citybook.test', role: 'editor' },
    after: { email: 'ed@citybook.test', role: 'support' },
    requestId: 'req-1',
    clientAddress: '127.0.0.1',
    reason: null,
    ...overrides,
  };
}

const routes = signedInRoutes({ 'audit-log': <AuditLogPage /> });

describe('the audit log', () => {
  it('asks newest first, filters by person, object and days, and opens a row’s before and after', async () => {
    signedInAs('owner');
    const editor = aStaffRow({ email: 'ed@citybook.test' });
    const asked: Record<string, string>[] = [];
    server.use(
      apiHandler(StaffApi.getStaffGrid, () => ({
        rows: [editor],
        total: 1,
        page: 1,
        pageSize: 100,
      })),
      apiHandler(StaffApi.getAuditLog, ({ query }) => {
        asked.push(Object.fromEntries(query));
        return { rows: [anAuditRow()], total: 1, page: 1, pageSize: 25 };
      }),
    );
    const { user, router } = renderRoutes(routes, '/audit-log');
    expect(await screen.findByRole('cell', { name: 'staff.changeRole' })).toBeVisible();
    expect(asked[0]).toEqual({ page: '1', pageSize: '25', sort: 'at', direction: 'desc' });
    expect(screen.getByRole('columnheader', { name: /When/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(screen.getByRole('cell', { name: 'staff #12' })).toBeVisible();

    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Person' }),
      await screen.findByRole('option', { name: editor.email }),
    );
    await user.type(screen.getByRole('searchbox', { name: 'Object type' }), 'staff');
    // The text filter reaches the address once the typing pauses.
    await waitFor(() => {
      expect(new URLSearchParams(router.state.location.search).get('objectType')).toBe('staff');
    });
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.type(screen.getByLabelText('To'), '2026-11-27');
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      staffId: String(editor.id),
      objectType: 'staff',
      from: '2026-11-01',
      to: '2026-11-27',
    });

    const details = screen.getByRole('button', { name: /Before and after of staff.changeRole/ });
    await user.click(details);
    expect(details).toHaveAttribute('aria-expanded', 'true');
    const before = screen.getByRole('region', { name: 'Before' });
    const after = screen.getByRole('region', { name: 'After' });
    expect(within(before).getByText(/"role": "editor"/)).toBeVisible();
    expect(within(after).getByText(/"role": "support"/)).toBeVisible();
  });

  it('says "Nothing" for a side without an object', async () => {
    signedInAs('owner');
    server.use(
      apiHandler(StaffApi.getStaffGrid, () => ({ rows: [], total: 0, page: 1, pageSize: 100 })),
      apiHandler(StaffApi.getAuditLog, () => ({
        rows: [
          anAuditRow({ action: 'staff.signIn.failed', before: null, after: null, objectId: null }),
        ],
        total: 1,
        page: 1,
        pageSize: 25,
      })),
    );
    const { user } = renderRoutes(routes, '/audit-log');
    await user.click(
      await screen.findByRole('button', { name: /Before and after of staff.signIn.failed/ }),
    );
    expect(
      within(screen.getByRole('region', { name: 'Before' })).getByText('Nothing'),
    ).toBeVisible();
  });
});

import { ErrorCode } from '@citybook/contract/app';
import { StaffApi, StaffSignInText } from '@citybook/contract/staff';
import type { StaffRow } from '@citybook/contract/staff';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiHandler, errorResponse } from '../../../testing/mocks/http-from-contract.ts';
import { server } from '../../../testing/mocks/server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { aStaffRow, signedInAs } from '../../../testing/staff-fixtures.ts';
import { StaffPage } from './staff-page.tsx';
import { signedInRoutes } from '../session/signed-in-routes.test-helper.tsx';

/** The staff grid over these rows; answers the rows as they are at each request. */
function answerStaff(rows: StaffRow[]) {
  const asked: Record<string, string>[] = [];
  server.use(
    apiHandler(StaffApi.getStaffGrid, ({ query }) => {
      asked.push(Object.fromEntries(query));
      return { rows, total: rows.length, page: 1, pageSize: 25 };
    }),
  );
  return asked;
}

const rowOf = (email: string) => screen.getByRole('cell', { name: email }).closest('tr')!;

const routes = signedInRoutes({ staff: <StaffPage /> });

describe('staff management', () => {
  it('lists staff, and offers no change of the owner’s own account', async () => {
    const me = signedInAs('owner');
    const other = aStaffRow({ role: 'editor' });
    const invited = aStaffRow({
      role: 'support',
      enrolled: false,
      mustChangePassword: true,
      lastSignInAt: null,
    });
    answerStaff([aStaffRow({ id: me.id, email: me.email, role: 'owner' }), other, invited]);
    renderRoutes(routes, '/staff');
    const mine = (await screen.findByRole('cell', { name: /\(you\)/ })).closest('tr')!;
    expect(mine).toHaveTextContent(me.email);
    expect(mine).toHaveTextContent('(you)');
    expect(within(mine).queryAllByRole('button')).toEqual([]);
    expect(within(mine).getByText('Your own account')).toBeVisible();

    expect(within(rowOf(other.email)).getByText('Active')).toBeVisible();
    expect(
      within(rowOf(other.email)).getByRole('button', { name: `Disable ${other.email}` }),
    ).toBeVisible();
    expect(within(rowOf(invited.email)).getByText('Not signed in yet')).toBeVisible();
    expect(within(rowOf(invited.email)).getByText('Never')).toBeVisible();
  });

  it('invites a person with a role and shows the temporary password once', async () => {
    signedInAs('owner');
    const taken = aStaffRow();
    const rows: StaffRow[] = [taken];
    const asked = answerStaff(rows);
    server.use(
      apiHandler(StaffApi.inviteStaff, ({ body }) => {
        if (body.email === taken.email)
          return errorResponse(
            400,
            ErrorCode.emailTaken,
            'Another staff account has this e-mail address.',
          );
        const staff = aStaffRow({
          email: body.email,
          role: body.role,
          enrolled: false,
          mustChangePassword: true,
        });
        rows.push(staff);
        return { staff, temporaryPassword: 'tmp-Kq7#pw9' };
      }),
    );
    const { user } = renderRoutes(routes, '/staff');
    await screen.findByRole('cell', { name: taken.email });

    await user.click(screen.getByRole('button', { name: 'Invite staff' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite a staff member' });
    await user.type(within(dialog).getByLabelText('Email address'), taken.email);
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }));
    const email = within(dialog).getByLabelText('Email address');
    expect(
      await within(dialog).findByText('Another staff account has this e-mail address.'),
    ).toBeVisible();
    expect(email).toHaveAttribute('aria-invalid', 'true');

    await user.clear(email);
    await user.type(email, 'new.editor@citybook.test');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'analyst');
    expect(within(dialog).getByText('Reports, read only.')).toBeVisible();
    const before = asked.length;
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }));

    const made = await screen.findByRole('dialog', { name: 'Invitation made' });
    expect(within(made).getByLabelText('Temporary password')).toHaveTextContent('tmp-Kq7#pw9');
    expect(
      await screen.findByRole('cell', { name: 'new.editor@citybook.test' }),
    ).toBeInTheDocument();
    expect(asked.length).toBeGreaterThan(before);
    await user.click(within(made).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('tmp-Kq7#pw9')).toBeNull();
  });

  it('disables an account after asking, and enables it again without asking', async () => {
    signedInAs('owner');
    const other = aStaffRow();
    const rows = [other];
    answerStaff(rows);
    const sent: unknown[] = [];
    server.use(
      apiHandler(StaffApi.setStaffDisabled, ({ body, params }) => {
        sent.push({ staffId: params.staffId, ...body });
        rows[0] = { ...other, disabled: body.disabled };
        return rows[0];
      }),
    );
    const { user } = renderRoutes(routes, '/staff');
    await user.click(await screen.findByRole('button', { name: `Disable ${other.email}` }));
    const confirm = screen.getByRole('dialog', { name: `Disable ${other.email}?` });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: `Disable ${other.email}` }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText(`${other.email} is disabled.`)).toBeVisible();
    expect(await within(rowOf(other.email)).findByText('Disabled')).toBeVisible();

    await user.click(screen.getByRole('button', { name: `Enable ${other.email}` }));
    expect(await screen.findByText(`${other.email} is enabled again.`)).toBeVisible();
    expect(sent).toEqual([
      { staffId: String(other.id), disabled: true },
      { staffId: String(other.id), disabled: false },
    ]);
  });

  it('changes a role, and shows the server’s refusal in the dialog', async () => {
    signedInAs('owner');
    const other = aStaffRow({ role: 'editor' });
    answerStaff([other]);
    let refuse = true;
    server.use(
      apiHandler(StaffApi.changeStaffRole, ({ body }) =>
        refuse
          ? errorResponse(409, ErrorCode.ownStaffAccount, StaffSignInText.ownAccount)
          : { ...other, role: body.role },
      ),
    );
    const { user } = renderRoutes(routes, '/staff');
    await user.click(await screen.findByRole('button', { name: `Change role of ${other.email}` }));
    const dialog = screen.getByRole('dialog', { name: `Change the role of ${other.email}` });
    const save = within(dialog).getByRole('button', { name: 'Change role' });
    expect(save).toBeDisabled();
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'support');
    await user.click(save);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(StaffSignInText.ownAccount);

    refuse = false;
    await user.click(save);
    expect(await screen.findByText(`${other.email} is now Support.`)).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('resets a second factor after asking, and shows the new temporary password', async () => {
    signedInAs('owner');
    const other = aStaffRow();
    answerStaff([other]);
    server.use(
      apiHandler(StaffApi.resetStaffSecondFactor, () => ({
        staff: { ...other, enrolled: false, mustChangePassword: true },
        temporaryPassword: 'tmp-Reset#42',
      })),
    );
    const { user } = renderRoutes(routes, '/staff');
    await user.click(
      await screen.findByRole('button', {
        name: `Reset 2FA (the second factor) of ${other.email}`,
      }),
    );
    const dialog = screen.getByRole('dialog', {
      name: `Reset the second factor of ${other.email}?`,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Reset second factor' }));
    const done = await screen.findByRole('dialog', { name: 'Second factor reset' });
    expect(within(done).getByLabelText('Temporary password')).toHaveTextContent('tmp-Reset#42');
  });

  it('filters by role and status through the address', async () => {
    signedInAs('owner');
    const asked = answerStaff([aStaffRow()]);
    const { user, router } = renderRoutes(routes, '/staff');
    await screen.findByRole('table', { name: 'Staff' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'editor');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'true');
    await screen.findByRole('button', { name: 'Clear filters' });
    expect(router.state.location.search).toBe('?role=editor&disabled=true');
    expect(asked.at(-1)).toMatchObject({ role: 'editor', disabled: 'true' });
  });
});

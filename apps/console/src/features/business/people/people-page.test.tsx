import { ErrorCode } from '@citybook/contract/app';
import { BusinessPeopleApi } from '@citybook/contract/business';
import type { BusinessPersonRow, CurrentBusinessUser } from '@citybook/contract/business';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, apiHandler, apiReply } from '../../../testing/mocks/http-from-contract.ts';
import { server } from '../../../testing/mocks/server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { BusinessSignedInContext } from '../session/current-business.ts';
import { BusinessPeoplePage } from './people-page.tsx';

const ME: CurrentBusinessUser = {
  id: 1,
  email: 'owner@corner.test',
  role: 'merchantAdmin',
  organisation: { id: 7, name: 'Corner Group' },
  locations: [
    { id: 11, title: 'Corner Deli', address: '1 Main St, Springfield' },
    { id: 12, title: 'Corner Cafe', address: '2 Main St, Springfield' },
  ],
  secondFactor: false,
  signedInAt: '2031-03-01T08:00:00.000Z',
  sessionExpiresAt: '2031-03-01T20:00:00.000Z',
};

function aPerson(overrides: Partial<BusinessPersonRow>): BusinessPersonRow {
  return {
    id: 1,
    email: ME.email,
    role: 'merchantAdmin',
    locationIds: [],
    disabled: false,
    mustChangePassword: false,
    lastSignInAt: '2031-03-01T08:00:00.000Z',
    ...overrides,
  };
}

const till = aPerson({
  id: 2,
  email: 'till@corner.test',
  role: 'counterStaff',
  locationIds: [12],
  lastSignInAt: '2031-03-01T09:00:00.000Z',
});

function renderPage(me: CurrentBusinessUser = ME) {
  return renderRoutes(
    [
      {
        path: '/business/people',
        element: (
          <BusinessSignedInContext value={me}>
            <BusinessPeoplePage />
          </BusinessSignedInContext>
        ),
      },
    ],
    '/business/people',
  );
}

const rowOf = (email: string) =>
  screen.getAllByRole('row').find((row) => row.textContent.includes(email))!;

describe('the People screen (MERCHANT-13)', () => {
  it('lists the people with role, locations, status and last sign-in', async () => {
    const invited = aPerson({
      id: 3,
      email: 'new@corner.test',
      role: 'counterStaff',
      locationIds: [11, 12],
      mustChangePassword: true,
      lastSignInAt: null,
    });
    const off = aPerson({ id: 4, email: 'gone@corner.test', disabled: true });
    server.use(
      apiReply(BusinessPeopleApi.getBusinessPeople, {
        people: [aPerson({}), till, invited, off],
      }),
    );
    renderPage();
    expect(await screen.findByRole('table', { name: 'Your organisation’s people' })).toBeVisible();
    expect(rowOf(ME.email)).toHaveTextContent('You');
    expect(rowOf(ME.email)).toHaveTextContent('All locations');
    expect(rowOf('till@corner.test')).toHaveTextContent('Counter staff');
    expect(rowOf('till@corner.test')).toHaveTextContent('Corner Cafe');
    expect(rowOf('till@corner.test')).toHaveTextContent('Active');
    expect(rowOf('new@corner.test')).toHaveTextContent('Corner Deli, Corner Cafe');
    expect(rowOf('new@corner.test')).toHaveTextContent('Invited');
    expect(rowOf('new@corner.test')).toHaveTextContent('Never signed in');
    expect(
      within(rowOf('new@corner.test')).getByRole('button', {
        name: 'Resend invitation to new@corner.test',
      }),
    ).toBeVisible();
    expect(rowOf('gone@corner.test')).toHaveTextContent('Disabled');
    expect(
      within(rowOf('gone@corner.test')).getByRole('button', { name: 'Enable gone@corner.test' }),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Only you so far' })).toBeNull();
  });

  it('shows the empty state while the admin is alone', async () => {
    server.use(apiReply(BusinessPeopleApi.getBusinessPeople, { people: [aPerson({})] }));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Only you so far' })).toBeVisible();
  });

  it('invites counter staff for a location: the rule on the field first, then the password once', async () => {
    const people = [aPerson({})];
    const sent: unknown[] = [];
    server.use(
      apiHandler(BusinessPeopleApi.getBusinessPeople, () => ({ people })),
      apiHandler(BusinessPeopleApi.inviteBusinessPerson, ({ body }) => {
        sent.push(body);
        const person = aPerson({
          id: 5,
          email: 'till2@corner.test',
          role: 'counterStaff',
          locationIds: [11],
          mustChangePassword: true,
          lastSignInAt: null,
        });
        people.push(person);
        return { person, temporaryPassword: 'tEmp-Pass-123' };
      }),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Invite a person' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite a person' });
    await user.type(within(dialog).getByLabelText('Email address'), 'till2@corner.test');
    expect(within(dialog).getByLabelText('Role')).toHaveValue('counterStaff');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    const locations = within(dialog).getByRole('group', { name: 'Locations' });
    expect(locations).toHaveAttribute('aria-invalid', 'true');
    expect(locations).toHaveAccessibleDescription(
      expect.stringContaining('Choose at least one location for counter staff.'),
    );
    expect(sent).toEqual([]);

    await user.click(within(locations).getByLabelText(/Corner Deli/));
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    const done = await screen.findByRole('dialog', { name: 'Invitation sent' });
    expect(within(done).getByLabelText('Temporary password')).toHaveTextContent('tEmp-Pass-123');
    expect(sent).toEqual([{ email: 'till2@corner.test', role: 'counterStaff', merchantIds: [11] }]);
    await user.click(within(done).getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('till2@corner.test')).toBeVisible();
  });

  it('shows an e-mail in use on the e-mail field', async () => {
    server.use(
      apiReply(BusinessPeopleApi.getBusinessPeople, { people: [aPerson({})] }),
      apiError(
        BusinessPeopleApi.inviteBusinessPerson,
        400,
        ErrorCode.emailTaken,
        'This email address already has a Citybook business or staff account.',
      ),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Invite a person' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite a person' });
    await user.type(within(dialog).getByLabelText('Email address'), 'taken@corner.test');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'merchantAdmin');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    const email = within(dialog).getByLabelText('Email address');
    expect(
      await within(dialog).findByText(
        'This email address already has a Citybook business or staff account.',
      ),
    ).toBeVisible();
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });

  it('changes counter staff’s locations', async () => {
    const sent: unknown[] = [];
    server.use(
      apiReply(BusinessPeopleApi.getBusinessPeople, { people: [aPerson({}), till] }),
      apiHandler(BusinessPeopleApi.changeBusinessPerson, ({ params, body }) => {
        sent.push({ params, body });
        return { ...till, locationIds: [11, 12] };
      }),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Edit till@corner.test' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit till@corner.test' });
    await user.click(within(dialog).getByLabelText(/Corner Deli/));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('till@corner.test is saved.')).toBeVisible();
    expect(sent).toEqual([
      {
        params: { personId: '2' },
        body: { role: 'counterStaff', merchantIds: [11, 12] },
      },
    ]);
  });

  it('asks before disabling, and shows the last-admin refusal in the dialog', async () => {
    const disabled: unknown[] = [];
    server.use(
      apiReply(BusinessPeopleApi.getBusinessPeople, { people: [aPerson({}), till] }),
      apiHandler(BusinessPeopleApi.setBusinessPersonDisabled, ({ params, body }) => {
        disabled.push({ params, body });
        return { ...till, disabled: true };
      }),
    );
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Disable till@corner.test' }));
    const confirm = screen.getByRole('dialog', { name: 'Disable till@corner.test?' });
    expect(confirm).toHaveTextContent('signed out at once on every device');
    expect(disabled).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Disable' }));
    expect(
      await screen.findByText('till@corner.test is disabled and signed out on every device.'),
    ).toBeVisible();
    expect(disabled).toEqual([{ params: { personId: '2' }, body: { disabled: true } }]);

    server.use(
      apiError(
        BusinessPeopleApi.setBusinessPersonDisabled,
        409,
        ErrorCode.lastAdmin,
        'You are the organisation’s last active admin.',
      ),
    );
    await user.click(screen.getByRole('button', { name: `Disable ${ME.email}` }));
    const mine = screen.getByRole('dialog', { name: 'Disable your own account?' });
    await user.click(within(mine).getByRole('button', { name: 'Disable' }));
    expect(await within(mine).findByRole('alert')).toHaveTextContent(
      'You are the organisation’s last active admin.',
    );
  });

  it('tells counter staff the screen is the admins’', () => {
    renderPage({ ...ME, role: 'counterStaff' });
    expect(screen.getByText('Only your organisation’s admins manage its people.')).toBeVisible();
  });
});

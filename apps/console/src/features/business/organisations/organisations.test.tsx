import { ErrorCode } from '@citybook/contract/app';
import { BusinessConsoleApi } from '@citybook/contract/business';
import type { Organisation, OrganisationRow } from '@citybook/contract/business';
import { CatalogConsoleApi } from '@citybook/contract/catalog';
import type { MerchantGridRow } from '@citybook/contract/catalog';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiHandler, errorResponse } from '../../../testing/mocks/http-from-contract.ts';
import { server } from '../../../testing/mocks/server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { field } from '../../../testing/editor-steps.ts';
import { NewOrganisationPage } from './new-organisation-page.tsx';
import { OrganisationPage } from './organisation-page.tsx';
import { OrganisationsPage } from './organisations-page.tsx';

const routes = [
  { path: '/organisations', element: <OrganisationsPage /> },
  { path: '/organisations/new', element: <NewOrganisationPage /> },
  { path: '/organisations/:organisationId', element: <OrganisationPage /> },
];

const merchant = (id: number, title: string): MerchantGridRow => ({
  id,
  slug: `m-${String(id)}`,
  title,
  marketId: 1,
  marketTitle: 'Austin, TX',
  categoryId: 1,
  categoryTitle: 'Food',
  franchisorId: null,
  address1: `${String(id)} Congress Ave`,
  city: 'Austin',
  state: 'TX',
  retired: false,
  updatedAt: '2026-11-01T00:00:00.000Z',
});

const CORNER_DELI = merchant(11, 'Corner Deli');
const CORNER_CAFE = merchant(12, 'Corner Cafe');

function anOrganisation(overrides: Partial<Organisation> = {}): Organisation {
  return {
    id: 7,
    name: 'Corner Group',
    disabled: false,
    createdAt: '2026-11-20T08:00:00.000Z',
    locations: [{ id: 11, title: 'Corner Deli', address: '11 Congress Ave, Austin' }],
    people: [],
    ...overrides,
  };
}

describe('business organisations (MERCHANT-1)', () => {
  it('lists organisations with their locations, people and standing', async () => {
    const rows: OrganisationRow[] = [
      {
        id: 7,
        name: 'Corner Group',
        locationCount: 3,
        peopleCount: 2,
        disabled: false,
        createdAt: '2026-11-20T08:00:00.000Z',
      },
      {
        id: 8,
        name: 'Closed Bakery',
        locationCount: 1,
        peopleCount: 0,
        disabled: true,
        createdAt: '2026-11-21T08:00:00.000Z',
      },
    ];
    server.use(
      apiHandler(BusinessConsoleApi.getOrganisationGrid, () => ({
        rows,
        total: 2,
        page: 1,
        pageSize: 25,
      })),
    );
    renderRoutes(routes, '/organisations');
    const corner = (await screen.findByRole('link', { name: 'Corner Group' })).closest('tr')!;
    expect(
      within(corner)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(expect.arrayContaining(['3', '2', 'Active']));
    const closed = screen.getByRole('link', { name: 'Closed Bakery' }).closest('tr')!;
    expect(within(closed).getByText('Disabled')).toBeVisible();
    expect(screen.getByRole('link', { name: 'New organisation' })).toHaveAttribute(
      'href',
      '/organisations/new',
    );
  });

  it('makes an organisation of found locations; a location of another one is refused on the field', async () => {
    const created: unknown[] = [];
    server.use(
      apiHandler(CatalogConsoleApi.getMerchantGrid, ({ query }) => ({
        rows: [CORNER_DELI, CORNER_CAFE].filter((row) =>
          row.title.toLowerCase().includes((query.get('filter') ?? '').toLowerCase()),
        ),
        total: 2,
        page: 1,
        pageSize: 8,
      })),
      apiHandler(BusinessConsoleApi.createBusinessOrganisation, ({ body }) => {
        created.push(body);
        if (body.merchantIds.includes(CORNER_CAFE.id))
          return errorResponse(
            409,
            ErrorCode.locationTaken,
            'Already in another organisation: Corner Cafe. A location belongs to one organisation at a time.',
          );
        return anOrganisation({ name: body.name });
      }),
      apiHandler(BusinessConsoleApi.getOrganisation, () => anOrganisation()),
    );
    const { user } = renderRoutes(routes, '/organisations/new');
    await user.click(screen.getByRole('button', { name: 'Save organisation' }));
    expect(await screen.findByText('Please enter the organisation’s name.')).toBeVisible();
    expect(field('Locations')).toHaveAttribute('aria-invalid', 'true');
    expect(created).toEqual([]);

    await user.type(field('Name'), 'Corner Group');
    await user.type(field('Locations'), 'corner');
    await user.click(
      await screen.findByRole('button', { name: 'Add Corner Deli, 11 Congress Ave, Austin' }),
    );
    // Adding a location clears the search for the next one.
    expect(field('Locations')).toHaveValue('');
    await user.type(field('Locations'), 'cafe');
    await user.click(
      await screen.findByRole('button', { name: 'Add Corner Cafe, 12 Congress Ave, Austin' }),
    );
    const chosen = screen.getByRole('list', { name: 'Chosen locations' });
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Save organisation' }));
    await waitFor(() => expect(field('Locations')).toHaveAttribute('aria-invalid', 'true'));
    expect(field('Locations')).toHaveAccessibleDescription(
      expect.stringContaining('Already in another organisation: Corner Cafe.'),
    );

    await user.click(
      screen.getByRole('button', { name: 'Remove Corner Cafe, 12 Congress Ave, Austin' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save organisation' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Corner Group' })).toBeVisible();
    expect(screen.getByText('Corner Group is added. Invite its admin now.')).toBeVisible();
    expect(created.at(-1)).toEqual({ name: 'Corner Group', merchantIds: [CORNER_DELI.id] });
  });

  it('invites an admin and shows the temporary password once', async () => {
    let stored = anOrganisation();
    server.use(
      apiHandler(BusinessConsoleApi.getOrganisation, () => stored),
      apiHandler(BusinessConsoleApi.inviteOrganisationAdmin, ({ body }) => {
        const person = {
          id: 40,
          email: body.email,
          role: 'merchantAdmin' as const,
          locationIds: [],
          disabled: false,
          mustChangePassword: true,
          lastSignInAt: null,
        };
        stored = { ...stored, people: [person] };
        return { person, temporaryPassword: 'tmp-Kq7#pw9' };
      }),
    );
    const { user } = renderRoutes(routes, '/organisations/7');
    expect(await screen.findByText('Nobody yet: invite the organisation’s admin.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Invite an admin' }));
    const dialog = screen.getByRole('dialog', { name: 'Invite an admin of Corner Group' });
    await user.type(within(dialog).getByLabelText('Email address'), 'owner@corner.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    const sent = await screen.findByRole('dialog', { name: 'Invitation sent' });
    expect(within(sent).getByLabelText('Temporary password')).toHaveTextContent('tmp-Kq7#pw9');
    expect(sent).toHaveTextContent('owner@corner.test');
    await user.click(within(sent).getByRole('button', { name: 'Done' }));
    const person = (await screen.findByRole('cell', { name: 'owner@corner.test' })).closest('tr')!;
    expect(person).toHaveTextContent('Merchant admin');
    expect(within(person).getByText('Invited')).toBeVisible();
  });

  it('disabling says its people are signed out; enabling lets them back', async () => {
    let stored = anOrganisation();
    const asked: boolean[] = [];
    server.use(
      apiHandler(BusinessConsoleApi.getOrganisation, () => stored),
      apiHandler(BusinessConsoleApi.setOrganisationDisabled, ({ body }) => {
        asked.push(body.disabled);
        stored = { ...stored, disabled: body.disabled };
        return stored;
      }),
    );
    const { user } = renderRoutes(routes, '/organisations/7');
    await user.click(await screen.findByRole('button', { name: 'Disable organisation' }));
    const dialog = screen.getByRole('dialog', { name: 'Disable Corner Group?' });
    expect(dialog).toHaveTextContent('signed out at once');
    await user.click(within(dialog).getByRole('button', { name: 'Disable organisation' }));
    expect(
      await screen.findByText('Corner Group is disabled: its people are signed out.'),
    ).toBeVisible();
    expect(screen.getByText(/cannot sign in until it is enabled again/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Invite an admin' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Enable organisation' }));
    expect(
      await screen.findByText('Corner Group is enabled: its people can sign in again.'),
    ).toBeVisible();
    expect(asked).toEqual([true, false]);
  });
});

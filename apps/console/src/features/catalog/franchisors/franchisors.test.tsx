import { ErrorCode } from '@citybook/contract/app';
import { CatalogConsoleApi } from '@citybook/contract/catalog';
import type { FranchisorEditor, FranchisorGridRow } from '@citybook/contract/catalog';
import { ConsoleEditText } from '@citybook/contract/console-fields';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiHandler, errorResponse } from '../../../testing/mocks/http-from-contract.ts';
import { server } from '../../../testing/mocks/server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { field, saveIntoConflict } from '../../../testing/editor-steps.ts';
import { FranchisorEditorPage } from './franchisor-editor-page.tsx';
import { FranchisorsPage } from './franchisors-page.tsx';

const routes = [
  { path: '/franchisors', element: <FranchisorsPage /> },
  { path: '/franchisors/:franchisorId', element: <FranchisorEditorPage /> },
  { path: '/merchants', element: <h1>Merchant list</h1> },
];

let next = 900;

function aFranchisorRow(overrides: Partial<FranchisorGridRow> = {}): FranchisorGridRow {
  next += 1;
  return {
    id: next,
    slug: `chain-${String(next)}`,
    title: `Chain ${String(next)}`,
    liveMerchants: 3,
    retired: false,
    ...overrides,
  };
}

function aFranchisorEditor(overrides: Partial<FranchisorEditor> = {}): FranchisorEditor {
  next += 1;
  return {
    id: next,
    revision: 1,
    retiredAt: null,
    slug: `chain-${String(next)}`,
    title: `Chain ${String(next)}`,
    ...overrides,
  };
}

describe('franchises', () => {
  it('lists each franchise with the count of locations members see, and its standing', async () => {
    const burgers = aFranchisorRow({ title: 'Burger Co', liveMerchants: 12 });
    const gone = aFranchisorRow({ title: 'Gone Chain', liveMerchants: 0, retired: true });
    server.use(
      apiHandler(CatalogConsoleApi.getFranchisorGrid, () => ({
        rows: [burgers, gone],
        total: 2,
        page: 1,
        pageSize: 25,
      })),
    );
    renderRoutes(routes, '/franchisors');
    const first = (await screen.findByRole('link', { name: 'Burger Co' })).closest('tr')!;
    expect(
      within(screen.getByRole('table', { name: 'Franchises' })).getByRole('columnheader', {
        name: 'Live locations',
      }),
    ).toBeVisible();
    expect(first).toHaveTextContent('12');
    expect(within(first).getByText('Live')).toBeVisible();
    const second = screen.getByRole('link', { name: 'Gone Chain' }).closest('tr')!;
    expect(within(second).getByText('Retired')).toBeVisible();
  });

  it('adds a franchise from the grid’s button, and links to its locations', async () => {
    server.use(
      apiHandler(CatalogConsoleApi.getFranchisorGrid, () => ({
        rows: [],
        total: 0,
        page: 1,
        pageSize: 25,
      })),
    );
    const stored = { current: aFranchisorEditor() };
    let body: unknown;
    server.use(
      apiHandler(CatalogConsoleApi.createFranchisor, (call) => {
        body = call.body;
        stored.current = { ...stored.current, ...call.body };
        return stored.current;
      }),
      apiHandler(CatalogConsoleApi.getFranchisorEditor, () => stored.current),
    );
    const { user, router } = renderRoutes(routes, '/franchisors');
    expect(await screen.findByText('There are no franchises yet.')).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'New franchise' }));

    await user.click(await screen.findByRole('button', { name: 'Add franchise' }));
    expect(await screen.findByText('Please enter a name.')).toBeVisible();
    await user.type(field('Name'), 'Taco Trío');
    expect(field('Slug')).toHaveValue('taco-trio');
    await user.click(screen.getByRole('button', { name: 'Add franchise' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Taco Trío' })).toBeVisible();
    expect(body).toEqual({ title: 'Taco Trío', slug: 'taco-trio' });
    await user.click(screen.getByRole('link', { name: 'Its locations' }));
    expect(await screen.findByRole('heading', { name: 'Merchant list' })).toBeVisible();
    expect(router.state.location.search).toBe(`?franchisorId=${String(stored.current.id)}`);
  });

  it('says when someone else saved first, and what a retire refusal says', async () => {
    const stored = { current: aFranchisorEditor({ title: 'Burger Co' }) };
    server.use(
      apiHandler(CatalogConsoleApi.getFranchisorEditor, () => stored.current),
      apiHandler(CatalogConsoleApi.updateFranchisor, () =>
        errorResponse(409, ErrorCode.editConflict, ConsoleEditText.editConflict),
      ),
      apiHandler(CatalogConsoleApi.setFranchisorRetired, () =>
        errorResponse(409, ErrorCode.editConflict, ConsoleEditText.editConflict),
      ),
    );
    const { user } = renderRoutes(routes, `/franchisors/${String(stored.current.id)}`);
    await screen.findByRole('heading', { level: 1, name: 'Burger Co' });
    await user.type(field('Name'), ' Inc');
    const alert = await saveIntoConflict(user);
    expect(within(alert).getByRole('button', { name: 'Reload the franchise' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Retire…' }));
    const dialog = screen.getByRole('dialog', { name: 'Retire Burger Co?' });
    expect(dialog).toHaveTextContent('Your unsaved changes in the form will be discarded.');
    await user.click(within(dialog).getByRole('button', { name: 'Retire' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      ConsoleEditText.editConflict,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(field('Name')).toHaveValue('Burger Co Inc');
  });

  it('says a franchise is not found at an unknown address', async () => {
    server.use(
      apiHandler(CatalogConsoleApi.getFranchisorEditor, () =>
        errorResponse(404, ErrorCode.notFound, 'This franchise does not exist.'),
      ),
    );
    renderRoutes(routes, '/franchisors/424242');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Franchise not found' }),
    ).toBeVisible();
    renderRoutes(routes, '/franchisors/not-a-number');
    expect(
      await screen.findAllByRole('heading', { level: 1, name: 'Franchise not found' }),
    ).toHaveLength(2);
  });
});

import { defineEndpoint } from '@citybook/contract/endpoint';
import { gridPageSchema, gridQuerySchema } from '@citybook/contract/grid';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { apiHandler, errorResponse } from '../../testing/mocks/http-from-contract.ts';
import { server } from '../../testing/mocks/server.ts';
import { renderRoutes } from '../../testing/render.tsx';
import { DataGrid } from './data-grid.tsx';
import type { GridColumn } from './grid-features.ts';
import { useGridPage } from './use-grid-page.ts';
import { useGridSearch } from './use-grid-search.ts';

const SORTS = ['name', 'createdAt'] as const;
const rowSchema = z.object({ id: z.number(), name: z.string(), createdAt: z.string() });
type Row = z.infer<typeof rowSchema>;
const querySchema = gridQuerySchema(SORTS);
const listThings = defineEndpoint({
  area: 'app',
  name: 'listThings',
  method: 'GET',
  path: '/api/console/things',
  access: 'staff',
  staffRoles: ['owner'],
  query: querySchema,
  response: gridPageSchema(rowSchema),
  errors: [],
});

const columns: GridColumn<Row>[] = [
  { id: 'name', accessorKey: 'name', header: 'Name' },
  { id: 'code', accessorFn: (row) => `T-${String(row.id)}`, header: 'Code' },
  { id: 'createdAt', accessorKey: 'createdAt', header: 'Created' },
];

function ThingsGrid() {
  const search = useGridSearch(querySchema);
  const result = useGridPage(listThings, search.query);
  return (
    <DataGrid
      caption="Things"
      columns={columns}
      sortable={SORTS}
      search={search}
      result={result}
      rowId={(row) => String(row.id)}
      filterLabel="Filter by name"
      emptyText="There are no things yet."
      renderDetails={(row) => <p>All about {row.name}</p>}
      detailsLabel={(row) => `Details of ${row.name}`}
    />
  );
}

/** 1,234 things, named by number; the handler answers the page asked for and logs each query. */
function answerThings(total = 1234) {
  const asked: Record<string, string>[] = [];
  server.use(
    apiHandler(listThings, ({ query }) => {
      asked.push(Object.fromEntries(query));
      const page = Number(query.get('page') ?? 1);
      const pageSize = Number(query.get('pageSize') ?? 25);
      const count = Math.max(0, Math.min(pageSize, total - (page - 1) * pageSize));
      const rows = Array.from({ length: count }, (_, index) => {
        const id = (page - 1) * pageSize + index + 1;
        return { id, name: `Thing ${String(id)}`, createdAt: '2026-11-27' };
      });
      return { rows, total, page, pageSize };
    }),
  );
  return asked;
}

function renderGrid(path = '/things') {
  return renderRoutes([{ path: '/things', Component: ThingsGrid }], path);
}

const searchOf = (router: ReturnType<typeof renderGrid>['router']) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

describe('DataGrid', () => {
  it('asks the server for the query in the address and says which rows it shows', async () => {
    const asked = answerThings();
    renderGrid('/things?page=2&sort=createdAt&direction=desc');

    expect(await screen.findByRole('cell', { name: 'Thing 26' })).toBeVisible();
    expect(asked.at(-1)).toEqual({
      page: '2',
      pageSize: '25',
      sort: 'createdAt',
      direction: 'desc',
    });
    expect(screen.getByText('26–50 of 1,234')).toBeVisible();
    expect(screen.getByText('Page 2 of 50')).toBeVisible();
    const table = screen.getByRole('table', { name: 'Things' });
    expect(within(table).getByRole('columnheader', { name: /Created/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(within(table).getByRole('columnheader', { name: /Name/ })).not.toHaveAttribute(
      'aria-sort',
    );
    // A column the server cannot sort by has no sort button.
    expect(within(table).queryByRole('button', { name: 'Code' })).toBeNull();
  });

  it('sorts by a header, the other way on a second press, and keeps it in the address', async () => {
    const asked = answerThings();
    const { user, router } = renderGrid('/things?page=3');
    await screen.findByRole('cell', { name: 'Thing 51' });

    await user.click(screen.getByRole('button', { name: /Created/ }));
    await screen.findByRole('cell', { name: 'Thing 1' });
    expect(searchOf(router)).toEqual({ sort: 'createdAt', direction: 'asc' });
    expect(screen.getByRole('columnheader', { name: /Created/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );

    await user.click(screen.getByRole('button', { name: /Created/ }));
    expect(await screen.findByRole('columnheader', { name: /Created/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(asked.at(-1)).toMatchObject({ sort: 'createdAt', direction: 'desc', page: '1' });
  });

  it('pages forward and back, and changes the page size from the first page', async () => {
    const asked = answerThings();
    const { user, router } = renderGrid();
    await screen.findByRole('cell', { name: 'Thing 1' });
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('cell', { name: 'Thing 26' })).toBeVisible();
    expect(searchOf(router)).toEqual({ page: '2' });

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('cell', { name: 'Thing 1' })).toBeVisible();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '100');
    expect(await screen.findByText('1–100 of 1,234')).toBeVisible();
    expect(asked.at(-1)).toMatchObject({ page: '1', pageSize: '100' });
  });

  it('stops at the last page', async () => {
    answerThings(30);
    renderGrid('/things?page=2');
    expect(await screen.findByText('26–30 of 30')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('filters once the typing pauses, from the first page, and clears the filters', async () => {
    const asked = answerThings();
    const { user, router } = renderGrid('/things?page=4');
    await screen.findByRole('cell', { name: 'Thing 76' });

    await user.type(screen.getByRole('searchbox', { name: 'Filter by name' }), 'Thing 7');
    await screen.findByRole('cell', { name: 'Thing 1' });
    expect(searchOf(router)).toEqual({ filter: 'Thing 7' });
    // One request for the whole word, not one per letter.
    expect(asked.filter((query) => query.filter !== undefined)).toEqual([
      { page: '1', pageSize: '25', sort: 'name', direction: 'asc', filter: 'Thing 7' },
    ]);

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByRole('searchbox', { name: 'Filter by name' })).toHaveValue('');
    expect(searchOf(router)).toEqual({});
  });

  it('ignores a parameter its query cannot read and keeps the rest', async () => {
    const asked = answerThings();
    renderGrid('/things?sort=colour&pageSize=1000&page=2');
    await screen.findByRole('cell', { name: 'Thing 26' });
    expect(asked.at(-1)).toEqual({ page: '2', pageSize: '25', sort: 'name', direction: 'asc' });
  });

  it('says it is loading, then that there is nothing, or that nothing matches the filter', async () => {
    answerThings(0);
    const first = renderGrid();
    expect(screen.getByRole('cell', { name: 'Loading…' })).toBeVisible();
    expect(await screen.findByRole('cell', { name: 'There are no things yet.' })).toBeVisible();
    expect(screen.getByText('Page 1 of 1')).toBeVisible();
    first.unmount();

    renderGrid('/things?filter=zebra');
    expect(
      await screen.findByRole('cell', { name: /Nothing matches these filters/ }),
    ).toBeVisible();
  });

  it('offers to try again when the page could not be loaded', async () => {
    let fail = true;
    server.use(
      apiHandler(listThings, () =>
        fail
          ? errorResponse(500, 'unknown', 'An unknown error has occurred')
          : {
              rows: [{ id: 1, name: 'Thing 1', createdAt: '2026-11-27' }],
              total: 1,
              page: 1,
              pageSize: 25,
            },
      ),
    );
    const { user } = renderGrid();
    expect(await screen.findByText('The list could not be loaded.')).toBeVisible();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('cell', { name: 'Thing 1' })).toBeVisible();
  });

  it('opens and closes a row’s details', async () => {
    answerThings(3);
    const { user } = renderGrid();
    const button = await screen.findByRole('button', { name: 'Details of Thing 2' });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('All about Thing 2')).toBeVisible();
    expect(screen.queryByText('All about Thing 1')).toBeNull();

    await user.click(button);
    expect(screen.queryByText('All about Thing 2')).toBeNull();
  });
});

import { CatalogConsoleApi, categoryIconPath } from '@citybook/contract/catalog';
import type { CategoryGridRow } from '@citybook/contract/catalog';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiHandler } from '../../../testing/mocks/http-from-contract.ts';
import { server } from '../../../testing/mocks/server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { CategoriesPage } from './categories-page.tsx';
import { aCategoryRow } from './category-fixtures.test-helper.ts';

const routes = [
  { path: '/categories', element: <CategoriesPage /> },
  { path: '/categories/:categoryId', element: <h1>Category editor</h1> },
];

/** The category grid over these rows; records each query it was asked. */
function answerCategories(rows: CategoryGridRow[]) {
  const asked: Record<string, string>[] = [];
  server.use(
    apiHandler(CatalogConsoleApi.getCategoryGrid, ({ query }) => {
      asked.push(Object.fromEntries(query));
      return { rows, total: rows.length, page: 1, pageSize: 25 };
    }),
  );
  return asked;
}

describe('categories grid', () => {
  it('lists the categories in the members’ order, each with its icon, merchants and standing', async () => {
    const coffee = aCategoryRow({
      title: 'Coffee & treats',
      icon: categoryIconPath('coffee-treats'),
      sortOrder: 1,
      liveMerchants: 1234,
    });
    const old = aCategoryRow({
      title: 'Old things',
      sortOrder: 2,
      retired: true,
      liveMerchants: 0,
    });
    const asked = answerCategories([coffee, old]);
    renderRoutes(routes, '/categories');

    const table = await screen.findByRole('table', { name: 'Categories' });
    expect(within(table).getByRole('columnheader', { name: /Place/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    const first = (await screen.findByRole('link', { name: 'Coffee & treats' })).closest('tr')!;
    expect(within(first).getByRole('img', { name: 'Coffee & treats' })).toHaveAttribute(
      'src',
      '/icons/categories/coffee-treats.svg',
    );
    expect(first).toHaveTextContent('1,234');
    expect(within(first).getByText('Live')).toBeVisible();
    const second = screen.getByRole('link', { name: 'Old things' }).closest('tr')!;
    expect(within(second).getByText('Retired')).toBeVisible();
    expect(asked[0]).toMatchObject({ sort: 'sortOrder', direction: 'asc' });
  });

  it('sends its filters to the server and opens an editor from a row', async () => {
    const row = aCategoryRow();
    const asked = answerCategories([row]);
    const { user, router } = renderRoutes(routes, '/categories');
    await screen.findByRole('link', { name: row.title });

    await user.selectOptions(screen.getByLabelText('Status'), 'Retired');
    await user.type(screen.getByLabelText('Filter by name or slug'), 'din');
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ retired: 'retired', filter: 'din' }));
    expect(router.state.location.search).toContain('retired=retired');

    await user.click(screen.getByRole('link', { name: row.title }));
    expect(await screen.findByRole('heading', { name: 'Category editor' })).toBeVisible();
    expect(router.state.location.pathname).toBe(`/categories/${String(row.id)}`);
  });
});

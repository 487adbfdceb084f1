import { CatalogConsoleApi } from '@citybook/contract/catalog';
import type { MerchantGridRow } from '@citybook/contract/catalog';
import { screen, waitFor as vitestWaitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiHandler } from '../../../testing/mocks/http-from-contract.ts';
import { server } from '../../../testing/mocks/server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import {
  BURGER_CO,
  COFFEE,
  aMerchantEditor,
  aMerchantRow,
  answerChoices,
  answerMerchantExtras,
} from './catalog-fixtures.test-helper.ts';
import { MerchantEditorPage } from './merchant-editor-page.tsx';
import { MerchantsPage } from './merchants-page.tsx';

const routes = [
  { path: '/merchants', element: <MerchantsPage /> },
  { path: '/merchants/:merchantId', element: <MerchantEditorPage /> },
];

/** The merchant grid over these rows; records each query it was asked. */
function answerMerchants(rows: MerchantGridRow[]) {
  const asked: Record<string, string>[] = [];
  server.use(
    apiHandler(CatalogConsoleApi.getMerchantGrid, ({ query }) => {
      asked.push(Object.fromEntries(query));
      return { rows, total: rows.length, page: 1, pageSize: 25 };
    }),
  );
  return asked;
}

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr')!;

describe('merchants grid', () => {
  beforeEach(() => answerMerchantExtras());

  it('lists merchants with their market, category, franchise, city and standing', async () => {
    answerChoices();
    const live = aMerchantRow({ franchisorId: BURGER_CO.id });
    const retired = aMerchantRow({
      retired: true,
      categoryId: COFFEE.id,
      categoryTitle: COFFEE.title,
    });
    answerMerchants([live, retired]);
    renderRoutes(routes, '/merchants');

    const table = await screen.findByRole('table', { name: 'Merchants' });
    expect(within(table).getByRole('columnheader', { name: /Name/ })).toBeVisible();
    await screen.findByRole('cell', { name: BURGER_CO.title });
    const first = rowOf(live.title);
    expect(first).toHaveTextContent('Austin');
    expect(first).toHaveTextContent('Dining');
    expect(first).toHaveTextContent('Austin, TX');
    expect(within(first).getByText('Live')).toBeVisible();
    const second = rowOf(retired.title);
    expect(second).toHaveTextContent(COFFEE.title);
    expect(second).toHaveTextContent('None');
    expect(within(second).getByText('Retired')).toBeVisible();
  });

  it('sends the filters to the server and keeps them in the address', async () => {
    answerChoices();
    const asked = answerMerchants([aMerchantRow()]);
    const { user, router } = renderRoutes(routes, '/merchants');
    await screen.findByRole('table', { name: 'Merchants' });
    await screen.findByRole('option', { name: COFFEE.title });

    await user.selectOptions(screen.getByLabelText('Category'), String(COFFEE.id));
    await user.selectOptions(screen.getByLabelText('Franchise'), BURGER_CO.title);
    await user.selectOptions(screen.getByLabelText('Status'), 'Retired');

    await vitestWaitFor(() =>
      expect(asked.at(-1)).toMatchObject({
        categoryId: String(COFFEE.id),
        franchisorId: String(BURGER_CO.id),
        retired: 'retired',
      }),
    );
    expect(router.state.location.search).toContain(`categoryId=${String(COFFEE.id)}`);
  });

  it('opens a merchant’s editor from its row, and a new one from the button', async () => {
    answerChoices();
    const row = aMerchantRow();
    answerMerchants([row]);
    server.use(
      apiHandler(CatalogConsoleApi.getMerchantEditor, () =>
        aMerchantEditor({ id: row.id, title: row.title }),
      ),
    );
    const { user, router } = renderRoutes(routes, '/merchants');
    await user.click(await screen.findByRole('link', { name: row.title }));
    expect(await screen.findByRole('heading', { level: 1, name: row.title })).toBeVisible();
    expect(router.state.location.pathname).toBe(`/merchants/${String(row.id)}`);

    await user.click(screen.getByRole('link', { name: 'All merchants' }));
    await user.click(await screen.findByRole('link', { name: 'New merchant' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'New merchant' })).toBeVisible();
  });
});

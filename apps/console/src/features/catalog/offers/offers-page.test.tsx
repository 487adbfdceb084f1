import { CatalogConsoleApi } from '@citybook/contract/catalog';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiHandler } from '../../../testing/mocks/http-from-contract.ts';
import { server } from '../../../testing/mocks/server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import {
  AUSTIN,
  aMerchantEditor,
  answerChoices,
} from '../merchants/catalog-fixtures.test-helper.ts';
import { EDITION_2026, anOfferRow, answerOfferMarket } from './offer-fixtures.test-helper.ts';
import { OffersPage } from './offers-page.tsx';

describe('offers grid', () => {
  it('asks the server for one merchant’s offers from the address, and for all of them after', async () => {
    answerChoices();
    answerOfferMarket();
    const merchant = aMerchantEditor({ title: 'Taco Town' });
    server.use(apiHandler(CatalogConsoleApi.getMerchantEditor, () => merchant));
    const queries: URLSearchParams[] = [];
    server.use(
      apiHandler(CatalogConsoleApi.getOfferGrid, (call) => {
        queries.push(call.query);
        const rows = call.query.has('merchantId')
          ? [anOfferRow({ title: 'Two tacos for one', merchantTitle: 'Taco Town' })]
          : [anOfferRow({ title: 'Two tacos for one' }), anOfferRow({ title: 'Free coffee' })];
        return { rows, total: rows.length, page: 1, pageSize: 25 };
      }),
    );
    const { user, router } = renderRoutes(
      [{ path: '/offers', element: <OffersPage /> }],
      `/offers?merchantId=${String(merchant.id)}`,
    );
    const table = await screen.findByRole('table', { name: 'Offers' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    // The merchant is named above the grid (once its name is read) and in its row.
    expect(await screen.findAllByRole('link', { name: 'Taco Town' })).toHaveLength(2);
    expect(queries.at(-1)?.get('merchantId')).toBe(String(merchant.id));

    await user.click(screen.getByRole('button', { name: 'Show every merchant’s' }));
    expect(await within(table).findByRole('link', { name: 'Free coffee' })).toBeVisible();
    expect(router.state.location.search).toBe('');
    expect(queries.at(-1)?.has('merchantId')).toBe(false);

    // An edition filter comes with a market, from the market's editions.
    await user.selectOptions(screen.getByLabelText('Market'), AUSTIN.title);
    await user.selectOptions(await screen.findByLabelText('Edition'), EDITION_2026.name);
    expect(router.state.location.search).toBe(
      `?marketId=${String(AUSTIN.id)}&editionId=${String(EDITION_2026.id)}`,
    );
    expect(queries.at(-1)?.get('editionId')).toBe(String(EDITION_2026.id));
  });
});

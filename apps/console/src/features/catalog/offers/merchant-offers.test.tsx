import { CatalogConsoleApi } from '@citybook/contract/catalog';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiHandler } from '../../../testing/mocks/http-from-contract.ts';
import { server } from '../../../testing/mocks/server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { MerchantOffers } from './merchant-offers.tsx';
import { anOfferRow } from './offer-fixtures.test-helper.ts';

function renderOffersOf(merchantRetired = false) {
  return renderRoutes(
    [
      {
        path: '/merchants/:merchantId',
        element: (
          <MerchantOffers
            merchantId={501}
            merchantTitle="Taco Town"
            merchantRetired={merchantRetired}
          />
        ),
      },
      { path: '/merchants/:merchantId/offers/new', element: <h1>New offer page</h1> },
      { path: '/offers/:offerId', element: <h1>Offer page</h1> },
    ],
    '/merchants/501',
  );
}

describe('a merchant’s offers', () => {
  it('lists them with their state and edition, asked of the server by merchant', async () => {
    let query: URLSearchParams | undefined;
    const live = anOfferRow({ title: 'Two tacos for one', savings: 7.5 });
    const retired = anOfferRow({
      title: 'Free churro',
      retired: true,
      editionId: null,
      editionName: null,
    });
    server.use(
      apiHandler(CatalogConsoleApi.getOfferGrid, (call) => {
        query = call.query;
        return { rows: [retired, live], total: 2, page: 1, pageSize: 100 };
      }),
    );
    const { user, router } = renderOffersOf();
    const table = await screen.findByRole('table', { name: 'Offers of Taco Town' });
    expect(query?.get('merchantId')).toBe('501');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Free churro$7.50NoneRetired',
      'Two tacos for one$7.50Austin 2027Live',
    ]);
    await user.click(screen.getByRole('link', { name: 'Two tacos for one' }));
    expect(router.state.location.pathname).toBe(`/offers/${String(live.id)}`);
  });

  it('adds an offer from the merchant, and says when it has none', async () => {
    server.use(
      apiHandler(CatalogConsoleApi.getOfferGrid, () => ({
        rows: [],
        total: 0,
        page: 1,
        pageSize: 100,
      })),
    );
    const { user, router } = renderOffersOf();
    expect(await screen.findByText(/No offers yet/)).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Add offer' }));
    expect(router.state.location.pathname).toBe('/merchants/501/offers/new');
  });

  it('offers no new offer for a retired merchant', async () => {
    server.use(
      apiHandler(CatalogConsoleApi.getOfferGrid, () => ({
        rows: [anOfferRow({ retired: true })],
        total: 1,
        page: 1,
        pageSize: 100,
      })),
    );
    renderOffersOf(true);
    await screen.findByRole('table');
    expect(screen.getByText(/This merchant is retired/)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Add offer' })).not.toBeInTheDocument();
  });
});

import { BookExpiredText, CatalogApi } from '@citybook/contract/catalog';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aMerchant, anOffer } from '../../../testing/catalog-browse-fixtures.ts';
import { apiReply } from '../../../testing/mocks/http-from-contract.ts';
import { renderAllOffersPage } from './all-offers-page-test-kit.tsx';
import { SearchText } from '../search/search-text.ts';

const merchants = [
  aMerchant(4, {
    title: 'Luigi’s Bistro',
    distance: 0.3,
    offers: [anOffer(1, 4, { title: 'Free dessert' }), anOffer(2, 4, { title: 'Free pasta' })],
  }),
  aMerchant(9, {
    title: 'Bean There',
    distance: 1.7,
    categoryId: 2,
    offers: [
      anOffer(3, 9, {
        title: 'Free coffee',
        categoryId: 2,
        adSpotOfferExpirationDate: '2020-01-01T00:00:00.000Z',
      }),
    ],
  }),
];

const sushiBar = aMerchant(12, {
  title: 'Harbor Grill',
  offers: [anOffer(21, 12, { title: 'Half-price rolls', exclusion: 'Sushi rolls only.' })],
});

function renderAllOffers(list = merchants) {
  return renderAllOffersPage([
    apiReply(CatalogApi.getAllMerchants, list, { query: { marketId: 1, shared: true } }),
    apiReply(CatalogApi.searchMarket, [{ ...sushiBar, relevance: 0, matchedOfferIds: [21] }], {
      query: { marketId: 1, q: 'sushi' },
    }),
  ]);
}

describe('AllOffersPage', () => {
  it("lists every coupon of the market, nearest merchant first, with the merchant's name", async () => {
    renderAllOffers();

    expect(await screen.findByRole('heading', { level: 1, name: 'All Coupons' })).toBeVisible();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const dessert = screen.getByRole('link', { name: 'Luigi’s Bistro Free dessert' });
    expect(dessert).toHaveAttribute('href', '/offers/offer/4/1');
    expect(dessert).toHaveAccessibleDescription('0.3 mi Save $10 One per visit.');
    expect(screen.getByRole('link', { name: 'Luigi’s Bistro Free pasta' })).toHaveAttribute(
      'href',
      '/offers/offer/4/2',
    );
    expect(within(items[2]!).getByText('1.7 mi')).toBeVisible();
  });

  it('explains a coupon whose book has expired', async () => {
    const { user } = renderAllOffers();

    await user.click(await screen.findByRole('button', { name: 'Bean There Free coffee Expired' }));

    expect(screen.getByRole('dialog', { name: BookExpiredText.title })).toBeVisible();
  });

  it('filters on merchant or coupon title', async () => {
    const { user } = renderAllOffers();
    const search = await screen.findByRole('searchbox', { name: 'Search coupons' });

    await user.type(search, 'pasta');
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('1 coupon');

    await user.clear(search);
    await user.type(search, 'bean');
    expect(screen.getByRole('button', { name: /Free coffee/ })).toBeVisible();

    await user.clear(search);
    await user.type(search, 'sushi');
    expect(screen.getByText('No coupons match "sushi".')).toBeVisible();
    // No title has it: the market search finds it in the terms.
    expect(await screen.findByRole('link', { name: 'Half-price rolls' })).toHaveAttribute(
      'href',
      '/offers/offer/12/21',
    );
    expect(screen.getByRole('heading', { level: 2, name: SearchText.acrossMarket })).toBeVisible();
  });

  it('says so when the market has no coupons', async () => {
    renderAllOffers([]);

    expect(await screen.findByText('There are no coupons in this market yet.')).toBeVisible();
  });
});

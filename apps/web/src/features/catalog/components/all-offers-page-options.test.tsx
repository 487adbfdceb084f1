import { CatalogApi } from '@citybook/contract/catalog';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aMerchant, anOffer } from '../../../testing/catalog-browse-fixtures.ts';
import { accountStateHandler } from '../../../testing/mocks/catalog-handlers.ts';
import { apiReply } from '../../../testing/mocks/http-from-contract.ts';
import { renderAllOffersPage } from './all-offers-page-test-kit.tsx';
import { SearchText } from '../search/search-text.ts';

// Saturday 2027-03-20 at noon in Chicago.
const SATURDAY_NOON = new Date('2027-03-20T17:00:00Z');

const bistro = aMerchant(4, {
  title: 'Luigi’s Bistro',
  distance: 0.3,
  offers: [
    anOffer(1, 4, { title: 'Free dessert', savings: 6 }),
    anOffer(2, 4, { title: 'Weekday pasta', savings: 15, rules: { days: ['mon', 'tue'] } }),
  ],
});
const cafe = aMerchant(9, {
  title: 'Bean There',
  distance: 1.7,
  offers: [anOffer(3, 9, { title: 'Free coffee', savings: 4 })],
});
const harbor = aMerchant(12, {
  title: 'Harbor Grill',
  offers: [anOffer(21, 12, { title: 'Weekday rolls', rules: { days: ['mon'] } })],
});

function renderAllOffers(address = '/offers/all') {
  return renderAllOffersPage(
    [
      apiReply(CatalogApi.getAllMerchants, [bistro, cafe], {
        query: { marketId: 1, shared: true },
      }),
      apiReply(CatalogApi.searchMarket, [{ ...harbor, relevance: 0, matchedOfferIds: [21] }], {
        query: { marketId: 1, q: 'sushi' },
      }),
      accountStateHandler({ favoriteMerchantIds: [9] }),
    ],
    address,
  );
}

async function shownCoupons() {
  const list = await screen.findByRole('list');
  return within(list)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('AllOffersPage: order and filters (issue #17 item 2)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: SATURDAY_NOON, toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('orders the coupons by saving and hides, for "usable now", one outside its days', async () => {
    const { router, user } = renderAllOffers();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Sort by' }),
      'Biggest saving',
    );
    expect(await shownCoupons()).toEqual([
      expect.stringContaining('Weekday pasta'),
      expect.stringContaining('Free dessert'),
      expect.stringContaining('Free coffee'),
    ]);

    await user.click(screen.getByRole('checkbox', { name: 'Usable now' }));
    expect(await shownCoupons()).toEqual([
      expect.stringContaining('Free dessert'),
      expect.stringContaining('Free coffee'),
    ]);
    await waitFor(() => expect(router.state.location.search).toBe('?sort=saving&usableNow=true'));
  });

  it('keeps favourite merchants’ coupons only, from the address', async () => {
    renderAllOffers('/offers/all?favourites=true');
    // The list shows before the member's state (ADR 0045); the favourites apply once it answers.
    await waitFor(async () => {
      expect(await shownCoupons()).toEqual([expect.stringContaining('Free coffee')]);
    });
  });

  it('applies its filters to the market search it falls back to', async () => {
    const { user } = renderAllOffers('/offers/all?usableNow=true');
    await user.type(await screen.findByRole('searchbox', { name: 'Search coupons' }), 'sushi');
    const results = await screen.findByRole('region', { name: SearchText.acrossMarket });
    // Harbor Grill's one coupon is for Mondays.
    expect(await within(results).findByText('No results match these filters.')).toBeVisible();
  });
});

import type { AccountState } from '@citybook/contract/account';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aMerchant, anOffer } from '../../../testing/catalog-browse-fixtures.ts';
import { accountStateHandler } from '../../../testing/mocks/catalog-handlers.ts';
import { categoryMerchants, renderCategoryPage } from './category-page-test-kit.tsx';

// Tuesday 2027-03-16 at 20:30 in Chicago: after lunch hours.
const TUESDAY_EVENING = new Date('2027-03-17T01:30:00Z');

const merchants = [
  aMerchant(4, {
    title: 'Luigi’s Bistro',
    distance: 0.8,
    offers: [anOffer(40, 4, { savings: 5 })],
  }),
  aMerchant(9, {
    title: 'Bean There',
    distance: 2.2,
    offers: [anOffer(90, 9, { savings: 25, rules: { hours: { from: '11:00', to: '15:00' } } })],
  }),
  aMerchant(12, { title: 'Alto', distance: 3, offers: [anOffer(120, 12, { savings: 12 })] }),
];

function renderPage(address = '/offers/category/1', state: Partial<AccountState> = {}) {
  return renderCategoryPage([categoryMerchants(merchants), accountStateHandler(state)], {
    address,
  });
}

async function shownTitles() {
  const list = await screen.findByRole('list');
  return within(list)
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('CategoryPage: order and filters (issue #17 item 2)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: TUESDAY_EVENING, toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reorders by the chosen sort and keeps it in the address', async () => {
    const { router, user } = renderPage();
    expect(await shownTitles()).toEqual(['Luigi’s Bistro', 'Bean There', 'Alto']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Biggest saving');
    expect(await shownTitles()).toEqual(['Bean There', 'Alto', 'Luigi’s Bistro']);
    // Ordered by saving, each card says what its coupon saves.
    expect(screen.getByText(/Save \$25/)).toBeVisible();
    await waitFor(() => expect(router.state.location.search).toBe('?sort=saving'));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'A–Z');
    expect(await shownTitles()).toEqual(['Alto', 'Bean There', 'Luigi’s Bistro']);
  });

  it('opens with the order and filters of a shared address', async () => {
    renderPage('/offers/category/1?sort=name&usableNow=true');
    expect(await shownTitles()).toEqual(['Alto', 'Luigi’s Bistro']);
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('name');
    expect(screen.getByRole('checkbox', { name: 'Usable now' })).toBeChecked();
  });

  it('hides, for "usable now", a merchant whose only coupon is outside its hours', async () => {
    const { router, user } = renderPage();
    await user.click(await screen.findByRole('checkbox', { name: 'Usable now' }));
    expect(await shownTitles()).toEqual(['Luigi’s Bistro', 'Alto']);
    expect(screen.getByRole('status')).toHaveTextContent('2 merchants');
    await waitFor(() => expect(router.state.location.search).toBe('?usableNow=true'));
  });

  it('shows only favourites when asked, and says so, with the whole list one press away', async () => {
    const { user } = renderPage('/offers/category/1', { favoriteMerchantIds: [9] });
    await user.click(await screen.findByRole('checkbox', { name: 'Favourites' }));
    expect(await shownTitles()).toEqual(['Bean There']);

    await user.click(screen.getByRole('checkbox', { name: 'Usable now' }));
    expect(screen.getByRole('status')).toHaveTextContent('No merchants match these filters.');
    expect(screen.queryByRole('list')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Show all' }));
    expect(await shownTitles()).toEqual(['Luigi’s Bistro', 'Bean There', 'Alto']);
    expect(screen.getByRole('checkbox', { name: 'Usable now' })).not.toBeChecked();
  });

  it('offers the shared guest no favourites filter, even from an address asking for it', async () => {
    renderPage('/offers/category/1?favourites=true', { guest: true });
    expect(await shownTitles()).toEqual(['Luigi’s Bistro', 'Bean There', 'Alto']);
    await screen.findByRole('checkbox', { name: 'Usable now' });
    expect(screen.queryByRole('checkbox', { name: 'Favourites' })).toBeNull();
  });
});

import { CatalogApi } from '@citybook/contract/catalog';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aMerchant, anImage, anOffer } from '../../../testing/catalog-browse-fixtures.ts';
import { DistanceOriginText } from '../../../components/distance-origin/distance-origin.tsx';
import { GROWING_LIST_STEP } from '../../../components/growing-list/growing-list.tsx';
import {
  categoryMerchants,
  renderCategoryPage as renderCategoryPageWith,
} from './category-page-test-kit.tsx';

const merchants = [
  aMerchant(4, {
    title: 'Luigi’s Bistro',
    distance: 0.84,
    offers: [
      anOffer(1, 4, { title: 'Free coffee', categoryId: 2 }),
      anOffer(2, 4, { title: 'Free dessert' }),
      anOffer(3, 4),
    ],
    hasSiblings: true,
    franchisorId: 7,
  }),
  aMerchant(9, { title: 'Bean There', distance: 2.25, logo: null }),
  aMerchant(12, { title: 'Pizza Palace', distance: 3, offers: [], numberOfOffers: 0 }),
];

function renderCategoryPage(
  list = merchants,
  position?: { latitude: number; longitude: number },
  address = '/offers/category/1',
) {
  return renderCategoryPageWith(
    [categoryMerchants(list), categoryMerchants(list, { latitude: 40.5, longitude: -89.1 })],
    { position, address },
  );
}

function merchantLinks() {
  return within(screen.getByRole('list')).getAllByRole('link');
}

describe('CategoryPage', () => {
  it('lists the merchants nearest first, each leading to its page', async () => {
    renderCategoryPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Dining' })).toBeVisible();
    await waitFor(() => expect(document.title).toMatch(/^Dining · /));
    const links = merchantLinks();
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringContaining('Luigi’s Bistro'),
      expect.stringContaining('Bean There'),
      expect.stringContaining('Pizza Palace'),
    ]);

    const luigi = screen.getByRole('link', { name: 'Luigi’s Bistro' });
    expect(luigi).toHaveAttribute(
      'href',
      '/offers/category/1/merchant/4?hasSiblings=true&franchisorId=7',
    );
    // The first coupon of this category, and how many more of this category the merchant has.
    expect(luigi).toHaveAccessibleDescription('0.8 mi Free dessert Plus 1 more coupon');
    // The logo is the card's, beside the link: it adds nothing to the link's name.
    const logo = luigi.closest('li')?.querySelector('img');
    expect(logo).toHaveAttribute('alt', '');
    expect(logo).toHaveAttribute('width', '56');

    const bean = screen.getByRole('link', { name: 'Bean There' });
    expect(bean).toHaveAttribute('href', '/offers/category/1/merchant/9?hasSiblings=false');
    expect(bean).toHaveAccessibleDescription('2.3 mi Offer 90');
    expect(screen.getByRole('link', { name: 'Pizza Palace' })).toHaveAccessibleDescription(
      '3.0 mi',
    );
  });

  it('marks a merchant whose book has expired', async () => {
    renderCategoryPage([
      aMerchant(4, { title: 'Old Diner', adSpotOfferExpirationDate: '2020-01-01T00:00:00.000Z' }),
      aMerchant(9, { title: 'Bean There', adSpotOfferExpirationDate: '2999-01-01T00:00:00.000Z' }),
    ]);

    const old = await screen.findByRole('link', { name: 'Old Diner' });
    expect(old).toHaveAccessibleDescription('Book expired 0.4 mi Offer 40');
    expect(old.closest('li')).toHaveTextContent('Book expired');
    expect(screen.getByRole('link', { name: 'Bean There' })).toHaveAccessibleDescription(
      '0.9 mi Offer 90',
    );
    expect(screen.getAllByText('Book expired')).toHaveLength(1);
  });

  it('asks for the list around the known device position', async () => {
    const { requests } = renderCategoryPage(merchants, { latitude: 40.5, longitude: -89.1 });

    expect(await screen.findByRole('link', { name: 'Bean There' })).toBeVisible();
    expect(requests).toHaveBeenCalledWith(
      `${CatalogApi.getMerchantsInCategory.path}?marketId=1&categoryId=1&latitude=40.5&longitude=-89.1&shared=true`,
      expect.anything(),
    );
  });

  it('shows an uploaded logo’s variants for the card’s size, and the initials without one', async () => {
    const logo = anImage('luigi', [64, 128, 192, 256]);
    renderCategoryPage([
      aMerchant(4, { title: 'Luigi’s Bistro', logo: logo.src, logoSizes: logo }),
      aMerchant(9, { title: 'bean there', logo: null }),
      aMerchant(12, { title: 'Pizza Palace', logo: '/media/gone.png' }),
    ]);

    const card = (name: string) => screen.getByRole('link', { name }).closest('li') as HTMLElement;
    await screen.findByRole('link', { name: 'Luigi’s Bistro' });
    const img = card('Luigi’s Bistro').querySelector('img');
    expect(img).toHaveAttribute('src', '/media/luigi-128.webp');
    expect(img).toHaveAttribute('srcset', logo.srcset);
    expect(img).toHaveAttribute('sizes', '56px');
    expect(img).toHaveAttribute('width', '56');
    expect(img).toHaveAttribute('height', '56');
    expect(img).toHaveAttribute('alt', '');

    // No logo: its initials, hidden from assistive technology (the name is beside them).
    const bean = card('bean there');
    expect(bean.querySelector('img')).toBeNull();
    expect(bean.querySelector('[aria-hidden="true"]')).toHaveTextContent(/^BT$/);

    // A logo that does not load gives way to the initials too.
    const pizza = card('Pizza Palace');
    const broken = pizza.querySelector('img')!;
    expect(broken).not.toHaveAttribute('srcset');
    fireEvent.error(broken);
    expect(pizza.querySelector('img')).toBeNull();
    expect(pizza.querySelector('[aria-hidden="true"]')).toHaveTextContent(/^PP$/);
  });

  // Issue #32 item 2: distances measured from the market's centre read as the member's own.
  it('says the distances are from the market centre while the position is unknown', async () => {
    renderCategoryPage();

    expect(await screen.findByRole('link', { name: 'Bean There' })).toBeVisible();
    expect(screen.getByText(DistanceOriginText.fromCentre(undefined))).toBeVisible();
    expect(screen.getByRole('link', { name: DistanceOriginText.useLocation })).toHaveAttribute(
      'href',
      '/account/market',
    );
  });

  it('says nothing of the market centre once the position is known', async () => {
    renderCategoryPage(merchants, { latitude: 40.5, longitude: -89.1 });

    expect(await screen.findByRole('link', { name: 'Bean There' })).toBeVisible();
    expect(screen.queryByText(DistanceOriginText.fromCentre(undefined))).not.toBeInTheDocument();
  });

  it('loads only the first logos at once', async () => {
    const many = Array.from({ length: 8 }, (_, index) => aMerchant(index + 1));
    renderCategoryPage(many);

    await screen.findByRole('link', { name: 'Merchant 1' });
    const loading = merchantLinks().map((link) =>
      link.closest('li')?.querySelector('img')?.getAttribute('loading'),
    );
    expect(loading).toEqual(['eager', 'eager', 'eager', 'eager', 'eager', 'eager', 'lazy', 'lazy']);
  });

  it('filters on the title, ignoring case, and says how many match', async () => {
    const { user } = renderCategoryPage();
    const search = await screen.findByRole('searchbox', { name: 'Search merchants' });
    expect(screen.getByRole('status')).toHaveTextContent('3 merchants');

    await user.type(search, 'BEAN');

    expect(merchantLinks()).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Bean There' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('1 merchant');

    await user.clear(search);
    await user.type(search, 'sushi');

    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No merchants match "sushi".');
  });

  it('keeps the search text in its address for when the user comes back, one entry for it all', async () => {
    const { router, user } = renderCategoryPage();
    await user.type(await screen.findByRole('searchbox', { name: 'Search merchants' }), 'pizza');

    await waitFor(() => {
      expect(router.state.location.search).toBe('?q=pizza');
    });
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.preventScrollReset).toBe(true);

    await user.clear(screen.getByRole('searchbox', { name: 'Search merchants' }));
    await waitFor(() => {
      expect(router.state.location.search).toBe('');
    });
  });

  it('comes back with its search text (its scroll position is the router’s: root/catalog-routes)', async () => {
    renderCategoryPage(merchants, undefined, '/offers/category/1?q=pizza');

    expect(await screen.findByRole('searchbox', { name: 'Search merchants' })).toHaveValue('pizza');
    expect(merchantLinks()).toHaveLength(1);
  });

  it('says so when the category has no merchants', async () => {
    renderCategoryPage([]);

    expect(await screen.findByText('There are no merchants in this category yet.')).toBeVisible();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('counts every merchant of a long category but builds the cards a step at a time', async () => {
    const many = Array.from({ length: GROWING_LIST_STEP + 10 }, (_, i) =>
      aMerchant(100 + i, { title: `Merchant ${String(i + 1)}`, distance: i / 10 }),
    );
    renderCategoryPage(many);

    expect(await screen.findByText(`${String(many.length)} merchants`)).toBeInTheDocument();
    expect(merchantLinks()).toHaveLength(GROWING_LIST_STEP);
    expect(screen.getByRole('button', { name: 'Show more merchants (10 left)' })).toBeVisible();
  });

  it('comes back with as many cards built as the reader had, so the scroll position exists', async () => {
    const many = Array.from({ length: GROWING_LIST_STEP + 10 }, (_, i) =>
      aMerchant(300 + i, { title: `Shop ${String(i + 1)}`, distance: i / 10 }),
    );
    const { user } = renderCategoryPage(many);
    await user.click(await screen.findByRole('button', { name: 'Show more merchants (10 left)' }));
    expect(merchantLinks()).toHaveLength(many.length);
    cleanup();

    renderCategoryPage(many);
    expect(await screen.findByText(`${String(many.length)} merchants`)).toBeInTheDocument();
    expect(merchantLinks()).toHaveLength(many.length);
  });
});

import { urlOf } from '@citybook/contract';
import { BookExpiredText, CatalogApi } from '@citybook/contract/catalog';
import type { Merchant } from '@citybook/contract/catalog';
import { screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { aMerchant, anImage, anOffer } from '../../../testing/catalog-browse-fixtures.ts';
import { accountStateHandler } from '../../../testing/mocks/catalog-handlers.ts';
import { apiReply } from '../../../testing/mocks/http-from-contract.ts';
import { recordRequests } from '../../../testing/mocks/requests.ts';
import { server } from '../../../testing/mocks/server.ts';
import { renderRoutes } from '../../../testing/render-routes.tsx';
import { MerchantPage } from './merchant-page.tsx';
import { AlreadyRedeemedText } from '../already-redeemed-text.ts';

/** The merchant's URL as the app asks for it (without a position). */
const merchantUrl = (id: number) => urlOf(CatalogApi.getMerchant, { params: { id }, query: {} });

const PAST = '2020-01-01T00:00:00.000Z';
const FUTURE = '2999-01-01T00:00:00.000Z';

const luigi = aMerchant(4, {
  title: 'Luigi’s Bistro',
  address1: '12 Oak St',
  address2: 'Suite 3',
  telephone: '217-555-0134',
  website: 'www.luigis.example',
  facebookUrl: 'https://www.facebook.com/luigis',
  twitterUrl: 'https://x.com/luigis',
  instagramUrl: 'javascript:alert(1)',
  appStoreUrl: 'https://apps.apple.com/us/app/luigis/id1',
  playStoreUrl: 'https://play.google.com/store/apps/details?id=com.luigis',
  hasSiblings: true,
  franchisorId: 7,
  offers: [
    anOffer(1, 4, { title: 'Free dessert', savings: 12, exclusion: 'Dine in only.' }),
    anOffer(2, 4, { title: 'Half-price wine', adSpotOfferExpirationDate: PAST }),
    anOffer(3, 4, { title: 'Free coffee', categoryId: 2 }),
    anOffer(5, 4, { title: 'Kids eat free', adSpotOfferExpirationDate: FUTURE, redeemed: true }),
  ],
});

const siblings = [
  aMerchant(21, { address1: '90 Elm Ave', distance: 0.4, franchisorId: 7, hasSiblings: true }),
  { ...luigi, distance: 1.2 },
  aMerchant(22, { address1: '7 Lake Rd', city: 'Chatham', distance: 6.5, franchisorId: 7 }),
];

function renderMerchantPage(entry: string, merchant: Merchant = luigi) {
  server.use(
    apiReply(CatalogApi.getMerchant, merchant, { params: { id: merchant.id }, query: {} }),
    apiReply(CatalogApi.getMerchant, siblings[0]!, { params: { id: 21 }, query: {} }),
    accountStateHandler({ favoriteMerchantIds: [4] }),
    apiReply(CatalogApi.getMerchantsByFranchisor, siblings, {
      query: { marketId: 1, franchisorId: 7, shared: true },
    }),
  );
  const requests = recordRequests();
  const page = (id: number) => (
    <Suspense fallback={<p>Loading</p>}>
      <MerchantPage
        key={id}
        marketId={1}
        categoryId={1}
        merchantId={id}
        position={undefined}
        timeZone="America/Chicago"
      />
    </Suspense>
  );
  const rendered = renderRoutes(
    [
      { path: '/offers/category/1/merchant/4', element: page(4) },
      { path: '/offers/category/1/merchant/21', element: page(21) },
      { path: '/offers/offer/:merchantId/:offerId', element: <p>Offer page</p> },
      { path: '/previous', element: <p>Previous page</p> },
    ],
    { initialEntries: ['/previous', entry], initialIndex: 1 },
  );
  return { ...rendered, requests };
}

describe('MerchantPage', () => {
  it('shows the merchant with its address, phone and website', async () => {
    renderMerchantPage('/offers/category/1/merchant/4?hasSiblings=false');

    expect(await screen.findByRole('heading', { level: 1, name: 'Luigi’s Bistro' })).toBeVisible();
    await waitFor(() => expect(document.title).toMatch(/^Luigi’s Bistro · /));
    expect(screen.getByText('12 Oak St')).toBeVisible();
    expect(screen.getByText('Suite 3')).toBeVisible();
    expect(screen.getByText('Springfield, IL 62701')).toBeVisible();
    expect(screen.getByRole('link', { name: '(217) 555-0134' })).toHaveAttribute(
      'href',
      'tel:2175550134',
    );
    const website = screen.getByRole('link', { name: 'www.luigis.example' });
    expect(website).toHaveAttribute('href', 'http://www.luigis.example');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows its uploaded logo for the page’s size and its photos in order (OPERATOR-12)', async () => {
    const logo = anImage('luigi-logo', [64, 128, 192, 256]);
    const wide = anImage('front', [320, 640, 960], 4 / 3);
    const tall = anImage('menu', [320, 640], 2 / 3);
    renderMerchantPage('/offers/category/1/merchant/4', {
      ...luigi,
      logo: logo.src,
      logoSizes: logo,
      photos: [wide, tall],
    });

    const header = (
      await screen.findByRole('heading', { level: 1, name: 'Luigi’s Bistro' })
    ).closest('header')!;
    const img = header.querySelector('img');
    expect(img).toHaveAttribute('srcset', logo.srcset);
    expect(img).toHaveAttribute('sizes', '72px');
    expect(img).toHaveAttribute('width', '72');
    expect(img).toHaveAttribute('height', '72');

    const photos = within(screen.getByRole('region', { name: 'Photos' })).getAllByRole('img');
    expect(photos.map((photo) => photo.getAttribute('alt'))).toEqual([
      'Luigi’s Bistro, photo 1 of 2',
      'Luigi’s Bistro, photo 2 of 2',
    ]);
    // As high as the strip (192 px) and as wide as its shape: the browser picks by that width.
    expect(photos[0]).toHaveAttribute('width', '256');
    expect(photos[0]).toHaveAttribute('height', '192');
    expect(photos[0]).toHaveAttribute('sizes', '256px');
    expect(photos[0]).toHaveAttribute('srcset', wide.srcset);
    expect(photos[0]).toHaveAttribute('loading', 'lazy');
    expect(photos[1]).toHaveAttribute('width', '128');
    expect(photos[1]).toHaveAttribute('sizes', '128px');
  });

  it('shows the initials without a logo, and no photos section without photos', async () => {
    renderMerchantPage('/offers/category/1/merchant/4', { ...luigi, logo: null, photos: [] });

    const header = (
      await screen.findByRole('heading', { level: 1, name: 'Luigi’s Bistro' })
    ).closest('header')!;
    expect(header.querySelector('img')).toBeNull();
    expect(header.querySelector('[aria-hidden="true"]')).toHaveTextContent(/^LB$/);
    expect(screen.queryByRole('region', { name: 'Photos' })).not.toBeInTheDocument();
  });

  it('links its social pages in a new tab, and only real web addresses', async () => {
    renderMerchantPage('/offers/category/1/merchant/4?hasSiblings=false');

    const facebook = await screen.findByRole('link', { name: 'Facebook' });
    expect(facebook).toHaveAttribute('href', 'https://www.facebook.com/luigis');
    expect(facebook).toHaveAttribute('target', '_blank');
    expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
    expect(facebook).toHaveAccessibleDescription('Opens in a new tab');
    expect(screen.getByRole('link', { name: 'X (Twitter)' })).toHaveAttribute(
      'href',
      'https://x.com/luigis',
    );
    expect(screen.queryByRole('link', { name: 'Instagram' })).not.toBeInTheDocument();
    // On the plain web neither store is offered.
    expect(screen.queryByRole('link', { name: /App Store/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Google Play/ })).not.toBeInTheDocument();
  });

  it('offers the App Store on iOS', async () => {
    vi.stubGlobal('webkit', { messageHandlers: { citybook: { postMessage: vi.fn() } } });
    renderMerchantPage('/offers/category/1/merchant/4?hasSiblings=false');

    expect(await screen.findByRole('link', { name: 'Download on the App Store' })).toHaveAttribute(
      'href',
      'https://apps.apple.com/us/app/luigis/id1',
    );
    expect(screen.queryByRole('link', { name: /Google Play/ })).not.toBeInTheDocument();
  });

  it('offers Google Play on Android', async () => {
    vi.stubGlobal('CitybookAndroid', { postMessage: vi.fn() });
    renderMerchantPage('/offers/category/1/merchant/4?hasSiblings=false');

    expect(await screen.findByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute(
      'href',
      'https://play.google.com/store/apps/details?id=com.luigis',
    );
    expect(screen.queryByRole('link', { name: /App Store/ })).not.toBeInTheDocument();
  });

  it("lists the current category's coupons, each leading to its page", async () => {
    const { router, user } = renderMerchantPage('/offers/category/1/merchant/4?hasSiblings=false');

    const coupons = await screen.findByRole('region', { name: 'Coupons' });
    const offers = within(coupons).getAllByRole('listitem');
    expect(offers).toHaveLength(3);
    expect(within(coupons).queryByText('Free coffee')).not.toBeInTheDocument();
    const dessert = within(coupons).getByRole('link', { name: 'Free dessert' });
    expect(dessert).toHaveAttribute('href', '/offers/offer/4/1');
    expect(dessert).toHaveAccessibleDescription('Save $12 Dine in only.');
    expect(
      within(coupons).getByRole('button', { name: 'Kids eat free' }),
    ).toHaveAccessibleDescription('Save $10 Redeemed One per visit.');

    await user.click(dessert);

    expect(router.state.location.pathname).toBe('/offers/offer/4/1');
  });

  it('explains an offer whose book has expired instead of opening it', async () => {
    const { router, user } = renderMerchantPage('/offers/category/1/merchant/4?hasSiblings=false');

    const expired = await screen.findByRole('button', { name: 'Half-price wine Expired' });
    expect(screen.queryByRole('link', { name: /Half-price wine/ })).not.toBeInTheDocument();

    await user.click(expired);

    const dialog = screen.getByRole('dialog', { name: BookExpiredText.title });
    expect(dialog).toHaveAccessibleDescription(BookExpiredText.message);
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(router.state.location.pathname).toBe('/offers/category/1/merchant/4');
  });

  it('explains an already-redeemed offer instead of opening it, and stays', async () => {
    const { router, user } = renderMerchantPage('/offers/category/1/merchant/4?hasSiblings=false');

    const redeemed = await screen.findByRole('button', { name: 'Kids eat free' });
    expect(screen.queryByRole('link', { name: 'Kids eat free' })).not.toBeInTheDocument();

    await user.click(redeemed);

    const dialog = screen.getByRole('dialog', { name: AlreadyRedeemedText.title });
    expect(dialog).toHaveAccessibleDescription(AlreadyRedeemedText.message);
    expect(AlreadyRedeemedText.message).toBe('Sorry, this coupon has already been redeemed');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(router.state.location.pathname).toBe('/offers/category/1/merchant/4');
  });

  it("switches to another of the franchise's locations in place of this one", async () => {
    const { router, user, requests } = renderMerchantPage(
      '/offers/category/1/merchant/4?hasSiblings=true&franchisorId=7',
    );

    const picker = await screen.findByRole('region', { name: 'Other locations' });
    const locations = within(picker).getAllByRole('link');
    expect(locations.map((link) => link.closest('li')?.textContent)).toEqual([
      '90 Elm Ave, Springfield 0.4 mi',
      '7 Lake Rd, Chatham 6.5 mi',
    ]);
    const elm = within(picker).getByRole('link', { name: '90 Elm Ave, Springfield' });
    expect(elm).toHaveAccessibleDescription('0.4 mi');
    expect(elm).toHaveAttribute(
      'href',
      '/offers/category/1/merchant/21?hasSiblings=true&franchisorId=7',
    );

    await user.click(elm);

    expect(await screen.findByRole('heading', { level: 1, name: 'Merchant 21' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/offers/category/1/merchant/21');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(requests).toHaveBeenCalledWith(merchantUrl(21), expect.anything());
  });

  it('offers no other locations when the link says the merchant has no siblings', async () => {
    const { requests } = renderMerchantPage('/offers/category/1/merchant/4?hasSiblings=false');

    await screen.findByRole('heading', { level: 1, name: 'Luigi’s Bistro' });

    expect(screen.queryByRole('region', { name: 'Other locations' })).not.toBeInTheDocument();
    // The merchant and the member's state (for the heart, which may arrive after the heading); no
    // franchise.
    await waitFor(() => {
      expect(requests).toHaveBeenCalledTimes(2);
    });
    expect(requests.mock.calls.map(([path]) => path).join(' ')).not.toMatch(/franchisor/i);
  });

  it('shows the merchant as a favourite with a pressed heart beside its name', async () => {
    renderMerchantPage('/offers/category/1/merchant/4');

    const heart = await screen.findByRole('button', {
      name: 'Remove Luigi’s Bistro from favourites',
    });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
  });

  it("falls back on the merchant's own franchise when the link does not say", async () => {
    renderMerchantPage('/offers/category/1/merchant/4');

    expect(await screen.findByRole('region', { name: 'Other locations' })).toBeVisible();
  });

  it('says so when the merchant has no coupons in this category', async () => {
    renderMerchantPage(
      '/offers/category/1/merchant/4',
      aMerchant(4, { offers: [anOffer(1, 4, { categoryId: 2 })] }),
    );

    expect(await screen.findByText('This merchant has no coupons in this category.')).toBeVisible();
  });
});

import type { ImageSizes, Merchant, MobileAd, Offer } from '@citybook/contract';

/** An offer of `merchantId` in category 1 unless told otherwise. */
export function anOffer(id: number, merchantId: number, change: Partial<Offer> = {}): Offer {
  return {
    id,
    merchantId,
    categoryId: 1,
    title: `Offer ${String(id)}`,
    exclusion: 'One per visit.',
    redemptionDataTypeCode: 1,
    redemptionData: 'SAVE',
    savings: 10,
    adSpotOfferExpirationDate: null,
    redeemed: false,
    ...change,
  };
}

/** A merchant of market 1, category 1, with the fields the pages show. */
export function aMerchant(id: number, change: Partial<Merchant> = {}): Merchant {
  const offers = change.offers ?? [anOffer(id * 10, id)];
  return {
    id,
    title: `Merchant ${String(id)}`,
    marketId: 1,
    categoryId: 1,
    latitude: 39.8,
    longitude: -89.65,
    address1: `${String(id)} Main St`,
    address2: null,
    city: 'Springfield',
    state: 'IL',
    zip: '62701',
    telephone: null,
    website: null,
    facebookUrl: null,
    twitterUrl: null,
    instagramUrl: null,
    appStoreUrl: null,
    playStoreUrl: null,
    logo: `/media/logo.svg?text=M${String(id)}`,
    hasSiblings: false,
    franchisorId: null,
    adSpotOfferExpirationDate: null,
    distance: id / 10,
    ...change,
    offers,
    numberOfOffers: change.numberOfOffers ?? offers.length,
  };
}

/** An uploaded image's sizes (OPERATOR-12): one variant per width, the aspect of width × height. */
export function anImage(name: string, widths: number[], aspect = 1): ImageSizes {
  const url = (width: number) => `/media/${name}-${String(width)}.webp`;
  const largest = widths.at(-1)!;
  return {
    src: url(widths[Math.min(1, widths.length - 1)]!),
    srcset: widths.map((width) => `${url(width)} ${String(width)}w`).join(', '),
    width: largest,
    height: Math.round(largest / aspect),
  };
}

export const ads: MobileAd[] = [
  {
    id: 1,
    marketId: 1,
    title: 'Luigi’s: free dessert',
    image: '/media/ad.svg?n=1',
    merchantId: 4,
    categoryId: 1,
  },
  {
    id: 2,
    marketId: 1,
    title: 'Spring sale',
    image: '/media/ad.svg?n=2',
    merchantId: null,
    categoryId: null,
  },
  {
    id: 3,
    marketId: 1,
    title: 'Bean There: 2 for 1',
    image: '/media/ad.svg?n=3',
    merchantId: 9,
    categoryId: 2,
  },
];

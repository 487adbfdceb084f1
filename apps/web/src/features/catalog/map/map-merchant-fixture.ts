import type { ShownMerchant } from './shown-merchants.ts';

/** A merchant as the in-area call answers it (plus its distance), for tests. */
export function aMapMerchant(id: number, overrides: Partial<ShownMerchant> = {}): ShownMerchant {
  return {
    id,
    title: `Merchant ${String(id)}`,
    categoryId: 1,
    latitude: 39.78,
    longitude: -89.64,
    logo: null,
    address1: `${String(id)} Main St`,
    address2: null,
    city: 'Springfield',
    state: 'IL',
    zip: '62701',
    franchisorId: null,
    hasSiblings: false,
    firstOfferTitle: null,
    numberOfOffers: 0,
    distance: 0,
    ...overrides,
  };
}

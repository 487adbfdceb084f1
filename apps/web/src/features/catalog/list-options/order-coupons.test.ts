import { describe, expect, it } from 'vitest';
import { aMerchant, anOffer } from '../../../testing/catalog-browse-fixtures.ts';
import type { ListOptions } from './list-options.ts';
import { orderCoupons } from './order-coupons.ts';
import type { ListFilterContext } from './order-merchants.ts';

const context: ListFilterContext = {
  // Saturday 2027-03-20, 12:00 in Chicago.
  clock: { now: new Date('2027-03-20T17:00:00Z'), timeZone: 'America/Chicago' },
  favouriteIds: new Set([2]),
};
const plain: ListOptions = { sort: 'nearest', usableNow: false, favouritesOnly: false };

const near = aMerchant(1, { title: 'Bistro', distance: 0.4 });
const far = aMerchant(2, { title: 'bistro', distance: 3 });
const coupons = [
  { merchant: near, offer: anOffer(5, 1, { title: 'Free soup', savings: 6 }) },
  {
    merchant: near,
    offer: anOffer(9, 1, { title: 'Dessert', savings: 12, rules: { days: ['sat'] } }),
  },
  {
    merchant: far,
    offer: anOffer(7, 2, { title: 'Brunch', savings: 12, rules: { days: ['mon', 'tue'] } }),
  },
];
const ids = (list: typeof coupons) => list.map(({ offer }) => offer.id);

describe('ordering and filtering a list of coupons', () => {
  it('orders by the merchant’s distance, the coupon’s saving, its newness, or names', () => {
    expect(ids(orderCoupons(coupons, plain, context))).toEqual([5, 9, 7]);
    // $12 twice: the nearer merchant's first.
    expect(ids(orderCoupons(coupons, { ...plain, sort: 'saving' }, context))).toEqual([9, 7, 5]);
    expect(ids(orderCoupons(coupons, { ...plain, sort: 'newest' }, context))).toEqual([9, 7, 5]);
    // "Bistro" and "bistro" are one name: then the coupon's title decides.
    expect(ids(orderCoupons(coupons, { ...plain, sort: 'name' }, context))).toEqual([7, 9, 5]);
  });

  it('keeps the coupons usable now, or those of favourite merchants', () => {
    expect(ids(orderCoupons(coupons, { ...plain, usableNow: true }, context))).toEqual([5, 9]);
    expect(ids(orderCoupons(coupons, { ...plain, favouritesOnly: true }, context))).toEqual([7]);
  });
});

import { describe, expect, it } from 'vitest';
import { aMerchant, anOffer } from '../../../testing/catalog-browse-fixtures.ts';
import type { ListOptions } from './list-options.ts';
import { featuredOffer, orderMerchants, type ListFilterContext } from './order-merchants.ts';

const context: ListFilterContext = {
  // Tuesday 2027-03-16, 20:30 in Chicago.
  clock: { now: new Date('2027-03-17T01:30:00Z'), timeZone: 'America/Chicago' },
  favouriteIds: new Set([3]),
};
const plain: ListOptions = { sort: 'nearest', usableNow: false, favouritesOnly: false };

const zebra = aMerchant(1, {
  title: 'zebra Grill',
  distance: 0.5,
  offers: [anOffer(11, 1, { savings: 5 }), anOffer(19, 1, { savings: 40 })],
});
const apple = aMerchant(2, {
  title: 'Apple Café',
  distance: 2,
  offers: [anOffer(12, 2, { savings: 40, rules: { hours: { from: '11:00', to: '15:00' } } })],
});
const mango = aMerchant(3, {
  title: 'Mango',
  distance: 1,
  offers: [anOffer(30, 3, { savings: 8, redeemed: true })],
});
const merchants = [zebra, mango, apple];
const titles = (list: { title: string }[]) => list.map((merchant) => merchant.title);

describe('ordering and filtering a list of merchants', () => {
  it('orders nearest first, by best saving, by newest coupon, or by name ignoring case', () => {
    expect(titles(orderMerchants([apple, zebra, mango], plain, context))).toEqual([
      'zebra Grill',
      'Mango',
      'Apple Café',
    ]);
    // Both best savings are $40: the nearer first.
    expect(titles(orderMerchants(merchants, { ...plain, sort: 'saving' }, context))).toEqual([
      'zebra Grill',
      'Apple Café',
      'Mango',
    ]);
    expect(titles(orderMerchants(merchants, { ...plain, sort: 'newest' }, context))).toEqual([
      'Mango',
      'zebra Grill',
      'Apple Café',
    ]);
    expect(titles(orderMerchants(merchants, { ...plain, sort: 'name' }, context))).toEqual([
      'Apple Café',
      'Mango',
      'zebra Grill',
    ]);
  });

  it('keeps the order it was given for the best match', () => {
    expect(titles(orderMerchants(merchants, { ...plain, sort: 'relevance' }, context))).toEqual(
      titles(merchants),
    );
  });

  it('keeps, for "usable now", merchants with a coupon the member could redeem at this moment', () => {
    // Apple's one coupon is for lunch; Mango's was redeemed.
    expect(titles(orderMerchants(merchants, { ...plain, usableNow: true }, context))).toEqual([
      'zebra Grill',
    ]);
  });

  it('keeps only favourites when asked, and combines the filters', () => {
    expect(titles(orderMerchants(merchants, { ...plain, favouritesOnly: true }, context))).toEqual([
      'Mango',
    ]);
    expect(
      orderMerchants(merchants, { ...plain, favouritesOnly: true, usableNow: true }, context),
    ).toEqual([]);
  });

  it('features on the card the coupon the options point at', () => {
    const lunch = anOffer(21, 2, { savings: 30, rules: { hours: { from: '11:00', to: '15:00' } } });
    const merchant = aMerchant(2, {
      offers: [
        anOffer(20, 2, { savings: 5, categoryId: 4 }),
        lunch,
        anOffer(22, 2, { savings: 9 }),
      ],
    });
    expect(featuredOffer(merchant, plain, context, 1)?.id).toBe(21);
    expect(featuredOffer(merchant, plain, context, 4)?.id).toBe(20);
    expect(featuredOffer(merchant, { ...plain, sort: 'saving' }, context, 1)?.id).toBe(21);
    // At 20:30 the lunch coupon is not usable: the best of the others.
    expect(
      featuredOffer(merchant, { ...plain, sort: 'saving', usableNow: true }, context, 1)?.id,
    ).toBe(22);
  });
});

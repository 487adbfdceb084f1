import type { Merchant, Offer } from '@citybook/contract/catalog';
import type { ListOptions } from './list-options.ts';
import { sortEntries } from './compare-by.ts';
import type { ListFilterContext } from './order-merchants.ts';
import { isUsableNow } from './usable-now.ts';

/** A coupon of a list of coupons (All Coupons), with the merchant it belongs to. */
export interface CouponEntry {
  merchant: Pick<Merchant, 'id' | 'title' | 'distance'>;
  offer: Offer;
}

/** The coupons the options keep, in their order. */
export function orderCoupons<T extends CouponEntry>(
  coupons: readonly T[],
  options: ListOptions,
  context: ListFilterContext,
): T[] {
  const kept = coupons.filter(
    ({ merchant, offer }) =>
      (!options.favouritesOnly || context.favouriteIds.has(merchant.id)) &&
      (!options.usableNow || isUsableNow(offer, context.clock)),
  );
  return sortEntries(kept, options.sort, ({ merchant, offer }) => ({
    distance: merchant.distance,
    saving: offer.savings,
    added: offer.id,
    names: [merchant.title, offer.title],
  }));
}

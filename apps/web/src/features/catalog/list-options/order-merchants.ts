import type { Merchant, Offer } from '@citybook/contract/catalog';
import type { ListOptions } from './list-options.ts';
import { sortEntries, type SortKeys } from './compare-by.ts';
import { isUsableNow, type UsableClock } from './usable-now.ts';

/** What the filters need beside the list: the clock and the member's favourites. */
export interface ListFilterContext {
  clock: UsableClock;
  favouriteIds: ReadonlySet<number>;
}

type ListedMerchant = Pick<Merchant, 'id' | 'title' | 'distance' | 'offers'>;

function merchantKeys(merchant: ListedMerchant): SortKeys {
  return {
    distance: merchant.distance,
    saving: Math.max(0, ...merchant.offers.map((offer) => offer.savings)),
    // A merchant is as new as its newest coupon: a new merchant brings new coupons.
    added: Math.max(0, ...merchant.offers.map((offer) => offer.id)),
    names: [merchant.title],
  };
}

/**
 * The merchants the options keep, in their order. "Usable now" keeps a merchant with at least
 * one coupon the member could redeem at this moment.
 */
export function orderMerchants<T extends ListedMerchant>(
  merchants: readonly T[],
  options: ListOptions,
  context: ListFilterContext,
): T[] {
  const kept = merchants.filter(
    (merchant) =>
      (!options.favouritesOnly || context.favouriteIds.has(merchant.id)) &&
      (!options.usableNow || merchant.offers.some((offer) => isUsableNow(offer, context.clock))),
  );
  return sortEntries(kept, options.sort, merchantKeys);
}

/**
 * The coupon a merchant's card shows under the options: among those of the category (when it has
 * any), the ones usable now when that filter is on, then the biggest saving when that is the
 * order, else the first.
 */
export function featuredOffer(
  merchant: Pick<Merchant, 'offers'>,
  options: ListOptions,
  context: ListFilterContext,
  categoryId?: number,
): Offer | undefined {
  const inCategory = merchant.offers.filter((offer) => offer.categoryId === categoryId);
  let candidates = inCategory.length > 0 ? inCategory : merchant.offers;
  if (options.usableNow) {
    const usable = candidates.filter((offer) => isUsableNow(offer, context.clock));
    if (usable.length > 0) candidates = usable;
  }
  if (options.sort !== 'saving') return candidates[0];
  return candidates.reduce<Offer | undefined>(
    (best, offer) => (best && best.savings >= offer.savings ? best : offer),
    undefined,
  );
}

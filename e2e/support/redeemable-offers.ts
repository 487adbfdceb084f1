import {
  hasTimeRules,
  isBookExpired,
  merchantListSchema,
  RedemptionDataType,
  type Category,
  type Merchant,
  type Offer,
  CatalogApi,
} from '@citybook/contract';
import type { APIRequestContext } from '@playwright/test';
import { categoriesOf, guestMarketId, marketMerchants } from './catalog.ts';

/**
 * A coupon of `merchant` in `categoryId` that can be redeemed at any hour (no days, hours or dates
 * in its rules), shown as a text code.
 */
function redeemableIn(merchant: Merchant, categoryId: number): Offer | undefined {
  return merchant.offers.find(
    (o) =>
      !isBookExpired(o.adSpotOfferExpirationDate) &&
      !hasTimeRules(o.rules) &&
      o.redemptionDataTypeCode === RedemptionDataType.text &&
      o.savings > 0 &&
      o.categoryId === categoryId,
  );
}

/** A merchant with a coupon that can still be redeemed, shown as a text code at the counter. */
export function redeemableOffer(merchants: Merchant[]): { merchant: Merchant; offer: Offer } {
  for (const merchant of merchants) {
    const offer = redeemableIn(merchant, merchant.categoryId);
    if (offer) return { merchant, offer };
  }
  throw new Error('The demo data has no redeemable text coupon');
}

export function expiredOffer(merchants: Merchant[]): { merchant: Merchant; offer: Offer } {
  for (const merchant of merchants) {
    const offer = merchant.offers.find(
      (o) => isBookExpired(o.adSpotOfferExpirationDate) && o.categoryId === merchant.categoryId,
    );
    if (offer) return { merchant, offer };
  }
  throw new Error('The demo data has no expired offer');
}

export async function austinMerchants(request: APIRequestContext): Promise<Merchant[]> {
  return marketMerchants(request, await guestMarketId(request));
}

/**
 * The category list entry nearest the top of its list (nearest the market's centre) with a
 * coupon that can be redeemed, so the keyboard run reaches it with a few presses of Tab.
 */
export async function nearestRedeemable(request: APIRequestContext, marketId: number) {
  let best: { category: Category; merchant: Merchant; offer: Offer; index: number } | null = null;
  for (const category of await categoriesOf(request, marketId)) {
    const response = await request.get(
      `${CatalogApi.getMerchantsInCategory.path}?marketId=${marketId}&categoryId=${category.id}`,
    );
    const merchants = merchantListSchema.parse(await response.json());
    const index = merchants.findIndex((m) => redeemableIn(m, category.id));
    const merchant = merchants[index];
    const offer = merchant && redeemableIn(merchant, category.id);
    if (merchant && offer && (best === null || index < best.index)) {
      best = { category, merchant, offer, index };
    }
  }
  if (!best) throw new Error('The demo data has no redeemable text coupon');
  return best;
}

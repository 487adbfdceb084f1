import * as z from 'zod/mini';
import { idParamSchema } from '../app/ids.ts';
import { marketIdSchema } from '../market/market.ts';
import { imageSizesSchema } from './media.ts';

/** How an offer is redeemed at the counter (CATALOG-12 redemptionDataTypeCode). */
export const RedemptionDataType = {
  /** redemptionData is a code or text to show. */
  text: 1,
  /** redemptionData is the address of an image (e.g. a barcode) to show. */
  image: 2,
  /** redemptionData is a link; shown only when it is an absolute http(s) URL (CATALOG-13). */
  link: 6,
} as const;

/** CATALOG-12 Offer, plus the title and savings the screens show. */
export const offerSchema = z.object({
  id: z.int(),
  merchantId: z.int(),
  categoryId: z.int(),
  title: z.string(),
  /** Terms of the offer. */
  exclusion: z.string(),
  redemptionDataTypeCode: z.int(),
  redemptionData: z.string(),
  /** What the member saves, in dollars. */
  savings: z.number(),
  /** The book's end: at or after it the offer shows as expired (CATALOG-14). */
  adSpotOfferExpirationDate: z.nullable(z.iso.datetime()),
  /** Redeemed on the logged-in member's current activation. */
  redeemed: z.boolean(),
  /**
   * When and how it may be used (issue #17), in the market's local time: an `offerRulesSchema`
   * object, checked by the server and read with `readOfferRules` where it is shown, so that the
   * web's first download does not carry that schema (ADR 0005, 0022). Null on a merchant's page
   * when it has none; left out of the lists then, to keep them small.
   */
  rules: z.optional(z.unknown()),
});
export type Offer = z.infer<typeof offerSchema>;

/** CATALOG-6 Merchant/location, with its distance from the asked position in miles. */
export const merchantSchema = z.object({
  id: z.int(),
  title: z.string(),
  marketId: z.int(),
  categoryId: z.int(),
  latitude: z.number(),
  longitude: z.number(),
  address1: z.string(),
  address2: z.nullable(z.string()),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  telephone: z.nullable(z.string()),
  website: z.nullable(z.string()),
  facebookUrl: z.nullable(z.string()),
  twitterUrl: z.nullable(z.string()),
  instagramUrl: z.nullable(z.string()),
  appStoreUrl: z.nullable(z.string()),
  playStoreUrl: z.nullable(z.string()),
  logo: z.nullable(z.string()),
  /** OPERATOR-12: an uploaded logo's WebP variants (`logo` is then one of them); else absent. */
  logoSizes: z.optional(imageSizesSchema),
  /** OPERATOR-12: the merchant's photos in order, on one merchant's page only (lists stay small). */
  photos: z.optional(z.array(imageSizesSchema)),
  /**
   * CATALOG-26: the location's opening hours on its market's clock, on one merchant's page only:
   * an `openingHoursSchema` object, read with `readOpeningHours` where it is shown (as offers'
   * `rules` are, ADR 0022, 0055). Absent when the location shows none.
   */
  openingHours: z.optional(z.unknown()),
  /** The merchant is one location of a franchise with other locations in the market. */
  hasSiblings: z.boolean(),
  franchisorId: z.nullable(z.int()),
  adSpotOfferExpirationDate: z.nullable(z.iso.datetime()),
  offers: z.array(offerSchema),
  numberOfOffers: z.int(),
  /** Great-circle miles from the position of the request. */
  distance: z.number(),
});
export type Merchant = z.infer<typeof merchantSchema>;
export const merchantListSchema = z.array(merchantSchema);

/** CATALOG-6: 'Plus {count} more coupon(s)' when a merchant has more than one offer. */
export function moreCouponsText(numberOfOffers: number): string | null {
  const more = numberOfOffers - 1;
  if (more < 1) return null;
  return `Plus ${more} more coupon${more === 1 ? '' : 's'}`;
}

/** CATALOG-14: the book has expired when now is at or after its expiration date. */
export function isBookExpired(expiration: string | null, now: Date = new Date()): boolean {
  return expiration !== null && now.getTime() >= new Date(expiration).getTime();
}

/** CATALOG-10: a website without a scheme gets http:// in front. */
export function websiteHref(website: string): string {
  return /^http/i.test(website) ? website : `http://${website}`;
}

/** CATALOG-13: link redemption (code 6) is shown only for an absolute http or https URL. */
export function isAbsoluteHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

const booleanQuery = z.pipe(
  z.optional(z.enum(['true', 'false'])),
  z.transform((value) => value === 'true'),
);

/** Absent coordinates mean "unknown": the server measures from the market's centre. */
const position = {
  latitude: z.optional(z.coerce.number().check(z.minimum(-90), z.maximum(90))),
  longitude: z.optional(z.coerce.number().check(z.minimum(-180), z.maximum(180))),
};

/**
 * `shared=true` (issue #17 item 5): every offer's `redeemed` is false, so the answer is the same
 * bytes for every member and carries an ETag; the member's own state comes from
 * `GET /api/account/state`. Without it (old clients) the flags are the asker's, as before.
 */
const shared = booleanQuery;

export const MERCHANT_LIST_MAX = 5000;
const limit = z.optional(
  z.coerce.number().check(z.int(), z.minimum(1), z.maximum(MERCHANT_LIST_MAX)),
);

export const merchantGetAllQuerySchema = z.object({
  marketId: marketIdSchema,
  ...position,
  ignoreMarketRadius: booleanQuery,
  groupByFranchisor: booleanQuery,
  limit,
  shared,
});
export type MerchantGetAllQuery = z.input<typeof merchantGetAllQuerySchema>;

export const merchantByFranchisorQuerySchema = z.object({
  marketId: marketIdSchema,
  franchisorId: idParamSchema,
  ...position,
  shared,
});

export const merchantCategoryQuerySchema = z.object({
  marketId: marketIdSchema,
  categoryId: idParamSchema,
  ...position,
  limit,
  shared,
});

export const merchantIdParamsSchema = z.object({ id: idParamSchema });

/** GET /api/merchant/get/{id}: the asker's position, for the distance. */
export const merchantPositionQuerySchema = z.object(position);

export const MERCHANT_ERROR_MESSAGE =
  "Sorry we were unable to retrieve this Merchant's information.  Please try again later.";
export const MAP_ERROR_MESSAGE =
  'Sorry we were unable to retrieve map information.  Please try again later.';
export const OFFER_ERROR_MESSAGE =
  "Sorry, we were unable to retrieve the selected coupon's information. Please try again later.";
export const BookExpiredText = {
  title: 'BOOK EXPIRED',
  message: 'Sorry, this book has already expired',
} as const;

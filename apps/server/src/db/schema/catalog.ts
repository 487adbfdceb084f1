import type { Generated, Selectable } from 'kysely';
import type { Nullable } from './columns.ts';

/*
 * The catalog: categories, franchisors, merchants and their offers, ads, media, favourites,
 * offer change requests and opening hours.
 */

export interface CategoryTable {
  id: Generated<number>;
  slug: string;
  title: string;
  icon: string;
  sort_order: number;
  created_at: string;
  /** OPERATOR-10: set when staff retired it; hidden from members, never deleted. */
  retired_at: Nullable<string>;
  /** OPERATOR-10: moved on by every console save (a stale save is refused). */
  revision: Generated<number>;
}

export interface FranchisorTable {
  id: Generated<number>;
  slug: string;
  title: string;
  /** OPERATOR-10: set when staff retired it; hidden from members, never deleted. */
  retired_at: Nullable<string>;
  /** OPERATOR-10: moved on by every console save (a stale save is refused). */
  revision: Generated<number>;
}

export interface MerchantTable {
  id: Generated<number>;
  slug: string;
  market_id: number;
  category_id: number;
  franchisor_id: Nullable<number>;
  title: string;
  latitude: number;
  longitude: number;
  address1: string;
  address2: Nullable<string>;
  city: string;
  state: string;
  zip: string;
  telephone: Nullable<string>;
  website: Nullable<string>;
  facebook_url: Nullable<string>;
  twitter_url: Nullable<string>;
  instagram_url: Nullable<string>;
  app_store_url: Nullable<string>;
  play_store_url: Nullable<string>;
  logo: Nullable<string>;
  /** OPERATOR-12: the uploaded logo; `logo` then holds one of its variants' addresses. */
  logo_media_id: Nullable<number>;
  updated_at: string;
  /** OPERATOR-10: set when staff retired it; hidden from members, never deleted. */
  retired_at: Nullable<string>;
  /** OPERATOR-10: moved on by every console save (a stale save is refused). */
  revision: Generated<number>;
  /** MERCHANT-1: the business organisation this location belongs to, if any. */
  organisation_id: Nullable<number>;
}

export interface OfferTable {
  id: Generated<number>;
  slug: string;
  merchant_id: number;
  category_id: number;
  title: string;
  exclusion: string;
  redemption_data_type_code: number;
  redemption_data: string;
  /** Money is kept in whole cents. */
  savings_cents: number;
  /** OPERATOR-13: the book the offer is in; its end is the offer's (CATALOG-14). */
  edition_id: Nullable<number>;
  sort_order: number;
  /** JSON of the contract's `offerRulesSchema` (issue #17); null: no rules. */
  rules: Nullable<string>;
  updated_at: string;
  /** OPERATOR-10: when the console retired it (hidden from members, never deleted); null: live. */
  retired_at: Nullable<string>;
  /** OPERATOR-10: moved on by every console save (two editors never overwrite each other). */
  revision: Generated<number>;
}

/** One row (id 1): bumped by triggers whenever a table the merchant lists show changes. */
export interface CatalogVersionTable {
  id: number;
  version: number;
}

export interface MobileAdTable {
  id: Generated<number>;
  slug: string;
  market_id: number;
  title: string;
  image: string;
  /** OPERATOR-12: the uploaded image; `image` then holds one of its variants' addresses. */
  image_media_id: Nullable<number>;
  merchant_id: Nullable<number>;
  sort_order: number;
  /** OPERATOR-10: set when staff retired it; hidden from members, never deleted. */
  retired_at: Nullable<string>;
  /** OPERATOR-10: moved on by every console save and import (a stale save is refused). */
  revision: Generated<number>;
  /** OPERATOR-10: the first day shown (YYYY-MM-DD, the market's time zone); null: since always. */
  starts_on: Nullable<string>;
  /** OPERATOR-10: the last day shown (YYYY-MM-DD, the market's time zone); null: no end. */
  ends_on: Nullable<string>;
}

/** OPERATOR-12: an uploaded image for one use, and its WebP variants. */
export interface MediaTable {
  id: Generated<number>;
  /** sha-256 of the use and the source bytes: the same upload is the same row. */
  hash: string;
  use: string;
  source_format: string;
  source_bytes: number;
  width: number;
  height: number;
  /** JSON: `{ width, height, file }[]`, smallest first; `file` is `<hash>.webp` under MEDIA_DIR. */
  variants_json: string;
  /** Null for the demo data's images. */
  uploaded_by_staff_id: Nullable<number>;
  uploaded_by: string;
  uploaded_at: string;
}

/** OPERATOR-12: a merchant's photos, in order. */
export interface MerchantPhotoTable {
  merchant_id: number;
  media_id: number;
  position: number;
}

/** Issue #17: a member's favourite merchants. */
export interface FavoriteMerchantTable {
  user_id: number;
  merchant_id: number;
  created_at: string;
}

/** MERCHANT-9 (migration 0046): a merchant admin's request to change an offer. */
export interface OfferChangeRequestTable {
  id: Generated<number>;
  offer_id: number;
  organisation_id: number;
  /** The admin who asked (null if the account is ever removed); their e-mail stays. */
  requested_by: number | null;
  requested_by_email: string;
  /** The title and terms asked for; null keeps them. */
  title: Nullable<string>;
  exclusion: Nullable<string>;
  message: string;
  state: Generated<'pending' | 'approved' | 'refused'>;
  reason: Nullable<string>;
  decided_by_email: Nullable<string>;
  decided_at: Nullable<string>;
  created_at: string;
}

/** MERCHANT-14, CATALOG-26 (migration 0048): a location's opening hours, when it shows some. */
export interface MerchantHoursTable {
  merchant_id: number;
  /** The contract's `openingHoursSchema`, as JSON. */
  hours_json: string;
  updated_at: string;
}

export type CategoryRow = Selectable<CategoryTable>;
export type MerchantRow = Selectable<MerchantTable>;
export type OfferRow = Selectable<OfferTable>;

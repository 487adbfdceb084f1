import {
  CatalogErrors,
  MerchantLeftText,
  type CatalogApi,
  type Merchant,
  type Offer,
  type QueryOf,
} from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { distanceMiles } from '@citybook/contract';
import { HttpError } from '../../../lib/http-error.ts';
import type { SessionUser } from '../../../plugins/auth.ts';
import { currentVoucherIdOfMember } from '../../activation/index.ts';
import { offersRedeemedWith } from '../../redemption/index.ts';
import {
  findLeftMerchantTitle,
  findMerchant,
  franchiseSizes,
  type Located,
} from '../repositories/merchant-repo.ts';
import { askedPoint, shownMiles } from '../../../lib/nearby.ts';
import { offersOfMerchants, type EditionedOffer } from '../repositories/offer-repo.ts';
import { merchantBookEnd, shownBookEnd } from './book-end.ts';
import { rulesOf } from './offer-rules-column.ts';
import { imageSizesByMediaId, photosOfMerchant } from './media/media-service.ts';
import { storedOpeningHours } from './opening-hours-service.ts';

/** The current voucher of the asking member, if any: its redemptions mark offers as redeemed. */
export async function askerVoucherId(
  db: Kysely<DB>,
  asker: SessionUser | null,
): Promise<number | null> {
  return asker ? currentVoucherIdOfMember(db, asker.userId) : null;
}

/** An offer of a list: without rules, it leaves them out (lists stay small). */
function toOffer(row: EditionedOffer, redeemed: Set<number>): Offer {
  const rules = rulesOf(row);
  return {
    id: row.id,
    merchantId: row.merchant_id,
    categoryId: row.category_id,
    title: row.title,
    exclusion: row.exclusion,
    redemptionDataTypeCode: row.redemption_data_type_code,
    redemptionData: row.redemption_data,
    savings: row.savings_cents / 100,
    // CATALOG-14: the book end is the offer's edition's (OPERATOR-13).
    adSpotOfferExpirationDate: shownBookEnd(row.valid_until),
    redeemed: redeemed.has(row.id),
    ...(rules ? { rules } : {}),
  };
}

/** CATALOG-6 merchants with their offers, offer counts and franchise siblings, in the given order. */
export async function toMerchants(
  db: Kysely<DB>,
  rows: Located[],
  /** The asking member's current voucher: its redemptions mark offers as redeemed. */
  voucherId: number | null = null,
): Promise<Merchant[]> {
  const [offers, sizes, logos] = await Promise.all([
    offersOfMerchants(
      db,
      rows.map((row) => row.id),
    ),
    franchiseSizes(db, rows),
    imageSizesByMediaId(
      db,
      rows.flatMap((row) => (row.logo_media_id === null ? [] : [row.logo_media_id])),
    ),
  ]);
  const redeemed = await offersRedeemedWith(db, voucherId);
  return rows.map((row) => {
    const own = (offers.get(row.id) ?? []).map((offer) => toOffer(offer, redeemed));
    const siblings =
      row.franchisor_id === null
        ? 0
        : (sizes.get(`${row.market_id}:${row.franchisor_id}`) ?? 1) - 1;
    const logoSizes = row.logo_media_id === null ? undefined : logos.get(row.logo_media_id);
    return {
      id: row.id,
      title: row.title,
      marketId: row.market_id,
      categoryId: row.category_id,
      latitude: row.latitude,
      longitude: row.longitude,
      address1: row.address1,
      address2: row.address2,
      city: row.city,
      state: row.state,
      zip: row.zip,
      telephone: row.telephone,
      website: row.website,
      facebookUrl: row.facebook_url,
      twitterUrl: row.twitter_url,
      instagramUrl: row.instagram_url,
      appStoreUrl: row.app_store_url,
      playStoreUrl: row.play_store_url,
      logo: row.logo,
      ...(logoSizes ? { logoSizes } : {}),
      hasSiblings: siblings > 0,
      franchisorId: row.franchisor_id,
      adSpotOfferExpirationDate: merchantBookEnd(
        own.map((offer) => offer.adSpotOfferExpirationDate),
      ),
      offers: own,
      numberOfOffers: own.length,
      distance: shownMiles(row.distance),
    };
  });
}

const noMerchant = () =>
  new HttpError(CatalogErrors.unknownMerchant, 'This merchant does not exist.');

/**
 * MERCHANT-12: a merchant members do not see is one that left the book (410, named: its title is
 * public catalogue data, and the app words its message with it) or one that never was (404).
 */
async function absentMerchant(db: Kysely<DB>, id: number): Promise<HttpError> {
  const left = await findLeftMerchantTitle(db, id);
  return left === undefined
    ? noMerchant()
    : new HttpError(CatalogErrors.merchantLeft, MerchantLeftText.message(left));
}

/** CATALOG-9 merchant/get: one merchant, its distance from the asked position (0 without one). */
export async function merchantById(
  db: Kysely<DB>,
  id: number,
  query: QueryOf<typeof CatalogApi.getMerchant>,
  asker: SessionUser | null,
): Promise<Merchant> {
  const row = await findMerchant(db, id);
  if (!row) throw await absentMerchant(db, id);
  const point = askedPoint(query);
  const [merchant] = await toMerchants(
    db,
    [{ ...row, distance: point ? distanceMiles(point, row) : 0 }],
    await askerVoucherId(db, asker),
  );
  if (!merchant) throw noMerchant();
  // One merchant's page says "no rules" outright, and has its photos (OPERATOR-12) and its
  // opening hours when it shows some (CATALOG-26; past exceptions are left to the app).
  const openingHours = await storedOpeningHours(db, id);
  return {
    ...merchant,
    photos: await photosOfMerchant(db, id),
    ...(openingHours ? { openingHours } : {}),
    offers: merchant.offers.map((offer) => ({ ...offer, rules: offer.rules ?? null })),
  };
}

/** Whether the merchant exists (a favourite names one). */
export async function merchantExists(db: Kysely<DB>, id: number): Promise<boolean> {
  return (await findMerchant(db, id)) !== undefined;
}

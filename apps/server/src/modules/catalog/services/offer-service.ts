import type { OfferRules } from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { findOfferWithTimeZone } from '../repositories/offer-repo.ts';
import { shownBookEnd } from './book-end.ts';
import { rulesOf } from './offer-rules-column.ts';

/** An offer as redeeming it needs it: its book's end, its rules and its market's time zone. */
export interface OfferWithRules {
  id: number;
  savings_cents: number;
  ad_spot_offer_expiration_date: string | null;
  rules: OfferRules | null;
  time_zone: string;
  /** OPERATOR-10: when the console retired it; null while members see it. */
  retired_at: string | null;
  /** MERCHANT-12: its merchant, and when the merchant left the book (null while it is in it). */
  merchant_title: string;
  merchant_retired_at: string | null;
}

/** An offer with its parsed rules and its market's time zone; undefined when there is none. */
export async function offerWithRules(
  db: Kysely<DB>,
  offerId: number,
): Promise<OfferWithRules | undefined> {
  const offer = await findOfferWithTimeZone(db, offerId);
  return (
    offer && {
      id: offer.id,
      savings_cents: offer.savings_cents,
      // CATALOG-14 reads the offer's edition (OPERATOR-13).
      ad_spot_offer_expiration_date: shownBookEnd(offer.valid_until),
      rules: rulesOf(offer),
      time_zone: offer.time_zone,
      retired_at: offer.retired_at,
      merchant_title: offer.merchant_title,
      merchant_retired_at: offer.merchant_retired_at,
    }
  );
}

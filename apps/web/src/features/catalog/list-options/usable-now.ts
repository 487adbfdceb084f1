import { isBookExpired, offerUsableAt, readOfferRules } from '@citybook/contract/catalog';
import type { Offer } from '@citybook/contract/catalog';

/** What "usable now" is judged against: the moment and the market's wall clock. */
export interface UsableClock {
  now: Date;
  /** The market's IANA zone; the offers' hours and days are its local ones. */
  timeZone: string;
}

type JudgedOffer = Pick<Offer, 'redeemed' | 'adSpotOfferExpirationDate' | 'rules'>;

/**
 * Whether the member could redeem the offer at this moment: not redeemed on the current
 * activation, its book not expired, and its days, hours and dates allowing it (ADR 0022). The
 * server judges the same rules again at redemption.
 */
export function isUsableNow(offer: JudgedOffer, clock: UsableClock): boolean {
  return (
    !offer.redeemed &&
    !isBookExpired(offer.adSpotOfferExpirationDate, clock.now) &&
    offerUsableAt(readOfferRules(offer.rules), clock.now, clock.timeZone)
  );
}

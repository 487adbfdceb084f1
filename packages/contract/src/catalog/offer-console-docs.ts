import type { AreaDocs } from '../endpoint.ts';
import type * as OfferConsoleApi from './offer-console-endpoints.ts';
import type { OfferConsoleErrors } from './offer-console-errors.ts';

/** The API reference's words for the console's offer editor (OPERATOR-9, OPERATOR-10). */
export const offerConsoleDocs = {
  endpoints: {
    getOfferGrid:
      'A page of the offers, sorted (title, merchant, saving, last change) and filtered on the server: a part of the title; merchant, market, edition; live or retired.',
    getOfferEditor:
      'One offer as its editor shows it (terms, saving, redemption data, rules), with its revision and how often members redeemed it.',
    createOffer:
      'Adds an offer to a live merchant, in an edition of the merchant’s market; members see it at their next load.',
    updateOffer: 'Saves an offer; refused with 409 when someone saved it since the given revision.',
    setOfferRetired:
      'Retires an offer (members no longer see or redeem it; its redemptions stay) or brings it back (only under a live merchant).',
  },
  errors: {
    unknownOffer: 'No offer has this id.',
    invalidMerchant:
      'The offer’s merchant does not exist or is retired (shown on the merchant field).',
    invalidEdition:
      'The edition does not exist or is another market’s than the merchant’s (shown on the edition field).',
  },
} as const satisfies AreaDocs<typeof OfferConsoleApi, typeof OfferConsoleErrors>;

import type { AreaDocs } from '../endpoint.ts';
import type * as OfferChangeBusinessApi from './offer-change-business-endpoints.ts';
import type * as OfferChangeConsoleApi from './offer-change-console-endpoints.ts';
import type { OfferChangeErrors } from './offer-change-request.ts';

/** The API reference's words for offer change requests (MERCHANT-9). */
export const offerChangeDocs = {
  endpoints: {
    getBusinessOffers:
      'The offers of the organisation’s locations (live and retired), with the title and terms members read now.',
    getOfferChangeRequests:
      'The organisation’s offer change requests, newest first, each with its state (pending, approved, refused) and the reason of a refusal.',
    sendOfferChangeRequest:
      'Asks the operators to change an offer of the organisation’s: a new title, new terms or both, and why. The offer does not change until an editor approves.',
    getOfferChangeGrid:
      'A page of the merchants’ offer change requests, sorted and filtered on the server: a part of the offer’s or merchant’s name; the state.',
    getOfferChangeReview:
      'One change request with the offer as it is now and its revision, for an editor to approve or refuse.',
    approveOfferChange:
      'Applies the requested title and terms to the offer through the offer editor (audited; 409 when the offer changed since the given revision) and marks the request approved.',
    refuseOfferChange:
      'Refuses the request with a reason the merchant reads; the offer does not change (audited).',
  },
  errors: {
    unknownChangeRequest: 'No offer change request has this id.',
    notYourOffer:
      'The offer is not one of the organisation’s locations’ (shown on the offer field).',
    changeRequestDecided: 'The request was approved or refused already.',
  },
} as const satisfies AreaDocs<
  typeof OfferChangeBusinessApi & typeof OfferChangeConsoleApi,
  typeof OfferChangeErrors
>;

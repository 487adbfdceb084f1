import type { AreaDocs } from '../endpoint.ts';
import type * as RedemptionBusinessApi from './business-endpoints.ts';

/** The API reference's words for the Redeem Desk's calls (MERCHANT-5). */
export const redemptionBusinessDocs = {
  endpoints: {
    checkCodeAtLocation:
      'The Redeem Desk checks a verification code at one of the caller’s locations: `valid` (offer, time, member’s initials), `otherMerchant` (that location’s name), `alreadyChecked` (when, by whom, where), `offlineNotSynced` (reserved by an offline ticket, not sent yet) or `unknown`. Stamps nothing.',
    acceptCodeAtLocation:
      'Marks a valid code checked by the caller at the location, once (`accepted`); any other answer is the check’s, `alreadyChecked` after an earlier accept. Audited.',
    getLocationNotHonouredReports:
      'The reports that a coupon was not honoured at the organisation’s locations in the last `days` days (90 unless said, at most 366), oldest first: location, offer, verification code, when redeemed and reported, whether staff had checked it, the reason, the state and whether the coupon was given back. Never who the member is.',
  },
  errors: {},
} as const satisfies AreaDocs<typeof RedemptionBusinessApi, object>;

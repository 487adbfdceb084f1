import type { AreaDocs } from '../endpoint.ts';
import type * as RedemptionConsoleApi from './console-endpoints.ts';
import type { NotHonouredErrors } from './not-honoured-console.ts';
import type { NotHonouredMemberErrors } from './not-honoured.ts';
import type * as NotHonouredApi from './not-honoured-endpoints.ts';

/** The API reference's words for the member's reports of coupons not honoured (MERCHANT-10). */
export const notHonouredDocs = {
  endpoints: {
    reportNotHonoured:
      'Reports one of the member’s redemptions as not honoured at the counter (a reason of NOT_HONOURED_REASONS, an optional note), within NOT_HONOURED_WINDOW_MS of redeeming, once per redemption, at most NOT_HONOURED_LIMIT in NOT_HONOURED_LIMIT_DAYS days. A redemption staff never checked is restored at once (the offer can be redeemed again); a checked one stays redeemed and waits for an operator.',
    getNotHonouredReports:
      'The member’s reports of coupons not honoured, newest first, each with its state and the operator’s latest words.',
  },
  errors: {
    unknownRedemption: 'The member has no redemption with this id.',
    reportWindowClosed: 'The redemption is older than NOT_HONOURED_WINDOW_MS (24 hours).',
    alreadyReported: 'The redemption was reported already.',
    reportLimitReached:
      'The member made NOT_HONOURED_LIMIT reports in the last NOT_HONOURED_LIMIT_DAYS days; the message says when they can report again.',
  },
} as const satisfies AreaDocs<typeof NotHonouredApi, typeof NotHonouredMemberErrors>;

/** The API reference's words for the queue of coupons not honoured (MERCHANT-11; ADR 0047). */
export const redemptionConsoleDocs = {
  endpoints: {
    getNotHonouredGrid:
      'A page of the reports of coupons not honoured: unresolved first (oldest first by default), filtered by state, market and a part of the merchant’s name or a verification code.',
    getNotHonouredReport:
      'One report: the redemption as it was reported (merchant, offer, verification code, when redeemed and checked), the member’s reason and note, the member (for support) and the latest operator step.',
    resolveNotHonoured:
      'An operator’s step on a report, with words the member reads: restore the coupon (deleting the redemption unless it was restored already) and resolve; mark the merchant contacted (the report stays unresolved); or dismiss. Audited.',
  },
  errors: {
    unknownReport: 'No report has this id.',
    reportResolved: 'The report is resolved (restored or dismissed) already.',
  },
} as const satisfies AreaDocs<typeof RedemptionConsoleApi, typeof NotHonouredErrors>;

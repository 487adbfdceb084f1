import type { AreaDocs } from '../endpoint.ts';
import type * as RedemptionConsoleApi from './console-endpoints.ts';
import type { NotHonouredErrors } from './not-honoured-console.ts';

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

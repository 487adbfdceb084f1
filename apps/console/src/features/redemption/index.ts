/**
 * The redemption area of the console (ADR 0031): the queue of coupons members reported as not
 * honoured (MERCHANT-11). The root composes these into the console's routes.
 */
import { NOT_HONOURED_STAFF } from '@citybook/contract/redemption';

export { NotHonouredPage } from './not-honoured/not-honoured-page.tsx';
export { NotHonouredReportPage } from './not-honoured/not-honoured-report-page.tsx';
// The business frame's page of the reports about the organisation's locations (MERCHANT-11).
export { MerchantNotHonouredPage } from './not-honoured/merchant-not-honoured-page.tsx';

/** Who works the queue: support and owners (MERCHANT-11). */
export const NOT_HONOURED_ROLES = NOT_HONOURED_STAFF;

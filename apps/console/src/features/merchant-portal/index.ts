/*
 * The merchant portal's pages (MERCHANT-7…9) for the business frame (ADR 0030, ADR 0046): the
 * root wires them under /console/business/.
 */
export { MerchantResultsPage } from './results-page.tsx';
export { OfferChangeRequestsPage } from './change-requests-page.tsx';
export { MerchantDetailsPage } from './details-page.tsx';

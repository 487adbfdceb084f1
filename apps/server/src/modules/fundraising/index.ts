/**
 * The fundraising module's front door (ADR 0026, ADR 0057): fundraising groups (business
 * organisations of their own kind, on the business module), their campaigns, sellers as display
 * names, and the sales attributed to them (FUNDRAISING-1…8).
 */
export {
  fundraisingBusinessRoutes,
  fundraisingConsoleRoutes,
  fundraisingRoutes,
} from './routes/fundraising-routes.ts';
// FUNDRAISING-7: how a sale is attributed to a campaign (issue 31 item 3 calls it).
export { insertSaleAttribution } from './repositories/sale-repo.ts';
export { attributeMembershipPurchase, type CampaignLink } from './services/attribution-service.ts';

/**
 * The reports module's front door (ADR 0026, ADR 0044, ADR 0048): the console's counts of
 * activations, subscriptions, revenue and redemptions (OPERATOR-23…26). It reads the other areas'
 * tables (and the redemption summaries their triggers keep) and changes none; it is the top of
 * the module order and no module imports it.
 */
export { reportsConsoleRoutes } from './routes/console-routes.ts';
export { reportsBusinessRoutes } from './routes/business-routes.ts';
export {
  activationReport,
  idleMerchantReport,
  redemptionReport,
  revenueReport,
  subscriptionReport,
} from './services/report-service.ts';

/**
 * The redemption module's front door (ADR 0026): the only file other modules, app.ts, cli/ and
 * db/seed/ import. Redemption depends on activation; the catalogue's offers come through the
 * `offerToRedeem` app.ts hands to its routes.
 */
export { redemptionRoutes, type RedemptionRoutesOptions } from './routes/routes.ts';
export { redemptionConsoleRoutes } from './routes/not-honoured-console-routes.ts';
export { notHonouredRoutes } from './routes/not-honoured-routes.ts';
export {
  notHonouredReportsAboutMerchants,
  type MerchantNotHonouredReport,
} from './services/merchant-not-honoured-service.ts';
export {
  offersRedeemedWith,
  savingsCentsOfMember,
  savingsCentsOfPeriod,
} from './services/member-redemption-service.ts';
export type { OfferToRedeem } from './services/redemption-service.ts';
export {
  membersByVerificationCode,
  redemptionsOfMemberForSupport,
  restoreRedemptionForSupport,
} from './services/support-redemption-service.ts';

/**
 * The activation module's front door (ADR 0026): the only file other modules, app.ts, cli/ and
 * db/seed/ import. Activation depends on no other module; account answers the profile through
 * the `profileOf` app.ts hands to its routes.
 */
export { activationRoutes, type ActivationRoutesOptions } from './routes/routes.ts';
export { renewalSchedulerPlugin } from './routes/renewal-scheduler.ts';
export { codeBatchConsoleRoutes } from './routes/code-batch-console-routes.ts';
export {
  codeBatchRecord,
  codesOfBatch,
  makeCodeBatch,
  COMMAND_LINE_MAKER,
} from './services/code-batch-service.ts';
export { codeBatchPdf } from './services/code-batch-files.ts';
export {
  generateActivationCodes,
  listActivationCodes,
  UnknownEditionError,
  type GenerateOptions,
} from './services/activation-code-service.ts';
export {
  currentVoucherIdOfMember,
  endSubscriptionOfDeletedAccount,
  voucherById,
  voucherOfMember,
} from './services/member-voucher-service.ts';
export { detachConsentsOfDeletedAccount } from './services/consent-retention.ts';
export { announcePriceChange, PriceChangeRefusedError } from './services/price-change-service.ts';
export { renewDueSubscriptions, type RenewalSummary } from './services/renewal-service.ts';
export {
  pruneStoreNotifications,
  STORE_NOTIFICATION_KEEP_DAYS,
} from './services/store-notification-retention.ts';
export { isDeactivatedFuture, renewalDueAt } from './services/subscription-period.ts';
export { refundPaymentForSupport } from './services/staff-refund-service.ts';
export {
  activationsForSupport,
  endSubscriptionForSupport,
  extendActivationForSupport,
  ledgerForSupport,
  liveSubscriptionCount,
  membersByActivationCode,
  membersByCard,
  subscriptionForSupport,
} from './services/support-activation-service.ts';

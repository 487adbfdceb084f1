/**
 * The account module's front door (ADR 0026): the only file other modules, app.ts, cli/ and
 * db/seed/ import. Account is the top module: it depends on market, catalog, activation and
 * redemption, and none of them on it (app.ts hands them the profile and the market choice).
 */
export { housekeepingSchedulerPlugin } from './routes/housekeeping-scheduler.ts';
export { accountRoutes } from './routes/routes.ts';
export { accountConsoleRoutes } from './routes/support-routes.ts';
export { pruneExpired, type HousekeepingSummary } from './services/housekeeping-service.ts';
export { chooseMarket } from './services/market-choice-service.ts';
export {
  importMembers,
  MemberImportError,
  parseMemberList,
  type ImportedMember,
} from './services/member-import-service.ts';
export { outboxWriter } from './services/outbox-service.ts';
export { hashPassword, verifyPassword } from '../../lib/password-hash.ts';
export { checkStaffPassword } from './services/password-throttle.ts';
export { loadProfile, sessionMarketId, type ProfileDeps } from './services/profile-service.ts';
export { sessionUserOf } from './services/session-service.ts';

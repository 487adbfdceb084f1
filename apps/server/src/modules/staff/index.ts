/**
 * The staff module's front door (ADR 0026): the publisher's back-office people (OPERATOR-1…8).
 * It is the bottom module: the modules that staff change (catalog, market, activation) import it
 * to record what staff did, in the same transaction as the change.
 */
export { recordStaffAction, type AuditActor, type AuditEntry } from './services/audit-service.ts';
export {
  recordSupportAction,
  supportHistoryOf,
  type SupportAct,
} from './services/support-audit.ts';
export { staffRoutes, type StaffRoutesOptions } from './routes/staff-routes.ts';
export { staffSessionLookup } from './routes/staff-session-lookup.ts';
export {
  createStaffAccount,
  insertAccountWithTemporaryPassword,
  originOfRequest,
  StaffEmailTakenError,
  type ChangeOrigin,
} from './services/staff-account-service.ts';
// A business's person's account, changed by their organisation's admin (MERCHANT-13).
export {
  changeAccountInTransaction,
  renewTemporaryPassword,
  type AccountChange,
} from './services/organisation-account-service.ts';
export type {
  StaffPasswordAttempt,
  StaffPasswordCheck,
  StaffPasswordVerdict,
} from './services/staff-deps.ts';
export {
  accountAndSession,
  checkSession,
  pruneStaffSessions,
  sessionExpiresAt,
} from './services/staff-session-service.ts';
// The sign-in on another realm's API (ADR 0046): a business's people.
export {
  setNewPasswordOnRealm,
  signInOnRealm,
  signOut,
  submitCodeOnRealm,
  type SignInRealmRules,
} from './services/sign-in-service.ts';
export type { SignedInAccount } from './services/sign-in-steps.ts';
// A person's own second factor where it is offered (MERCHANT-15), and own password.
export {
  finishOwnEnrolment,
  ownSecondFactor,
  renewOwnRecoveryCodes,
  startOwnEnrolment,
  turnOffOwnSecondFactor,
} from './services/own-second-factor.ts';
export { changeOwnPassword, type Actor } from './services/staff-account-service.ts';
export type { RequestOrigin, StaffDeps } from './services/staff-deps.ts';
export type { StaffAccountRow } from './repositories/staff-account-repo.ts';
export type { StaffSessionRow } from './repositories/staff-session-repo.ts';

/**
 * The business module's front door (ADR 0026, ADR 0046): merchants' organisations and their people
 * (MERCHANT-1, MERCHANT-2), on the staff module's identity: accounts, sessions and sign-in rules
 * are staff's; which people and locations belong to which organisation is this module's.
 */
export { businessSignInRoutes, type BusinessRoutesOptions } from './routes/sign-in-routes.ts';
export { businessAccountRoutes } from './routes/account-routes.ts';
export { organisationConsoleRoutes } from './routes/organisation-console-routes.ts';
export { businessPeopleRoutes } from './routes/people-routes.ts';
export { setOrganisationPersonDisabled } from './services/people-service.ts';
// FUNDRAISING-1: a group's leader is invited with the same invitation (ADR 0050).
export {
  invitePerson,
  personRowOf,
  // FUNDRAISING-15: a group is disabled like a merchant's organisation.
  disableOrganisationOfKind,
  type InvitationDeps,
} from './services/organisation-console-service.ts';
export { peopleOfOrganisation } from './services/organisation-service.ts';
export type { OrganisationKind, OrganisationRow } from './repositories/organisation-repo.ts';
export { businessSessionLookup } from './routes/business-session-lookup.ts';
export {
  addBusinessPerson,
  createOrganisation,
  locationsBySlug,
} from './services/organisation-service.ts';

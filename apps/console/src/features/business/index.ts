import type { StaffRole } from '@citybook/contract/staff';

/** The business organisations' console screens (MERCHANT-1; ADR 0030, ADR 0046). */
export { OrganisationsPage } from './organisations/organisations-page.tsx';
export { NewOrganisationPage } from './organisations/new-organisation-page.tsx';
export { OrganisationPage } from './organisations/organisation-page.tsx';

/** MERCHANT-1: operators with role owner or editor make and keep organisations. */
export const ORGANISATION_ROLES: readonly StaffRole[] = ['owner', 'editor'];

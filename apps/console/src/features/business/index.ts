import type { StaffRole } from '@citybook/contract/staff';

/** The business organisations' console screens (MERCHANT-1; ADR 0030, ADR 0046). */
export { OrganisationsPage } from './organisations/organisations-page.tsx';
export { NewOrganisationPage } from './organisations/new-organisation-page.tsx';
export { OrganisationPage } from './organisations/organisation-page.tsx';

/** The business frame's pieces (MERCHANT-2): its sign-in, session and home. */
export { BusinessSignInPage } from './sign-in/business-sign-in-page.tsx';
export { RequireBusiness } from './session/require-business.tsx';
export { useBusinessSignOut } from './session/use-business-sign-out.ts';
export {
  BUSINESS_HOME,
  BUSINESS_ROLE_LABELS,
  useSignedInBusiness,
} from './session/current-business.ts';
export { BusinessHomePage, REDEEM_DESK_HREF } from './home/business-home-page.tsx';
/** MERCHANT-15: a business person's own account: password and two-step sign-in. */
export { BusinessAccountPage } from './account/business-account-page.tsx';
/** MERCHANT-13: the merchant admin's People screen. */
export { BusinessPeoplePage } from './people/people-page.tsx';

/** MERCHANT-1: operators with role owner or editor make and keep organisations. */
export const ORGANISATION_ROLES: readonly StaffRole[] = ['owner', 'editor'];

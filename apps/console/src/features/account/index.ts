/**
 * The account area of the console (ADR 0031, ADR 0043): member support. The root composes these
 * into the console's routes.
 */
import { AccountConsoleApi } from '@citybook/contract/account';

export { MemberPage } from './support/member-page.tsx';
export { SupportPage } from './support/support-page.tsx';

/** Who may open the support screens: the roles their endpoints name (OPERATOR-18). */
export const SUPPORT_PAGE_ROLES = AccountConsoleApi.getMemberCounts.staffRoles;
export const MEMBER_PAGE_ROLES = AccountConsoleApi.getSupportMember.staffRoles;

/**
 * The staff area of the console (ADR 0031): sign-in, the signed-in session, staff management and
 * the audit log. The root composes these into the console's routes.
 */
import { StaffApi } from '@citybook/contract/staff';

export { AccountPage } from './account/account-page.tsx';
export { AuditLogPage } from './audit-log/audit-log-page.tsx';
export { ROLE_LABELS, useSignedInStaff } from './session/current-staff.ts';
export { NotAllowedPage, RequireRole } from './session/require-role.tsx';
export { RequireStaff } from './session/require-staff.tsx';
export { useSignOut } from './session/use-sign-out.ts';
export { SignInPage } from './sign-in/sign-in-page.tsx';
export { StaffPage } from './staff-management/staff-page.tsx';

/** Who may open the staff screens: the roles their endpoints name (OPERATOR-1). */
export const STAFF_PAGE_ROLES = StaffApi.getStaffGrid.staffRoles;
export const AUDIT_LOG_ROLES = StaffApi.getAuditLog.staffRoles;

import { STAFF_ROLES, type StaffRole, type StaffRow } from '@citybook/contract';
import type { StaffAccountRow } from '../repositories/staff-account-repo.ts';

const isStaffRole = (role: string): role is StaffRole =>
  (STAFF_ROLES as readonly string[]).includes(role);

/** The staff role of a publisher's account; a business's account has none (ADR 0046). */
export function staffRoleOf(account: StaffAccountRow): StaffRole {
  if (account.organisation_id !== null || !isStaffRole(account.role))
    throw new Error(`Account ${account.id} is a business's, not the publisher's staff`);
  return account.role;
}

/** Whether an account is one of the publisher's staff (not a business's person). */
export const isPublisherStaff = (account: StaffAccountRow): boolean =>
  account.organisation_id === null && isStaffRole(account.role);

/** An account as the owners' grid shows it. */
export function staffRowOf(account: StaffAccountRow): StaffRow {
  return {
    id: account.id,
    email: account.email,
    role: staffRoleOf(account),
    disabled: account.disabled_at !== null,
    enrolled: account.totp_enrolled_at !== null,
    mustChangePassword: account.must_change_password === 1,
    createdAt: account.created_at,
    lastSignInAt: account.last_sign_in_at,
  };
}

/** An account as the audit log records it before and after a change: never a secret (OPERATOR-8). */
export function auditSnapshotOf(account: StaffAccountRow) {
  return {
    email: account.email,
    role: account.role,
    ...(account.organisation_id === null ? {} : { organisationId: account.organisation_id }),
    disabled: account.disabled_at !== null,
    enrolled: account.totp_enrolled_at !== null,
    mustChangePassword: account.must_change_password === 1,
  };
}

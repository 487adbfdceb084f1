import type { StaffRow } from '@citybook/contract';
import type { StaffAccountRow } from '../repositories/staff-account-repo.ts';

/** An account as the owners' grid shows it. */
export function staffRowOf(account: StaffAccountRow): StaffRow {
  return {
    id: account.id,
    email: account.email,
    role: account.role,
    disabled: account.disabled_at !== null,
    enrolled: account.totp_enrolled_at !== null,
    mustChangePassword: account.must_change_password === 1,
    createdAt: account.created_at,
    lastSignInAt: account.last_sign_in_at,
  };
}

/** An account as the audit log records it before and after a change: never a secret (OPERATOR-8). */
export function auditSnapshotOf(account: StaffAccountRow) {
  const { id: _id, createdAt: _createdAt, lastSignInAt: _last, ...snapshot } = staffRowOf(account);
  return snapshot;
}

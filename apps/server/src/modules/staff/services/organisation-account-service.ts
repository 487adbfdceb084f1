import type { AccountRole } from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { hashPassword } from '../../../lib/password-hash.ts';
import {
  findStaffById,
  updateStaff,
  type StaffAccountRow,
} from '../repositories/staff-account-repo.ts';
import { deletePendingOf, deleteSessionsOf } from '../repositories/staff-session-repo.ts';
import { recordStaffAction } from './audit-service.ts';
import { newTemporaryPassword, type ChangeOrigin } from './staff-account-service.ts';
import { auditSnapshotOf } from './staff-view.ts';

/*
 * Changes to a business's person's account (MERCHANT-13; ADR 0046), made by their organisation's
 * admin in the caller's transaction: the business module decides who may change whom (its
 * organisation, its last admin); the account, its sessions and the audit row are staff's.
 */

export interface AccountChange {
  /** The audit log's action, e.g. `businessPerson.disable`. */
  action: string;
  set: { role?: AccountRole; disabled_at?: string | null };
  /** Ends the account's sessions and half-done sign-ins at once (a disable, a new role). */
  endSessions: boolean;
  /** What else the audit row records before and after (counter staff's locations). */
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

/** Changes an account (role, disabled), audited with the change; answers it as it now stands. */
export async function changeAccountInTransaction(
  trx: Kysely<DB>,
  origin: ChangeOrigin,
  staffId: number,
  change: AccountChange,
  now = new Date(),
): Promise<StaffAccountRow> {
  const before = await findStaffById(trx, staffId);
  if (!before) throw new Error(`No account has id ${staffId}`);
  const changed =
    Object.keys(change.set).length > 0 ? await updateStaff(trx, staffId, change.set) : before;
  const ended = change.endSessions ? await endSessionsOf(trx, staffId) : 0;
  await recordStaffAction(trx, {
    ...origin,
    action: change.action,
    objectType: 'staff',
    objectId: staffId,
    before: { ...auditSnapshotOf(before), ...change.before },
    after: {
      ...auditSnapshotOf(changed),
      ...change.after,
      ...(change.endSessions ? { sessionsEnded: ended } : {}),
    },
    now,
  });
  return changed;
}

/**
 * A new temporary password for an account that has not chosen its own yet (an invitation sent
 * again): the old one stops working, a half-done sign-in with it ends; audited without the
 * password. Answers the password once.
 */
export async function renewTemporaryPassword(
  trx: Kysely<DB>,
  origin: ChangeOrigin,
  staffId: number,
  action: string,
  now = new Date(),
): Promise<{ account: StaffAccountRow; temporaryPassword: string }> {
  const before = await findStaffById(trx, staffId);
  if (!before) throw new Error(`No account has id ${staffId}`);
  const temporaryPassword = newTemporaryPassword();
  const account = await updateStaff(trx, staffId, {
    password_hash: await hashPassword(temporaryPassword),
    must_change_password: 1,
  });
  const ended = await endSessionsOf(trx, staffId);
  await recordStaffAction(trx, {
    ...origin,
    action,
    objectType: 'staff',
    objectId: staffId,
    before: auditSnapshotOf(before),
    after: { ...auditSnapshotOf(account), sessionsEnded: ended },
    now,
  });
  return { account, temporaryPassword };
}

async function endSessionsOf(trx: Kysely<DB>, staffId: number): Promise<number> {
  const ended = await deleteSessionsOf(trx, staffId);
  await deletePendingOf(trx, staffId);
  return ended;
}

import {
  PasswordText,
  StaffErrors,
  StaffSignInText,
  normalizeEmail,
  type StaffGridPage,
  type StaffGridQuery,
  type AccountRole,
  type StaffRole,
  type StaffRow,
} from '@citybook/contract';
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { hashPassword } from '../../../lib/password-hash.ts';
import { logSecurityEvent } from '../../../lib/security-events.ts';
import type { StaffUser } from '../../../plugins/staff-auth.ts';
import { replaceRecoveryCodes } from '../repositories/recovery-code-repo.ts';
import {
  findStaffById,
  findStaffForUpdate,
  insertStaff,
  staffGridPage,
  updateStaff,
  type StaffAccountRow,
} from '../repositories/staff-account-repo.ts';
import { deletePendingOf, deleteSessionsOf } from '../repositories/staff-session-repo.ts';
import { recordStaffAction, type AuditActor } from './audit-service.ts';
import type { RequestOrigin, StaffDeps } from './staff-deps.ts';
import { newPasswordHash } from './staff-password-rules.ts';
import { auditSnapshotOf, staffRowOf } from './staff-view.ts';

/** 120 random bits: typed once, then replaced at the first sign-in (OPERATOR-2). */
export function newTemporaryPassword(): string {
  return randomBytes(15).toString('base64url');
}

/** Where a change comes from, for the audit log: a request, or the CLI. */
export interface ChangeOrigin {
  actor: AuditActor;
  requestId?: string;
  clientAddress?: string;
}

/** Who acts: a signed-in person of either realm (ADR 0046), by account id and e-mail. */
export type Actor = Pick<StaffUser, 'staffId' | 'email'>;

export const originOfRequest = (staff: Actor, origin: RequestOrigin): ChangeOrigin => ({
  actor: { staffId: staff.staffId, email: staff.email },
  requestId: origin.requestId,
  clientAddress: origin.address,
});

export class StaffEmailTakenError extends HttpError {
  constructor() {
    super(StaffErrors.emailTaken, 'Another staff account has this email address.');
  }
}

/**
 * Makes a staff account with a temporary password that must be changed at first sign-in
 * (OPERATOR-2, OPERATOR-7): `staff add` and the owners' invitation. Answers the password once.
 */
export async function createStaffAccount(
  db: Kysely<DB>,
  origin: ChangeOrigin,
  input: { email: string; role: StaffRole },
  now = new Date(),
): Promise<{ staff: StaffRow; temporaryPassword: string }> {
  return db.transaction().execute(async (trx) => {
    const { account, temporaryPassword } = await insertAccountWithTemporaryPassword(
      trx,
      origin,
      { ...input, organisationId: null },
      now,
    );
    return { staff: staffRowOf(account), temporaryPassword };
  });
}

/**
 * A back-office account with a temporary password to change at first sign-in, audited, in the
 * caller's transaction: the publisher's staff (OPERATOR-2), or a business's person (MERCHANT-2;
 * ADR 0046). Answers the password once.
 */
export async function insertAccountWithTemporaryPassword(
  trx: Kysely<DB>,
  origin: ChangeOrigin,
  input: { email: string; role: AccountRole; organisationId: number | null },
  now = new Date(),
): Promise<{ account: StaffAccountRow; temporaryPassword: string }> {
  const temporaryPassword = newTemporaryPassword();
  const account = await insertStaff(trx, {
    email: normalizeEmail(input.email),
    role: input.role,
    organisation_id: input.organisationId,
    password_hash: await hashPassword(temporaryPassword),
    must_change_password: 1,
    created_at: now.toISOString(),
  });
  if (!account) throw new StaffEmailTakenError();
  await recordStaffAction(trx, {
    ...origin,
    action: input.organisationId === null ? 'staff.invite' : 'businessPerson.invite',
    objectType: 'staff',
    objectId: account.id,
    before: null,
    after: auditSnapshotOf(account),
    now,
  });
  return { account, temporaryPassword };
}

export async function staffGrid(db: Kysely<DB>, query: StaffGridQuery): Promise<StaffGridPage> {
  const { rows, total } = await staffGridPage(db, query);
  return { rows: rows.map(staffRowOf), total, page: query.page, pageSize: query.pageSize };
}

/**
 * An owner's change to another account (OPERATOR-7), in one transaction with its audit row; an
 * owner may not change their own (there is always an owner left). Every change ends the
 * account's sessions and half-done sign-ins (OPERATOR-6).
 */
async function changeOtherAccount(
  deps: StaffDeps,
  origin: ChangeOrigin,
  staffId: number,
  action: string,
  change: (trx: Kysely<DB>, account: StaffAccountRow) => Promise<StaffAccountRow>,
  now: Date,
): Promise<StaffAccountRow> {
  if (origin.actor.staffId === staffId)
    throw new HttpError(StaffErrors.ownAccount, StaffSignInText.ownAccount);
  return deps.db.transaction().execute(async (trx) => {
    const account = await findStaffForUpdate(trx, staffId, deps.dialect);
    if (!account) throw new HttpError(StaffErrors.staffNotFound, 'No staff account has this id.');
    const changed = await change(trx, account);
    const ended = await deleteSessionsOf(trx, staffId);
    await deletePendingOf(trx, staffId);
    await recordStaffAction(trx, {
      ...origin,
      action,
      objectType: 'staff',
      objectId: staffId,
      before: auditSnapshotOf(account),
      after: { ...auditSnapshotOf(changed), sessionsEnded: ended },
      now,
    });
    return changed;
  });
}

export async function changeStaffRole(
  deps: StaffDeps,
  origin: ChangeOrigin,
  staffId: number,
  role: StaffRole,
  now = new Date(),
): Promise<StaffRow> {
  const changed = await changeOtherAccount(
    deps,
    origin,
    staffId,
    'staff.role.change',
    (trx) => updateStaff(trx, staffId, { role }),
    now,
  );
  return staffRowOf(changed);
}

export async function setStaffDisabled(
  deps: StaffDeps,
  origin: ChangeOrigin,
  staffId: number,
  disabled: boolean,
  now = new Date(),
): Promise<StaffRow> {
  const changed = await changeOtherAccount(
    deps,
    origin,
    staffId,
    disabled ? 'staff.disable' : 'staff.enable',
    (trx, account) =>
      updateStaff(trx, staffId, {
        disabled_at: disabled ? (account.disabled_at ?? now.toISOString()) : null,
      }),
    now,
  );
  return staffRowOf(changed);
}

/**
 * Resets the second factor (OPERATOR-4, OPERATOR-7): no authenticator, no recovery codes, a new
 * temporary password: the next sign-in is a first one.
 */
export async function resetSecondFactor(
  deps: StaffDeps,
  origin: ChangeOrigin,
  staffId: number,
  now = new Date(),
): Promise<{ staff: StaffRow; temporaryPassword: string }> {
  const temporaryPassword = newTemporaryPassword();
  const passwordHash = await hashPassword(temporaryPassword);
  const changed = await changeOtherAccount(
    deps,
    origin,
    staffId,
    'staff.secondFactor.reset',
    async (trx) => {
      await replaceRecoveryCodes(trx, staffId, []);
      return updateStaff(trx, staffId, {
        password_hash: passwordHash,
        must_change_password: 1,
        totp_secret: null,
        totp_enrolled_at: null,
        totp_last_step: null,
      });
    },
    now,
  );
  return { staff: staffRowOf(changed), temporaryPassword };
}

/**
 * The signed-in person's current password, through the member password throttle (ACCOUNT-24),
 * before a change to their own account; a wrong (or throttled) one is refused on its field.
 */
export async function checkCurrentPassword(
  deps: StaffDeps,
  origin: RequestOrigin,
  account: StaffAccountRow,
  password: string,
): Promise<void> {
  const verdict = await deps.checkPassword(origin, {
    email: account.email,
    storedHash: account.password_hash,
    password,
    staffId: account.id,
    check: 'staffPassword',
  });
  if (verdict.kind !== 'valid')
    throw new HttpError(StaffErrors.wrongCurrentPassword, PasswordText.wrongCurrentPassword);
}

/** The signed-in person's own new password, given the current one; their other sessions end. */
export async function changeOwnPassword(
  deps: StaffDeps,
  origin: RequestOrigin,
  staff: Actor & Pick<StaffUser, 'sessionId'>,
  passwords: { currentPassword: string; newPassword: string },
  now = new Date(),
): Promise<void> {
  const account = await findStaffById(deps.db, staff.staffId);
  if (!account) throw new Error('The signed-in staff account is gone');
  await checkCurrentPassword(deps, origin, account, passwords.currentPassword);
  const passwordHash = await newPasswordHash(passwords.newPassword, account.password_hash);
  await deps.db.transaction().execute(async (trx) => {
    const changed = await updateStaff(trx, account.id, {
      password_hash: passwordHash,
      must_change_password: 0,
    });
    const ended = await deleteSessionsOf(trx, account.id, staff.sessionId);
    await recordStaffAction(trx, {
      ...originOfRequest(staff, origin),
      action: 'staff.password.change',
      objectType: 'staff',
      objectId: account.id,
      before: auditSnapshotOf(account),
      after: { ...auditSnapshotOf(changed), sessionsEnded: ended },
      now,
    });
  });
  logSecurityEvent(origin.log, 'password.changed', { staffId: account.id });
}

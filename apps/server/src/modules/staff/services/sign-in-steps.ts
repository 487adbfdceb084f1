import {
  PENDING_SIGN_IN_MAX_CODE_ATTEMPTS,
  StaffErrors,
  StaffSignInText,
  type CurrentStaff,
  type SignInRealm,
  type StaffSignInStep,
} from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { logSecurityEvent } from '../../../lib/security-events.ts';
import { hashToken } from '../../../lib/tokens.ts';
import { countUnusedRecoveryCodes } from '../repositories/recovery-code-repo.ts';
import {
  findStaffById,
  updateStaff,
  type StaffAccountRow,
} from '../repositories/staff-account-repo.ts';
import {
  countPendingAttempt,
  deletePending,
  findPendingByTokenHash,
  type PendingSignInRow,
  type StaffSessionRow,
} from '../repositories/staff-session-repo.ts';
import { recordStaffAction } from './audit-service.ts';
import type { RequestOrigin, StaffDeps } from './staff-deps.ts';
import { openSession } from './staff-session-service.ts';

/*
 * What the steps of a staff sign-in share (OPERATOR-3…5, OPERATOR-8): the half-done sign-in a token
 * names, a refused attempt recorded, and the session a finished sign-in opens, audited.
 */

export const signInExpired = () =>
  new HttpError(StaffErrors.signInExpired, StaffSignInText.signInExpired);
export const wrongCode = () => new HttpError(StaffErrors.wrongCode, StaffSignInText.wrongCode);

/** An attempt that failed (OPERATOR-8): who typed what e-mail, and why, never the secret. */
export async function recordFailure(
  db: Kysely<DB>,
  origin: RequestOrigin,
  email: string,
  account: StaffAccountRow | undefined,
  reason: string,
  now: Date,
): Promise<void> {
  logSecurityEvent(origin.log, 'staff.signIn.failed', {
    ...(account ? { staffId: account.id } : {}),
    reason,
  });
  await recordStaffAction(db, {
    actor: { staffId: account?.id ?? null, email },
    action: 'staff.signIn.failed',
    objectType: 'staff',
    objectId: account?.id ?? null,
    before: null,
    after: { reason },
    requestId: origin.requestId,
    clientAddress: origin.address,
    now,
  });
}

/** The half-done sign-in of a token at a step, with its account; else the sign-in starts again. */
export async function pendingAt(
  db: Kysely<DB>,
  token: string | undefined,
  step: StaffSignInStep,
  now: Date,
  realm: SignInRealm = 'console',
): Promise<{ pending: PendingSignInRow; account: StaffAccountRow }> {
  const pending = token ? await findPendingByTokenHash(db, hashToken(token)) : undefined;
  if (!pending || pending.step !== step || pending.realm !== realm) throw signInExpired();
  const account = await findStaffById(db, pending.staff_id);
  if (Date.parse(pending.expires_at) <= now.getTime() || !account || account.disabled_at !== null) {
    await deletePending(db, pending.id);
    throw signInExpired();
  }
  return { pending, account };
}

/** A wrong code: counted, and the sign-in spent at the limit. */
export async function refuseCode(
  deps: StaffDeps,
  origin: RequestOrigin,
  pending: PendingSignInRow,
  account: StaffAccountRow,
  reason: string,
  now: Date,
): Promise<never> {
  const attempts = await countPendingAttempt(deps.db, pending.id);
  if (attempts >= PENDING_SIGN_IN_MAX_CODE_ATTEMPTS) await deletePending(deps.db, pending.id);
  await recordFailure(deps.db, origin, account.email, account, reason, now);
  throw wrongCode();
}

export interface SignedIn {
  sessionToken: string;
  staff: CurrentStaff;
}

/** A sign-in done on any realm: the session's token, and the account with its session. */
export interface SignedInAccount {
  sessionToken: string;
  account: StaffAccountRow;
  session: StaffSessionRow;
}

export type SignInMethod = 'password' | 'enrolment' | 'authenticator' | 'recoveryCode';

/** Opens the session of a finished sign-in on a realm, audited (OPERATOR-8). */
export async function openSignedIn(
  trx: Kysely<DB>,
  origin: RequestOrigin,
  account: StaffAccountRow,
  realm: SignInRealm,
  method: SignInMethod,
  now: Date,
): Promise<SignedInAccount> {
  const signedIn = await updateStaff(trx, account.id, { last_sign_in_at: now.toISOString() });
  const { token, session } = await openSession(trx, signedIn, now, realm);
  await recordStaffAction(trx, {
    actor: { staffId: account.id, email: account.email },
    action: 'staff.signIn',
    objectType: 'staff',
    objectId: account.id,
    before: null,
    after: {
      method,
      realm,
      recoveryCodesLeft: await countUnusedRecoveryCodes(trx, account.id),
    },
    requestId: origin.requestId,
    clientAddress: origin.address,
    now,
  });
  logSecurityEvent(origin.log, 'staff.signIn.succeeded', { staffId: account.id, method });
  return { sessionToken: token, account: signedIn, session };
}

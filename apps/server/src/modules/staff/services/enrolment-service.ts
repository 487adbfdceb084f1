import { isTotpCode, type Enrolment } from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import {
  countUnusedRecoveryCodes,
  replaceRecoveryCodes,
} from '../repositories/recovery-code-repo.ts';
import {
  findStaffById,
  updateStaff,
  type StaffAccountRow,
} from '../repositories/staff-account-repo.ts';
import {
  deletePending,
  updatePending,
  type PendingSignInRow,
} from '../repositories/staff-session-repo.ts';
import { recordStaffAction } from './audit-service.ts';
import { newRecoveryCodeSet, newTotpSecret, otpauthUri, totpStepOf } from './second-factor.ts';
import type { RequestOrigin, StaffDeps } from './staff-deps.ts';
import { currentStaffOf } from './staff-session-service.ts';
import { auditSnapshotOf } from './staff-view.ts';
import {
  openSignedIn,
  pendingAt,
  refuseCode,
  signInExpired,
  type SignedIn,
  type SignInMethod,
} from './sign-in-steps.ts';

/*
 * The authenticator's enrolment at the first sign-in (OPERATOR-4), and a new set of recovery codes
 * (OPERATOR-5).
 */

/** A new secret for the enrolment, kept sealed with the half-done sign-in until a code confirms it. */
export async function startEnrolment(
  deps: StaffDeps,
  token: string | undefined,
  now = new Date(),
): Promise<Enrolment> {
  const { pending, account } = await pendingAt(deps.db, token, 'enrol', now);
  const secret = newTotpSecret();
  await updatePending(deps.db, pending.id, { totp_secret: deps.box.seal(secret) });
  return { secret, otpauthUri: otpauthUri(secret, account.email) };
}

async function finishSignIn(
  trx: Kysely<DB>,
  origin: RequestOrigin,
  pending: PendingSignInRow,
  account: StaffAccountRow,
  method: SignInMethod,
  now: Date,
): Promise<SignedIn> {
  await deletePending(trx, pending.id);
  const done = await openSignedIn(trx, origin, account, pending.realm, method, now);
  return {
    sessionToken: done.sessionToken,
    staff: await currentStaffOf(trx, done.account, done.session),
  };
}

/**
 * The end of the enrolment (OPERATOR-4): a code of the new secret confirms it; the account keeps
 * the secret, gets a new set of recovery codes and is signed in.
 */
export async function finishEnrolment(
  deps: StaffDeps,
  origin: RequestOrigin,
  token: string | undefined,
  code: string,
  now = new Date(),
): Promise<SignedIn & { recoveryCodes: string[] }> {
  const { pending, account } = await pendingAt(deps.db, token, 'enrol', now);
  if (pending.totp_secret === null) throw signInExpired();
  const secret = deps.box.open(pending.totp_secret);
  const step = isTotpCode(code) ? totpStepOf(secret, code, now) : null;
  if (step === null) return refuseCode(deps, origin, pending, account, 'wrongCode', now);
  const { codes, hashes } = await newRecoveryCodeSet();
  return deps.db.transaction().execute(async (trx) => {
    const enrolled = await updateStaff(trx, account.id, {
      totp_secret: deps.box.seal(secret),
      totp_enrolled_at: now.toISOString(),
      totp_last_step: step,
    });
    await replaceRecoveryCodes(trx, account.id, hashes);
    await recordStaffAction(trx, {
      actor: { staffId: account.id, email: account.email },
      action: 'staff.secondFactor.enrol',
      objectType: 'staff',
      objectId: account.id,
      before: auditSnapshotOf(account),
      after: auditSnapshotOf(enrolled),
      requestId: origin.requestId,
      clientAddress: origin.address,
      now,
    });
    const signedIn = await finishSignIn(trx, origin, pending, enrolled, 'enrolment', now);
    return { ...signedIn, recoveryCodes: codes };
  });
}

/** A new set of recovery codes replaces the old one (OPERATOR-5). */
export async function renewRecoveryCodes(
  deps: StaffDeps,
  origin: RequestOrigin,
  staffId: number,
  now = new Date(),
): Promise<string[]> {
  const { codes, hashes } = await newRecoveryCodeSet();
  return deps.db.transaction().execute(async (trx) => {
    const account = await findStaffById(trx, staffId);
    if (!account) throw new Error('The signed-in staff account is gone');
    const before = await countUnusedRecoveryCodes(trx, staffId);
    await replaceRecoveryCodes(trx, staffId, hashes);
    await recordStaffAction(trx, {
      actor: { staffId, email: account.email },
      action: 'staff.recoveryCodes.renew',
      objectType: 'staff',
      objectId: staffId,
      before: { recoveryCodesLeft: before },
      after: { recoveryCodesLeft: codes.length },
      requestId: origin.requestId,
      clientAddress: origin.address,
      now,
    });
    return codes;
  });
}

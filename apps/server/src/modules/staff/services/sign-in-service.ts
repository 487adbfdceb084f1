import {
  PENDING_SIGN_IN_MINUTES,
  StaffErrors,
  StaffSignInText,
  isTotpCode,
  normalizeEmail,
  type SignInRealm,
  type StaffSignInStep,
} from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { logSecurityEvent } from '../../../lib/security-events.ts';
import { hashToken, newSecretToken } from '../../../lib/tokens.ts';
import { unusedRecoveryCodes, useRecoveryCode } from '../repositories/recovery-code-repo.ts';
import {
  findStaffByEmail,
  takeTotpStep,
  updateStaff,
  type StaffAccountRow,
} from '../repositories/staff-account-repo.ts';
import {
  deletePending,
  deleteSession,
  findPendingByTokenHash,
  findSessionByTokenHash,
  insertPendingSignIn,
  updatePending,
} from '../repositories/staff-session-repo.ts';
import { recordStaffAction } from './audit-service.ts';
import { matchRecoveryCode, totpStepOf } from './second-factor.ts';
import type { RequestOrigin, StaffDeps } from './staff-deps.ts';
import { newPasswordHash } from './staff-password-rules.ts';
import { currentStaffOf } from './staff-session-service.ts';
import { auditSnapshotOf, isPublisherStaff } from './staff-view.ts';
import {
  openSignedIn,
  pendingAt,
  recordFailure,
  refuseCode,
  signInExpired,
  type SignedIn,
  type SignedInAccount,
  type SignInMethod,
} from './sign-in-steps.ts';

/*
 * A staff sign-in on the console's or the business API (ADR 0046): the password, the first sign-in's
 * new password, the code step, and the sign-out. The enrolment is enrolment-service.ts.
 */

const badCredentials = () =>
  new HttpError(StaffErrors.badCredentials, StaffSignInText.badCredentials);

function lockedError(until: string): HttpError {
  const when = new Date(until).toUTCString().replace('GMT', 'UTC');
  return new HttpError(
    StaffErrors.accountLocked,
    `Too many failed sign-in attempts. Please try again after ${when}.`,
  );
}

/**
 * Who may sign in on a realm's API, and whether the second factor is required there (ADR 0046):
 * the console admits the publisher's staff and requires it (OPERATOR-3); the business API admits
 * a business's people (its rules come from the business module) and only offers it (MERCHANT-2).
 */
export interface SignInRealmRules {
  realm: SignInRealm;
  admits: (db: Kysely<DB>, account: StaffAccountRow) => Promise<boolean>;
  secondFactorRequired: boolean;
}

export const consoleRealm: SignInRealmRules = {
  realm: 'console',
  admits: (_db, account) => Promise.resolve(isPublisherStaff(account)),
  secondFactorRequired: true,
};

/** Where a sign-in goes after the password: a step, or signed in when nothing is left to ask. */
type NextStep = StaffSignInStep | 'signedIn';

/** The step an account's sign-in goes on with after the password (OPERATOR-4). */
function stepAfterPassword(account: StaffAccountRow, rules: SignInRealmRules): NextStep {
  if (account.must_change_password === 1) return 'changePassword';
  if (account.totp_enrolled_at !== null) return 'code';
  return rules.secondFactorRequired ? 'enrol' : 'signedIn';
}

/**
 * Step 1 (OPERATOR-3): the password, through the member password throttle. A wrong password, an
 * unknown e-mail and a disabled account get the same answer. Answers the next step and the token
 * of the half-done sign-in (its cookie).
 */
export async function signIn(
  deps: StaffDeps,
  origin: RequestOrigin,
  typed: { email: string; password: string },
  now = new Date(),
): Promise<{ next: StaffSignInStep; pendingToken: string }> {
  const started = await signInOnRealm(deps, origin, typed, consoleRealm, now);
  if (started.next === 'signedIn') throw new Error('The console always asks for a second factor');
  return started;
}

/** Step 1 on a realm: signed in at once when the realm has nothing more to ask (MERCHANT-2). */
export async function signInOnRealm(
  deps: StaffDeps,
  origin: RequestOrigin,
  typed: { email: string; password: string },
  rules: SignInRealmRules,
  now = new Date(),
): Promise<
  { next: StaffSignInStep; pendingToken: string } | ({ next: 'signedIn' } & SignedInAccount)
> {
  const { db } = deps;
  const email = normalizeEmail(typed.email).slice(0, 254);
  const found = email ? await findStaffByEmail(db, email) : undefined;
  // An account of the other realm is unknown here: the same answer as a wrong e-mail.
  const account = found && (await rules.admits(db, found)) ? found : undefined;
  const verdict = await deps.checkPassword(origin, {
    email,
    storedHash: account?.password_hash ?? null,
    password: typed.password,
    staffId: account?.id,
    check: 'staffSignIn',
  });
  if (verdict.kind !== 'valid' || !account || account.disabled_at !== null) {
    const reason =
      verdict.kind === 'locked'
        ? 'locked'
        : !account
          ? 'unknownEmail'
          : verdict.kind === 'refused'
            ? 'wrongPassword'
            : 'disabled';
    await recordFailure(db, origin, email, account, reason, now);
    throw verdict.kind === 'locked' ? lockedError(verdict.until) : badCredentials();
  }
  const next = stepAfterPassword(account, rules);
  if (next === 'signedIn')
    return {
      next,
      ...(await db
        .transaction()
        .execute((trx) => openSignedIn(trx, origin, account, rules.realm, 'password', now))),
    };
  const pendingToken = newSecretToken();
  await insertPendingSignIn(db, {
    staff_id: account.id,
    token_hash: hashToken(pendingToken),
    step: next,
    expires_at: new Date(now.getTime() + PENDING_SIGN_IN_MINUTES * 60_000).toISOString(),
    realm: rules.realm,
  });
  return { next, pendingToken };
}

/** The first sign-in's new password (OPERATOR-4); next: the enrolment (or the code). */
export async function setNewPassword(
  deps: StaffDeps,
  origin: RequestOrigin,
  token: string | undefined,
  newPassword: string,
  now = new Date(),
): Promise<{ next: StaffSignInStep }> {
  const done = await setNewPasswordOnRealm(deps, origin, token, newPassword, consoleRealm, now);
  if (done.next === 'signedIn') throw new Error('The console always asks for a second factor');
  return done;
}

/** The new password on a realm; signed in at once when the realm has nothing more to ask. */
export async function setNewPasswordOnRealm(
  deps: StaffDeps,
  origin: RequestOrigin,
  token: string | undefined,
  newPassword: string,
  rules: SignInRealmRules,
  now = new Date(),
): Promise<{ next: StaffSignInStep } | ({ next: 'signedIn' } & SignedInAccount)> {
  const { pending, account } = await pendingAt(deps.db, token, 'changePassword', now, rules.realm);
  const passwordHash = await newPasswordHash(newPassword, account.password_hash);
  return deps.db.transaction().execute(async (trx) => {
    const changed = await updateStaff(trx, account.id, {
      password_hash: passwordHash,
      must_change_password: 0,
    });
    const next = stepAfterPassword(changed, rules);
    if (next !== 'signedIn') await updatePending(trx, pending.id, { step: next });
    await recordStaffAction(trx, {
      actor: { staffId: account.id, email: account.email },
      action: 'staff.password.change',
      objectType: 'staff',
      objectId: account.id,
      before: auditSnapshotOf(account),
      after: auditSnapshotOf(changed),
      requestId: origin.requestId,
      clientAddress: origin.address,
      now,
    });
    logSecurityEvent(origin.log, 'password.changed', { staffId: account.id });
    if (next !== 'signedIn') return { next };
    await deletePending(trx, pending.id);
    return { next, ...(await openSignedIn(trx, origin, changed, rules.realm, 'password', now)) };
  });
}

/**
 * The code step (OPERATOR-3, OPERATOR-5): the authenticator's code, each time step taken once (a
 * replayed code is refused, a racing one too), or an unused recovery code, then used up.
 */
export async function submitCode(
  deps: StaffDeps,
  origin: RequestOrigin,
  token: string | undefined,
  code: string,
  now = new Date(),
): Promise<SignedIn> {
  const done = await submitCodeOnRealm(deps, origin, token, code, 'console', now);
  return {
    sessionToken: done.sessionToken,
    staff: await currentStaffOf(deps.db, done.account, done.session),
  };
}

/** The code step on a realm: the same rules, whichever API the person signs in to. */
export async function submitCodeOnRealm(
  deps: StaffDeps,
  origin: RequestOrigin,
  token: string | undefined,
  code: string,
  realm: SignInRealm,
  now = new Date(),
): Promise<SignedInAccount> {
  const { pending, account } = await pendingAt(deps.db, token, 'code', now, realm);
  const finish = async (trx: Kysely<DB>, method: SignInMethod) => {
    await deletePending(trx, pending.id);
    return openSignedIn(trx, origin, account, realm, method, now);
  };
  if (account.totp_secret === null) throw signInExpired();
  if (isTotpCode(code)) {
    const step = totpStepOf(deps.box.open(account.totp_secret), code, now);
    if (step === null) return refuseCode(deps, origin, pending, account, 'wrongCode', now);
    return deps.db
      .transaction()
      .execute(async (trx) => {
        if (!(await takeTotpStep(trx, account.id, step))) return null;
        return finish(trx, 'authenticator');
      })
      .then(
        (signedIn) => signedIn ?? refuseCode(deps, origin, pending, account, 'codeReused', now),
      );
  }
  const unused = await unusedRecoveryCodes(deps.db, account.id);
  const codeId = await matchRecoveryCode(code, unused);
  if (codeId === null) return refuseCode(deps, origin, pending, account, 'wrongRecoveryCode', now);
  const signedIn = await deps.db.transaction().execute(async (trx) => {
    if (!(await useRecoveryCode(trx, codeId, now.toISOString()))) return null;
    return finish(trx, 'recoveryCode');
  });
  return signedIn ?? refuseCode(deps, origin, pending, account, 'codeReused', now);
}

/** Sign-out: the session and any half-done sign-in of the browser end. */
export async function signOut(
  db: Kysely<DB>,
  origin: RequestOrigin,
  tokens: { session: string | undefined; pending: string | undefined },
  now = new Date(),
  realm: SignInRealm = 'console',
): Promise<void> {
  if (tokens.pending) {
    const pending = await findPendingByTokenHash(db, hashToken(tokens.pending));
    if (pending?.realm === realm) await deletePending(db, pending.id);
  }
  if (!tokens.session) return;
  const found = await findSessionByTokenHash(db, hashToken(tokens.session));
  if (found?.session.realm !== realm) return;
  await db.transaction().execute(async (trx) => {
    await deleteSession(trx, found.session.id);
    await recordStaffAction(trx, {
      actor: { staffId: found.account.id, email: found.account.email },
      action: 'staff.signOut',
      objectType: 'staff',
      objectId: found.account.id,
      before: null,
      after: null,
      requestId: origin.requestId,
      clientAddress: origin.address,
      now,
    });
  });
}

import {
  BusinessAccountErrors,
  BusinessAccountText,
  StaffErrors,
  StaffSignInText,
  isTotpCode,
  type BusinessSecondFactor,
  type Enrolment,
} from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { logSecurityEvent } from '../../../lib/security-events.ts';
import {
  countUnusedRecoveryCodes,
  replaceRecoveryCodes,
  unusedRecoveryCodes,
  useRecoveryCode,
} from '../repositories/recovery-code-repo.ts';
import {
  findStaffById,
  takeTotpStep,
  updateStaff,
  type StaffAccountRow,
} from '../repositories/staff-account-repo.ts';
import { recordStaffAction } from './audit-service.ts';
import {
  matchRecoveryCode,
  newRecoveryCodeSet,
  newTotpSecret,
  otpauthUri,
  totpStepOf,
} from './second-factor.ts';
import { renewRecoveryCodes } from './enrolment-service.ts';
import { checkCurrentPassword, originOfRequest, type Actor } from './staff-account-service.ts';
import type { RequestOrigin, StaffDeps } from './staff-deps.ts';
import { auditSnapshotOf } from './staff-view.ts';

/*
 * A signed-in person turns their own second factor on and off (MERCHANT-15): where it is offered,
 * not required (a business's people, ADR 0046). The authenticator and the recovery codes are the
 * staff sign-in's (OPERATOR-3…5); only the way there differs: from the account page, not from a
 * first sign-in. A secret not yet confirmed is kept sealed on the account with no enrolment date,
 * which is all that says whether the sign-in asks for a code.
 */

const stateError = (message: string) =>
  new HttpError(BusinessAccountErrors.secondFactorState, message);
const wrongCode = () => new HttpError(StaffErrors.wrongCode, StaffSignInText.wrongCode);

async function accountOf(db: Kysely<DB>, actor: Actor): Promise<StaffAccountRow> {
  const account = await findStaffById(db, actor.staffId);
  if (!account) throw new Error('The signed-in account is gone');
  return account;
}

const isOn = (account: StaffAccountRow) => account.totp_enrolled_at !== null;

/** Whether the person's second factor is on, and their unused recovery codes. */
export async function ownSecondFactor(db: Kysely<DB>, actor: Actor): Promise<BusinessSecondFactor> {
  const account = await accountOf(db, actor);
  return {
    enabled: isOn(account),
    recoveryCodesLeft: isOn(account) ? await countUnusedRecoveryCodes(db, account.id) : 0,
  };
}

/** A new secret to confirm; a new start replaces a secret not yet confirmed. */
export async function startOwnEnrolment(
  deps: StaffDeps,
  origin: RequestOrigin,
  actor: Actor,
  now = new Date(),
): Promise<Enrolment> {
  const secret = newTotpSecret();
  const account = await deps.db.transaction().execute(async (trx) => {
    const account = await accountOf(trx, actor);
    if (isOn(account)) throw stateError(BusinessAccountText.alreadyOn);
    await updateStaff(trx, account.id, {
      totp_secret: deps.box.seal(secret),
      totp_last_step: null,
    });
    await recordStaffAction(trx, {
      ...originOfRequest(actor, origin),
      action: 'staff.secondFactor.start',
      objectType: 'staff',
      objectId: account.id,
      before: null,
      after: null,
      now,
    });
    return account;
  });
  return { secret, otpauthUri: otpauthUri(secret, account.email) };
}

/** A code of the secret being set up turns the second factor on: the recovery codes, shown once. */
export async function finishOwnEnrolment(
  deps: StaffDeps,
  origin: RequestOrigin,
  actor: Actor,
  code: string,
  now = new Date(),
): Promise<string[]> {
  const account = await accountOf(deps.db, actor);
  if (isOn(account)) throw stateError(BusinessAccountText.alreadyOn);
  if (account.totp_secret === null) throw stateError(BusinessAccountText.notStarted);
  const sealed = account.totp_secret;
  const step = isTotpCode(code) ? totpStepOf(deps.box.open(sealed), code, now) : null;
  if (step === null) {
    logSecurityEvent(origin.log, 'staff.secondFactor.refused', {
      staffId: account.id,
      reason: 'wrongCode',
    });
    throw wrongCode();
  }
  const { codes, hashes } = await newRecoveryCodeSet();
  await deps.db.transaction().execute(async (trx) => {
    // Started again elsewhere in the meantime: that newer secret is the one to confirm.
    const current = await accountOf(trx, actor);
    if (isOn(current) || current.totp_secret !== sealed)
      throw stateError(BusinessAccountText.notStarted);
    const enrolled = await updateStaff(trx, account.id, {
      totp_enrolled_at: now.toISOString(),
      totp_last_step: step,
    });
    await replaceRecoveryCodes(trx, account.id, hashes);
    await recordStaffAction(trx, {
      ...originOfRequest(actor, origin),
      action: 'staff.secondFactor.enrol',
      objectType: 'staff',
      objectId: account.id,
      before: auditSnapshotOf(current),
      after: { ...auditSnapshotOf(enrolled), recoveryCodesLeft: codes.length },
      now,
    });
  });
  logSecurityEvent(origin.log, 'staff.secondFactor.changed', { staffId: account.id, on: true });
  return codes;
}

/** A new set of recovery codes (OPERATOR-5), for a person whose second factor is on. */
export async function renewOwnRecoveryCodes(
  deps: StaffDeps,
  origin: RequestOrigin,
  actor: Actor,
  now = new Date(),
): Promise<string[]> {
  if (!isOn(await accountOf(deps.db, actor))) throw stateError(BusinessAccountText.off);
  return renewRecoveryCodes(deps, origin, actor.staffId, now);
}

/**
 * Turns the second factor off, given the password (through the password throttle) and a current
 * code: the authenticator's (each time step once) or an unused recovery code. The secret and the
 * recovery codes are removed; the next sign-in asks for the password only.
 */
export async function turnOffOwnSecondFactor(
  deps: StaffDeps,
  origin: RequestOrigin,
  actor: Actor,
  typed: { currentPassword: string; code: string },
  now = new Date(),
): Promise<void> {
  const account = await accountOf(deps.db, actor);
  if (!isOn(account) || account.totp_secret === null) throw stateError(BusinessAccountText.off);
  await checkCurrentPassword(deps, origin, account, typed.currentPassword);

  const refusal = (reason: string) => {
    logSecurityEvent(origin.log, 'staff.secondFactor.refused', { staffId: account.id, reason });
    return wrongCode();
  };
  const totpStep = isTotpCode(typed.code)
    ? totpStepOf(deps.box.open(account.totp_secret), typed.code, now)
    : null;
  const recoveryCodeId =
    totpStep === null && !isTotpCode(typed.code)
      ? await matchRecoveryCode(typed.code, await unusedRecoveryCodes(deps.db, account.id))
      : null;
  if (totpStep === null && recoveryCodeId === null) throw refusal('wrongCode');

  const done = await deps.db.transaction().execute(async (trx) => {
    // The code is taken like a sign-in's: a replayed or racing one is refused.
    const taken =
      totpStep !== null
        ? await takeTotpStep(trx, account.id, totpStep)
        : await useRecoveryCode(trx, recoveryCodeId ?? 0, now.toISOString());
    if (!taken) return false;
    const off = await updateStaff(trx, account.id, {
      totp_secret: null,
      totp_enrolled_at: null,
      totp_last_step: null,
    });
    await replaceRecoveryCodes(trx, account.id, []);
    await recordStaffAction(trx, {
      ...originOfRequest(actor, origin),
      action: 'staff.secondFactor.off',
      objectType: 'staff',
      objectId: account.id,
      before: auditSnapshotOf(account),
      after: {
        ...auditSnapshotOf(off),
        method: totpStep !== null ? 'authenticator' : 'recoveryCode',
      },
      now,
    });
    return true;
  });
  if (!done) throw refusal('codeReused');
  logSecurityEvent(origin.log, 'staff.secondFactor.changed', { staffId: account.id, on: false });
}

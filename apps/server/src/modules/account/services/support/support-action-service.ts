import { SupportErrors, SupportText } from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../db/schema.ts';
import { HttpError } from '../../../../lib/http-error.ts';
import type { Mail } from '../../../../plugins/mailer.ts';
import { recordSupportAction, type SupportAct } from '../../../staff/index.ts';
import { revokeUserSessions } from '../../repositories/session-repo.ts';
import { requestPasswordReset } from '../password-service.ts';
import { forgetPasswordFailures } from '../password-throttle.ts';
import { supportedMember } from './support-member-service.ts';

/* Support's actions on the account itself (OPERATOR-20), each audited with its reason. */

/**
 * Mails the member a reset link through the password-reset service (ACCOUNT-9, its hourly cap
 * included). The link, the audit entry and nothing else are written together; the mail leaves
 * once they are.
 */
export async function sendPasswordResetForSupport(
  deps: { db: Kysely<DB>; sendMail: (mail: Mail) => void; publicUrl: string },
  act: SupportAct,
): Promise<string> {
  const member = await supportedMember(deps.db, act.memberId);
  const mails: Mail[] = [];
  await deps.db.transaction().execute(async (trx) => {
    const outcome = await requestPasswordReset(
      { db: trx, sendMail: (mail) => mails.push(mail), publicUrl: deps.publicUrl },
      member.email,
    );
    if (outcome === 'capped')
      throw new HttpError(SupportErrors.resetMailCapped, SupportText.resetMailCapped);
    if (outcome === 'noAccount')
      throw new HttpError(SupportErrors.unknownMember, SupportText.unknownMember);
    await recordSupportAction(trx, act, 'sendPasswordReset', { before: null, after: null });
  });
  for (const mail of mails) deps.sendMail(mail);
  return SupportText.resetSent;
}

/** Ends every session of the member; answers how many it ended. */
export async function signOutEverywhereForSupport(
  db: Kysely<DB>,
  act: SupportAct,
): Promise<{ message: string; ended: number }> {
  await supportedMember(db, act.memberId);
  const ended = await db.transaction().execute(async (trx) => {
    const count = await revokeUserSessions(trx, act.memberId);
    await recordSupportAction(trx, act, 'signOutEverywhere', {
      before: { sessions: count },
      after: { sessions: 0 },
    });
    return count;
  });
  return { message: SupportText.signedOut(ended), ended };
}

/** Lifts the password throttle's lock and delays of the account (as a reset does, ACCOUNT-24). */
export async function liftPasswordLockForSupport(db: Kysely<DB>, act: SupportAct): Promise<string> {
  const member = await supportedMember(db, act.memberId);
  await db.transaction().execute(async (trx) => {
    await forgetPasswordFailures(trx, member.email);
    await recordSupportAction(trx, act, 'liftPasswordLock', { before: null, after: null });
  });
  return SupportText.lockLifted;
}

import { normalizeVerificationCode, RedemptionErrors, VerifyText } from '@citybook/contract';
import type { Verification } from '@citybook/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { findVerification } from '../repositories/verification-repo.ts';

/**
 * Issue #16: staff check a code as typed (any case, look-alikes, spaces). A made-up code and one
 * that cannot be a code both answer "not found", so the answer tells a guesser nothing more.
 */
export async function verifyRedemption(db: Kysely<DB>, typed: string): Promise<Verification> {
  const code = normalizeVerificationCode(typed);
  const verification = code === undefined ? undefined : await findVerification(db, code);
  if (!verification) {
    throw new HttpError(RedemptionErrors.unknownVerificationCode, VerifyText.notFound);
  }
  return verification;
}

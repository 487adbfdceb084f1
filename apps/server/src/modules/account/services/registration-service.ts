import {
  AccountErrors,
  COMMON_PASSWORD_MESSAGE,
  CreateAccountText,
  emailSchema,
  isValidPassword,
  normalizeEmail,
  PASSWORD_RULE_MESSAGE,
  type AccountApi,
  type BodyOf,
} from '@citybook/contract';
import { noticeKeys, scheduleNotice } from '../../notices/index.ts';
import type { Kysely } from 'kysely';
import type { SessionClient } from '../../../lib/client-description.ts';
import type { DB, UserRow } from '../../../db/schema.ts';
import { nowIso } from '../../../lib/clock.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { forgetFavoritesOf } from '../../catalog/index.ts';
import { isKnownMarket } from '../../market/index.ts';
import { isCommonPassword } from '../../../lib/common-passwords.ts';
import { deleteOutboxMailTo } from '../repositories/outbox-repo.ts';
import { hashPassword } from '../../../lib/password-hash.ts';
import { deleteAccessOf, detachKeptRecords } from '../repositories/personal-data-repo.ts';
import { createSession } from '../repositories/session-repo.ts';
import {
  detachConsentsOfDeletedAccount,
  endSubscriptionOfDeletedAccount,
} from '../../activation/index.ts';
import {
  deleteUser,
  emailTaken,
  findUserById,
  insertUserUnlessTaken,
} from '../repositories/user-repo.ts';

const emailTakenError = () => new HttpError(AccountErrors.emailTaken, CreateAccountText.emailTaken);

/**
 * Signs up: checks the email and the password rule, creates the account (with its market when
 * that market exists) and opens its first session, on the `client` described; answers the user
 * and the session's token.
 */
export async function createAccount(
  db: Kysely<DB>,
  { emailAddress, password, IsMobilePlus, marketId }: BodyOf<typeof AccountApi.createAccount>,
  client: SessionClient | null = null,
): Promise<{ user: UserRow; token: string }> {
  const email = emailSchema.safeParse(emailAddress);
  if (!email.success) {
    throw new HttpError(AccountErrors.invalidEmail, CreateAccountText.invalidEmail);
  }
  if (!isValidPassword(password)) {
    throw new HttpError(AccountErrors.invalidPassword, PASSWORD_RULE_MESSAGE);
  }
  if (isCommonPassword(password)) {
    throw new HttpError(AccountErrors.commonPassword, COMMON_PASSWORD_MESSAGE);
  }
  if (await emailTaken(db, email.data)) throw emailTakenError();
  const knownMarket = marketId != null && (await isKnownMarket(db, marketId));

  const passwordHash = await hashPassword(password);
  const now = nowIso();
  const createdId = await db.transaction().execute(async (trx) => {
    const id = await insertUserUnlessTaken(trx, {
      email: normalizeEmail(email.data),
      password_hash: passwordHash,
      market_id: knownMarket ? marketId : null,
      is_mobile_plus: IsMobilePlus ? 1 : 0,
      created_at: now,
      updated_at: now,
    });
    // NOTICE-9: the welcome mail, with the account.
    if (id !== undefined)
      await scheduleNotice(trx, {
        kind: 'welcome',
        key: noticeKeys.welcome(id),
        userId: id,
        dueAt: new Date(now),
        payload: {},
      });
    return id;
  });
  // Two sign-ups with one email at the same moment: the second loses here.
  if (createdId === undefined) throw emailTakenError();

  const user = await findUserById(db, createdId);
  if (!user) throw emailTakenError();
  return { user, token: await createSession(db, user.id, client) };
}

/**
 * Deletes the account and the personal data with it, in one transaction: its subscription ends
 * (nothing is ever charged for it again), the card, sessions, tokens and kept mail go, and the
 * vouchers, redemptions and charges kept for the counts and the accounts lose the user id.
 */
export async function deleteAccount(db: Kysely<DB>, userId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const user = await findUserById(trx, userId);
    await endSubscriptionOfDeletedAccount(trx, userId, nowIso());
    await detachKeptRecords(trx, userId);
    await detachConsentsOfDeletedAccount(trx, userId);
    await deleteAccessOf(trx, userId);
    await forgetFavoritesOf(trx, userId);
    if (user) await deleteOutboxMailTo(trx, user.email);
    await deleteUser(trx, userId);
  });
}

import type { AccountApi } from '@citybook/contract';
import {
  AccountErrors,
  isGuestEmail,
  isValidPassword,
  PASSWORD_RULE_MESSAGE,
  PasswordText,
} from '@citybook/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Handlers } from '../../http/endpoint-routes.ts';
import { nowIso } from '../../lib/clock.ts';
import { HttpError } from '../../lib/http-error.ts';
import { resetPasswordMail } from './password-mail.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import { consumePasswordToken, issuePasswordToken } from './password-tokens.ts';
import { revokeUserSessions } from './session-repo.ts';
import { findUserByEmail, findUserById } from './user-repo.ts';

const ruleError = () => new HttpError(AccountErrors.passwordRule, PASSWORD_RULE_MESSAGE);

async function storePassword(db: Kysely<DB>, userId: number, passwordHash: string): Promise<void> {
  await db
    .updateTable('app_user')
    .set({
      password_hash: passwordHash,
      must_set_password: 0,
      failed_logins: 0,
      locked_until: null,
      updated_at: nowIso(),
    })
    .where('id', '=', userId)
    .execute();
}

type PasswordHandlers = Pick<
  Handlers<typeof AccountApi>,
  'forgotPassword' | 'resetPassword' | 'changePassword'
>;

/** Forgotten, reset and changed passwords. */
export function passwordHandlers(app: FastifyInstance): PasswordHandlers {
  return {
    forgotPassword: async ({ body }) => {
      // The same answer whether or not the email exists; the mail goes out in the background.
      const user = await findUserByEmail(app.db, body.emailAddress);
      if (user && !isGuestEmail(user.email)) {
        const token = await issuePasswordToken(app.db, user.id, 'reset');
        app.sendMail(resetPasswordMail(app.config.PUBLIC_URL, user.email, token));
      }
      return {};
    },

    resetPassword: async ({ body }) => {
      const { token, password } = body;
      if (!isValidPassword(password)) throw ruleError();
      const passwordHash = await hashPassword(password);
      const changed = await app.db.transaction().execute(async (trx) => {
        const userId = await consumePasswordToken(trx, token);
        if (userId === null) return false;
        await storePassword(trx, userId, passwordHash);
        await revokeUserSessions(trx, userId);
        return true;
      });
      if (!changed) throw new HttpError(AccountErrors.tokenExpired, PasswordText.tokenExpired);
      return {};
    },

    changePassword: async ({ user: session, body }) => {
      const { currentPassword, newPassword } = body;
      const user = await findUserById(app.db, session.userId);
      if (!user || !(await verifyPassword(user.password_hash, currentPassword))) {
        throw new HttpError(AccountErrors.wrongCurrentPassword, PasswordText.wrongCurrentPassword);
      }
      if (!isValidPassword(newPassword)) throw ruleError();
      const passwordHash = await hashPassword(newPassword);
      await app.db.transaction().execute(async (trx) => {
        await storePassword(trx, user.id, passwordHash);
        await revokeUserSessions(trx, user.id, { except: session.sessionId });
      });
      return {};
    },
  };
}

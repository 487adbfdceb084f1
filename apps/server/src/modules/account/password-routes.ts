import {
  ApiPath,
  changePasswordRequestSchema,
  emptyResponseSchema,
  ErrorCode,
  forgotPasswordRequestSchema,
  isGuestEmail,
  isValidPassword,
  PASSWORD_RULE_MESSAGE,
  PasswordText,
  resetPasswordRequestSchema,
} from '@citybook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { HttpError } from '../../lib/http-error.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { forbidGuest } from './guest-guard.ts';
import { resetPasswordMail } from './password-mail.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import { consumePasswordToken, issuePasswordToken } from './password-tokens.ts';
import { revokeUserSessions } from './session-repo.ts';
import { findUserByEmail, findUserById } from './user-repo.ts';

const ruleError = () => new HttpError(400, ErrorCode.passwordRule, PASSWORD_RULE_MESSAGE);

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

export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  const passwordRateLimit = {
    rateLimit: { max: app.config.RATE_LIMIT_PASSWORD, timeWindow: '1 minute' },
  };

  app.post(
    ApiPath.account.forgotPassword,
    {
      config: passwordRateLimit,
      schema: { body: forgotPasswordRequestSchema, response: { 200: emptyResponseSchema } },
    },
    async (request) => {
      // The same answer whether or not the email exists; the mail goes out in the background.
      const user = await findUserByEmail(app.db, request.body.emailAddress);
      if (user && !isGuestEmail(user.email)) {
        const token = await issuePasswordToken(app.db, user.id, 'reset');
        app.sendMail(resetPasswordMail(app.config.PUBLIC_URL, user.email, token));
      }
      return {};
    },
  );

  app.post(
    ApiPath.account.resetPassword,
    {
      config: passwordRateLimit,
      schema: { body: resetPasswordRequestSchema, response: { 200: emptyResponseSchema } },
    },
    async (request) => {
      const { token, password } = request.body;
      if (!isValidPassword(password)) throw ruleError();
      const passwordHash = await hashPassword(password);
      const changed = await app.db.transaction().execute(async (trx) => {
        const userId = await consumePasswordToken(trx, token);
        if (userId === null) return false;
        await storePassword(trx, userId, passwordHash);
        await revokeUserSessions(trx, userId);
        return true;
      });
      if (!changed) throw new HttpError(400, ErrorCode.tokenExpired, PasswordText.tokenExpired);
      return {};
    },
  );

  app.post(
    ApiPath.account.changePassword,
    {
      config: passwordRateLimit,
      preHandler: [requireUser, forbidGuest],
      schema: { body: changePasswordRequestSchema, response: { 200: emptyResponseSchema } },
    },
    async (request) => {
      const session = currentUser(request);
      const { currentPassword, newPassword } = request.body;
      const user = await findUserById(app.db, session.userId);
      if (!user || !(await verifyPassword(user.password_hash, currentPassword))) {
        throw new HttpError(400, ErrorCode.wrongCurrentPassword, PasswordText.wrongCurrentPassword);
      }
      if (!isValidPassword(newPassword)) throw ruleError();
      const passwordHash = await hashPassword(newPassword);
      await app.db.transaction().execute(async (trx) => {
        await storePassword(trx, user.id, passwordHash);
        await revokeUserSessions(trx, user.id, { except: session.sessionId });
      });
      return {};
    },
  );
};

import {
  ApiPath,
  createAccountRequestSchema,
  CreateAccountText,
  emailSchema,
  emptyResponseSchema,
  ErrorCode,
  isValidPassword,
  normalizeEmail,
  PASSWORD_RULE_MESSAGE,
  profileSchema,
} from '@citybook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { nowIso } from '../../lib/clock.ts';
import { HttpError } from '../../lib/http-error.ts';
import {
  clearSessionCookies,
  currentUser,
  requireUser,
  setSessionCookies,
} from '../../plugins/auth.ts';
import { marketExists } from '../market/market-repo.ts';
import { forbidGuest } from './guest-guard.ts';
import { hashPassword } from './password-hash.ts';
import { profileOf } from './profile.ts';
import { createSession } from './session-repo.ts';
import { emailTaken, findUserById } from './user-repo.ts';

const emailTakenError = () =>
  new HttpError(400, ErrorCode.emailTaken, CreateAccountText.emailTaken);

export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    ApiPath.account.create,
    {
      config: { rateLimit: { max: app.config.RATE_LIMIT_CREATE, timeWindow: '1 minute' } },
      schema: { body: createAccountRequestSchema, response: { 200: profileSchema } },
    },
    async (request, reply) => {
      const { emailAddress, password, IsMobilePlus, marketId } = request.body;
      const email = emailSchema.safeParse(emailAddress);
      if (!email.success) {
        throw new HttpError(400, ErrorCode.invalidEmail, CreateAccountText.invalidEmail);
      }
      if (!isValidPassword(password)) {
        throw new HttpError(400, ErrorCode.invalidPassword, PASSWORD_RULE_MESSAGE);
      }
      if (await emailTaken(app.db, email.data)) throw emailTakenError();
      const knownMarket = marketId != null && (await marketExists(app.db, marketId));

      const passwordHash = await hashPassword(password);
      const now = nowIso();
      const created = await app.db
        .insertInto('app_user')
        .values({
          email: normalizeEmail(email.data),
          password_hash: passwordHash,
          market_id: knownMarket ? marketId : null,
          is_mobile_plus: IsMobilePlus ? 1 : 0,
          created_at: now,
          updated_at: now,
        })
        .onConflict((conflict) => conflict.column('email').doNothing())
        .returning('id')
        .executeTakeFirst();
      // Two sign-ups with one email at the same moment: the second loses here.
      if (!created) throw emailTakenError();

      const user = await findUserById(app.db, created.id);
      if (!user) throw emailTakenError();
      setSessionCookies(request, reply, await createSession(app.db, user.id));
      return profileOf(app, user);
    },
  );

  app.post(
    ApiPath.account.deleteAccount,
    {
      preHandler: [requireUser, forbidGuest],
      schema: { response: { 200: emptyResponseSchema } },
    },
    async (request, reply) => {
      // Sessions and password tokens go with the row (ON DELETE CASCADE).
      await app.db.deleteFrom('app_user').where('id', '=', currentUser(request).userId).execute();
      clearSessionCookies(reply);
      return {};
    },
  );
};

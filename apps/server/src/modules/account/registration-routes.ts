import type { AccountApi } from '@citybook/contract';
import {
  AccountErrors,
  CreateAccountText,
  emailSchema,
  isValidPassword,
  normalizeEmail,
  PASSWORD_RULE_MESSAGE,
} from '@citybook/contract';
import type { FastifyInstance } from 'fastify';
import type { Handlers } from '../../http/endpoint-routes.ts';
import { nowIso } from '../../lib/clock.ts';
import { HttpError } from '../../lib/http-error.ts';
import { clearSessionCookies, setSessionCookies } from '../../plugins/auth.ts';
import { marketExists } from '../market/market-repo.ts';
import { hashPassword } from './password-hash.ts';
import { profileOf } from './profile.ts';
import { createSession } from './session-repo.ts';
import { emailTaken, findUserById } from './user-repo.ts';

const emailTakenError = () => new HttpError(AccountErrors.emailTaken, CreateAccountText.emailTaken);

type RegistrationHandlers = Pick<Handlers<typeof AccountApi>, 'createAccount' | 'deleteAccount'>;

/** Creating and deleting an account. */
export function registrationHandlers(app: FastifyInstance): RegistrationHandlers {
  const deps = { db: app.db, config: app.config };
  return {
    createAccount: async ({ body, request, reply }) => {
      const { emailAddress, password, IsMobilePlus, marketId } = body;
      const email = emailSchema.safeParse(emailAddress);
      if (!email.success) {
        throw new HttpError(AccountErrors.invalidEmail, CreateAccountText.invalidEmail);
      }
      if (!isValidPassword(password)) {
        throw new HttpError(AccountErrors.invalidPassword, PASSWORD_RULE_MESSAGE);
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
      return profileOf(deps, user);
    },

    deleteAccount: async ({ user, reply }) => {
      // Sessions and password tokens go with the row (ON DELETE CASCADE).
      await app.db.deleteFrom('app_user').where('id', '=', user.userId).execute();
      clearSessionCookies(reply);
      return {};
    },
  };
}

import type { AccountApi } from '@citybook/contract';
import { AccountErrors, decodeBasicAuth, INVALID_CREDENTIALS_MESSAGE } from '@citybook/contract';
import type { FastifyInstance } from 'fastify';
import type { Handlers } from '../../http/endpoint-routes.ts';
import { HttpError } from '../../lib/http-error.ts';
import { clearSessionCookies, sessionTokenOf, setSessionCookies } from '../../plugins/auth.ts';
import { assertNotLocked, clearFailedLogins, recordFailedLogin } from './login-attempts.ts';
import { verifyPassword } from './password-hash.ts';
import { issuePasswordToken } from './password-tokens.ts';
import { loadProfile, profileOf } from './profile.ts';
import { createSession, revokeSession } from './session-repo.ts';
import { findUserByEmail } from './user-repo.ts';

const badCredentials = () =>
  new HttpError(AccountErrors.badCredentials, INVALID_CREDENTIALS_MESSAGE);

type SessionHandlers = Pick<
  Handlers<typeof AccountApi>,
  'login' | 'logout' | 'getProfile' | 'getExpired'
>;

/** Logging in and out, and the session's profile. */
export function sessionHandlers(app: FastifyInstance): SessionHandlers {
  const deps = { db: app.db, config: app.config };
  return {
    login: async ({ request, reply }) => {
      const credentials = decodeBasicAuth(request.headers.authorization);
      if (!credentials) throw badCredentials();
      const user = await findUserByEmail(app.db, credentials.email);
      if (user) assertNotLocked(user);
      const valid = await verifyPassword(user?.password_hash ?? null, credentials.password);
      if (!user) throw badCredentials();
      if (!valid) {
        await recordFailedLogin(app.db, user);
        throw badCredentials();
      }
      await clearFailedLogins(app.db, user);
      if (user.must_set_password === 1) {
        // Spec §4: the client moves to the set-password page with the token from the message.
        const token = await issuePasswordToken(app.db, user.id, 'set');
        throw new HttpError(AccountErrors.mustSetPassword, token);
      }

      // A fresh token at every login; the one the browser came with (if any) is dropped.
      const previous = sessionTokenOf(request);
      if (previous) await revokeSession(app.db, previous);
      setSessionCookies(request, reply, await createSession(app.db, user.id));
      return profileOf(deps, user);
    },

    logout: async ({ request, reply }) => {
      const token = sessionTokenOf(request);
      if (token) await revokeSession(app.db, token);
      clearSessionCookies(reply);
      return {};
    },

    getProfile: async ({ user }) => loadProfile(deps, user),

    getExpired: async ({ user }) => {
      const profile = await loadProfile(deps, user);
      return { userOffersValidTo: profile.userOffersValidTo };
    },
  };
}

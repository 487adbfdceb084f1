import { decodeBasicAuth, type AccountApi } from '@citybook/contract';
import type { FastifyInstance } from 'fastify';
import type { Handlers } from '../../http/endpoint-routes.ts';
import { clearSessionCookies, sessionTokenOf, setSessionCookies } from '../../plugins/auth.ts';
import { profileOf } from './profile-service.ts';
import { logIn, logOut } from './session-service.ts';

type SessionHandlers = Pick<Handlers<typeof AccountApi>, 'login' | 'logout'>;

/** Logging in and out: the session cookies. */
export function sessionHandlers(app: FastifyInstance): SessionHandlers {
  const deps = { db: app.db, config: app.config };
  return {
    login: async ({ request, reply }) => {
      const credentials = decodeBasicAuth(request.headers.authorization);
      const { user, token } = await logIn(
        app.db,
        { address: request.ip, log: request.log },
        credentials,
        sessionTokenOf(request),
      );
      setSessionCookies(request, reply, token);
      return profileOf(deps, user);
    },

    logout: async ({ request, reply }) => {
      await logOut(app.db, sessionTokenOf(request));
      clearSessionCookies(reply);
      return {};
    },
  };
}

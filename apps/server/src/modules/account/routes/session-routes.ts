import {
  CommonErrors,
  decodeBasicAuth,
  RequestGuardText,
  type AccountApi,
} from '@citybook/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isAppScriptRequest } from '../../../http/app-script-request.ts';
import type { Handlers } from '../../../http/endpoint-routes.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { logSecurityEvent } from '../../../lib/security-events.ts';
import { describeClient } from '../../../lib/client-description.ts';
import { clearSessionCookies, sessionTokenOf, setSessionCookies } from '../../../plugins/auth.ts';
import { profileOf } from '../services/profile-service.ts';
import { logIn, logOut } from '../services/session-service.ts';

type SessionHandlers = Pick<Handlers<typeof AccountApi>, 'login' | 'logout' | 'logoutByPost'>;

/** Logging in and out: the session cookies. */
export function sessionHandlers(app: FastifyInstance): SessionHandlers {
  const deps = { db: app.db, config: app.config };
  const endSession = async (request: FastifyRequest, reply: FastifyReply) => {
    await logOut(app.db, sessionTokenOf(request));
    clearSessionCookies(reply);
    return {};
  };
  return {
    login: async ({ request, reply }) => {
      const credentials = decodeBasicAuth(request.headers.authorization);
      const { user, token } = await logIn(
        app.db,
        { address: request.ip, log: request.log },
        credentials,
        sessionTokenOf(request),
        describeClient(request.headers['user-agent']),
      );
      setSessionCookies(request, reply, token);
      logSecurityEvent(request.log, 'login.succeeded', { userId: user.id });
      return profileOf(deps, user);
    },

    // A GET changes nothing by HTTP's rules, so an image, a link or another site's page could
    // otherwise end a member's session: only a script of the app may use it.
    logout: async ({ request, reply }) => {
      if (!isAppScriptRequest(request)) {
        logSecurityEvent(request.log, 'request.refused', {
          reason: 'logoutNotFromApp',
          route: 'logout',
        });
        throw new HttpError(CommonErrors.crossSite, RequestGuardText.logoutNotFromApp);
      }
      return endSession(request, reply);
    },

    // The API guard (plugins/api-guard.ts) has already checked it is same-origin JSON.
    logoutByPost: async ({ request, reply }) => endSession(request, reply),
  };
}

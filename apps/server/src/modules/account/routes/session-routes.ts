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
import { sessionClientOf } from '../../../lib/client-description.ts';
import { clearSessionCookies, sessionTokenOf, setSessionCookies } from '../../../plugins/auth.ts';
import { profileOf } from '../services/profile-service.ts';
import { logIn, logInWithCode, logOut } from '../services/session-service.ts';
import type { Mail } from '../../../plugins/mailer.ts';

type SessionHandlers = Pick<
  Handlers<typeof AccountApi>,
  'login' | 'submitLoginCode' | 'logout' | 'logoutByPost'
>;

/** Logging in and out: the session cookies. */
export function sessionHandlers(app: FastifyInstance): SessionHandlers {
  const deps = { db: app.db, config: app.config };
  const pending = new Set<Promise<void>>();
  // Work started after an answer finishes before the database closes.
  app.addHook('onClose', async () => {
    await Promise.allSettled(pending);
  });
  const loginDeps = (request: FastifyRequest, reply: FastifyReply) => ({
    db: app.db,
    sendMail: (mail: Mail) => app.sendMail(mail),
    afterAnswer: (work: () => Promise<void>) => {
      reply.raw.once('close', () => {
        const tracked = work()
          .catch((error: unknown) => request.log.error({ err: error }, 'login code offer failed'))
          .finally(() => pending.delete(tracked));
        pending.add(tracked);
      });
    },
  });
  const endSession = async (request: FastifyRequest, reply: FastifyReply) => {
    await logOut(app.db, sessionTokenOf(request));
    clearSessionCookies(reply);
    return {};
  };
  return {
    login: async ({ request, reply }) => {
      const credentials = decodeBasicAuth(request.headers.authorization);
      const { user, token } = await logIn(
        loginDeps(request, reply),
        { address: request.ip, log: request.log },
        credentials,
        sessionTokenOf(request),
        sessionClientOf(request),
      );
      setSessionCookies(request, reply, token);
      logSecurityEvent(request.log, 'login.succeeded', { userId: user.id });
      return profileOf(deps, user);
    },

    submitLoginCode: async ({ request, reply, body }) => {
      const { user, token } = await logInWithCode(
        app.db,
        { address: request.ip, log: request.log },
        body,
        sessionTokenOf(request),
        sessionClientOf(request),
      );
      setSessionCookies(request, reply, token);
      logSecurityEvent(request.log, 'login.succeeded', { userId: user.id, by: 'loginCode' });
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

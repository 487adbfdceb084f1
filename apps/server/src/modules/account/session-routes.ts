import {
  ApiPath,
  decodeBasicAuth,
  emptyResponseSchema,
  ErrorCode,
  expiredResponseSchema,
  INVALID_CREDENTIALS_MESSAGE,
  profileSchema,
} from '@citybook/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error.ts';
import {
  clearSessionCookies,
  currentUser,
  requireUser,
  sessionTokenOf,
  setSessionCookies,
} from '../../plugins/auth.ts';
import { assertNotLocked, clearFailedLogins, recordFailedLogin } from './login-attempts.ts';
import { verifyPassword } from './password-hash.ts';
import { issuePasswordToken } from './password-tokens.ts';
import { loadProfile, profileOf } from './profile.ts';
import { createSession, revokeSession } from './session-repo.ts';
import { findUserByEmail } from './user-repo.ts';

const badCredentials = () =>
  new HttpError(401, ErrorCode.badCredentials, INVALID_CREDENTIALS_MESSAGE);

export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    ApiPath.account.login,
    {
      config: { rateLimit: { max: app.config.RATE_LIMIT_LOGIN, timeWindow: '1 minute' } },
      schema: { body: z.object({}), response: { 200: profileSchema } },
    },
    async (request, reply) => {
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
        throw new HttpError(400, ErrorCode.mustSetPassword, token);
      }

      // A fresh token at every login; the one the browser came with (if any) is dropped.
      const previous = sessionTokenOf(request);
      if (previous) await revokeSession(app.db, previous);
      setSessionCookies(request, reply, await createSession(app.db, user.id));
      return profileOf(app, user);
    },
  );

  app.get(
    ApiPath.account.logout,
    { schema: { response: { 200: emptyResponseSchema } } },
    async (request, reply) => {
      const token = sessionTokenOf(request);
      if (token) await revokeSession(app.db, token);
      clearSessionCookies(reply);
      return {};
    },
  );

  app.get(
    ApiPath.account.profile,
    { preHandler: requireUser, schema: { response: { 200: profileSchema } } },
    async (request) => loadProfile(app, currentUser(request)),
  );

  app.get(
    ApiPath.account.expired,
    { preHandler: requireUser, schema: { response: { 200: expiredResponseSchema } } },
    async (request) => {
      const profile = await loadProfile(app, currentUser(request));
      return { userOffersValidTo: profile.userOffersValidTo };
    },
  );
};

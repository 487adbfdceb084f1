import {
  ApiPath,
  decodeBasicAuth,
  ErrorCode,
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
import { verifyPassword } from './password-hash.ts';
import { loadProfile, toProfile } from './profile.ts';
import { createSession, revokeSession } from './session-repo.ts';
import { findUserByEmail } from './user-repo.ts';

const badCredentials = () =>
  new HttpError(401, ErrorCode.badCredentials, INVALID_CREDENTIALS_MESSAGE);

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    ApiPath.account.login,
    { schema: { body: z.object({}), response: { 200: profileSchema } } },
    async (request, reply) => {
      const credentials = decodeBasicAuth(request.headers.authorization);
      if (!credentials) throw badCredentials();
      const user = await findUserByEmail(app.db, credentials.email);
      const valid = await verifyPassword(user?.password_hash ?? null, credentials.password);
      if (!user || !valid) throw badCredentials();

      // A fresh token at every login; the one the browser came with (if any) is dropped.
      const previous = sessionTokenOf(request);
      if (previous) await revokeSession(app.db, previous);
      setSessionCookies(request, reply, await createSession(app.db, user.id));
      return toProfile(user);
    },
  );

  app.get(
    ApiPath.account.logout,
    { schema: { response: { 200: z.object({}) } } },
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
    async (request) => loadProfile(app.db, currentUser(request).userId),
  );
};
